import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { generateFormOnCard } from './support/form-pdf.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * A self-petitioner signs her G-28 (migration 0097), handed from one person to another: staff ask Priya, whose
 * EB-1A petition has no petitioner company, to sign the G-28 (she is the attorney's client) → Priya, on a phone,
 * uploads the signed scan from her action item → staff are told in the bell, and the notification opens the
 * petition's Forms tab, where the copy is, from her.
 * An app of its own: it turns the demo O-1A petition of Priya into a self-petition, as 0093's API test does.
 */
const it = withOwnApp({});

const ITEM = 'Sign the G-28 and upload the signed copy';

let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const formsTab = (page: Page) =>
  page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true });
const g28Card = (page: Page): Locator =>
  page.getByRole('region', { name: 'Filled from the case' }).getByRole('article', { name: 'G-28', exact: true });

describe('a self-petitioner’s G-28, through the portal', () => {
  it('staff ask Priya → she uploads on a phone → the bell opens the Forms tab with her copy', async ({ signedInPage }) => {
    const { rows } = await db.query<{ id: string }>(`
      select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
       where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
    const petitionId = rows[0]!.id;
    // A self-petition: EB-1A, no petitioner company (the beneficiary is the petitioner).
    await db.query(
      `update app_public.petitions set visa_class = 'eb_1a', company_id = null, worksite_office_id = null where id = $1`,
      [petitionId],
    );

    // Staff generate the G-28 and ask the beneficiary, not a company, to sign it.
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    await staff.page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    await formsTab(staff.page).click();
    const card = g28Card(staff.page);
    await generateFormOnCard(staff.page, card, 'G-28');
    await card.getByRole('button', { name: 'Ask the beneficiary to sign' }).click();
    await card.getByText(/: waiting for the signed copy\.$/).waitFor();
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    // Priya, on a phone: her action item opens the place to sign; she is told she signs as her own petitioner.
    const priya = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
    await priya.page.getByRole('heading', { name: 'Action Items', level: 1 }).waitFor();
    await priya.page.getByRole('link', { name: `Open: ${ITEM}` }).click();
    await priya.page.getByRole('heading', { name: 'Sign the G-28', level: 1 }).waitFor();
    await priya.page.getByText('You are the petitioner of your own petition', { exact: false }).waitFor();
    await expectFitsPhone(priya.page, 'self-petition-sign-g28');
    await priya.page
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'g-28-signed.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfWithText('Signed by Priya Sharma'),
      });
    await priya.page
      .getByRole('status')
      .filter({ hasText: /^Signed copy received .+ from Priya Sharma\./ })
      .waitFor({ timeout: 30_000 });
    await expectFitsPhone(priya.page, 'self-petition-sign-g28-received');
    const { rows: signatures } = await db.query<{ signer: string; completed_at: Date | null }>(
      `select s.signer, t.completed_at from app_public.petition_form_signatures s
         join app_public.pending_petition_tasks t on t.id = s.task_id where s.petition_id = $1 and s.form = 'g-28'`,
      [petitionId],
    );
    expect(signatures[0]?.signer).toBe('BENEFICIARY');
    expect(signatures[0]?.completed_at).not.toBeNull();

    // Staff, elsewhere in the portal, are told in the bell; the notification opens the petition's Forms tab.
    await staff.page.goto(`${new URL(staff.page.url()).origin}/admin`);
    await staff.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor({ timeout: 15_000 });
    await staff.page.getByRole('button', { name: /^Notifications/ }).click();
    await staff.page.getByRole('menuitem').filter({ hasText: 'Priya Sharma uploaded the signed G-28' }).first().click();
    await staff.page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    expect(new URL(staff.page.url()).pathname).toBe(`/admin/petition-builder/${petitionId}`);
    await expect.poll(() => formsTab(staff.page).getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');
    await g28Card(staff.page)
      .getByText(/^Signed copy received .+ from Priya Sharma\./)
      .waitFor();
    expect([...staff.consoleErrors, ...priya.consoleErrors]).toEqual([]);
  }, 240_000);
});
