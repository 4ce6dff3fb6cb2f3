import { graphql } from '@/lib/gql/index.ts';

/** The beneficiary's latest passport confirmation (issue 34): what was read, confirmed, by whom, and why. */
export const PetitionPassportConfirmationQuery = graphql(`
  query PetitionPassportConfirmation($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      userByBeneficiaryId {
        id
        passportConfirmationsByUserId(orderBy: [CREATED_AT_DESC], first: 1) {
          nodes {
            id
            reading
            confirmed
            findings
            findingMessages
            reason
            createdAt
            userByConfirmedBy {
              id
              fullName
            }
          }
        }
      }
    }
  }
`);
