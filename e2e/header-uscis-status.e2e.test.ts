import type pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { openPetitionAsStaff } from './support/petition-page.ts';

/**
 * The petition page header's USCIS status (migration 0112; docs/decisions.md, "The header's USCIS status is the newest
 * recorded one"): read only, the newest status recorded on the case, with a button that takes the keyboard to the
 * USCIS status panel's Record status form. A status recorded there shows in the header at once, and in the header of
 * a second staff page open on the same petition, with no reload.
 */
let db: pg.Client;
let petitionId: string | undefined;
const RECORDED = 'Case Was Transferred And A New Office Has Jurisdiction';
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
afterAll(async () => {
  // The petition shows its seeded status again (the column follows its rows).
  if (petitionId) {
    await db.query('delete from app_public.uscis_case_statuses where petition_id = $1 and status = $2', [petitionId, RECORDED]);
  }
});

describe("the petition page header's USCIS status", () => {
  it('is read only, leads to Record status by keyboard, and shows what was recorded there live', async ({ signedInPage }) => {
    const { rows } = await db.query<{ id: string; status: string }>(
      `select p.id, p.uscis_status as status from app_public.petitions p
        where p.uscis_status is not null
          and exists (select 1 from app_public.uscis_case_statuses s where s.petition_id = p.id)
        order by p.created_at limit 1`,
    );
    expect(rows).toHaveLength(1);
    petitionId = rows[0]!.id;
    const seeded = rows[0]!.status;
    const laptop = { viewport: { width: 1280, height: 900 } };
    const { page, consoleErrors } = await openPetitionAsStaff(signedInPage, petitionId, '', laptop);
    const other = await openPetitionAsStaff(signedInPage, petitionId, '', laptop);

    const header = page.getByRole('region', { name: 'Case fields' });
    const status = header.getByRole('group', { name: 'USCIS status' });
    await status.getByText(seeded, { exact: true }).waitFor();
    // Nothing to type in: no field named USCIS status, nor any control but the button.
    expect(await header.getByRole('textbox', { name: 'USCIS status' }).count()).toBe(0);
    expect(await status.locator('input, textarea, select, [contenteditable]').count()).toBe(0);

    // By keyboard: the button opens the USCIS status panel with the focus in its Record status form.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'not reloaded'));
    await status.getByRole('button', { name: 'Record a new status' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'USCIS status' }).getAttribute('aria-selected'),
      )
      .toBe('true');
    const form = page.getByRole('form', { name: 'Record a USCIS case status' });
    await expect
      .poll(() => form.getByLabel('Status', { exact: true }).evaluate((field) => field === document.activeElement))
      .toBe(true);
    await page.keyboard.type(RECORDED);
    await page.keyboard.press('Enter');

    // The header says it, here and on the other page, with no reload; so does the panel's Current status.
    await status.getByText(RECORDED, { exact: true }).waitFor({ timeout: 15_000 });
    await other.page
      .getByRole('region', { name: 'Case fields' })
      .getByRole('group', { name: 'USCIS status' })
      .getByText(RECORDED, { exact: true })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'USCIS case status' }).getByText(RECORDED, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('not reloaded');
    const { rows: stored } = await db.query<{ uscis_status: string; recorded_by_staff: boolean }>(
      `select p.uscis_status, s.entered_by is not null as recorded_by_staff
         from app_public.petitions p join app_public.uscis_case_statuses s on s.petition_id = p.id and s.status = $2
        where p.id = $1`,
      [petitionId, RECORDED],
    );
    expect(stored).toEqual([{ uscis_status: RECORDED, recorded_by_staff: true }]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(other.consoleErrors).toEqual([]);
    await page.context().close();
    await other.page.context().close();
  });
});
