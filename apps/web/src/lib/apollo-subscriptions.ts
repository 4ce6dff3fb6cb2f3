import type { ApolloClient } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { logSocketProblem, reconnectDelayMs, trackSocketLifecycle } from './socket-reconnect.ts';

/**
 * The graphql-ws link for subscriptions on /graphql, with the signed-in user's headers in connectionParams.
 * Its own module so that graphql-ws loads with the first subscription, not with the first page.
 */
export function createSubscriptionLink(
  connectionParams: () => Record<string, string>,
  getClient: () => ApolloClient,
): GraphQLWsLink {
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  // Called only on a reconnect, so long after the client exists.
  const lifecycle = trackSocketLifecycle(() => {
    // Events published while the socket was down are lost: every active query reads again.
    getClient()
      .refetchObservableQueries()
      .catch((error: unknown) => {
        // Leaving the page cancels a refetch in flight: nothing went wrong.
        if (error instanceof Error && error.name === 'AbortError') return;
        console.error('refetching after a reconnect failed:', error);
      });
  });
  return new GraphQLWsLink(
    createClient({
      url: wsUrl,
      lazy: true,
      connectionParams,
      // A staff page stays open for hours: keep trying (capped backoff) until the server is back.
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
      on: {
        closed: lifecycle.closed,
        connected: lifecycle.connected,
        error: logSocketProblem,
      },
    }),
  );
}
