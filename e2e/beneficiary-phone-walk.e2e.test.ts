import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { catalogue, text } from './support/catalogues.ts';
import { withOwnApp } from './support/fixtures.ts';
import { demoAccount, screenshot } from './support/pages.ts';
import { PHONE } from './support/phone.ts';
import { solidPng } from './support/sample-files.ts';

/**
 * What walking the portal on a phone as Priya found (seventeenth session): an action item asking for a personal
 * document led to Documents, which cannot add one (only the checklist step of its type files it and closes the
 * item); every Open into the checklist landed at the top of the long checklist, the step it opened far below the
 * screen; and the support panel's message times stayed in English formatting on a Spanish screen.
 * Its own app: the file sets Priya's language and adds tasks and messages behind the app's back.
 */
const it = withOwnApp({});

const priya = demoAccount('beneficiary');

/** Whether the element's top edge lies on the screen (below the page's header, above the bottom edge). */
async function topOnScreen(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight - 100;
  });
}

describe('Priya on a phone (390 × 844)', () => {
  it("a personal document's Open leads to its checklist step, in view; uploading there closes the item", async ({
    signedInPage,
    db,
  }) => {
    const content = `Upload your bonus statements ${Date.now()}`;
    const { rows } = await db.query<{ id: string }>(
      `insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type)
       select p.id, $1, 'BENEFICIARY', 'USER_DOCUMENT', 'pay-bonus'
         from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
        where u.auth0_sub = $2 order by p.created_at limit 1
       returning id`,
      [content, priya.sub],
    );
    const taskId = rows[0]!.id;

    const { page, consoleErrors } = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
    await page.getByRole('link', { name: `Open: ${content}` }).click();
    // The checklist's Bonus payments step (High Remuneration), not Documents, where no bonus statement can be added.
    await page.waitForURL(/\/onboarding\/beneficiary\/high-remuneration\?id=.*&exhibitId=/);
    const title = page.getByRole('heading', { name: 'Bonus payments', level: 2 });
    await title.waitFor();
    // On the screen with the focus on it: the checklist above it is taller than the phone's screen.
    await expect.poll(() => topOnScreen(page, '#exhibit-title')).toBe(true);
    expect(await title.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await screenshot(page, 'phone-walk-open-personal-document');

    await page
      .getByRole('main')
      .locator('input[type=file]:not([capture])')
      .setInputFiles({ name: 'bonus-2026.png', mimeType: 'image/png', buffer: solidPng(40, 40, [30, 90, 160]) });
    await page.getByText('Uploaded', { exact: true }).waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => {
        const task = await db.query<{ done: boolean }>(
          'select completed_at is not null as done from app_public.pending_petition_tasks where id = $1',
          [taskId],
        );
        return task.rows[0]?.done;
      })
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('an Open into a checklist module shows its cover on the screen; Continue onboarding starts at the checklist', async ({
    signedInPage,
  }) => {
    const { page } = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
    await page.getByRole('link', { name: 'Open: Finish the High Remuneration part of your checklist' }).click();
    await page.getByRole('heading', { name: 'High Remuneration', level: 2 }).waitFor();
    await expect.poll(() => topOnScreen(page, '#cover-title')).toBe(true);

    // Without a step in the address the checklist is the first view, as before.
    await page.goto(page.url().split('/onboarding')[0] + '/onboarding/beneficiary');
    await page.getByRole('heading', { name: 'Onboarding Checklist' }).waitFor();
    await page.locator('#cover-title, #exhibit-title').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("a task whose link names a checklist section by its address opens that section's cover", async ({ signedInPage }) => {
    // The demo's task links to /onboarding/beneficiary/expert-letters, as staff would write it (no module id).
    const { page, consoleErrors } = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
    await page.getByRole('link', { name: 'Open: Send us the contact details of two expert letter signatories' }).click();
    await page.getByRole('heading', { name: 'Expert Letters', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding/beneficiary/expert-letters');
    await expect.poll(() => topOnScreen(page, '#cover-title')).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it("the support panel's message times read in her language", async ({ signedInPage, db }) => {
    await db.query(
      `insert into app_public.support_messages (user_id, screen, message, created_at)
       select id, '/', 'Where do I send my expert contacts?', '2026-12-01T15:04:00Z' from app_public.users where auth0_sub = $1`,
      [priya.sub],
    );
    // Signed in first (the fixture waits for the English account menu), then Spanish, read back from the server.
    const { page } = await signedInPage('beneficiary', '/', { viewport: PHONE });
    await db.query(`update app_public.users set locale = 'es' where auth0_sub = $1`, [priya.sub]);
    try {
      const es = catalogue('es');
      await page.reload();
      await page.getByRole('button', { name: text(es, 'support.title') }).click();
      const panel = page.getByRole('dialog', { name: text(es, 'support.title') });
      const entry = panel.getByRole('listitem').filter({ hasText: 'Where do I send my expert contacts?' }).last();
      await entry.waitFor();
      const line = await entry.innerText();
      // "1 dic 2026, 15:04" as everywhere else in Spanish; never "12/01/2026 03:04 PM UTC".
      expect(line).toContain('dic 2026');
      expect(line).not.toContain('12/01/2026');
      expect(line).not.toContain('PM');
      const thread = panel.getByRole('list', { name: new RegExp(`^${text(es, 'support.threadLabel', { started: '' })}`) });
      expect(await thread.getAttribute('aria-label')).toContain('dic 2026');
      await screenshot(page, 'phone-walk-support-es');
    } finally {
      await db.query(`update app_public.users set locale = null where auth0_sub = $1`, [priya.sub]);
    }
  });
});
