import type pg from 'pg';
import { describe, expect } from 'vitest';
import { EMPLOYER_WIZARD, expectStep, northwindId, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { withOwnApp } from './support/fixtures.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { horizontalOverflow, PHONE } from './support/phone.ts';

/**
 * The employer wizard's Delete of a worksite, on a phone, as the app's other customer deletes (Documents, the
 * checklist's files): the row goes at once with "Deleted worksite …" and Undo; undone, it stays (also after a
 * reload) with the focus back on its Delete button; otherwise it is deleted when the Undo window ends and is gone after
 * a reload.
 */
// An app of its own: the test adds and deletes Northwind's offices, which the wizard's other files read.
const it = withOwnApp({});
let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** use-undoable-delete.ts's UNDO_DELETE_MS and a margin. */
const UNDO_WINDOW_MS = 6000;

describe('employer wizard: deleting a worksite', () => {
  it('Daniel deletes a worksite, undoes it, then deletes it for good', async ({ signedInPage }) => {
    const stamp = Date.now();
    const label = `Undo office ${stamp}`;
    const { rows } = await db.query<{ id: string }>(
      `insert into app_public.company_offices (company_id, label, street, city, state, country, postal_code, is_employee_worksite)
       values ($1, $2, '500 Main St', 'Austin', 'TX', 'US', '78701', true) returning id`,
      [await northwindId(db), label],
    );
    const officeId = rows[0]!.id;
    const stored = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from app_public.company_offices where id = $1', [officeId]))
        .rows[0]!.n;
    try {
      const { page } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/add-worksite`, { viewport: PHONE });
      await expectStep(page, 'add-worksite', "Beneficiary's Worksite");
      const worksites = page.getByRole('list', { name: 'Worksites' });
      const row = worksites.getByText(label);
      await row.waitFor({ timeout: STEP_TIMEOUT_MS });
      // The button says what it deletes: the worksite's name and address.
      const del = page.getByRole('button', { name: `Delete worksite ${label}, 500 Main St, Austin, TX, 78701`, exact: true });
      expect(await del.count()).toBe(1);

      // Delete: gone from the list at once, with an Undo; the focus stays on the page, not its body.
      await del.click();
      await row.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      const toast = page.locator('[data-sonner-toast]', { hasText: `Deleted worksite ${label}` });
      await toast.waitFor({ timeout: STEP_TIMEOUT_MS });
      await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'employer-worksite-deleted-undo-390');
      await toast.getByRole('button', { name: 'Undo' }).click();
      await row.waitFor({ timeout: STEP_TIMEOUT_MS });
      // Undone, the focus is back on the restored row's Delete button, and stays there once the toast has closed.
      const delFocused = () => del.evaluate((button) => button === document.activeElement);
      await expect.poll(delFocused).toBe(true);
      await toast.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      expect(await delFocused()).toBe(true);
      // Past the window, it is still there, and after a reload too.
      await page.waitForTimeout(UNDO_WINDOW_MS + 1500);
      expect(await stored()).toBe(1);
      await page.reload();
      await row.waitFor({ timeout: STEP_TIMEOUT_MS });

      // Deleted without Undo: it is deleted once the window ends, and gone after a reload.
      await del.click();
      await row.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      expect(await stored()).toBe(1);
      await expect.poll(stored, { timeout: UNDO_WINDOW_MS + STEP_TIMEOUT_MS }).toBe(0);
      await page.reload();
      await expectStep(page, 'add-worksite', "Beneficiary's Worksite");
      await page.getByRole('button', { name: 'Add worksite' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await page.getByText(label).count()).toBe(0);
    } finally {
      await db.query('delete from app_public.company_offices where id = $1', [officeId]);
    }
  });
});
