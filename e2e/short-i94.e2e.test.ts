import type pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { approveCase, createPriyasCase, deleteCase, extensionChecklistItem } from './support/priyas-case.ts';

/**
 * An I-94 shorter than the approval (migration 0150), from staff to both customers: Priya's O-1A is approved to
 * 12/14/2028, and she entered in O-1A on 01/10/2026. Staff enter the admit-until date CBP printed on her I-94,
 * 06/30/2027 (her passport's expiry): the USCIS status panel says her stay ends on the I-94's date, the checklist's
 * extension falls due six months before it, and Priya's Home and Northwind's say so too.
 */
let db: pg.Client;
let petitionId: string | undefined;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
afterAll(() => deleteCase(db, petitionId));

const RECEIPT = 'WAC2590066666';
const WARNING = /admits Priya Sharma until 06\/30\/2027, before the approval ends on 12\/14\/2028/;

const extensionDue = async () => (await extensionChecklistItem(db, petitionId))?.due;

describe('an I-94 shorter than the approval', () => {
  it('is told to staff, moves the extension due date, and reaches both customers', async ({ signedInPage }) => {
    petitionId = await createPriyasCase(db, { receiptNumber: RECEIPT, shareCaseStatus: true });
    await approveCase(db, petitionId, { from: '2025-12-15', to: '2028-12-14' });
    await db.query(
      `insert into app_public.i94_entries (petition_id, visa_class, date_of_entry, i94_number)
       values ($1, 'O-1A', '2026-01-10', '98765432101')`,
      [petitionId],
    );
    expect(await extensionDue()).toBe('2028-06-14');

    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}?panel=uscis`);
    const panel = staff.page.getByRole('region', { name: 'USCIS case status' });
    await panel.getByRole('group', { name: 'Approved period' }).waitFor();
    expect(await panel.getByText(WARNING).count()).toBe(0);

    // Staff enter the date CBP printed on her I-94.
    const history = staff.page
      .getByRole('region', { name: 'Beneficiary details' })
      .getByRole('region', { name: 'Arrival history (I-94)' });
    await history.getByLabel('Admit until date').fill('2027-06-30');
    await history.getByRole('button', { name: 'Correct latest arrival' }).click();
    await history.getByRole('status').getByText('Latest arrival saved.').waitFor();

    await panel.getByText(WARNING).waitFor();
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    await expect.poll(extensionDue).toBe('2026-12-30');
    await staff.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Checklist', exact: true }).click();
    const checklist = staff.page.getByRole('region', { name: 'Checklist', exact: true });
    await checklist
      .locator('div.rounded-md')
      .filter({ hasText: 'Extension filed before the approved period ends' })
      .getByText(/12\/30\/2026/)
      .waitFor();
    expect(staff.consoleErrors).toEqual([]);

    // Priya, on her phone, and Northwind read that the stay ends on the I-94's date.
    const home = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const card = home.page.locator('[aria-label$="case for Priya Sharma"]').filter({ hasText: RECEIPT });
    await card.getByText(/Your I-94 admits you until 06\/30\/2027, before your approval ends on 12\/14\/2028/).waitFor();
    await expectFitsPhone(home.page, 'short-i94-home');
    expect(home.consoleErrors).toEqual([]);
    const northwind = await signedInPage('employerAdmin', '/');
    await northwind.page
      .locator('[aria-label$="case for Priya Sharma"]')
      .filter({ hasText: 'Approved: valid from 12/15/2025 to 12/14/2028' })
      .getByText(/The I-94 of Priya Sharma admits them until 06\/30\/2027/)
      .waitFor();
    expect(northwind.consoleErrors).toEqual([]);
  });
});
