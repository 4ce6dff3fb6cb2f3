import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { catalogue, text } from './support/catalogues.ts';
import { withOwnApp } from './support/fixtures.ts';
import { priyasOnboarding } from './support/onboarding-screens.ts';
import { pagesContaining } from './support/packet-pdf.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * The beneficiary signs her I-765 through the portal (migration 0119), handed from one person to another: staff
 * generate the I-765 of Priya's EB-1A case (a company petitions; she changes status) and ask for its signature; the
 * beneficiary, not the company, is asked → Priya, on a phone and in Spanish, opens the item from Action Items, downloads the
 * form and uploads her signed copy; the item closes → staff see the copy, from her → the compiled packet files her
 * signed copy in place of the generated I-765.
 * An app of its own: the demo petition is changed and compiled.
 */
const it = withOwnApp({});

const TIMEOUT = 15_000;
const I765 = 'I-765 (category (c)(9))';
const SIGNED_TEXT = 'I-765 signed by Priya Sharma';

let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

async function i765Card(page: Page): Promise<Locator> {
  await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
  const card = page.getByRole('region', { name: 'Filled from the case' }).getByRole('article', { name: I765, exact: true });
  await card.waitFor({ timeout: TIMEOUT });
  return card;
}

async function signature(petitionId: string) {
  const { rows } = await db.query<{
    signer: string;
    signed_file_id: string | null;
    party: string | null;
    completed_at: Date | null;
  }>(
    `select s.signer, s.signed_file_id, t.party::text, t.completed_at from app_public.petition_form_signatures s
       left join app_public.pending_petition_tasks t on t.id = s.task_id where s.petition_id = $1 and s.form = 'i-765'`,
    [petitionId],
  );
  return rows[0];
}

describe('the beneficiary signs her I-765, through the portal', () => {
  it('staff ask → Priya uploads on a phone, in Spanish → staff see it → the packet files her copy', async ({ signedInPage }) => {
    const { petitionId, priyaId } = await priyasOnboarding(db);
    // An EB-1A petition by Northwind Robotics for Priya, who changes status in the United States: the I-765 is offered.
    await db.query(`update app_public.petitions set visa_class = 'eb_1a', filing_type = 'change_of_status' where id = $1`, [
      petitionId,
    ]);

    // Staff generate the I-765 and ask its applicant, the beneficiary, to sign it.
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    let card = await i765Card(staff.page);
    await card.getByRole('button', { name: `Generate ${I765}` }).click();
    await staff.page.getByText(`${I765} generated.`, { exact: true }).waitFor({ timeout: 60_000 });
    await card.getByRole('heading', { name: 'Beneficiary’s signature' }).waitFor();
    await card.getByText('Signed by hand: Part 3, the applicant’s statement, certification and signature.').waitFor();
    await card.getByRole('button', { name: 'Ask the beneficiary to sign' }).click();
    await card.getByText(/: waiting for the signed copy\.$/).waitFor();
    expect(await signature(petitionId)).toMatchObject({ signer: 'BENEFICIARY', party: 'BENEFICIARY', completed_at: null });
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    // Priya, on a phone, reading Spanish: the item on Home opens the place to sign, as the form's applicant.
    const es = catalogue('es');
    const item = text(es, 'signForm.taskTitle', { form: 'I-765' });
    const priya = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
    await db.query('update app_public.users set locale = $2 where id = $1', [priyaId, 'es']);
    await priya.page.reload();
    await priya.page.getByRole('heading', { name: text(es, 'actions.heading'), level: 1 }).waitFor();
    await priya.page.getByRole('link', { name: `${text(es, 'task.open')} ${item}` }).click();
    await priya.page.getByRole('heading', { name: text(es, 'signForm.heading', { form: 'I-765' }), level: 1 }).waitFor();
    await priya.page.getByText(text(es, 'signForm.introApplicant'), { exact: true }).waitFor();
    await priya.page
      .getByText(text(es, 'signForm.step.sign', { part: text(es, 'signForm.part.i765') }), { exact: true })
      .waitFor();
    await expectFitsPhone(priya.page, 'beneficiary-sign-i765');

    const downloaded = priya.page.waitForEvent('download');
    await priya.page.getByRole('button', { name: text(es, 'signForm.download', { form: 'I-765' }) }).click();
    expect((await downloaded).suggestedFilename()).toMatch(/^I-765.*\.pdf$/);

    await priya.page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'i-765-signed.pdf', mimeType: 'application/pdf', buffer: await pdfWithText(SIGNED_TEXT) });
    await expect.poll(async () => (await signature(petitionId))?.signed_file_id, { timeout: 30_000 }).toBeTruthy();
    await priya.page.getByRole('status').filter({ hasText: 'Priya Sharma' }).waitFor();
    await expectFitsPhone(priya.page, 'beneficiary-sign-i765-received');
    const received = await signature(petitionId);
    expect(received?.completed_at).not.toBeNull();

    // Staff see her signed copy, when and from whom, with its download.
    await staff.page.reload();
    card = await i765Card(staff.page);
    await card.getByText(/^Signed copy received .+ from Priya Sharma\. The packet files it/).waitFor();
    await card.getByRole('button', { name: 'Download i-765-signed.pdf' }).waitFor();

    // The compiled packet files her signed copy in place of the generated I-765.
    const panel = staff.page.getByRole('region', { name: 'Compiled packets' });
    await panel.getByRole('button', { name: 'Compile packet' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Before compiling' });
    await dialog.waitFor();
    // Her copy arrived for this generation: the I-765 is not among the forms still to be signed.
    expect(await dialog.getByText('The beneficiary’s signed copy has not arrived', { exact: false }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Compile anyway' }).click();
    const row = panel
      .getByRole('list', { name: 'Compiled packets' })
      .getByRole('listitem')
      .filter({ hasText: 'COMPLETED' })
      .first();
    await row.waitFor({ timeout: 90_000 });
    const { rows: sources } = await db.query<{ forms: { form: string; signedCopy?: { fileId: string }; pageCount: number }[] }>(
      `select s.sources->'forms' as forms from app_public.compiled_petition_sources s
         join app_public.compiled_petitions c on c.id = s.compiled_petition_id where c.petition_id = $1`,
      [petitionId],
    );
    const filed = sources[0]?.forms.find((form) => form.form === 'i-765');
    expect(filed?.signedCopy?.fileId).toBe(received!.signed_file_id);
    expect(filed?.pageCount).toBe(1);
    const downloading = staff.page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download / }).click();
    const pdf = await readFile((await (await downloading).path())!);
    expect(await pagesContaining(pdf, SIGNED_TEXT)).toHaveLength(1);
    expect([...staff.consoleErrors, ...priya.consoleErrors]).toEqual([]);
  }, 300_000);
});
