import { graphql } from '@/lib/gql/index.ts';

/**
 * A person as staff read their portal access (migrations 0077, 0079), on the petition page's People and the Entities
 * screen: their address, whether they signed in, their latest invitation to that address.
 */
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

/** Without a petition (the Entities screen) the invitation names the person's only petition, or no case. */
export const InviteToPortalMutation = graphql(`
  mutation InviteToPortal($personId: UUID!, $petitionId: UUID) {
    inviteToPortal(input: { personId: $personId, petitionId: $petitionId }) {
      portalInvitation {
        id
        status
        createdAt
      }
    }
  }
`);
