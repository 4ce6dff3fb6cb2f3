import { graphql } from '@/lib/gql/index.ts';

/**
 * An I-94 entry's Admit Until Date, or D/S, or neither (migration 0148's record_arrival_admit_until): sent after the
 * arrival itself is recorded, with the entry that call answers, by the beneficiary's onboarding and by staff's
 * arrival history alike.
 */
export const RecordArrivalAdmitUntilMutation = graphql(`
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
