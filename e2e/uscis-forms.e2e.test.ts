import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { madeEdition } from '../apps/api/test/forms/made-edition.ts';
import { renderDataPage } from '../apps/api/test/ocr/passport-image.ts';
import { EMPLOYER_WIZARD, expectStep } from './support/employer-wizard.ts';
import { it } from './support/fixtures.ts';
import { downloadedForm, generateFormOnCard } from './support/form-pdf.ts';
import { priyasOnboarding, restoreOnboarding, screenTitle } from './support/onboarding-screens.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { horizontalOverflow, PHONE } from './support/phone.ts';

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
    // The value typed is shown, and changed in place (not only removed): the input opens with it and takes focus.
    await overridden.getByText('2125550147', { exact: true }).waitFor();
    await overridden.getByRole('button', { name: 'Change override of Attorney daytime telephone' }).click();
    const newPhone = overridden.getByLabel('New value: Attorney daytime telephone');
    expect(await newPhone.inputValue()).toBe('2125550147');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await newPhone.getAttribute('id'));
    // Escape closes it unchanged, focus back on Change.
    await page.keyboard.press('Escape');
    await newPhone.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Change override of Attorney daytime telephone',
    );
    await page.keyboard.press('Enter');
    await newPhone.fill('2125550188');
    await overridden.getByRole('button', { name: 'Save new value of Attorney daytime telephone' }).click();
    await overridden.getByText('2125550188', { exact: true }).waitFor();
    // Focus is on the field's entry, which reads the new value, not on the page's body.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-overridden-field') !== null);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('2125550188');
    const stored = await db.query<{ value: string }>(
      `select value from app_public.petition_form_overrides where petition_id = $1 and form = 'g-28'`,
      [petitionId],
    );
    expect(stored.rows).toEqual([{ value: '2125550188' }]);

    // Generate the G-28, then download it: the attorney's name from the profile and the override are in its fields.
    await generateFormOnCard(page, g28, 'G-28');
    await g28.getByRole('button', { name: 'Regenerate G-28' }).waitFor();
    // The button kept the focus while it generated (busy, not disabled, which drops it to the page's body).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Regenerate G-28');
    const g28Pdf = await downloadedForm(page, g28.getByRole('button', { name: 'Download G-28.pdf' }));
    expect(g28Pdf.getTextField(G28_ATTORNEY_FAMILY_NAME).getText()).toBe(ATTORNEY_FAMILY_NAME);
    // The PDF's field takes 10 characters (the API cuts longer values to the field's size).
    expect(g28Pdf.getTextField(G28_ATTORNEY_PHONE).getText()).toBe('2125550188');

    // The G-28 names no beneficiary: the I-129 carries the beneficiary's family name.
    const i129 = forms.getByRole('article', { name: I129_LABEL, exact: true });
    await generateFormOnCard(page, i129, I129_LABEL);
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

/** Settings → USCIS form editions: an I-140 (a form the O-1A tests here never fill) is given a newer edition. */
const I140_COMPANY_NAME = 'form1[0].#subform[0].Line2_CompanyName[0]';

