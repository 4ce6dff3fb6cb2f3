import { graphql } from '@/lib/gql/index.ts';

/**
 * Stores a support-panel message as the signed-in user; the database queues its forwarding to the
 * support team's chat in the same transaction (migration 0019).
 */
export const CreateSupportMessageMutation = graphql(`
  mutation CreateSupportMessage($screen: String!, $message: String!, $companyId: UUID) {
    createSupportMessage(input: { supportMessage: { screen: $screen, message: $message, companyId: $companyId } }) {
      supportMessage {
        id
      }
    }
  }
`);

/** The person's own five newest support messages with their replies (the help panel's "Your messages"). */
export const MySupportThreadsQuery = graphql(`
  query MySupportThreads($userId: UUID!) {
    allSupportMessages(condition: { userId: $userId }, orderBy: [CREATED_AT_DESC], first: 5) {
      nodes {
        ...SupportThreadFields
      }
    }
  }
`);
