import type pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { PHONE } from './support/phone.ts';
import { createPriyasCase, deleteCase, isoDay, shownDate } from './support/priyas-case.ts';

/**
 * A denial's deadline (migration 0151): USCIS's "Case Was Denied" is recorded; staff set the case Denied from the USCIS
 * status panel, and their Pending tasks hold "Decide with the petitioner on a motion or appeal (Form I-290B)", high
 * priority, due 30 days after the denial. Priya's Home says Denied and shows her nothing of staff's task.
 */
let db: pg.Client;
let petitionId: string | undefined;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
afterAll(() => deleteCase(db, petitionId));

const RECEIPT = 'WAC2690055555';
const DENIED_ON = isoDay(-2);
const TASK = /^Decide with the petitioner on a motion or appeal \(Form I-290B\)/;

describe('a denied case', () => {
  it('gives staff the motion-or-appeal task due 30 days after the denial', async ({ signedInPage }) => {
    petitionId = await createPriyasCase(db, { receiptNumber: RECEIPT, shareCaseStatus: true, status: 'SHIPPED' });
    await db.query(
      `insert into app_public.uscis_case_statuses (petition_id, receipt_number, status, status_date)
       values ($1, $2, 'Case Was Denied', $3)`,
      [petitionId, RECEIPT, DENIED_ON],
    );

    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}?panel=uscis`);
    const decided = staff.page.getByRole('region', { name: 'USCIS case status' }).getByRole('group', { name: 'USCIS decided' });
    await decided.getByRole('button', { name: "Set the case's status to Denied" }).click();
    await expect.poll(() => decided.count()).toBe(0);

    await staff.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Pending tasks', exact: true }).click();
    const tasks = staff.page.getByRole('tabpanel');
    const task = tasks.getByRole('listitem').filter({ hasText: TASK });
    await task.getByText(new RegExp(`due ${shownDate(isoDay(28))}`, 'i')).waitFor();
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);

    // Priya reads the decision, never staff's task.
    const home = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const card = home.page.locator('[aria-label$="case for Priya Sharma"]').filter({ hasText: RECEIPT });
    await card.getByText('Denied', { exact: true }).waitFor();
    expect(await home.page.getByText(TASK).count()).toBe(0);
    expect(home.consoleErrors).toEqual([]);
  });
});
