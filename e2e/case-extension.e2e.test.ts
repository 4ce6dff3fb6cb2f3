import type pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { approveCase, createPriyasCase, deleteCase, extensionChecklistItem } from './support/priyas-case.ts';

/**
 * The extension of an approved case (migration 0149), walked from staff to Priya: on the approved case's USCIS status
 * panel staff start the extension, which opens as a new petition saying what it extends and asking for the year after
 * the approval; recording its receipt ticks the approved case's "Extension filed before the approved period ends", and
 * the approved case links to it. Priya's Home, on her phone, shows the extension beside the approval it continues.
 */
let db: pg.Client;
let petitionId: string | undefined;
let extensionId: string | undefined;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
afterAll(async () => {
  await deleteCase(db, extensionId);
  await deleteCase(db, petitionId);
});

const RECEIPT = 'WAC2690077777';
const EXTENSION_RECEIPT = 'WAC2990012121';

describe('the extension of an approved case', () => {
  it('is started by staff, filed, ticked on the approved case, and shown to Priya', async ({ signedInPage }) => {
    petitionId = await createPriyasCase(db, { receiptNumber: RECEIPT, shareCaseStatus: true });
    await approveCase(db, petitionId, { from: '2026-12-15', to: '2029-12-14' });

    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}?panel=uscis`);
    const panel = staff.page.getByRole('region', { name: 'USCIS case status' });
    const section = panel.getByRole('region', { name: 'Extension' });
    await section.getByRole('button', { name: 'Start the extension petition' }).click();
    await expect
      .poll(async () => {
        const { rows } = await db.query<{ id: string }>('select id from app_public.petitions where extends_petition_id = $1', [
          petitionId,
        ]);
        return rows[0]?.id;
      })
      .toBeTruthy();
    extensionId = (
      await db.query<{ id: string }>('select id from app_public.petitions where extends_petition_id = $1', [petitionId])
    ).rows[0]!.id;
    // The extension opens: its header says what it extends, and it asks for the year after the approval.
    await staff.page.waitForURL(new RegExp(`/admin/petition-builder/${extensionId}`));
    await staff.page.getByRole('heading', { level: 1, name: /petition \(extension\)/ }).waitFor();
    await staff.page.getByRole('link', { name: 'the petition approved until 12/14/2029' }).waitFor();
    const requested = staff.page.getByRole('group', { name: 'Requested period of employment' });
    await expect.poll(() => requested.getByRole('textbox', { name: 'Requested start date' }).inputValue()).toBe('2029-12-15');
    await expect.poll(() => requested.getByRole('textbox', { name: 'Requested end date' }).inputValue()).toBe('2030-12-14');
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    // Filed: staff record its receipt, and the approved case's checklist item ticks itself.
    const caseFields = staff.page.getByRole('region', { name: 'Case fields' });
    await caseFields.getByLabel('USCIS receipt number', { exact: true }).fill(EXTENSION_RECEIPT);
    await expect.poll(async () => (await extensionChecklistItem(db, petitionId))?.done).toBe(true);

    // Back on the approved case: the extension is linked with where it stands, and the item is ticked.
    await staff.page.getByRole('link', { name: 'the petition approved until 12/14/2029' }).click();
    await staff.page.waitForURL(new RegExp(`/admin/petition-builder/${petitionId}`));
    await staff.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'USCIS status', exact: true }).click();
    const extensionLine = staff.page
      .getByRole('region', { name: 'USCIS case status' })
      .getByRole('region', { name: 'Extension' })
      .getByText(/asks for 12\/15\/2029 to 12\/14\/2030 · receipt WAC2990012121/);
    await extensionLine.waitFor();
    expect(await staff.page.getByRole('button', { name: 'Start the extension petition' }).count()).toBe(0);
    await staff.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Checklist', exact: true }).click();
    await staff.page.getByRole('checkbox', { name: 'Extension filed before the approved period ends' }).waitFor();
    await expect
      .poll(() => staff.page.getByRole('checkbox', { name: 'Extension filed before the approved period ends' }).isChecked())
      .toBe(true);
    expect(staff.consoleErrors).toEqual([]);

    // Priya's Home on her phone: the extension beside the approval it continues, with the period it asks for.
    const home = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const extensionCard = home.page
      .locator('[aria-label$="case for Priya Sharma"]')
      .filter({ hasText: 'Extends the approval that ends on 12/14/2029' });
    await extensionCard.getByText('Period of employment requested from USCIS: 12/15/2029 to 12/14/2030').waitFor();
    const approvedCard = home.page.locator('[aria-label$="case for Priya Sharma"]').filter({ hasText: RECEIPT });
    await approvedCard.getByText('Approved: valid from 12/15/2026 to 12/14/2029').waitFor();
    await expectFitsPhone(home.page, 'case-extension-home');
    expect(home.consoleErrors).toEqual([]);
  });
});
