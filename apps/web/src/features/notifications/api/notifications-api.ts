import { graphql } from '@/lib/gql/index.ts';

/** How many of the newest notifications the bell lists. */
export const NOTIFICATIONS_SHOWN = 20;

/** The signed-in person's newest notifications and the unread count (row-level security: their own only). */
export const MyNotificationsQuery = graphql(`
  query MyNotifications($first: Int!) {
    unreadNotificationCount
    allNotifications(orderBy: [CREATED_AT_DESC], first: $first) {
      nodes {
        id
        kind
        data
        petitionId
        userId
        createdAt
        readAt
        petitionByPetitionId {
          id
          userByBeneficiaryId {
            id
            fullName
          }
        }
      }
    }
  }
`);

/** Marks the given notifications read, or all of them without ids (migration 0047). */
export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [UUID]) {
    markNotificationsRead(input: { notificationIds: $ids }) {
      integer
    }
  }
`);
