import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

const NotificationsChangedSubscription = graphql(`
  subscription NotificationsChanged($userId: UUID!) {
    notifications(userId: $userId) {
      event
    }
  }
`);

/**
 * Calls `onChange` whenever the person's notifications change (one arrived, one was read), over graphql-ws
 * (migration 0047's NOTIFY on 'notifications:<user id>'): the bell refetches its list, the help panel its
 * threads when a reply's notification arrives.
 */
export function useNotificationsLive(userId: string, onChange: () => void): void {
  useSubscription(NotificationsChangedSubscription, { variables: { userId }, onData: onChange });
}
