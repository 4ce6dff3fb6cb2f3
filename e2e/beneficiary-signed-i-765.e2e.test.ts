import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { catalogue, text } from './support/catalogues.ts';
import { withOwnApp } from './support/fixtures.ts';
import { downloadedForm } from './support/form-pdf.ts';
import { priyasOnboarding } from './support/onboarding-screens.ts';
import { pagesContaining } from './support/packet-pdf.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * The beneficiary signs her I-765 through the portal (migration 0119), and the firm's G-28 for it (0121), handed from
 * one person to another: staff type the G-28's Part 6 text and her physical address on the Forms tab, generate the
 * G-28 naming her as the I-765's applicant and the I-765 of Priya's EB-1A case (a company petitions; she changes
 * status), both carrying what they typed, and ask for both signatures; the beneficiary, not the company, is asked →
 * Priya, on a phone and in Spanish, opens each item from Action Items, downloads the form and uploads her signed copy;
 * the items close → staff see the copies, from her → the compiled packet files her signed copies, the G-28 directly
 * before the I-765.
 * An app of its own: the demo petition is changed and compiled.
 */
const it = withOwnApp({});

const TIMEOUT = 15_000;
const I765 = 'I-765 (category (c)(9))';
const G28 = 'G-28 for the I-765 applicant';
const SIGNED_TEXT = 'I-765 signed by Priya Sharma';
const SIGNED_G28_TEXT = 'G-28 signed by Priya Sharma';
const PART_6_TEXT = 'The firm also represents Priya Sharma in the Form I-485 filed with this petition.';

let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

async function formCard(page: Page, name = I765): Promise<Locator> {
  await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
  const card = page.getByRole('region', { name: 'Filled from the case' }).getByRole('article', { name, exact: true });
  await card.waitFor({ timeout: TIMEOUT });
  return card;
}

async function typedOverrides(petitionId: string, form: string) {
  const { rows } = await db.query<{ field_name: string; value: string }>(
    'select field_name, value from app_public.petition_form_overrides where petition_id = $1 and form = $2 order by field_name',
    [petitionId, form],
  );
  return rows;
}

async function signature(petitionId: string, form = 'i-765') {
  const { rows } = await db.query<{
    signer: string;
    signed_file_id: string | null;
    party: string | null;
    completed_at: Date | null;
  }>(
    `select s.signer, s.signed_file_id, t.party::text, t.completed_at from app_public.petition_form_signatures s
       left join app_public.pending_petition_tasks t on t.id = s.task_id where s.petition_id = $1 and s.form = $2`,
    [petitionId, form],
  );
  return rows[0];
}

