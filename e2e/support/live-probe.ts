import type { Page } from 'playwright-core';
import { isOperation } from './graphql-operations.ts';

/**
 * Makes `change` (attempt 1, 2, …) until the page refetches with GraphQL operation `operation`: its request sent
 * (`heard: 'sent'`, so the refetch is still on its way when this resolves) or answered (`'answered'`). A page that has
 * sent its subscription is not yet heard by the server, and a change made in between reaches nobody; tests that
 * changed data once and waited for the refetch waited forever (CI).
 */
export async function changeUntilPageRefetches(
  page: Page,
  operation: string,
  change: (attempt: number) => Promise<unknown>,
  heard: 'sent' | 'answered' = 'answered',
): Promise<void> {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const refetched = (
      heard === 'sent'
        ? page.waitForRequest((request) => isOperation(request, operation), { timeout: 3_000 })
        : page.waitForResponse((response) => isOperation(response.request(), operation), { timeout: 5_000 })
    ).then(
      () => true,
      () => false,
    );
    await change(attempt);
    if (await refetched) return;
  }
  throw new Error(`no change reached the page as a refetch (${operation})`);
}
