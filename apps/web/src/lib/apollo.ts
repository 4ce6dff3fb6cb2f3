import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { readWorkspaceOverride } from './accounts.ts';

export const WORKSPACE_OVERRIDE_HEADER = 'x-override-workspace';

/**
 * Operation context: workspaceOverride 'ignore' sends the operation as the signed-in user, 'apply' as
 * the account an admin views as. By default the override applies to the customer portal only, never
 * to the admin tools (/admin...).
 */
export interface AppOperationContext {
  workspaceOverride?: 'apply' | 'ignore';
}

export function overrideApplies(mode: AppOperationContext['workspaceOverride'], pathname: string): boolean {
  if (mode) return mode === 'apply';
  return !/^\/admin(\/|$)/.test(pathname);
}

export function authHeaders(token: string | undefined, mode?: AppOperationContext['workspaceOverride']): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const override = overrideApplies(mode, window.location.pathname) ? readWorkspaceOverride() : null;
  if (override) headers[WORKSPACE_OVERRIDE_HEADER] = override;
  return headers;
}

/** The spec's websocket log texts (spec 1 §7). */
export function logSocketProblem(event: unknown): void {
  if (event instanceof CloseEvent) console.warn(`Socket closed with event ${event.code}`);
  else if (event instanceof Event) console.error('No websocket connection');
  else console.error('Unknown error occurred in the websocket client.', event);
}

/**
 * GraphQL over HTTP for queries and mutations, graphql-ws for subscriptions, both on /graphql with the
 * signed-in user's bearer token (in connectionParams for the socket) and the workspace override.
 */
export function createApolloClient(getToken: () => string | undefined): ApolloClient {
  const http = new HttpLink({ uri: '/graphql' });
  const withHeaders = new SetContextLink((context) => {
    const appContext = context as AppOperationContext & { headers?: Record<string, string> };
    return { headers: { ...appContext.headers, ...authHeaders(getToken(), appContext.workspaceOverride) } };
  });
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  const ws = new GraphQLWsLink(
    createClient({
      url: wsUrl,
      lazy: true,
      connectionParams: () => authHeaders(getToken()),
      on: {
        closed: (event) => {
          if (event instanceof CloseEvent && event.code !== 1000) logSocketProblem(event);
        },
        error: logSocketProblem,
      },
    }),
  );
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), ws, ApolloLink.from([withHeaders, http])),
  });
}
