import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, onTestFinished } from 'vitest';
import { it } from './support/fixtures.ts';
import { demoAccount, seriousAccessibilityViolations } from './support/pages.ts';
import { PHONE } from './support/phone.ts';
import { i797NoticePdf } from '../apps/api/test/uscis/i797-notice.ts';

/**
 * After filing (issue 31, part): staff read an uploaded I-797C receipt notice on the petition page and confirm what
 * it says (the receipt number and "Case Was Received"); without the USCIS Case Status API configured they record the
 * next status by hand (not dated after today; focus then on the status recorded; an RFE in another wording than
 * "Request for Evidence Was Sent" offers to open it); with the status shared, Priya's bell tells her on her phone.
 */
let db: pg.Client;
let petition: { id: string; receipt: string | null; status: string | null; share: boolean; shipped: string | null } | undefined;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});
afterAll(async () => {
  if (!petition) return;
  await db.query('delete from app_public.uscis_case_statuses where petition_id = $1', [petition.id]);
  await db.query(
    `delete from app_public.provider_documents where file_id in (select id from app_public.files where name in ('i797c-receipt.pdf', 'i797-approval.pdf'))`,
  );
  await db.query(
    'update app_public.petitions set uscis_receipt_number = $2, uscis_status = $3, share_uscis_status = $4, petition_shipped_date = $5 where id = $1',
    [petition.id, petition.receipt, petition.status, petition.share, petition.shipped],
  );
});

