import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { from, mergeMap } from 'rxjs';
import { readWorkspaceOverride } from './accounts.ts';
import { createOwnSaveOrderLink } from './own-save-order-link.ts';
import { noticeRejectedSession } from './session-rejection.ts';

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

/**
 * A link that loads its real link with the first operation it carries (once), so code only some pages
 * need stays out of the first load.
 */
export function deferredLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loaded: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) =>
    from((loaded ??= load())).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}

/**
 * GraphQL over HTTP for queries and mutations, graphql-ws for subscriptions, both on /graphql with the
 * signed-in user's bearer token (in connectionParams for the socket) and the workspace override. The
 * socket's code (graphql-ws) loads with the first subscription.
 */
/**
 * The normalised cache, without result caching (issue 35). Result caching keeps a read's answer objects identical
 * while their data is unchanged, at the price of recording every field read as a dependency: writing and reading
 * back the petition page's answer took 3–4× as long with it (Node, the same data: 54 against 14 ms on first use,
 * 20 against 7 ms after). Nothing in the app depends on that identity (no React.memo, no fragment watches): a
 * query's hook still hands out the same data object until its answer changes, because Apollo compares a new
 * read with the last one before telling it.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ resultCaching: false });
}

/** fetch for the GraphQL link: a 401 to a signed-in request ends the session (session-rejection.ts). */
async function fetchNoticingRejection(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  noticeRejectedSession(response, new Headers(init?.headers).has('authorization'));
  return response;
}

export function createApolloClient(getToken: () => string | undefined): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', fetch: fetchNoticingRejection });
  const withHeaders = new SetContextLink((context) => {
    const appContext = context as AppOperationContext & { headers?: Record<string, string> };
    return { headers: { ...appContext.headers, ...authHeaders(getToken(), appContext.workspaceOverride) } };
  });
  const ws = deferredLink(async () => {
    const { createSubscriptionLink } = await import('./apollo-subscriptions.ts');
    return createSubscriptionLink(
      () => authHeaders(getToken()),
      () => client,
    );
  });
  const client = new ApolloClient({
    cache: createCache(),
    link: ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      ws,
      ApolloLink.from([createOwnSaveOrderLink(), withHeaders, http]),
    ),
  });
  return client;
}