describe('USCIS form editions (staff settings)', () => {
  it('uploads a newer blank edition, reports what it matched, pairs the reworded item by hand and withdraws it', async ({
    signedInPage,
  }) => {
    await db.query(`delete from app_public.uscis_form_editions where form = 'i-140'`);
    // Every field renamed, the barcodes on the new date, one item reworded: found by tooltip, except that one.
    const edition = await madeEdition('i-140-2024-06-07.pdf', {
      printedEdition: '03/01/26',
      retooltip: { [I140_COMPANY_NAME]: 'Part 1. 2. Name of the company or organization (reworded).' },
    });
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/settings/attorney-profile');
    await page
      .getByRole('navigation', { name: 'Settings pages' })
      .getByRole('link', { name: 'USCIS form editions' })
      .press('Enter');
    await page.getByRole('heading', { level: 1, name: 'USCIS form editions' }).waitFor();
    const i140 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Form I-140/ }) });
    await i140.getByText('In use: Edition 06/07/2024, shipped with the app').waitFor();

    await page
      .getByLabel('Blank form (PDF)')
      .setInputFiles({ name: 'i-140.pdf', mimeType: 'application/pdf', buffer: Buffer.from(edition) });
    await page.getByRole('button', { name: 'Add edition' }).click();
    await page
      .getByText('Added Form I-140, edition 03/01/2026. Every I-140 generated from now on is filled on it.')
      .waitFor({ timeout: 30_000 });
    await page
      .getByText(/^\d+ of \d+ fields the app fills were found by their tooltips\.$/)
      .first()
      .waitFor();
    await page
      .getByText('1 field was not found. The Forms tab lists it for you to enter by hand on the generated PDF:')
      .waitFor();
    await page
      .getByText(
        'Part 1. Information About the Person or Organization Filing This Petition. If an individual is filing this petition, answer Item Numbers 1. A. through 1. C. If a company or organization is filing this petition, answer Item Number 2. 2. Enter Company or Organization Name.',
      )
      .first()
      .waitFor();
    // The list now fills the I-140 on the added edition.
    await i140.getByText(/^In use: Edition 03\/01\/2026, added by .+ on \d{2}\/\d{2}\/\d{4}$/).waitFor();
    const { rows } = await db.query<{ edition: string }>(
      `select to_char(edition, 'YYYY-MM-DD') as edition from app_public.uscis_form_editions where form = 'i-140'`,
    );
    expect(rows).toEqual([{ edition: '2026-03-01' }]);

    // Alex pairs the reworded item by hand with the box that asks for it now, by its page and new words.
    const pairing = i140.getByRole('region', { name: 'Pair a field by hand' });
    const companyBox = pairing.getByLabel(/^Part 1\. Information About the Person or Organization Filing This Petition\./);
    await companyBox.selectOption({ label: 'Page 1: Part 1. 2. Name of the company or organization (reworded).' });
    await screenshot(page, 'uscis-form-editions');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await pairing.getByRole('button', { name: 'Pair' }).press('Enter');
    await page.getByText('Field paired. Forms generated from now on fill it in the box you chose.').waitFor();
    await i140.getByText(/\. All \d+ fields the app fills were found by their tooltips\.$/).waitFor();
    await pairing.waitFor({ state: 'detached' });
    await i140
      .getByRole('heading', { name: /^Form I-140/ })
      .and(page.locator(':focus'))
      .waitFor();
    const paired = await db.query<{ box: string; unmatched: string[] }>(
      `select field_names ->> $1 as box, unmatched_fields as unmatched from app_public.uscis_form_editions where form = 'i-140'`,
      [I140_COMPANY_NAME],
    );
    expect(paired.rows).toEqual([{ box: 'form1[0].#subform[0].Rev_Line2_CompanyName[0]', unmatched: [] }]);

    // The same file again is refused in words.
    await page
      .getByLabel('Blank form (PDF)')
      .setInputFiles({ name: 'i-140.pdf', mimeType: 'application/pdf', buffer: Buffer.from(edition) });
    await page.getByRole('button', { name: 'Add edition' }).click();
    await page
      .getByRole('alert')
      .getByText(
        'The app already has the I-140 edition 03/01/2026; this file is the edition 03/01/2026, which is not newer. Only a newer edition can be added.',
      )
      .waitFor({ timeout: 30_000 });

    // Alex takes the edition back: the shipped one is filled again.
    await i140.getByRole('button', { name: 'Withdraw edition 03/01/2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw the I-140 edition 03/01/2026?' });
    await dialog.getByRole('button', { name: 'Cancel' }).and(page.locator(':focus')).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page
      .getByText('Withdrew the I-140 edition 03/01/2026. Forms generated from now on are filled on edition 06/07/2024.')
      .waitFor();
    await i140.getByText('In use: Edition 06/07/2024, shipped with the app').waitFor();
    await i140
      .getByRole('heading', { name: /^Form I-140/ })
      .and(page.locator(':focus'))
      .waitFor();
    expect((await db.query(`select 1 from app_public.uscis_form_editions where form = 'i-140'`)).rows).toEqual([]);
    expect(consoleErrors.filter((message) => !message.includes('409'))).toEqual([]);
    await db.query(`delete from app_public.uscis_form_editions where form = 'i-140'`);
  });
});

/** The I-129 boxes only the customer can answer, from the one who gives each to the PDF staff generate. */
const I129_MALE = 'form1[0].#subform[2].Line1_Gender_P3[0]';
const I129_FEMALE = 'form1[0].#subform[2].Line1_Gender_P3[1]';
const I129_I94_NUMBER = 'form1[0].#subform[2].Part3Line5_ArrivalDeparture[0]';
const I129_LAST_ARRIVAL = 'form1[0].#subform[2].Part3Line5_DateofArrival[0]';
const I129_STATUS_EXPIRES = 'form1[0].#subform[2].Line11h_DateStatusExpires[0]';
const I129_YEAR_ESTABLISHED = 'form1[0].#subform[5].P5Line13_YearEstablished[0]';
const CUSTOMER_TIMEOUT = 15_000;
const OCR_TIMEOUT = 60_000;
const PASSPORT_FILE = 'uscis-forms-passport.jpg';

