import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { FEIN_RULE_TEXT, FIELD_RULE_TEXTS } from '@app/domain';
import { it } from './support/fixtures.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';

/** The I-129's missing fields that the petitioner's company profile fills. */
const PROFILE_FIELDS = [
  'Petitioner mailing address: street',
  'Petitioner mailing address: city or town',
  'Petitioner daytime telephone',
  'Type of business',
  'Current number of U.S. employees',
];

async function openFormsPanel(page: Page): Promise<Locator> {
  await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
  const section = page.getByRole('region', { name: 'Filled from the case' });
  await section.getByRole('article').first().waitFor();
  return section;
}

/** The I-129's list of missing fields, as the Forms panel shows it. */
async function i129Missing(forms: Locator): Promise<string> {
  const list = forms.getByRole('list', { name: /^Missing fields of I-129/ });
  await list.waitFor();
  return list.innerText();
}

describe('petitioner company profile on /admin/entities', () => {
  it('staff enter a new petitioner’s address, telephone and business figures, and the I-129 stops asking for them', async ({
    signedInPage,
    db,
  }) => {
    // A brand-new case: a company the employer has not onboarded (no address, no telephone) and its O-1A petition.
    const dbaName = `Voltaic Cells ${randomUUID().slice(0, 8)}`;
    const { rows: companies } = await db.query<{ id: string }>(
      `insert into app_public.companies (dba_name) values ($1) returning id`,
      [dbaName],
    );
    const companyId = companies[0]!.id;
    const { rows: users } = await db.query<{ id: string }>(
      `insert into app_public.users (full_name, first_name, last_name) values ('Lena Varga', 'Lena', 'Varga') returning id`,
    );
    const { rows: petitions } = await db.query<{ id: string }>(
      `insert into app_public.petitions (company_id, beneficiary_id, visa_class) values ($1, $2, 'o_1a') returning id`,
      [companyId, users[0]!.id],
    );
    const petitionId = petitions[0]!.id;

    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const before = await i129Missing(await openFormsPanel(page));
    for (const field of PROFILE_FIELDS) expect(before).toContain(field);

    // The petitioner's record on the Entities page has the profile the forms read.
    await page.goto(`${new URL(page.url()).origin}/admin/entities?type=COMPANY&id=${companyId}`);
    const profile = page.getByRole('form', { name: 'Company profile' });
    await profile.waitFor();
    await profile.getByRole('textbox', { name: 'FEIN' }).fill('12-345');
    await profile.getByRole('textbox', { name: 'Daytime telephone' }).fill('call me');
    await profile.getByRole('textbox', { name: 'Street address' }).fill('500 Congress Avenue');
    await profile.getByRole('textbox', { name: 'City' }).fill('Austin');
    await profile.getByRole('combobox', { name: 'State' }).click();
    await page.keyboard.type('Texas');
    await page.getByRole('option', { name: 'Texas', exact: true }).click();
    await profile.getByRole('textbox', { name: 'ZIP code' }).fill('7870');
    await profile.getByRole('combobox', { name: 'Type of business' }).selectOption('Technology');
    await profile.getByRole('textbox', { name: 'Current number of U.S. employees' }).fill('1,200');

    // The domain's rules hold in the form: nothing is saved until the FEIN, the telephone and the ZIP code are fixed.
    const save = profile.getByRole('button', { name: 'Save company profile' });
    await save.click();
    await profile.getByText(FEIN_RULE_TEXT).waitFor();
    await profile.getByText(FIELD_RULE_TEXTS.phone).waitFor();
    await profile.getByText(FIELD_RULE_TEXTS.zipCode).waitFor();
    const { rows: unsaved } = await db.query('select ein from app_public.companies where id = $1', [companyId]);
    expect(unsaved[0]!.ein).toBeNull();
    // Nine digits typed without the dash are saved as NN-NNNNNNN.
    await profile.getByRole('textbox', { name: 'FEIN' }).fill('123456789');
    await profile.getByRole('textbox', { name: 'Daytime telephone' }).fill('(512) 555-0142');
    await profile.getByRole('textbox', { name: 'ZIP code' }).fill('78701');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await save.click();
    await page.getByText('Company profile saved').waitFor();
    // The form shows what was stored: the FEIN in its one written form.
    expect(await profile.getByRole('textbox', { name: 'FEIN' }).inputValue()).toBe('12-3456789');
    await screenshot(page, 'company-profile');

    const { rows: saved } = await db.query(
      `select ein, phone_number, street_number_street_name_business_address as street, city, state, zip_code, country,
              company_type_of_business, current_number_of_employees
         from app_public.companies where id = $1`,
      [companyId],
    );
    expect(saved[0]).toEqual({
      ein: '12-3456789',
      phone_number: '(512) 555-0142',
      street: '500 Congress Avenue',
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      country: 'US',
      company_type_of_business: 'Technology',
      current_number_of_employees: 1200,
    });

    // The employer answers in the wizard while staff's form is still open: staff's next save sends only what staff
    // changed, so the employer's answer is not written over with the form's older value.
    await db.query('update app_public.companies set current_number_of_employees = 1350 where id = $1', [companyId]);
    await profile.getByRole('textbox', { name: 'Daytime telephone' }).fill('(512) 555-0199');
    await save.click();
    await expect
      .poll(async () => (await db.query('select phone_number from app_public.companies where id = $1', [companyId])).rows[0])
      .toEqual({ phone_number: '(512) 555-0199' });
    const { rows: both } = await db.query<{ current_number_of_employees: number }>(
      'select current_number_of_employees from app_public.companies where id = $1',
      [companyId],
    );
    expect(both[0]!.current_number_of_employees).toBe(1350);
    // And the form now shows what is stored, the employer's answer included.
    await expect.poll(() => profile.getByRole('textbox', { name: 'Current number of U.S. employees' }).inputValue()).toBe('1350');

    // What staff entered reaches the form: the I-129 no longer lists those fields as missing.
    await page.goto(`${new URL(page.url()).origin}/admin/petition-builder/${petitionId}`);
    const after = await i129Missing(await openFormsPanel(page));
    for (const field of PROFILE_FIELDS) expect(after).not.toContain(field);
    expect(consoleErrors).toEqual([]);
  });
});
