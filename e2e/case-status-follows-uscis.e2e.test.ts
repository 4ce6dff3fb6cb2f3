import type pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { createPriyasCase, deleteCase } from './support/priyas-case.ts';

/**
 * The case's own status follows what USCIS says (migration 0127), walked from both sides: staff record the receipt
 * and then the RFE in the petition page's USCIS status panel; Priya's Home on her phone, never reloaded, moves from
 * "Pending Documents" to "Shipped" and then "RFE Received" beside USCIS's status, the header's Status select says the
 * same, and the History panel says the USCIS status changed it.
 */
let db: pg.Client;
let petitionId: string | undefined;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
afterAll(() => deleteCase(db, petitionId));

const RECEIPT = 'WAC2690077777';

describe('the case status follows USCIS', () => {
  it('moves to Shipped on the receipt and to RFE Received on the RFE, for staff and Priya alike', async ({ signedInPage }) => {
    petitionId = await createPriyasCase(db, { receiptNumber: RECEIPT, shareCaseStatus: true });

    const home = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const card = home.page.locator('[aria-label$="case for Priya Sharma"]').filter({ hasText: RECEIPT });
    await card.getByText('Pending Documents', { exact: true }).waitFor();

    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}?panel=uscis`);
    const panel = staff.page.getByRole('region', { name: 'USCIS case status' });
    const header = staff.page.getByRole('region', { name: 'Case fields' });
    const caseStatus = header.getByLabel('Status', { exact: true });
    await expect.poll(() => caseStatus.inputValue()).toBe('PENDING_DOCS');
    const form = panel.getByRole('form', { name: 'Record a USCIS case status' });
    const record = async (status: string) => {
      await form.getByLabel('Status').fill(status);
      await form.getByRole('button', { name: 'Record status' }).click();
      await panel.getByRole('list', { name: 'Case timeline' }).getByText(status, { exact: true }).first().waitFor();
    };

    // The receipt: USCIS has the case, so it was shipped.
    await record('Case Was Received');
    await card.getByText('Shipped', { exact: true }).waitFor();
    await card.getByText('Case Was Received', { exact: true }).waitFor();
    await expect.poll(() => caseStatus.inputValue()).toBe('SHIPPED');

    // The RFE: the case status is shared with her, so her badge says it too.
    await record('Request for Evidence Was Sent');
    await card.getByText('RFE Received', { exact: true }).waitFor();
    await card.getByText('Request for Evidence Was Sent', { exact: true }).waitFor();
    await expect.poll(() => card.getByText('Shipped', { exact: true }).count()).toBe(0);
    await expect.poll(() => caseStatus.inputValue()).toBe('RFEED');
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    await expectFitsPhone(home.page, 'case-status-follows-uscis-home');

    // Who changed it, in words: the USCIS status.
    await staff.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'History', exact: true }).click();
    const changes = staff.page.getByRole('list', { name: 'Changes' });
    await changes.getByRole('article', { name: 'USCIS status changed Status from Shipped to RFE Received' }).waitFor();
    await changes.getByRole('article', { name: 'USCIS status changed Status from Pending Documents to Shipped' }).waitFor();
    expect(staff.consoleErrors).toEqual([]);
    expect(home.consoleErrors).toEqual([]);
  });
});
