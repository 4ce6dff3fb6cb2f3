import { graphql } from '@/lib/gql/index.ts';

/** The petition's people staff may invite (migration 0077): its beneficiary and its petitioner's team. */
export const PetitionPortalPeopleQuery = graphql(`
  query PetitionPortalPeople($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      userByBeneficiaryId {
        ...PortalPersonFields
      }
      companyByCompanyId {
        id
        companyMembersByCompanyId(orderBy: [CREATED_AT_ASC]) {
          nodes {
            companyId
            userId
            role
            userByUserId {
              ...PortalPersonFields
            }
          }
        }
      }
    }
  }
`);
