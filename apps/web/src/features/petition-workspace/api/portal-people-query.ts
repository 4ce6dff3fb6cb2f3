import { graphql } from '@/lib/gql/index.ts';

/** A person as the People section shows them: their address, whether they signed in, their latest invitation. */
export const PortalPersonFields = graphql(`
  fragment PortalPersonFields on User {
    id
    fullName
    email
    hasSignedIn
    latestPortalInvitation {
      id
      status
      createdAt
      sentAt
      lastError
    }
  }
`);

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

export const InviteToPortalMutation = graphql(`
  mutation InviteToPortal($personId: UUID!, $petitionId: UUID!) {
    inviteToPortal(input: { personId: $personId, petitionId: $petitionId }) {
      portalInvitation {
        id
        status
        createdAt
      }
    }
  }
`);
