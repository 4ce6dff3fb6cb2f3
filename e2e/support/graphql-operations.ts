import type { Page, Request, Route } from 'playwright-core';

/** Picking out, failing and holding the web app's GraphQL operations by name in a browser test. */

/** Whether a browser request is the GraphQL operation `name` (the web app sends operationName). */
export function isOperation(request: Request, name: string): boolean {
  return request.method() === 'POST' && (request.postData() ?? '').includes(`"operationName":"${name}"`);
}

/** Makes the page's GraphQL operation `name` fail as a dropped connection; the others go through. */
export async function failOperation(page: Page, name: string): Promise<() => Promise<void>> {
  const handler = (route: Route) => (isOperation(route.request(), name) ? route.abort('connectionreset') : route.fallback());
  await page.route('**/graphql', handler);
  return () => page.unroute('**/graphql', handler);
}

/** Holds the page's GraphQL operation `name` for `ms` before it goes on (a save still on its way); the others go through. */
export async function delayOperation(page: Page, name: string, ms: number): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (isOperation(route.request(), name)) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  };
  await page.route('**/graphql', handler);
  return () => page.unroute('**/graphql', handler);
}
