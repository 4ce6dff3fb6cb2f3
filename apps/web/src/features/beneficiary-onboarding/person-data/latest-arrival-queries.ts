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
