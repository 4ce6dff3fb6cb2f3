import { readFile } from 'node:fs/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';

/** USCIS forms filled from the case (issue 28): the attorney profile page and the workspace's Forms panel. */

const STAFF_EMAIL = 'staff@demo.petition.studio';
const ATTORNEY_FAMILY_NAME = 'Lindqvist';
const G28_ATTORNEY_FAMILY_NAME = 'form1[0].#subform[0].Pt1Line2a_FamilyName[0]';
const G28_ATTORNEY_PHONE = 'form1[0].#subform[0].Line4_DaytimeTelephoneNumber[0]';
const I129_BENEFICIARY_FAMILY_NAME = 'form1[0].#subform[1].Part3_Line2_FamilyName[0]';
const I129_LABEL = 'I-129 with the O and P classification supplement';

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** The demo O-1A petition (Priya Sharma's). */
async function demoO1aPetition(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`
    select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
     where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

async function savedProfile() {
  const { rows } = await db.query<{ family_name: string; phone: string | null; uscis_online_account_number: string | null }>(
    `select ap.family_name, ap.phone, ap.uscis_online_account_number from app_public.attorney_profiles ap
       join app_public.users u on u.id = ap.user_id where u.email = $1`,
    [STAFF_EMAIL],
  );
  return rows;
}

async function openFormsPanel(page: Page): Promise<Locator> {
  await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
  const section = page.getByRole('region', { name: 'Filled from the case' });
  await section.getByRole('article').first().waitFor();
  return section;
}

/** Opens a searchable picker, types to filter it (keyboard focus is in its search field) and takes the option. */
async function searchAndChoose(page: Page, picker: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: picker, exact: true }).click();
  await page.keyboard.type(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks a download button and reads the saved PDF's form. */
async function downloadedForm(page: Page, button: Locator) {
  const [saved] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const doc = await PDFDocument.load(await readFile((await saved.path())!));
  return doc.getForm();
}

describe('USCIS forms (issue 28)', () => {
  it('fills the attorney profile, lists the forms with their status, overrides a field, generates and downloads filled PDFs', async ({
    signedInPage,
  }) => {
    const petitionId = await demoO1aPetition();
    // The test starts with no profile and no hand-typed values, whatever ran before it.
    await db.query(
      'delete from app_public.attorney_profiles where user_id = (select id from app_public.users where email = $1)',
      [STAFF_EMAIL],
    );
    await db.query('delete from app_public.petition_form_overrides where petition_id = $1', [petitionId]);

    // The settings page, from the admin navigation.
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Attorney profile' }).waitFor();
    await page.getByLabel('Family name (last name)').fill(ATTORNEY_FAMILY_NAME);
    await page.getByLabel('Given name (first name)').fill('Maren');
    await page.getByLabel('Law firm or organization').fill('Lindqvist Immigration LLP');
    await page.getByLabel('Bar number').fill('NY-5550123');
    await page.getByLabel('Licensing authority').fill('New York State Bar');
    await page.getByLabel('Street address').fill('40 Wall Street');
    await page.getByLabel('City').fill('New York');
    await page.getByLabel('ZIP code').fill('10005');
    await searchAndChoose(page, 'State', 'New York');
    await searchAndChoose(page, 'Country', 'United States');
    await page.getByLabel('E-mail').fill('maren@lindqvist.example');
    // The daytime telephone is left out on purpose: the G-28 then lists it as missing.
    // The domain schema's rule shows next to the field, and nothing is saved.
    await page.getByLabel('USCIS online account number').fill('1234');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('USCIS online account number must be the 12 digits of the account number').waitFor();
    expect(await savedProfile()).toEqual([]);
    await page.getByLabel('USCIS online account number').fill('123456789012');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
    expect(await savedProfile()).toEqual([
      { family_name: ATTORNEY_FAMILY_NAME, phone: null, uscis_online_account_number: '123456789012' },
    ]);
    await screenshot(page, 'uscis-forms-attorney-profile');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The workspace's Forms panel: the forms the O-1A case needs, in filing order, each with its status.
    await page.goto(new URL(`/admin/petition-builder/${petitionId}`, page.url()).toString());
    let forms = await openFormsPanel(page);
    const titles = await forms.getByRole('article').locator('h4').allTextContents();
    expect(titles[0]).toBe('G-28');
    expect(titles).toContain(I129_LABEL);
    let g28 = forms.getByRole('article', { name: 'G-28', exact: true });
    await g28.getByText('1 field missing', { exact: true }).waitFor();
    const missing = g28.getByRole('list', { name: 'Missing fields of G-28' });
    await missing.getByText('Attorney daytime telephone — enter it in your attorney profile (Settings → Attorney)').waitFor();
    expect(await missing.getByRole('link', { name: 'Open your attorney profile' }).getAttribute('href')).toBe(
      '/admin/settings/attorney-profile',
    );

    // A value typed by hand for the missing field: shown as overridden once saved, and still after a reload.
    await g28.getByLabel('Enter by hand: Attorney daytime telephone').fill('2125550147');
    await g28.getByRole('button', { name: 'Save Attorney daytime telephone' }).click();
    await g28.getByRole('list', { name: 'Overridden fields of G-28' }).getByText('Attorney daytime telephone').waitFor();
    // The saved input left the list; focus went to the field's new entry, not to the page's body.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-overridden-field') !== null);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Attorney daytime telephone');
    await page.reload();
    forms = await openFormsPanel(page);
    g28 = forms.getByRole('article', { name: 'G-28', exact: true });
    const overridden = g28.getByRole('list', { name: 'Overridden fields of G-28' });
    await overridden.getByText('Attorney daytime telephone').waitFor();
    await overridden.getByText('Overridden', { exact: true }).waitFor();
    await g28.getByText('Ready', { exact: true }).waitFor();
    expect(await g28.getByRole('list', { name: 'Missing fields of G-28' }).count()).toBe(0);

    // Generate the G-28, then download it: the attorney's name from the profile and the override are in its fields.
    await g28.getByRole('button', { name: 'Generate G-28' }).click();
    await g28.getByText(/^Generated /).waitFor();
    await g28.getByRole('button', { name: 'Regenerate G-28' }).waitFor();
    // The button kept the focus while it generated (busy, not disabled, which drops it to the page's body).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Regenerate G-28');
    const g28Pdf = await downloadedForm(page, g28.getByRole('button', { name: 'Download G-28.pdf' }));
    expect(g28Pdf.getTextField(G28_ATTORNEY_FAMILY_NAME).getText()).toBe(ATTORNEY_FAMILY_NAME);
    // The PDF's field takes 10 characters (the API cuts longer values to the field's size).
    expect(g28Pdf.getTextField(G28_ATTORNEY_PHONE).getText()).toBe('2125550147');

    // The G-28 names no beneficiary: the I-129 carries the beneficiary's family name.
    const i129 = forms.getByRole('article', { name: I129_LABEL, exact: true });
    await i129.getByRole('button', { name: `Generate ${I129_LABEL}` }).click();
    await i129.getByText(/^Generated /).waitFor();
    const i129Pdf = await downloadedForm(page, i129.getByRole('button', { name: 'Download I-129.pdf' }));
    expect(i129Pdf.getTextField(I129_BENEFICIARY_FAMILY_NAME).getText()).toBe('Sharma');
    // Fields entered in one place are said once, each still typed by hand under its own name.
    const i129Missing = i129.getByRole('list', { name: `Missing fields of ${I129_LABEL}` });
    await i129Missing
      .getByText('2 fields the case does not record: enter them by hand for this form.', { exact: true })
      .waitFor();
    await i129Missing.getByLabel('O supplement: duties to be performed', { exact: true }).waitFor();
    expect(await i129Missing.getByText(/enter it in/).count()).toBe(await i129Missing.getByLabel(/^Enter by hand: /).count());
    await screenshot(page, 'uscis-forms-panel');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Removing the override puts the field back among the missing ones.
    await overridden.getByRole('button', { name: 'Remove override of Attorney daytime telephone' }).click();
    await g28.getByText('1 field missing', { exact: true }).waitFor();
    // Focus is on the field's input again, ready for another value.
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await g28.getByLabel('Enter by hand: Attorney daytime telephone').getAttribute('id'),
    );
    const overrides = await db.query('select 1 from app_public.petition_form_overrides where petition_id = $1', [petitionId]);
    expect(overrides.rows).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
