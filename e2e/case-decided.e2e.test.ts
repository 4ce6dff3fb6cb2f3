import type pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { i797NoticePdf } from '../apps/api/test/uscis/i797-notice.ts';
import { createPriyasCase, deleteCase, isoDay, openRfe, recordUscisStatus, shownDate } from './support/priyas-case.ts';

/**
 * After filing, walked from both sides: Priya's case card says when the petition was filed, not the target
 * submission date it had before; when USCIS approves the case, the petition page's USCIS status panel says the case's
 * own status (what Priya's Home shows as its badge) still says "RFE Received", and sets it to Approved in one click, which
 * reaches her Home without a reload. Its RFE was still open (the response sent, "Answered on" not recorded): approved,
 * her Home stops saying our response is due and her RFE task says why it is no longer needed (migration 0124). The
 * approval notice staff file reaches her Documents once they tick it there; read, its validity becomes the case's
 * approved period (migration 0146), which her Home says and which puts the extension on staff's checklist, due six
 * months before the end (0147).
 */
let db: pg.Client;
let petitionId: string | undefined;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
afterAll(() => deleteCase(db, petitionId));

const RECEIPT = 'WAC2690088888';
const APPROVAL_FILE = 'i797-approval-notice.pdf';
const RFE_TASK = 'Upload the citation report for your journal articles';
const RFE_DUE = isoDay(40);

