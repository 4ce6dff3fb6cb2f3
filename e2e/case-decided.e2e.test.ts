import type pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { createPriyasCase, deleteCase, recordUscisStatus } from './support/priyas-case.ts';

/**
 * After filing, walked from both sides: Priya's case card says when the petition was filed, not the target
 * submission date it had before; when USCIS approves the case, the petition page's USCIS status panel says the case's
 * own status (what Priya's Home shows as its badge) still says "Shipped", and sets it to Approved in one click, which
 * reaches her Home without a reload.
 */
let db: pg.Client;
let petitionId: string | undefined;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
afterAll(() => deleteCase(db, petitionId));

const RECEIPT = 'WAC2690088888';

describe('a decided case', () => {
  it('reads filed on Home, and staff set the case approved when USCIS approves it', async ({ signedInPage }) => {
    petitionId = await createPriyasCase(db, {
      receiptNumber: RECEIPT,
      shareCaseStatus: true,
      status: 'SHIPPED',
      targetSubmissionDate: '2026-12-31',
      shippedDate: '2026-11-30',
    });

    const home = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const card = home.page.locator('[aria-label$="case for Priya Sharma"]').filter({ hasText: RECEIPT });
    // Filed: the day it was filed, not a target submission date that no longer says anything true.
    await card.getByText(/Filed with USCIS 11\/30\/2026/).waitFor();
    expect(await card.getByText(/Target submission/).count()).toBe(0);
    await card.getByText('Shipped', { exact: true }).waitFor();

    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}?panel=uscis`);
    const panel = staff.page.getByRole('region', { name: 'USCIS case status' });
    await panel.getByText('None recorded').waitFor();
    // No decision yet: nothing is offered.
    expect(await panel.getByRole('group', { name: 'USCIS decided' }).count()).toBe(0);
    await recordUscisStatus(db, petitionId, RECEIPT, 'Case Was Approved');
    // USCIS approved (read live): the case's own status still says Shipped, and the panel says so.
    const decided = panel.getByRole('group', { name: 'USCIS decided' });
    await decided.getByText(/The case's status is still Shipped/).waitFor();
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    await decided.getByRole('button', { name: "Set the case's status to Approved" }).click();
    await expect
      .poll(async () => (await db.query('select status from app_public.petitions where id = $1', [petitionId])).rows[0])
      .toEqual({ status: 'APPROVED' });
    await expect.poll(() => decided.count()).toBe(0);
    // The header's status select reads it back.
    const header = staff.page.getByRole('region', { name: 'Case fields' });
    await expect.poll(() => header.getByLabel('Status', { exact: true }).inputValue()).toBe('APPROVED');
    expect(staff.consoleErrors).toEqual([]);

    // Priya's Home, never reloaded: the badge says Approved, beside USCIS's "Case Was Approved".
    await card.getByText('Approved', { exact: true }).waitFor();
    await card.getByText('Case Was Approved', { exact: true }).waitFor();
    await expectFitsPhone(home.page, 'case-approved-home');
    expect(home.consoleErrors).toEqual([]);
  });
});