const priya = demoAccount('beneficiary');
/** The RFE status staff record by hand, in one of USCIS's wordings other than "Request for Evidence Was Sent". */
const RFE_WORDING = 'Request for Initial Evidence Was Sent';
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('USCIS case status', () => {
  it('staff read a receipt notice, record the next status by hand and share it; Priya is told in words', async ({
    signedInPage,
  }) => {
    const { rows } = await db.query<{
      id: string;
      receipt: string | null;
      status: string | null;
      share: boolean;
      shipped: string | null;
    }>(
      `select p.id, p.uscis_receipt_number as receipt, p.uscis_status as status, p.share_uscis_status as share,
              to_char(p.petition_shipped_date, 'YYYY-MM-DD') as shipped
         from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
        where lower(u.email) = lower($1) and p.latest_petition order by p.updated_at desc limit 1`,
      [priya.email],
    );
    petition = rows[0]!;
    // Shipped to USCIS on September 29: the case timeline starts with the filing.
    await db.query(
      `update app_public.petitions set uscis_receipt_number = null, uscis_status = null, petition_shipped_date = '2026-09-29' where id = $1`,
      [petition.id],
    );
    const names = await db.query<{ company: string }>(
      'select c.dba_name as company from app_public.companies c join app_public.petitions p on p.company_id = c.id where p.id = $1',
      [petition.id],
    );

    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petition.id}?panel=uscis`);
    const panel = staff.page.getByRole('region', { name: 'USCIS case status' });
    await panel.getByText('None yet').waitFor();
    // The receipt notice, as downloaded from the USCIS account: read, checked against the petition, confirmed.
    const notice = await i797NoticePdf({
      receiptNumber: 'WAC2690012345',
      caseType: 'I129 - PETITION FOR A NONIMMIGRANT WORKER',
      receivedDate: '10/01/2026',
      noticeDate: '10/06/2026',
      petitioner: names.rows[0]!.company.toUpperCase(),
      beneficiary: 'SHARMA, PRIYA',
      noticeType: 'Receipt Notice',
    });
    await panel
      .locator('input[type=file]')
      .setInputFiles({ name: 'i797c-receipt.pdf', mimeType: 'application/pdf', buffer: notice });
    const read = panel.getByRole('region', { name: 'What the notice says' });
    await read.getByText('WAC2690012345').waitFor({ timeout: 30_000 });
    await read.getByText('10/01/2026').waitFor();
    expect(await read.getByRole('alert').count()).toBe(0);
    await read.getByRole('button', { name: 'Use these values' }).click();
    await panel.getByRole('list', { name: 'Case timeline' }).getByText('Case Was Received').waitFor();
    await expect
      .poll(
        async () =>
          (await db.query('select uscis_receipt_number from app_public.petitions where id = $1', [petition!.id])).rows[0],
      )
      .toEqual({ uscis_receipt_number: 'WAC2690012345' });
    const shareBox = panel.getByRole('checkbox', { name: 'Tell the beneficiary and the petitioner about new statuses' });
    // The box shows what the server saved: checked once the change is stored.
    await shareBox.click();
    await expect.poll(() => shareBox.isChecked()).toBe(true);
    await expect
      .poll(
        async () => (await db.query('select share_uscis_status from app_public.petitions where id = $1', [petition!.id])).rows[0],
      )
      .toEqual({ share_uscis_status: true });

    const form = panel.getByRole('form', { name: 'Record a USCIS case status' });
    await form.getByRole('button', { name: 'Record status' }).click();
    await form.getByText('Enter the case status.').waitFor();
    // USCIS words its RFEs several ways: this one is "Initial Evidence".
    const status = form.getByLabel('Status');
    const since = form.getByLabel('Since (optional)');
    await status.fill(RFE_WORDING);
    // A status cannot be dated after today: the form says so, keeps what was typed and goes to the date.
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-15`;
    await since.fill(nextYear);
    await form.getByRole('button', { name: 'Record status' }).click();
    await form.getByRole('alert').getByText('The status date cannot be in the future.').waitFor();
    expect(await status.inputValue()).toBe(RFE_WORDING);
    expect(await since.inputValue()).toBe(nextYear);
    expect(await since.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => since.evaluate((field) => field === document.activeElement)).toBe(true);
    await since.fill('2026-11-20');
    // From the keyboard: the button pressed is disabled while it works; focus lands on the status it recorded.
    await form.getByRole('button', { name: 'Record status' }).focus();
    await staff.page.keyboard.press('Enter');
    const timeline = panel.getByRole('list', { name: 'Case timeline' });
    const recorded = timeline.getByRole('listitem').filter({ hasText: RFE_WORDING });
    await recorded.waitFor();
    await timeline.getByText(/Since 11\/20\/2026 · Entered .* by Alex Morgan/).waitFor();
    await expect.poll(() => recorded.evaluate((entry) => entry === document.activeElement)).toBe(true);
    expect(await status.inputValue()).toBe('');
    // An RFE in any of USCIS's wordings offers to open it.
    await panel.getByRole('button', { name: 'Open an RFE' }).waitFor();
    // One timeline, newest first: the RFE status, the receipt, the filing.
    expect(await timeline.locator('li > p:first-child').allTextContents()).toEqual([
      'USCIS status · 11/20/2026',
      'Receipted · 10/01/2026',
      'Filed · 09/29/2026',
    ]);
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);

    const customer = await signedInPage('beneficiary', '/', { viewport: PHONE });
    await bell(customer.page).click();
    await customer.page
      .getByRole('menuitem', { name: new RegExp(`USCIS case status: ${RFE_WORDING}`) })
      .first()
      .waitFor();
    expect(customer.consoleErrors).toEqual([]);
  });

  it('Priya sees the shared status on her phone and files the approval notice; staff are told, read it and confirm it', async ({
    signedInPage,
  }) => {
    expect(petition, 'the first test chose the petition').toBeDefined();
    const { id } = petition!;
    await db.query('update app_public.petitions set share_uscis_status = true where id = $1', [id]);
    // The attorney on the case is the one told. Other files may have left Priya a newer case without one (the
    // petition this file chose), so the case gets its attorney here, and has it back afterwards.
    const { rows: assigned } = await db.query<{ oa: string | null }>(
      'select oa_user_id as oa from app_public.petitions where id = $1',
      [id],
    );
    await db.query(
      'update app_public.petitions set oa_user_id = (select id from app_public.users where lower(email) = lower($2)) where id = $1',
      [id, demoAccount('staffAdmin').email],
    );
    onTestFinished(async () => {
      await db.query('update app_public.petitions set oa_user_id = $2 where id = $1', [id, assigned[0]!.oa]);
    });

    const customer = await signedInPage('beneficiary', '/', { viewport: PHONE });
    const status = customer.page.getByRole('region', { name: 'USCIS case status' }).first();
    await status.getByText('WAC2690012345').waitFor();
    await status.getByText(RFE_WORDING).waitFor();
    await status.getByText('Since 11/20/2026').waitFor();
    await status.getByText('Earlier statuses (1)').click();
    await status.getByText('Case Was Received').waitFor();
    // USCIS mailed the approval to Priya's U.S. address: she files it from Home.
    const approval = await i797NoticePdf({
      receiptNumber: 'WAC2690012345',
      caseType: 'I129 - PETITION FOR A NONIMMIGRANT WORKER',
      receivedDate: '10/01/2026',
      noticeDate: '11/25/2026',
      petitioner: (
        await db.query<{ company: string }>(
          'select c.dba_name as company from app_public.companies c join app_public.petitions p on p.company_id = c.id where p.id = $1',
          [id],
        )
      ).rows[0]!.company.toUpperCase(),
      beneficiary: 'SHARMA, PRIYA',
      noticeType: 'Approval Notice',
    });
    await status
      .locator('input[type=file]')
      .setInputFiles({ name: 'i797-approval.pdf', mimeType: 'application/pdf', buffer: approval });
    await status.getByRole('status').getByText('Notice sent to your case team.').waitFor({ timeout: 30_000 });
    expect(await seriousAccessibilityViolations(customer.page)).toEqual([]);
    const overflow = await customer.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The attorney is told; the notification opens the USCIS status tab, where the notice waits to be read.
    const staff = await signedInPage('staffAdmin', '/admin');
    await bell(staff.page).click();
    await staff.page
      .getByRole('menuitem', { name: /A USCIS notice was uploaded/ })
      .first()
      .click();
    // The link's ?panel=uscis opens the tab and then goes from the address (replaced at once on a fast page, so
    // the test waits for the petition's page and the tab chosen, not for the passing parameter).
    await staff.page.waitForURL(new RegExp(`/admin/petition-builder/${id}(\\?|$)`));
    const uscisTab = staff.page.getByRole('tab', { name: 'USCIS status' });
    await expect.poll(() => uscisTab.getAttribute('aria-selected')).toBe('true');
    const panel = staff.page.getByRole('region', { name: 'USCIS case status' });
    const notices = panel.getByRole('list', { name: 'Notices filed on the case' });
    const filed = notices.getByRole('listitem').filter({ hasText: 'i797-approval.pdf' });
    await filed.getByText(/Uploaded by Priya Sharma \(customer\)/).waitFor();
    await filed.getByRole('button', { name: 'Read i797-approval.pdf' }).click();
    const read = panel.getByRole('region', { name: 'What the notice says' });
    await read.getByText('Approval Notice').waitFor({ timeout: 30_000 });
    await read.getByRole('button', { name: 'Use these values' }).click();
    await panel
      .getByRole('list', { name: 'Case timeline' })
      .getByRole('listitem')
      .filter({ hasText: 'Case Was Approved' })
      .getByText('Decision · 11/25/2026')
      .waitFor();
    expect(staff.consoleErrors).toEqual([]);

    // Both sides see the same state: Priya's Home shows the approval.
    await customer.page.reload();
    await status.getByText('Case Was Approved').waitFor();
    await status.getByText('Since 11/25/2026').waitFor();
    expect(customer.consoleErrors).toEqual([]);
  });
});