/** Priya's onboarding as two screens: her passport, and how she gets her visa (with her latest arrival). */
const passportAndFilingModules = () =>
  [
    ['e2e-identification', 'IDENTIFICATION', 'Identification Documents', 'e2e-passport', 'PASSPORT', 'Passport'],
    ['e2e-filing', 'FILING_TYPE', 'Filing Type', 'e2e-filing-type', 'FILING_TYPE', 'Filing type'],
  ].map(([id, type, title, exhibitId, exhibitType, name]) => ({
    id,
    type,
    title,
    subtitle: '',
    name: title,
    status: 'pending',
    exhibits: [
      {
        id: exhibitId,
        exhibitId: null,
        type: exhibitType,
        name,
        description: '',
        required: true,
        hidden: false,
        status: 'pending',
        data: {},
        moduleType: type,
      },
    ],
  }));

describe("the customer's answers on the I-129", () => {
  it('carries the sex and latest arrival Priya gives on her phone and the year Northwind gives in its wizard to the generated I-129; staff keep their earlier I-94 entry and correct her sex', async ({
    signedInPage,
  }) => {
    const petitionId = await demoO1aPetition();
    const onboarding = await priyasOnboarding(db);
    expect(onboarding.petitionId).toBe(petitionId);
    const priyaId = onboarding.priyaId;
    const startedAt = new Date();
    // What this test changes, put back afterwards (the app and its database are shared with other files).
    const person = (
      await db.query<Record<string, unknown>>(
        `select d.passport_number, d.given_name, d.surname, d.passport_middle_name, d.country_of_issue,
                to_char(d.expiration_date, 'YYYY-MM-DD') as expiration_date,
                to_char(d.date_of_birth, 'YYYY-MM-DD') as date_of_birth, d.sex, u.first_name, u.last_name
           from app_public.users u join app_public.user_data d on d.user_id = u.id where u.id = $1`,
        [priyaId],
      )
    ).rows[0]!;
    const petition = (
      await db.query<{ filing_type: string | null; metadata: unknown; company_id: string }>(
        'select filing_type, metadata, company_id from app_public.petitions where id = $1',
        [petitionId],
      )
    ).rows[0]!;
    const arrivals = (
      await db.query(
        `select id, petition_id, visa_class, to_char(date_of_entry, 'YYYY-MM-DD') as date_of_entry, i94_number, created_at
           from app_public.i94_entries where petition_id = $1`,
        [petitionId],
      )
    ).rows;
    const year = (
      await db.query<{ year_established: number | null }>('select year_established from app_public.companies where id = $1', [
        petition.company_id,
      ])
    ).rows[0]!.year_established;
    try {
      // Before the customer answers: no sex, no arrival and no year recorded; her birth date and citizenship as her
      // passport will say, so the passport differs from the case in nothing.
      await db.query(
        `update app_public.user_data set sex = null, date_of_birth = '1990-04-12', country_of_issue = 'IN' where user_id = $1`,
        [priyaId],
      );
      await db.query('delete from app_public.i94_entries where petition_id = $1', [petitionId]);
      // Staff's record of an earlier trip (migration 0081): her new arrival must be added beside it, not over it.
      await db.query(
        `insert into app_public.i94_entries (petition_id, visa_class, date_of_entry, i94_number) values ($1, 'B-2', '2019-01-10', '98765432101')`,
        [petitionId],
      );
      await db.query('update app_public.companies set year_established = null where id = $1', [petition.company_id]);
      await db.query('update app_public.onboardings set modules = $2 where petition_id = $1', [
        petitionId,
        JSON.stringify(passportAndFilingModules()),
      ]);

      // Priya, on her phone: her passport's photo page is read, its sex shown as a word, and she confirms it.
      const { page: phone } = await signedInPage(
        'beneficiary',
        '/onboarding/beneficiary/identification?id=e2e-identification&exhibitId=e2e-passport',
        { viewport: PHONE },
      );
      await screenTitle(phone, 'Passport');
      await phone
        .getByRole('region', { name: 'Upload your passport' })
        .locator('input[type=file]')
        .setInputFiles({
          name: PASSPORT_FILE,
          mimeType: 'image/jpeg',
          buffer: await renderDataPage({
            issuingState: 'IND',
            surname: String(person['last_name']).toUpperCase(),
            givenNames: String(person['first_name']).toUpperCase(),
            documentNumber: 'Z4821937',
            nationality: 'IND',
            birthDate: '900412',
            sex: 'F',
            expiryDate: '351231',
            personalNumber: '',
          }),
        });
      const details = phone.getByRole('region', { name: 'Passport details' });
      await details.waitFor({ timeout: OCR_TIMEOUT });
      // The sex read ('F') shows as its word in the select.
      await expect.poll(() => details.getByLabel('Sex').textContent(), { timeout: OCR_TIMEOUT }).toBe('Female');
      await details.getByRole('button', { name: 'Confirm passport details' }).click();
      await phone.getByText('Passport details confirmed.').waitFor({ timeout: CUSTOMER_TIMEOUT });

      // How she gets her visa: changing status in the United States, so she gives her latest arrival from her I-94.
      await phone.goto(
        new URL('/onboarding/beneficiary/filing-type?id=e2e-filing&exhibitId=e2e-filing-type', phone.url()).toString(),
      );
      await screenTitle(phone, 'Filing type');
      await phone.getByRole('radio', { name: 'Change of Status' }).click();
      const arrival = phone.getByRole('region', { name: 'Your latest arrival in the United States' });
      await arrival.getByLabel('I-94 record number').fill('12345');
      await arrival.getByLabel('Most recent date of entry').fill('2023-08-27');
      await arrival.getByLabel('Class of admission').fill('f-1');
      await arrival.getByRole('button', { name: 'Save arrival record' }).click();
      await arrival.getByText(/^Enter the I-94 number as printed/).waitFor();
      await arrival.getByLabel('I-94 record number').fill('123456789a1');
      // A student's I-94 admits her for the duration of status: a date before her entry is refused, D/S is kept.
      const admitUntil = arrival.getByLabel('Admit until date');
      await admitUntil.fill('2023-08-01');
      await arrival.getByRole('button', { name: 'Save arrival record' }).click();
      await arrival.getByText(/^Enter the admit-until date as YYYY-MM-DD, on or after the date of entry/).waitFor();
      expect(await admitUntil.getAttribute('aria-invalid')).toBe('true');
      await admitUntil.fill('d/s');
      await arrival.getByRole('button', { name: 'Save arrival record' }).click();
      await arrival.getByText('Saved.', { exact: true }).waitFor({ timeout: CUSTOMER_TIMEOUT });
      await expect
        .poll(
          async () =>
            (
              await db.query(
                `select admit_until, admitted_for_duration_of_status as ds from app_public.i94_entries
                  where petition_id = $1 and date_of_entry = '2023-08-27'`,
                [petitionId],
              )
            ).rows,
        )
        .toEqual([{ admit_until: null, ds: true }]);
      expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(phone)).toEqual([]);
      await phone.getByRole('button', { name: 'Next', exact: true }).click();
      await expect
        .poll(async () => (await db.query('select filing_type from app_public.petitions where id = $1', [petitionId])).rows[0])
        .toEqual({ filing_type: 'change_of_status' });

      // Northwind's admin, in the employer wizard's company details: a year to come is refused, then the real one.
      const { page: employer } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/employer-history`);
      await expectStep(employer, 'employer-history', 'Employer History');
      const yearField = employer.getByLabel('Year the company was established');
      await yearField.fill(String(new Date().getUTCFullYear() + 1));
      await employer.getByText(/^Enter the year the company was established as four digits/).waitFor();
      await yearField.fill('2012');
      await employer.getByRole('button', { name: 'Next', exact: true }).click();
      await expectStep(employer, 'immigration-questions', 'Immigration Questions');

      // Staff see her I-94 number on the petition page and generate the I-129: the three boxes are filled.
      const { page } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
      await page.getByText('F-1, entered 08/27/2023, I-94 number 123456789A1').first().waitFor();
      // The arrival history, latest first: her new trip, and staff's earlier one kept.
      const beneficiaryDetails = page.getByRole('region', { name: 'Beneficiary details' });
      await expect
        .poll(() => beneficiaryDetails.getByRole('list', { name: 'Arrival history' }).getByRole('listitem').allInnerTexts())
        .toEqual([
          'F-1, entered 08/27/2023, I-94 number 123456789A1, admitted for the duration of status (D/S) (latest, used by the forms; given by the beneficiary)',
          'B-2, entered 01/10/2019, I-94 number 98765432101 (recorded by staff)',
        ]);
      // Staff read the sex she confirmed as a word, and correct it (the passport was misread): the I-129 follows.
      const sex = beneficiaryDetails.getByLabel('Sex (as in the passport)');
      await expect.poll(() => sex.locator('option:checked').innerText()).toBe('Female');
      await sex.selectOption({ label: 'Male' });
      await expect
        .poll(async () => (await db.query('select sex from app_public.user_data where user_id = $1', [priyaId])).rows[0])
        .toEqual({ sex: 'M' });
      const forms = await openFormsPanel(page);
      const i129 = forms.getByRole('article', { name: I129_LABEL, exact: true });
      // The first test generated it already: wait for this generation's notice (the list is read again before it),
      // not the earlier copy's "Generated".
      await i129.getByRole('button', { name: new RegExp(`^(Generate|Regenerate) ${I129_LABEL}$`) }).click();
      await page.getByText(`${I129_LABEL} generated.`, { exact: true }).waitFor();
      const pdf = await downloadedForm(page, i129.getByRole('button', { name: 'Download I-129.pdf' }));
      expect(pdf.getCheckBox(I129_MALE).isChecked()).toBe(true);
      expect(pdf.getCheckBox(I129_FEMALE).isChecked()).toBe(false);
      expect(pdf.getTextField(I129_I94_NUMBER).getText()).toBe('123456789A1');
      expect(pdf.getTextField(I129_LAST_ARRIVAL).getText()).toBe('08/27/2023');
      expect(pdf.getTextField(I129_STATUS_EXPIRES).getText()).toBe('D/S');
      expect(pdf.getTextField(I129_YEAR_ESTABLISHED).getText()).toBe('2012');

      // Staff correct the latest arrival themselves (the class she typed was her visa's, not the I-94's): the header
      // and the history follow, and the entry is now staff's.
      const correction = beneficiaryDetails.getByRole('region', { name: 'Arrival history (I-94)' });
      await correction.getByLabel('Class of admission').fill('f1');
      expect(await correction.getByLabel('Admit until date').inputValue()).toBe('D/S');
      await correction.getByRole('button', { name: 'Correct latest arrival' }).click();
      await correction.getByRole('status').getByText('Latest arrival saved.').waitFor();
      await page
        .getByText('F1, entered 08/27/2023, I-94 number 123456789A1, admitted for the duration of status (D/S)', { exact: true })
        .waitFor();
      await expect
        .poll(() => correction.getByRole('list', { name: 'Arrival history' }).getByRole('listitem').allInnerTexts())
        .toEqual([
          'F1, entered 08/27/2023, I-94 number 123456789A1, admitted for the duration of status (D/S) (latest, used by the forms; recorded by staff)',
          'B-2, entered 01/10/2019, I-94 number 98765432101 (recorded by staff)',
        ]);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    } finally {
      await restoreOnboarding(db, onboarding);
      await db.query(
        `update app_public.user_data set passport_number = $2, given_name = $3, surname = $4, passport_middle_name = $5,
                country_of_issue = $6, expiration_date = $7, date_of_birth = $8, sex = $9 where user_id = $1`,
        [
          priyaId,
          person['passport_number'],
          person['given_name'],
          person['surname'],
          person['passport_middle_name'],
          person['country_of_issue'],
          person['expiration_date'],
          person['date_of_birth'],
          person['sex'],
        ],
      );
      await db.query('update app_public.petitions set filing_type = $2, metadata = $3 where id = $1', [
        petitionId,
        petition.filing_type,
        JSON.stringify(petition.metadata),
      ]);
      await db.query('delete from app_public.i94_entries where petition_id = $1', [petitionId]);
      for (const row of arrivals) {
        await db.query(
          `insert into app_public.i94_entries (id, petition_id, visa_class, date_of_entry, i94_number, created_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [row.id, row.petition_id, row.visa_class, row.date_of_entry, row.i94_number, row.created_at],
        );
      }
      await db.query('update app_public.companies set year_established = $2 where id = $1', [petition.company_id, year]);
      await db.query('delete from app_public.passport_confirmations where user_id = $1 and created_at >= $2', [
        priyaId,
        startedAt,
      ]);
      await db.query(
        `delete from app_public.immigration_documents where owner_id = $1
            and file_id in (select id from app_public.files where name = $2)`,
        [priyaId, PASSPORT_FILE],
      );
    }
  });
});
