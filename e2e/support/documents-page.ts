import type { Page } from 'playwright-core';

/**
 * Waits until the Documents page (/docs) has rendered every row: its lists mount in parts, one per commit
 * (issue 35), its container busy until then, so checking that a file is not listed right after a card's title
 * shows could pass only because that file's row had not rendered yet.
 */
export async function waitForDocumentRows(page: Page): Promise<void> {
  await page.locator('#documents[aria-busy="false"]').waitFor();
}
