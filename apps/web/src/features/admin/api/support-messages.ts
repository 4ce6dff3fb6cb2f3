import { graphql } from '@/lib/gql/index.ts';

/**
 * The newest 25 support-panel messages with their sender, forwarding state and thread (staff read all; RLS).
 * The page size is fixed in the query: with replies nested, a variable page size could ask for more than the
 * server's cost limit allows.
 */
export const AdminSupportMessagesQuery = graphql(`
  query AdminSupportMessages {
    allSupportMessages(orderBy: [CREATED_AT_DESC], first: 25) {
      totalCount
      nodes {
        id
        screen
        message
        createdAt
        forwardedAt
        forwardAttempts
        lastError
        ...SupportThreadFields
        userByUserId {
          id
          fullName
          email
        }
        companyByCompanyId {
          id
          dbaName
        }
      }
    }
  }
`);
