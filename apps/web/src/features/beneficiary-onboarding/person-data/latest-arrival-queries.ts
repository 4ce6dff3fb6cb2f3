import { graphql } from '@/lib/gql/index.ts';

/** The petition's latest I-94 entry, which the beneficiary gives in the filing type step (migration 0078). */
export const LatestArrivalQuery = graphql(`
  query BeneficiaryLatestArrival($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      latestI94Entry {
        id
        visaClass
        dateOfEntry
        i94Number
        admitUntil
        admittedForDurationOfStatus
      }
    }
  }
`);

/**
 * Records the beneficiary's latest arrival (migration 0081): it corrects an entry they gave, or fills the one of the
 * same date; a different date beside an entry staff recorded is a new trip, and staff's entry stays.
 */
export const RecordLatestArrivalMutation = graphql(`
  mutation BeneficiaryRecordLatestArrival($petitionId: UUID!, $visaClass: String!, $dateOfEntry: Date!, $i94Number: String!) {
    recordLatestArrival(
      input: { petitionId: $petitionId, visaClass: $visaClass, dateOfEntry: $dateOfEntry, i94Number: $i94Number }
    ) {
      i94Entry {
        id
      }
    }
  }
`);
