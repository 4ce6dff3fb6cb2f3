import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { downloadedForm } from './support/form-pdf.ts';
import { priyasOnboarding, restoreOnboarding, screenTitle } from './support/onboarding-screens.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { horizontalOverflow, PHONE } from './support/phone.ts';

/**
 * Staff read and enter the beneficiary's address history on the petition page (docs/decisions.md, "Staff enter the
 * beneficiary's addresses; dates typed on a phone"): the same user_addresses rows, fields and rules as her onboarding
 * address section, so each side sees the other's change, and the I-129 prints her foreign address from them.
 */

const it = withOwnApp({});

const I129_LABEL = 'I-129 with the O and P classification supplement';
const FOREIGN = 'form1[0].#subform[3].';
const TIMEOUT = 15_000;

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

interface AddressRow {
  street: string;
  street2: string | null;
  city: string;
  province: string | null;
  postal_code: string | null;
  country: string;
  from_date: string;
  to_date: string | null;
  is_current: boolean;
}

const addressesOf = async (priyaId: string) =>
  (
    await db.query<AddressRow>(
      `select street, street2, city, province, postal_code, country, from_date::text, to_date::text, is_current
         from app_public.user_addresses where user_id = $1 order by from_date`,
      [priyaId],
    )
  ).rows;

