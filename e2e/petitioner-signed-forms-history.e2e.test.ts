import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { generateFormOnCard } from './support/form-pdf.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * Signed forms after migration 0093, from the customer to staff and back: Daniel (the petitioner's ADMIN) uploads
 * the signed I-129 on a phone → staff are told in the bell (and by e-mail) → staff refuse it → Daniel reads why and
 * uploads again → staff see the refused copy kept under the form's signature, with who, when and why.
 * An app of its own: it generates the demo O-1A petition's I-129.
 */
const it = withOwnApp({});

const I129 = 'I-129 with the O and P classification supplement';
const REASON = 'The signature in Part 7 is missing.';

let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

async function i129Card(page: Page): Promise<Locator> {
  await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
  const card = page.getByRole('region', { name: 'Filled from the case' }).getByRole('article', { name: I129 });
  await card.waitFor();
  return card;
}

async function uploadSigned(page: Page, name: string, text: string) {
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: await pdfWithText(text) });
  await page
    .getByRole('status')
    .filter({ hasText: /^Signed copy received .+ from Daniel Okafor\./ })
    .waitFor({ timeout: 30_000 });
}

describe('signed forms: staff told, refused copies kept', () => {
  it('Daniel uploads on a phone → staff are told → refuse → he uploads again → staff see both copies', async ({
    signedInPage,
  }) => {
    const { rows } = await db.query<{ id: string }>(`
      select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
       where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
    const petitionId = rows[0]!.id;

    // Staff generate the I-129 and ask the petitioner to sign it.
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    let card = await i129Card(staff.page);
    await generateFormOnCard(staff.page, card, I129);
    await card.getByRole('button', { name: 'Ask the petitioner to sign' }).click();
    await card.getByText(/: waiting for the signed copy\.$/).waitFor();

    // Daniel, on a phone, uploads the signed copy from the page his action item opens.
    const daniel = await signedInPage('employerAdmin', `/actions/sign-form?petition=${petitionId}&form=i-129`, {
      viewport: PHONE,
    });
    await daniel.page.getByRole('heading', { name: 'Sign the I-129', level: 1 }).waitFor();
    await uploadSigned(daniel.page, 'i-129-first.pdf', 'First signed copy');

    // Staff are told in the bell, in words, and the e-mail that follows is queued (the kind's default delivery).
    await staff.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor({ timeout: 15_000 });
    await staff.page.getByRole('button', { name: /^Notifications/ }).click();
    await staff.page
      .getByRole('menuitem')
      .filter({ hasText: 'Daniel Okafor uploaded the signed I-129' })
      .filter({ hasText: 'check it in the Forms tab' })
      .first()
      .waitFor();
    const { rows: emails } = await db.query(
      `select 1 from app_public.email_outbox o join app_public.notifications n on n.id = o.notification_id
         join app_public.users u on u.id = n.user_id
        where n.kind = 'signed-form-received' and n.petition_id = $1 and u.email = 'staff@demo.petition.studio'`,
      [petitionId],
    );
    expect(emails).toHaveLength(1);
    await staff.page.keyboard.press('Escape');

    // Staff refuse the copy with a reason.
    await staff.page.reload();
    card = await i129Card(staff.page);
    await card.getByRole('button', { name: 'Refuse the signed copy' }).click();
    await card.getByLabel('Why it cannot be used').fill(REASON);
    await card.getByRole('button', { name: 'Refuse the copy' }).click();
    await card.getByText(`: ${REASON}`, { exact: false }).first().waitFor();

    // Daniel reads why and uploads a new copy.
    await daniel.page.reload();
    await daniel.page.getByRole('alert').filter({ hasText: REASON }).waitFor();
    await uploadSigned(daniel.page, 'i-129-second.pdf', 'Second signed copy');
    await expectFitsPhone(daniel.page, 'sign-form-second-copy');

    // Staff see the new copy as received and the refused one kept below it, with who, when and why, and can open it.
    await staff.page.reload();
    card = await i129Card(staff.page);
    await card.getByText(/^Signed copy received .+ from Daniel Okafor\./).waitFor();
    await card.getByRole('button', { name: 'Download i-129-second.pdf' }).waitFor();
    const earlier = card.getByRole('region', { name: 'Earlier copies' }).getByRole('listitem');
    await expect.poll(() => earlier.count()).toBe(1);
    const refused = earlier.first();
    await refused.getByText('i-129-first.pdf').waitFor();
    await refused.getByText(/^Uploaded .+ by Daniel Okafor$/).waitFor();
    await refused.getByText(new RegExp(`^Refused .+ by .+: ${REASON.replace(/\./g, '\\.')}$`)).waitFor();
    await refused.getByRole('button', { name: 'Download i-129-first.pdf' }).waitFor();
    expect([...staff.consoleErrors, ...daniel.consoleErrors]).toEqual([]);
  }, 240_000);
});
