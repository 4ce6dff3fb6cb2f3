import type { Page } from 'playwright-core';

/**
 * POSTs JSON to the app's own route as the person signed in on `page` (the access token oidc-client-ts keeps in
 * localStorage), from inside the page, so the request is the browser's own, and answers the parsed JSON reply.
 * For a test's set-up through a real route it does not click through (a letter saved, a GraphQL mutation tried).
 */
export async function postJsonAsSignedIn<T = Record<string, unknown>>(page: Page, route: string, body: object): Promise<T> {
  return page.evaluate(
    async ({ route, body }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : '';
      const response = await fetch(route, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { route, body },
  );
}