async function replaceAddresses(priyaId: string, rows: AddressRow[]) {
  await db.query('delete from app_public.user_addresses where user_id = $1', [priyaId]);
  for (const row of rows) {
    await db.query(
      `insert into app_public.user_addresses (user_id, street, street2, city, province, postal_code, country, from_date, to_date, is_current)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        priyaId,
        row.street,
        row.street2,
        row.city,
        row.province,
        row.postal_code,
        row.country,
        row.from_date,
        row.to_date,
        row.is_current,
      ],
    );
  }
}

const AUSTIN: AddressRow = {
  street: '500 Congress Ave',
  street2: null,
  city: 'Austin',
  province: 'TX',
  postal_code: '78701',
  country: 'US',
  from_date: '2021-08-01',
  to_date: null,
  is_current: true,
};

/** Her foreign-address step (with the address history under it), opened directly. */
const addressStep = () => [
  {
    id: 'h2-personal',
    type: 'PERSONAL',
    title: 'Foreign address',
    subtitle: '',
    name: 'Foreign address',
    status: 'pending',
    exhibits: [
      {
        id: 'h2-foreign-address',
        exhibitId: null,
        type: 'FOREIGN_ADDRESS',
        name: 'Foreign address',
        description: '',
        required: true,
        hidden: false,
        status: 'pending',
        data: {},
        moduleType: 'PERSONAL',
      },
    ],
  },
];

async function chooseCountry(page: Page, scope: Locator, label: string, country: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('combobox', { name: 'Search countries...' }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
}

const staffAddresses = (page: Page) =>
  page.getByRole('region', { name: 'Beneficiary details' }).getByRole('region', { name: 'Addresses' });

describe("staff enter the beneficiary's addresses", () => {
  it('Alex Morgan adds a previous address on the petition page, Priya sees and corrects it on her phone, staff see her change and the I-129 prints it', async ({
    signedInPage,
  }) => {
    const onboarding = await priyasOnboarding(db);
    const { petitionId, priyaId } = onboarding;
    const before = await addressesOf(priyaId);
    try {
      // She has given her current address in Austin only.
      await replaceAddresses(priyaId, [AUSTIN]);
      await db.query('delete from app_public.petition_form_overrides where petition_id = $1', [petitionId]);
      await db.query('update app_public.onboardings set modules = $2 where petition_id = $1', [
        petitionId,
        JSON.stringify(addressStep()),
      ]);

      const { page } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
      await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });
      const addresses = staffAddresses(page);
      const list = addresses.getByRole('list', { name: 'Address history' });
      await list.getByText('500 Congress Ave, Austin, TX, 78701, United States').waitFor({ timeout: TIMEOUT });
      await list.getByText('(08/01/2021 – current address)').waitFor();

      // Staff add where she lived before, with the beneficiary's own fields; an end before the start is refused.
      await addresses.getByRole('button', { name: 'Add an address' }).click();
      const added = addresses.getByRole('form', { name: 'New address' });
      await added.getByLabel('Street address').fill('14 Riverside Drive');
      await added.getByLabel('City').fill('Nairobi');
      await added.getByLabel('Postal code').fill('00100');
      await chooseCountry(page, added, 'Country', 'Kenya');
      expect(await added.getByLabel('Current address (lives here now)').isChecked()).toBe(false);
      await added.getByLabel('Lived here from').fill('2015-01-01');
      await added.getByLabel('Lived here until').fill('2014-12-31');
      await added.getByRole('button', { name: 'Save address' }).click();
      await added.getByText('The start date must be on or before the end date.').waitFor();
      expect(await addressesOf(priyaId)).toEqual([AUSTIN]);
      await added.getByLabel('Lived here until').fill('2019-12-31');
      await added.getByRole('button', { name: 'Save address' }).click();
      await addresses.getByRole('status').getByText('Address added.').waitFor({ timeout: TIMEOUT });
      const nairobi: AddressRow = {
        street: '14 Riverside Drive',
        street2: null,
        city: 'Nairobi',
        province: null,
        postal_code: '00100',
        country: 'KE',
        from_date: '2015-01-01',
        to_date: '2019-12-31',
        is_current: false,
      };
      expect(await addressesOf(priyaId)).toEqual([nairobi, AUSTIN]);
      // The current address first, then the earlier one; countries by name, dates as the app writes them.
      const rows = (await list.getByRole('listitem').allInnerTexts()).map((row) => row.replaceAll(/\s+/g, ' '));
      expect(rows).toEqual([
        expect.stringContaining('500 Congress Ave, Austin, TX, 78701, United States (08/01/2021 – current address)'),
        expect.stringContaining('14 Riverside Drive, Nairobi, 00100, Kenya (01/01/2015 – 12/31/2019)'),
      ]);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Priya, on her phone, finds it in her address history and corrects it, typing the date on a digit keypad.
      const { page: phone } = await signedInPage(
        'beneficiary',
        '/onboarding/beneficiary/personal?id=h2-personal&exhibitId=h2-foreign-address',
        { viewport: PHONE },
      );
      await screenTitle(phone, 'Foreign address');
      const history = phone.getByRole('region', { name: 'Address history' });
      const first = history.getByRole('group', { name: 'Address 1' });
      await expect.poll(() => first.getByLabel('Street address').inputValue(), { timeout: TIMEOUT }).toBe('14 Riverside Drive');
      expect(await first.getByRole('combobox', { name: 'Country', exact: true }).innerText()).toBe('Kenya');
      expect(await first.getByLabel('Lived here until').inputValue()).toBe('2019-12-31');
      expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
      await first.getByLabel('Street address').fill('16 Riverside Drive');
      const from = first.getByLabel('Lived here from');
      expect(await from.getAttribute('inputmode')).toBe('numeric');
      await from.fill('');
      await from.pressSequentially('20150201');
      expect(await from.inputValue()).toBe('2015-02-01');
      await history.getByRole('button', { name: 'Save address history' }).click();
      await history.getByText('Saved.').waitFor({ timeout: TIMEOUT });
      const corrected = { ...nairobi, street: '16 Riverside Drive', from_date: '2015-02-01' };
      expect(await addressesOf(priyaId)).toEqual([corrected, AUSTIN]);
      expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(phone)).toEqual([]);

      // Staff see her change, and correct the postal code in the same row.
      await page.reload();
      await list.getByText('16 Riverside Drive, Nairobi, 00100, Kenya').waitFor({ timeout: TIMEOUT });
      await list.getByText('(02/01/2015 – 12/31/2019)').waitFor();
      await addresses.getByRole('button', { name: 'Edit address 16 Riverside Drive' }).click();
      const edited = addresses.getByRole('form', { name: 'Edit address' });
      expect(await edited.getByLabel('Lived here from').inputValue()).toBe('2015-02-01');
      await edited.getByLabel('Postal code').fill('00200');
      await edited.getByRole('button', { name: 'Save address' }).click();
      await addresses.getByRole('status').getByText('Address saved.').waitFor({ timeout: TIMEOUT });
      expect(await addressesOf(priyaId)).toEqual([{ ...corrected, postal_code: '00200' }, AUSTIN]);

      // The I-129 prints her foreign address from the same rows.
      await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
      const i129 = page
        .getByRole('region', { name: 'Filled from the case' })
        .getByRole('article', { name: I129_LABEL, exact: true });
      await i129.getByRole('button', { name: new RegExp(`^(Generate|Regenerate) ${I129_LABEL}$`) }).click();
      await page.getByText(`${I129_LABEL} generated.`, { exact: true }).waitFor({ timeout: TIMEOUT });
      const form = await downloadedForm(page, i129.getByRole('button', { name: 'Download I-129.pdf' }));
      expect(form.getTextField(`${FOREIGN}Line2b_StreetNumberName[0]`).getText()).toBe('16 Riverside Drive');
      expect(form.getTextField(`${FOREIGN}Line2c_CityTown[0]`).getText()).toBe('Nairobi');
      expect(form.getTextField(`${FOREIGN}Line3f_PostalCode[0]`).getText()).toBe('00200');
      expect(form.getTextField(`${FOREIGN}Line_Country[0]`).getText()).toBe('Kenya');

      // Staff remove it again (asked first); only her current address is left.
      await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).waitFor();
      await addresses.getByRole('button', { name: 'Remove address 16 Riverside Drive' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await addresses.getByRole('status').getByText('Address removed.').waitFor({ timeout: TIMEOUT });
      expect(await addressesOf(priyaId)).toEqual([AUSTIN]);
    } finally {
      await restoreOnboarding(db, onboarding);
      await replaceAddresses(priyaId, before);
    }
    // One I-129 generated and two people's pages: past the default two minutes on a loaded two-core machine.
  }, 180_000);
});
