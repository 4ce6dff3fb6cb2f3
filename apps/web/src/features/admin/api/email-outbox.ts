import { graphql } from '@/lib/gql/index.ts';

/** The newest 25 e-mails of the outbox (migration 0049; staff read all under RLS), with their text. */
export const AdminEmailOutboxQuery = graphql(`
  query AdminEmailOutbox {
    allEmailOutboxes(orderBy: [CREATED_AT_DESC], first: 25) {
      totalCount
      nodes {
        id
        address
        subject
        body
        status
        attempts
        lastError
        createdAt
        sentAt
        userByUserId {
          id
          fullName
        }
      }
    }
  }
`);
