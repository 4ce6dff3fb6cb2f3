import { graphql } from '@/lib/gql/index.ts';

/** How many of the newest support messages the dashboard lists. */
export const SUPPORT_MESSAGES_SHOWN = 25;

/** The newest support-panel messages with their sender and forwarding state (staff read all; RLS). */
export const AdminSupportMessagesQuery = graphql(`
  query AdminSupportMessages($first: Int!) {
    allSupportMessages(orderBy: [CREATED_AT_DESC], first: $first) {
      totalCount
      nodes {
        id
        screen
        message
        createdAt
        forwardedAt
        forwardAttempts
        lastError
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