describe('the beneficiary signs her I-765, through the portal', () => {
  it('staff type, generate and ask → Priya uploads both on a phone, in Spanish → the packet files her copies', async ({
    signedInPage,
  }) => {
    const { petitionId, priyaId } = await priyasOnboarding(db);
    // An EB-1A petition by Northwind Robotics for Priya, who changes status in the United States: the I-765 is offered.
    await db.query(`update app_public.petitions set visa_class = 'eb_1a', filing_type = 'change_of_status' where id = $1`, [
      petitionId,
    ]);

    // Staff type the G-28's Part 6 text for her, generate the G-28 naming her as the I-765's client, and ask her to sign.
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const g28Card = await formCard(staff.page, G28);
    await g28Card.getByRole('textbox', { name: 'Part 6, additional information' }).fill(PART_6_TEXT);
    await g28Card.getByRole('button', { name: 'Save Part 6 text' }).click();
    await g28Card.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect((await typedOverrides(petitionId, 'g-28-i-765')).map((row) => row.value)).toEqual([PART_6_TEXT]);
    await g28Card.getByRole('button', { name: `Generate ${G28}` }).click();
    await staff.page.getByText(`${G28} generated.`, { exact: true }).waitFor({ timeout: 60_000 });
    const g28 = await downloadedForm(staff.page, g28Card.getByRole('button', { name: /^Download / }).first());
    expect(g28.getTextField('form1[0].#subform[3].Pt9Line3d_AdditionalInfo[0]').getText()).toBe(PART_6_TEXT);
    expect(g28.getTextField('form1[0].#subform[1].Pt3Line5a_FamilyName[0]').getText()).toBe('Sharma');
    expect(g28.getCheckBox('form1[0].#subform[1].Line4_Checkbox[1]').isChecked()).toBe(true);
    await g28Card.getByText('Signed by hand: Part 4, Client’s Consent to Representation and Signature.').waitFor();
    await g28Card.getByRole('button', { name: 'Ask the beneficiary to sign' }).click();
    await g28Card.getByText(/: waiting for the signed copy\.$/).waitFor();
    expect(await signature(petitionId, 'g-28-i-765')).toMatchObject({ signer: 'BENEFICIARY', party: 'BENEFICIARY' });

    // Her physical address differs from her mailing address: a ZIP code the box cannot take is not saved.
    let card = await formCard(staff.page);
    const address = card.getByRole('form', { name: 'Physical address of the I-765' });
    await address.getByRole('textbox', { name: 'Street number and name' }).fill('77 Harbor Road');
    await address.getByRole('combobox', { name: 'Unit type' }).selectOption('STE');
    await address.getByRole('textbox', { name: 'Unit number' }).fill('210');
    await address.getByRole('textbox', { name: 'City or town' }).fill('Oakland');
    await address.getByRole('combobox', { name: 'State' }).click();
    await staff.page.keyboard.type('California');
    await staff.page.getByRole('option', { name: 'California', exact: true }).click();
    await address.getByRole('textbox', { name: 'ZIP code' }).fill('9460');
    await address.getByRole('button', { name: 'Save physical address' }).click();
    await address.getByText('ZIP code must be the five digits of a ZIP code').waitFor();
    expect(await typedOverrides(petitionId, 'i-765')).toEqual([]);
    await address.getByRole('textbox', { name: 'ZIP code' }).fill('94607');
    await address.getByRole('button', { name: 'Save physical address' }).click();
    await address.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await address.getByRole('button', { name: 'Remove physical address' }).waitFor();

    // Staff generate the I-765, which carries the address, and ask its applicant, the beneficiary, to sign it.
    await card.getByRole('button', { name: `Generate ${I765}` }).click();
    await staff.page.getByText(`${I765} generated.`, { exact: true }).waitFor({ timeout: 60_000 });
    const i765 = await downloadedForm(staff.page, card.getByRole('button', { name: /^Download / }).first());
    expect(i765.getTextField('form1[0].Page2[0].Pt2Line7_StreetNumberName[0]').getText()).toBe('77 Harbor Road');
    expect(i765.getTextField('form1[0].Page2[0].Pt2Line7_ZipCode[0]').getText()).toBe('94607');
    expect(i765.getDropdown('form1[0].Page2[0].Pt2Line7_State[0]').getSelected()).toEqual(['CA']);
    expect(i765.getCheckBox('form1[0].Page2[0].Part2Line5_Checkbox[0]').isChecked()).toBe(true);
    await card.getByRole('heading', { name: 'Beneficiary’s signature' }).waitFor();
    await card.getByText('Signed by hand: Part 3, the applicant’s statement, certification and signature.').waitFor();
    await card.getByRole('button', { name: 'Ask the beneficiary to sign' }).click();
    await card.getByText(/: waiting for the signed copy\.$/).waitFor();
    expect(await signature(petitionId)).toMatchObject({ signer: 'BENEFICIARY', party: 'BENEFICIARY', completed_at: null });
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    // Priya, on a phone, reading Spanish: both items wait on Action Items; the G-28's opens the place to sign it, as the
    // client the firm represents for her I-765.
    const es = catalogue('es');
    const item = text(es, 'signForm.taskTitle', { form: 'I-765' });
    // Titled apart from the petitioner's G-28 (lib/i18n/task-titles.ts).
    const g28Item = text(es, 'signForm.taskTitle.g28ForI765');
    const priya = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
    await db.query('update app_public.users set locale = $2 where id = $1', [priyaId, 'es']);
    await priya.page.reload();
    await priya.page.getByRole('heading', { name: text(es, 'actions.heading'), level: 1 }).waitFor();
    await priya.page.getByRole('link', { name: `${text(es, 'task.open')} ${item}` }).waitFor();
    await priya.page.getByRole('link', { name: `${text(es, 'task.open')} ${g28Item}` }).click();
    await priya.page.getByRole('heading', { name: text(es, 'signForm.heading', { form: 'G-28' }), level: 1 }).waitFor();
    await priya.page.getByText(text(es, 'signForm.introClient'), { exact: true }).waitFor();
    await priya.page
      .getByText(text(es, 'signForm.step.sign', { part: text(es, 'signForm.part.g28') }), { exact: true })
      .waitFor();
    await expectFitsPhone(priya.page, 'beneficiary-sign-g28-for-i765');
    await priya.page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'g-28-signed.pdf', mimeType: 'application/pdf', buffer: await pdfWithText(SIGNED_G28_TEXT) });
    await expect.poll(async () => (await signature(petitionId, 'g-28-i-765'))?.signed_file_id, { timeout: 30_000 }).toBeTruthy();
    await priya.page.getByRole('status').filter({ hasText: 'Priya Sharma' }).waitFor();
    const receivedG28 = await signature(petitionId, 'g-28-i-765');
    expect(receivedG28?.completed_at).not.toBeNull();

    // Then the I-765's item, as the form's applicant.
    await priya.page.getByRole('link', { name: text(es, 'signForm.back') }).click();
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
    card = await formCard(staff.page);
    await card.getByText(/^Signed copy received .+ from Priya Sharma\. The packet files it/).waitFor();
    await (await formCard(staff.page, G28)).getByRole('button', { name: 'Download g-28-signed.pdf' }).waitFor();
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
    // Her G-28 directly before her I-765, as she signed it.
    expect(sources[0]?.forms.map((form) => form.form).slice(-2)).toEqual(['g-28-i-765', 'i-765']);
    expect(sources[0]?.forms.find((form) => form.form === 'g-28-i-765')?.signedCopy?.fileId).toBe(receivedG28!.signed_file_id);
    const downloading = staff.page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download / }).click();
    const pdf = await readFile((await (await downloading).path())!);
    expect(await pagesContaining(pdf, SIGNED_TEXT)).toHaveLength(1);
    expect(await pagesContaining(pdf, SIGNED_G28_TEXT)).toHaveLength(1);
    expect([...staff.consoleErrors, ...priya.consoleErrors]).toEqual([]);
  }, 300_000);
});
