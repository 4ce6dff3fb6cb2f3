import { graphql } from '@/lib/gql/index.ts';

/** A support message with its thread, oldest reply first (row-level security: staff all, a customer their own). */
export const SupportThreadFields = graphql(`
  fragment SupportThreadFields on SupportMessage {
    id
    message
    createdAt
    userId
    supportRepliesBySupportMessageId(orderBy: [CREATED_AT_ASC], first: 50) {
      nodes {
        id
        body
        createdAt
        authorId
        userByAuthorId {
          id
          fullName
        }
      }
    }
  }
`);

/** A reply in a thread, as the signed-in user (the database fills the author; migration 0047). */
export const CreateSupportReplyMutation = graphql(`
  mutation CreateSupportReply($supportMessageId: UUID!, $body: String!) {
    createSupportReply(input: { supportReply: { supportMessageId: $supportMessageId, body: $body } }) {
      supportReply {
        id
      }
    }
  }
`);
