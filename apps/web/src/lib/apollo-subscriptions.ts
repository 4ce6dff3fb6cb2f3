import type { ApolloClient } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { reportSessionRejected } from './session-rejection.ts';
import { logSocketProblem, reconnectDelayMs, trackSocketLifecycle } from './socket-reconnect.ts';

/**
 * graphql-ws close codes of the API (apps/api/src/graphql/graphql-websockets.ts): 4401 no credentials,
 * 4403 an invalid or expired token, or a disabled or deleted account. Either ends the session when the socket
 * was opened with a token.
 */
export function isRejectedSocketClose(event: unknown, sentAuthorization: boolean): boolean {
  if (!sentAuthorization || typeof event !== 'object' || event === null || !('code' in event)) return false;
  return event.code === 4401 || event.code === 4403;
}

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
        closed: (event) => {
          // The server refused the token (not a lost connection): retrying with it cannot succeed.
          if (isRejectedSocketClose(event, 'authorization' in connectionParams())) reportSessionRejected();
          lifecycle.closed(event);
        },
        connected: lifecycle.connected,
        error: logSocketProblem,
      },
    }),
  );
}
