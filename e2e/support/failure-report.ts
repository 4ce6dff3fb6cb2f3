import type { Page } from 'playwright-core';

/** A page a test opened through openPage, with the console errors it collected. */
interface WatchedPage {
  page: Page;
  consoleErrors: string[];
}

const openPages = new Set<WatchedPage>();

/** Longest accessibility tree kept per page: enough to see which screen it was on, short enough to read in CI. */
const MAX_SNAPSHOT_CHARS = 3_000;
const MAX_CONSOLE_ERRORS = 10;

/** Keeps `page` in the failure report until it (or its profile) closes. */
export function watchPage(page: Page, consoleErrors: string[]): void {
  const watched = { page, consoleErrors };
  openPages.add(watched);
  page.once('close', () => openPages.delete(watched));
}

/**
 * What each page still open showed when a test failed: its address, its console errors and its
 * accessibility tree. A CI run keeps no screenshots we can read, and a wait that timed out says only what
 * it waited for, not what was on screen instead (a dialog, an error page, the skeleton still loading).
 */
export async function describeOpenPages(): Promise<string> {
  const parts: string[] = [];
  for (const { page, consoleErrors } of openPages) {
    if (page.isClosed()) continue;
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: unknown) => `(no snapshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    // First lines only: a stack trace in the message would be read by Vitest as this error's own stack.
    const errors = consoleErrors.slice(-MAX_CONSOLE_ERRORS).map((error) => error.split('\n')[0]!.slice(0, 300));
    parts.push(
      [
        `Page ${page.url()}`,
        errors.length > 0 ? `Console errors (last ${errors.length}):\n${errors.join('\n')}` : 'No console errors.',
        snapshot.length > MAX_SNAPSHOT_CHARS ? `${snapshot.slice(0, MAX_SNAPSHOT_CHARS)}\n… (cut)` : snapshot,
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}
