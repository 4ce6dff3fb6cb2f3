import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';

const FLAG = 'beneficiary-onboarding';
const SAVE_TIMEOUT_MS = 20_000;

async function storedDescription(db: pg.Client): Promise<string> {
  const result = await db.query<{ description: string }>('select description from app_public.feature_flags where key = $1', [
    FLAG,
  ]);
  return result.rows[0]?.description ?? '';
}

function waitUntilStored(db: pg.Client, expected: string) {
  return expect.poll(() => storedDescription(db), { timeout: SAVE_TIMEOUT_MS, interval: 200 }).toBe(expected);
}

function autosaveStatus(page: Page): Locator {
  return page.getByRole('region', { name: 'Feature flags' }).getByRole('status');
}

/** Types at the end of the field, as a user adds a sentence. */
async function typeAtEnd(field: Locator, text: string) {
  await field.press('End');
  await field.pressSequentially(text);
}

describe('autosave (a feature flag’s description on /admin)', () => {
  it('saves every edit, including those made while the network is down', async ({ db, signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin');
    const context = page.context();
    const flags = page.getByRole('region', { name: 'Feature flags' });
    const row = flags.getByRole('listitem').filter({ hasText: FLAG });
    await row.getByRole('button', { name: 'Edit description' }).click();
    const field = row.getByRole('textbox', { name: `Description of ${FLAG}` });
    const original = await field.inputValue();
    expect(original).toBe(await storedDescription(db));

    // 1. Online: an edit is saved after the pause in typing, and the user is told.
    await typeAtEnd(field, ' First edit.');
    await waitUntilStored(db, `${original} First edit.`);
    await autosaveStatus(page).getByText('All changes saved').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // 2. Offline: the edits fail to save, the user sees it, and nothing is lost when the network returns.
    await context.setOffline(true);
    await typeAtEnd(field, ' Second edit.');
    await autosaveStatus(page).getByText('Not saved yet: retrying...').waitFor({ timeout: SAVE_TIMEOUT_MS });
    await screenshot(page, 'autosave-offline');
    await typeAtEnd(field, ' Third edit.');
    expect(await storedDescription(db)).toBe(`${original} First edit.`);
    await context.setOffline(false);
    await waitUntilStored(db, `${original} First edit. Second edit. Third edit.`);
    await autosaveStatus(page).getByText('All changes saved').waitFor();

    // 3. Requests aborted while the browser believes it is online: the backoff retries until they pass.
    await page.route('**/graphql', (route) => route.abort('connectionreset'));
    await typeAtEnd(field, ' Fourth edit.');
    await autosaveStatus(page).getByText('Not saved yet: retrying...').waitFor({ timeout: SAVE_TIMEOUT_MS });
    await page.unroute('**/graphql');
    await waitUntilStored(db, `${original} First edit. Second edit. Third edit. Fourth edit.`);
    await autosaveStatus(page).getByText('All changes saved').waitFor();

    // The list shows the saved text too, and after a reload it comes from the server.
    const final = `${original} First edit. Second edit. Third edit. Fourth edit.`;
    await row.locator('p').getByText(final, { exact: true }).waitFor();
    await page.reload();
    await flags.getByRole('listitem').filter({ hasText: final }).waitFor();

    // Failed requests while offline are logged by the browser; anything else (a CSP violation, a crash) is not expected.
    expect(
      consoleErrors.filter((message) => !/net::ERR_|Failed to load resource|Failed to fetch|WebSocket/i.test(message)),
    ).toEqual([]);
  });
});
