import { CURRENT_FORM_EDITIONS } from '@app/domain';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { generateFormOnCard } from './support/form-pdf.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * USCIS forms signed by the petitioner by hand (migration 0087), handed from one person to another: staff ask on
 * the I-129 → Daniel (the petitioner's ADMIN), on a phone, downloads it and uploads the signed scan; the item closes →
 * staff see the copy, from whom and when → the packet files it in place of the generated form → staff refuse it (the
 * item opens again) and regenerate the form (a new signature is needed, the pre-flight says so).
 * An app of its own: it generates, signs and compiles the demo O-1A petition's forms.
 */
const it = withOwnApp({});

const I129 = 'I-129 with the O and P classification supplement';
const ITEM = 'Sign the I-129 and upload the signed copy';

let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

async function demoO1aPetition(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`
    select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
     where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

async function i129Card(page: Page): Promise<Locator> {
  await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
  const card = page.getByRole('region', { name: 'Filled from the case' }).getByRole('article', { name: I129 });
  await card.waitFor();
  return card;
}

async function signature(petitionId: string) {
  const { rows } = await db.query<{ signed_file_id: string | null; refused_reason: string | null; completed_at: Date | null }>(
    `select s.signed_file_id, s.refused_reason, t.completed_at from app_public.petition_form_signatures s
       left join app_public.pending_petition_tasks t on t.id = s.task_id where s.petition_id = $1 and s.form = 'i-129'`,
    [petitionId],
  );
  return rows[0];
}

/** Compiles from the Packets panel and answers what the packet recorded it filed as the I-129. */
async function compileAndReadI129(page: Page, petitionId: string, before: (dialog: Locator) => Promise<void>) {
  const { rows: earlier } = await db.query('select id from app_public.compiled_petitions where petition_id = $1', [petitionId]);
  await page.getByRole('region', { name: 'Compiled packets' }).getByRole('button', { name: 'Compile packet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Before compiling' });
  await dialog.waitFor();
  await before(dialog);
  await dialog.getByRole('button', { name: 'Compile anyway' }).click();
  let source: { signedCopy?: { fileId: string }; pageCount: number } | undefined;
  await expect
    .poll(
      async () => {
        const { rows } = await db.query<{ forms: { form: string; signedCopy?: { fileId: string }; pageCount: number }[] }>(
          `select s.sources->'forms' as forms from app_public.compiled_petition_sources s
             join app_public.compiled_petitions c on c.id = s.compiled_petition_id
            where c.petition_id = $1 and not (c.id = any($2::uuid[]))`,
          [petitionId, earlier.map((row: { id: string }) => row.id)],
        );
        source = rows[0]?.forms.find((form) => form.form === 'i-129');
        return Boolean(source);
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return source!;
}

/**
 * Four values staff typed too long for their boxes: Part 9's three rows take three and the fourth goes on a
 * continuation page, which USCIS asks the signer to sign and date too. Null removes them.
 */
async function longValues(petitionId: string, typed: boolean) {
  const labels = [
    'Petitioner mailing address: street',
    'Petitioner mailing address: city or town',
    'Worksite address: street',
    'Worksite address: city or town',
  ];
  const fields = labels.map((label) => CURRENT_FORM_EDITIONS['i-129'].fields.find((entry) => entry.label === label)!.field);
  await db.query(
    `delete from app_public.petition_form_overrides where petition_id = $1 and form = 'i-129' and field_name = any($2)`,
    [petitionId, fields],
  );
  if (!typed) return;
  for (const [index, field] of fields.entries())
    await db.query(
      `insert into app_public.petition_form_overrides (petition_id, form, field_name, value) values ($1, 'i-129', $2, $3)`,
      [petitionId, field, `${labels[index]} ${'w'.repeat(50)}`],
    );
}

const CONTINUATION_STEP = 'This form ends with one or more continuation pages (Additional Information, continued).';

describe('USCIS forms signed by the petitioner, through the portal', () => {
  it('staff ask → the petitioner signs on a phone → staff see the copy → the packet files it', async ({ signedInPage }) => {
    const petitionId = await demoO1aPetition();

    // Staff generate the I-129, with values typed too long for Part 9's rows, and ask the petitioner to sign it.
    await longValues(petitionId, true);
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    let card = await i129Card(staff.page);
    await generateFormOnCard(staff.page, card, I129);
    await card
      .getByText(
        'Signed by hand: Part 7, the petitioner’s declaration and signature, and each continuation page at the end of the form (signed and dated at its foot).',
      )
      .waitFor();
    await card.getByRole('button', { name: 'Ask the petitioner to sign' }).click();
    await card.getByText(/: waiting for the signed copy\.$/).waitFor();
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    // Daniel, the petitioner's ADMIN, on a phone: the item on Home and Action Items opens the place to sign.
    const daniel = await signedInPage('employerAdmin', '/', { viewport: PHONE });
    await daniel.page
      .getByRole('region', { name: 'Next steps' })
      .getByRole('link', { name: `Open: ${ITEM}` })
      .waitFor();
    await daniel.page.goto(`${new URL(daniel.page.url()).origin}/actions`);
    await daniel.page.getByRole('heading', { name: 'Action Items', level: 1 }).waitFor();
    await daniel.page.getByText(ITEM, { exact: true }).waitFor();
    await daniel.page.getByText('Closes by itself when the document is uploaded.', { exact: false }).first().waitFor();
    await daniel.page.getByRole('link', { name: `Open: ${ITEM}` }).click();
    await daniel.page.getByRole('heading', { name: 'Sign the I-129', level: 1 }).waitFor();
    await daniel.page.getByText('Sign Part 7 (the petitioner’s signature) by hand, in ink', { exact: false }).waitFor();
    await daniel.page.getByText(CONTINUATION_STEP, { exact: false }).waitFor();
    await expectFitsPhone(daniel.page, 'sign-form');
    expect(await seriousAccessibilityViolations(daniel.page)).toEqual([]);

    const downloaded = daniel.page.waitForEvent('download');
    await daniel.page.getByRole('button', { name: 'Download the I-129' }).click();
    expect((await downloaded).suggestedFilename()).toMatch(/^I-129.*\.pdf$/);

    await daniel.page
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'i-129-signed.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfWithText('Signed by Daniel Okafor'),
      });
    await expect.poll(async () => (await signature(petitionId))?.signed_file_id, { timeout: 30_000 }).toBeTruthy();
    await daniel.page
      .getByRole('status')
      .filter({ hasText: /^Signed copy received .+ from Daniel Okafor\./ })
      .waitFor();
    const received = await signature(petitionId);
    expect(received?.completed_at).not.toBeNull();
    await expectFitsPhone(daniel.page, 'sign-form-received');
    // The item is done: no Open link any more.
    await daniel.page.getByRole('link', { name: 'Back to Action Items' }).click();
    await daniel.page.getByRole('heading', { name: 'Action Items', level: 1 }).waitFor();
    await daniel.page.getByText(ITEM, { exact: true }).waitFor();
    expect(await daniel.page.getByRole('link', { name: `Open: ${ITEM}` }).count()).toBe(0);

    // Staff see the signed copy, when and from whom, with its preview and download.
    await staff.page.reload();
    card = await i129Card(staff.page);
    await card.getByText(/^Signed copy received .+ from Daniel Okafor\. The packet files it/).waitFor();
    await card.getByRole('button', { name: 'Download i-129-signed.pdf' }).waitFor();

    // The packet files the signed copy in place of the generated one: its one page, not the form's 38.
    const filed = await compileAndReadI129(staff.page, petitionId, async (dialog) => {
      expect(await dialog.getByRole('region', { name: 'Forms whose signed copy has not arrived' }).count()).toBe(0);
    });
    expect(filed.signedCopy?.fileId).toBe(received!.signed_file_id);
    expect(filed.pageCount).toBe(1);

    // Staff refuse it with a reason: the item opens again, and the signatory reads why.
    card = await i129Card(staff.page);
    await card.getByRole('button', { name: 'Refuse the signed copy' }).click();
    await card.getByRole('button', { name: 'Refuse the copy' }).click();
    await card.getByText('Say why the copy cannot be used').waitFor();
    await card.getByLabel('Why it cannot be used').fill('The signature in Part 7 is missing.');
    await card.getByRole('button', { name: 'Refuse the copy' }).click();
    await card.getByText(/^Copy refused .+: The signature in Part 7 is missing\.$/).waitFor();
    expect(await signature(petitionId)).toMatchObject({ signed_file_id: null, completed_at: null });
    await daniel.page.reload();
    await daniel.page.getByRole('link', { name: `Open: ${ITEM}` }).click();
    await daniel.page.getByRole('alert').filter({ hasText: 'The signature in Part 7 is missing.' }).waitFor();
    await expectFitsPhone(daniel.page, 'sign-form-refused');

    // Regenerated (the long values removed: no continuation page now): the request was for the earlier copy; the
    // panel and the pre-flight say a new signature is needed, and the part alone is to be signed.
    await longValues(petitionId, false);
    await card.getByRole('button', { name: `Regenerate ${I129}` }).click();
    await card.getByText(/was regenerated after the petitioner was asked to sign it/).waitFor({ timeout: 60_000 });
    await card.getByText('Signed by hand: Part 7, the petitioner’s declaration and signature.', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Ask the petitioner to sign the new copy' }).waitFor();
    const unsigned = await compileAndReadI129(staff.page, petitionId, async (dialog) => {
      await dialog
        .getByRole('region', { name: 'Forms whose signed copy has not arrived' })
        .getByText('Regenerated after the petitioner was asked to sign it', { exact: false })
        .waitFor();
    });
    expect(unsigned.signedCopy).toBeUndefined();
    expect(unsigned.pageCount).toBeGreaterThan(1);
    expect([...staff.consoleErrors, ...daniel.consoleErrors]).toEqual([]);
  }, 300_000);
});