describe('a decided case', () => {
  it('reads filed on Home, and staff set the case approved when USCIS approves it', async ({ signedInPage }) => {
    petitionId = await createPriyasCase(db, {
      receiptNumber: RECEIPT,
      shareCaseStatus: true,
      status: 'SHIPPED',
      targetSubmissionDate: '2026-12-31',
      shippedDate: '2026-11-30',
    });
    // USCIS asked for more evidence; one item of it asks Priya for a file.
    await openRfe(db, petitionId, { received: isoDay(-20), due: RFE_DUE });
    await db.query(
      `with item as (
         insert into app_public.rfe_deficiencies (rfe_response_id, position, title)
         select id, 1, 'Original scholarly articles' from app_public.rfe_responses where petition_id = $1 returning id
       )
       insert into app_public.pending_petition_tasks (petition_id, content, party, rfe_deficiency_id)
       select $1, $2, 'BENEFICIARY', item.id from item`,
      [petitionId, RFE_TASK],
    );

    const home = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const card = home.page.locator('[aria-label$="case for Priya Sharma"]').filter({ hasText: RECEIPT });
    // Filed: the day it was filed, not a target submission date that no longer says anything true.
    await card.getByText(/Filed with USCIS 11\/30\/2026/).waitFor();
    expect(await card.getByText(/Target submission/).count()).toBe(0);
    // The open RFE moved the shared case to RFE Received (migration 0127).
    await card.getByText('RFE Received', { exact: true }).waitFor();
    const responseDue = card.getByText(new RegExp(`Our response is due by ${shownDate(RFE_DUE)}`));
    await responseDue.waitFor();

    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}?panel=uscis`);
    const panel = staff.page.getByRole('region', { name: 'USCIS case status' });
    await panel.getByText('None recorded').waitFor();
    // No decision yet: nothing is offered.
    expect(await panel.getByRole('group', { name: 'USCIS decided' }).count()).toBe(0);
    await recordUscisStatus(db, petitionId, RECEIPT, 'Case Was Approved');
    // USCIS approved (read live): the case's own status still says RFE Received, and the panel says so.
    const decided = panel.getByRole('group', { name: 'USCIS decided' });
    await decided.getByText(/The case's status is still RFE Received/).waitFor();
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    await decided.getByRole('button', { name: "Set the case's status to Approved" }).click();
    await expect
      .poll(async () => (await db.query('select status from app_public.petitions where id = $1', [petitionId])).rows[0])
      .toEqual({ status: 'APPROVED' });
    await expect.poll(() => decided.count()).toBe(0);
    // The header's status select reads it back.
    const header = staff.page.getByRole('region', { name: 'Case fields' });
    await expect.poll(() => header.getByLabel('Status', { exact: true }).inputValue()).toBe('APPROVED');
    // The approval notice: filed by staff, hidden from her until they show it in her Documents.
    const approval = await i797NoticePdf({
      receiptNumber: RECEIPT,
      caseType: 'I129 - PETITION FOR A NONIMMIGRANT WORKER',
      receivedDate: '11/30/2026',
      noticeDate: '12/04/2026',
      petitioner: 'NORTHWIND ROBOTICS INC',
      beneficiary: 'SHARMA, PRIYA',
      noticeType: 'Approval Notice',
      validity: { from: '12/15/2026', to: '12/14/2029' },
    });
    await panel.locator('input[type=file]').setInputFiles({ name: APPROVAL_FILE, mimeType: 'application/pdf', buffer: approval });
    const inHerDocuments = panel
      .getByRole('list', { name: 'Notices filed on the case' })
      .getByRole('checkbox', { name: `In the customer's Documents: ${APPROVAL_FILE}` });
    await inHerDocuments.waitFor({ timeout: 30_000 });
    // Read, the notice's validity is offered with its other values; used, it becomes the case's approved period.
    const said = panel.getByRole('region', { name: 'What the notice says' });
    await said.getByText('12/15/2026 to 12/14/2029').waitFor({ timeout: 30_000 });
    await said.getByRole('button', { name: 'Use these values' }).click();
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select to_char(approved_valid_from, 'YYYY-MM-DD') as "from", to_char(approved_valid_to, 'YYYY-MM-DD') as "to"
                 from app_public.petitions where id = $1`,
              [petitionId],
            )
          ).rows[0],
      )
      .toEqual({ from: '2026-12-15', to: '2029-12-14' });
    // USCIS's "Case Was Approved" was recorded already: the notice saying the same adds no second row (counted once
    // the values are used, when the reading closes).
    await expect.poll(() => said.count()).toBe(0);
    const approvedRows = await db.query(
      `select count(*)::int as rows from app_public.uscis_case_statuses where petition_id = $1 and status = 'Case Was Approved'`,
      [petitionId],
    );
    expect(approvedRows.rows[0]).toEqual({ rows: 1 });
    const approvedPeriod = panel.getByRole('group', { name: 'Approved period' });
    await expect.poll(() => approvedPeriod.getByRole('textbox', { name: 'Valid to' }).inputValue()).toBe('2029-12-14');
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    // A mistyped end (before the start) is refused in words on the field, and the saved period stays.
    const validTo = approvedPeriod.getByRole('textbox', { name: 'Valid to' });
    await validTo.fill('2026-12-01');
    await approvedPeriod.getByText('The approved end date must be after the start date').waitFor();
    expect(await validTo.getAttribute('aria-invalid')).toBe('true');
    await validTo.fill('2029-12-14');
    await expect.poll(() => approvedPeriod.getByText('The approved end date must be after the start date').count()).toBe(0);
    expect(
      (
        await db.query(`select to_char(approved_valid_to, 'YYYY-MM-DD') as "to" from app_public.petitions where id = $1`, [
          petitionId,
        ])
      ).rows[0],
    ).toEqual({ to: '2029-12-14' });
    expect(await inHerDocuments.isChecked()).toBe(false);
    // The box shows what the server saved: checked once the change is stored.
    await inHerDocuments.click();
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select d.visible_to_customer from app_public.provider_documents d join app_public.files f on f.id = d.file_id
                where d.petition_id = $1 and f.name = $2`,
              [petitionId, APPROVAL_FILE],
            )
          ).rows,
      )
      .toEqual([{ visible_to_customer: true }]);
    await expect.poll(() => inHerDocuments.isChecked()).toBe(true);
    // The staff checklist: the extension is due six months before the approved period ends (migration 0147).
    await staff.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Checklist', exact: true }).click();
    const checklist = staff.page.getByRole('region', { name: 'Checklist', exact: true });
    const extension = checklist.locator('div.rounded-md').filter({ hasText: 'Extension filed before the approved period ends' });
    await extension.getByText('Due 06/14/2029').waitFor();
    expect(staff.consoleErrors).toEqual([]);

    // Priya's Home, never reloaded: the badge says Approved, beside USCIS's "Case Was Approved", and until when.
    await card.getByText('Approved', { exact: true }).waitFor();
    await card.getByText('Approved: valid from 12/15/2026 to 12/14/2029').waitFor();
    expect(await card.getByText(/Period of employment/).count()).toBe(0);
    await card.getByText('Case Was Approved', { exact: true }).waitFor();
    // Decided: no response is due any more, and her RFE task says why it closed (not that we answered the RFE).
    await expect.poll(() => responseDue.count()).toBe(0);
    await expectFitsPhone(home.page, 'case-approved-home');
    await home.page.goto(new URL('/actions', home.page.url()).toString());
    const task = home.page.getByRole('listitem').filter({ hasText: RFE_TASK });
    await task.getByText('No longer needed: USCIS decided the case.').waitFor();
    expect(await task.getByRole('checkbox').count()).toBe(0);
    await home.page.goto(new URL('/docs', home.page.url()).toString());
    await home.page.getByText(APPROVAL_FILE).first().waitFor();
    expect(home.consoleErrors).toEqual([]);
  });
});
