import { useMutation } from '@apollo/client/react';
import type { LatestArrival } from '@app/domain';
import { graphql } from '@/lib/gql/index.ts';

/**
 * Records a petition's latest arrival (migration 0081: staff correct the latest entry; the beneficiary corrects their
 * own, fills the same trip's, or adds a new one, never overwriting staff's).
 */
const RecordLatestArrivalMutation = graphql(`
  mutation RecordLatestArrival($petitionId: UUID!, $visaClass: String!, $dateOfEntry: Date!, $i94Number: String!) {
    recordLatestArrival(
      input: { petitionId: $petitionId, visaClass: $visaClass, dateOfEntry: $dateOfEntry, i94Number: $i94Number }
    ) {
      i94Entry {
        id
      }
    }
  }
`);

/** An I-94 entry's Admit Until Date, or D/S, or neither (migration 0148's record_arrival_admit_until). */
const RecordArrivalAdmitUntilMutation = graphql(`
  mutation RecordArrivalAdmitUntil($entryId: UUID!, $admitUntil: Date, $durationOfStatus: Boolean!) {
    recordArrivalAdmitUntil(input: { entryId: $entryId, admitUntil: $admitUntil, durationOfStatus: $durationOfStatus }) {
      i94Entry {
        id
        admitUntil
        admittedForDurationOfStatus
      }
    }
  }
`);

/**
 * The latest arrival as the beneficiary's onboarding and staff's arrival history save it: the arrival itself, then its
 * admit-until date on the entry that call answers (a function of its own, so 0081's rules stay as they are).
 * `refetchQueries` are read again once both are saved.
 */
export function useRecordLatestArrival(refetchQueries: readonly string[] = []) {
  const [record] = useMutation(RecordLatestArrivalMutation);
  const [recordAdmitUntil] = useMutation(RecordArrivalAdmitUntilMutation, {
    refetchQueries: [...refetchQueries],
    awaitRefetchQueries: true,
  });
  return async (petitionId: string, { admitUntil, durationOfStatus, ...arrival }: LatestArrival) => {
    const result = await record({ variables: { petitionId, ...arrival } });
    const entryId = result.data?.recordLatestArrival?.i94Entry?.id;
    if (!entryId) throw new Error('The arrival was not recorded.');
    await recordAdmitUntil({ variables: { entryId, admitUntil, durationOfStatus } });
  };
}
