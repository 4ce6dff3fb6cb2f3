import type pg from 'pg';
import type { Page } from 'playwright-core';
import { CURRENT_FORM_EDITIONS, NAICS_CODE_RULE_TEXT } from '@app/domain';
import { describe, expect } from 'vitest';
import { EMPLOYER_WIZARD, expectStep, northwindId, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { isOperation } from './support/graphql-operations.ts';
import { withOwnApp } from './support/fixtures.ts';
import { generatedFormFields } from './support/form-pdf.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, horizontalOverflow, PHONE } from './support/phone.ts';
import type { RunningApp } from './support/start-app.ts';
import { nextSubscription } from './support/subscriptions.ts';

/**
 * Staff's full date established (Entities, migration 0086) and the employer wizard's "Year established"
 * (docs/decisions.md, "The employer wizard and staff's date established"): once staff gave the date, the wizard shows
 * it and keeps the year read-only at the date's year, so the save the database used to refuse ("…must be in the year
 * it was established.") no longer happens; a page opened before staff gave the date learns it on Next, keeps the
 * employer's other answers and saves them with the date's year. Staff's date is never cleared by the employer.
 */
// An app of its own: the tests change Northwind's company record, which the wizard's other files read. The NAICS
// code's walk (employer → staff → the I-140) shares it rather than starting another app.
const it = withOwnApp({});
let db: pg.Client;
let app: RunningApp;

it.beforeAll(({ db: fileDb, app: fileApp }) => {
  db = fileDb;
  app = fileApp;
});

const EXPLANATION = 'Your provider recorded the date established as March 4, 2011.';

interface Established {
  year_established: number | null;
  date_established: string | null;
  current_number_of_employees: string | null;
}

async function established(companyId: string): Promise<Established> {
  const { rows } = await db.query<Established>(
    `select year_established, to_char(date_established, 'YYYY-MM-DD') as date_established,
            current_number_of_employees::text from app_public.companies where id = $1`,
    [companyId],
  );
  return rows[0]!;
}

const yearField = (page: Page) => page.getByLabel('Year the company was established');
const employeesField = (page: Page) => page.getByLabel('Current number of employees');

describe("employer wizard: staff's date established", () => {
  it('Alex gives the date on Entities; Daniel reads it beside the year and saves without a refusal', async ({ signedInPage }) => {
    const companyId = await northwindId(db);
    const before = await established(companyId);
    // The year the employer gave earlier; no full date yet.
    await db.query('update app_public.companies set year_established = 2011, date_established = null where id = $1', [companyId]);
    try {
      // Daniel has the step open before staff give the date.
      const { page: stale } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/employer-history`, { viewport: PHONE });
      await expectStep(stale, 'employer-history', 'Employer History');
      await yearField(stale).waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await stale.getByText(EXPLANATION).count()).toBe(0);

      // Alex gives Northwind's full date established on Entities.
      const { page: staff } = await signedInPage('staffAdmin', '/admin/entities');
      await staff.getByRole('searchbox', { name: 'Search' }).fill('Northwind Robotics');
      await staff
        .getByRole('region', { name: 'Entity list' })
        .getByRole('button', { name: 'Northwind Robotics', exact: true })
        .click();
      const editor = staff.getByRole('region', { name: 'Entity editor' });
      await editor.getByLabel('Date established').fill('2011-03-04');
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      await staff.getByText('Saved Northwind Robotics').waitFor({ timeout: STEP_TIMEOUT_MS });
      await expect.poll(async () => (await established(companyId)).date_established).toBe('2011-03-04');

      // On the page opened before: another year and a new head count. This save used to be refused by the database
      // with the rule's sentence; now the wizard reads the date, shows it, puts its year and keeps the head count.
      await yearField(stale).fill('2013');
      await employeesField(stale).fill('57');
      await stale.getByRole('button', { name: 'Next', exact: true }).click();
      await stale.getByText(EXPLANATION).waitFor({ timeout: STEP_TIMEOUT_MS });
      await stale
        .getByRole('alert')
        .filter({ hasText: 'so the year is now 2011 (you had entered 2013). Your other answers are kept' })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await yearField(stale).inputValue()).toBe('2011');
      expect(await employeesField(stale).inputValue()).toBe('57');
      expect(await stale.getByText(/must be in the year it was established|There was an error saving/).count()).toBe(0);
      await screenshot(stale, 'employer-date-established-refreshed-390');
      await stale.getByRole('button', { name: 'Next', exact: true }).click();
      await expectStep(stale, 'immigration-questions', 'Immigration Questions');
      expect(await established(companyId)).toEqual({
        year_established: 2011,
        date_established: '2011-03-04',
        current_number_of_employees: '57',
      });

      // Opened now, on a phone: the date beside the year, which is read-only (the explanation says who changes it).
      const { page } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/employer-history`, { viewport: PHONE });
      await expectStep(page, 'employer-history', 'Employer History');
      await page.getByText(EXPLANATION).waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.getByText('If it is wrong, ask your case team to correct it in Help and support.', { exact: false }).waitFor();
      const year = yearField(page);
      expect(await year.inputValue()).toBe('2011');
      expect(await year.getAttribute('readonly')).not.toBeNull();
      // The explanation is the field's description, read with it by a screen reader.
      expect(await year.evaluate((input) => input.getAttribute('aria-describedby') ?? '')).not.toBe('');
      const described = await year.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      expect(described).toContain(EXPLANATION);
      await year.focus();
      await page.keyboard.type('2015');
      expect(await year.inputValue()).toBe('2011');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshot(page, 'employer-date-established-390');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expectStep(page, 'immigration-questions', 'Immigration Questions');
      expect((await established(companyId)).date_established).toBe('2011-03-04');
    } finally {
      await db.query(
        `update app_public.companies set date_established = null, year_established = $2,
                current_number_of_employees = $3::int where id = $1`,
        [companyId, before.year_established, before.current_number_of_employees],
      );
      await db.query('update app_public.companies set date_established = $2::date where id = $1', [
        companyId,
        before.date_established,
      ]);
    }
  });
});

describe('the NAICS code, employer → staff → the I-140', () => {
  const naicsField = (page: Page) => page.getByLabel('NAICS code (optional)');
  const storedNaics = async (companyId: string) =>
    (await db.query<{ naics_code: string | null }>('select naics_code from app_public.companies where id = $1', [companyId]))
      .rows[0]?.naics_code;

  it('Daniel gives it on a phone (a bad one is refused and kept to fix), Alex reads it, the I-140 prints it', async ({
    signedInPage,
  }) => {
    const companyId = await northwindId(db);
    await db.query('update app_public.companies set naics_code = null where id = $1', [companyId]);
    try {
      const { page, consoleErrors } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/employer-history`, {
        viewport: PHONE,
      });
      await expectStep(page, 'employer-history', 'Employer History');
      const naics = naicsField(page);
      await naics.waitFor({ timeout: STEP_TIMEOUT_MS });
      // The hint says what the code is and where to find it, read with the field by a screen reader.
      const described = await naics.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      expect(described).toContain('North American Industry Classification System');

      // A code with a dash: the rule's sentence, the typed text kept to fix, nothing saved, still on the step.
      await naics.fill('54-1715');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText(NAICS_CODE_RULE_TEXT).waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await naics.inputValue()).toBe('54-1715');
      await expectStep(page, 'employer-history', 'Employer History');
      expect(await storedNaics(companyId)).toBeNull();
      await expectFitsPhone(page, 'employer-naics-refused');

      await naics.fill(' 541715 ');
      await page.getByText(NAICS_CODE_RULE_TEXT).waitFor({ state: 'detached' });
      await expectFitsPhone(page, 'employer-naics');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expectStep(page, 'immigration-questions', 'Immigration Questions');
      await expect.poll(() => storedNaics(companyId)).toBe('541715');
      expect(consoleErrors).toEqual([]);

      // Alex reads it on Northwind's company profile (Entities).
      const { page: staff } = await signedInPage('staffAdmin', `/admin/entities?type=COMPANY&id=${companyId}`);
      const profile = staff.getByRole('form', { name: 'Company profile' });
      await profile.waitFor({ timeout: STEP_TIMEOUT_MS });
      await expect.poll(() => profile.getByRole('textbox', { name: 'NAICS code' }).inputValue()).toBe('541715');

      // An EB-1A petition of Northwind: its I-140, generated through the API as Alex, prints the code in Part 5.
      const { rows: users } = await db.query<{ id: string }>(
        `insert into app_public.users (full_name, first_name, last_name) values ('Tomas Reyes', 'Tomas', 'Reyes') returning id`,
      );
      const { rows: petitions } = await db.query<{ id: string }>(
        `insert into app_public.petitions (company_id, beneficiary_id, visa_class) values ($1, $2, 'eb_1a') returning id`,
        [companyId, users[0]!.id],
      );
      const i140 = await generatedFormFields(app, 'staffAdmin', petitions[0]!.id, 'i-140');
      const entry = CURRENT_FORM_EDITIONS['i-140'].fields.find((candidate) => candidate.label === 'NAICS code');
      expect(i140.getTextField(entry!.field).getText()).toBe('541715');
    } finally {
      await db.query('update app_public.companies set naics_code = null where id = $1', [companyId]);
    }
  });
});

describe("staff's Entities page follows what the employer saves, live", () => {
  it('Daniel saves Employer History on his phone; Alex sees it on Northwind without a reload, keeping the field he types in', async ({
    signedInPage,
  }) => {
    const companyId = await northwindId(db);
    const { rows } = await db.query<Record<'naics_code' | 'employees' | 'phone' | 'ein' | 'gross' | 'net', string | null>>(
      `select naics_code, current_number_of_employees::text as employees, phone_number as phone, ein,
              company_gross_annual_income::text as gross, company_net_annual_income::text as net
         from app_public.companies where id = $1`,
      [companyId],
    );
    const before = rows[0]!;
    await db.query('update app_public.companies set naics_code = null where id = $1', [companyId]);
    try {
      // Alex has Northwind open on Entities; the page listens to the company (companyUpdated).
      const { page: staff, consoleErrors } = await signedInPage('staffAdmin', '/admin/entities');
      const subscribed = nextSubscription(staff, 'CompanyEntityChanged');
      await staff.goto(`${app.url}/admin/entities?type=COMPANY&id=${companyId}`);
      const profile = staff.getByRole('form', { name: 'Company profile' });
      await profile.waitFor({ timeout: STEP_TIMEOUT_MS });
      await subscribed;
      // Give the server a moment to start listening for the subscription's topic.
      await staff.waitForTimeout(1_000);
      await staff.evaluate(() => {
        (window as unknown as { notReloaded?: boolean }).notReloaded = true;
      });
      const naics = profile.getByRole('textbox', { name: 'NAICS code' });
      const staffEmployees = profile.getByRole('textbox', { name: 'Current number of U.S. employees' });
      expect(await naics.inputValue()).toBe('');
      // Alex is typing a head count he has not saved yet when Daniel's answers arrive.
      await staffEmployees.fill('75');
      await staffEmployees.focus();

      // Daniel answers Employer History on his phone: another head count and the NAICS code.
      const { page: phone } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/employer-history`, { viewport: PHONE });
      await expectStep(phone, 'employer-history', 'Employer History');
      await employeesField(phone).waitFor({ timeout: STEP_TIMEOUT_MS });
      await employeesField(phone).fill('64');
      await phone.getByLabel('NAICS code (optional)').fill('541715');
      // The step's other required answers, whatever the demo company holds.
      await phone.getByLabel('FEIN (Federal Employer Identification Number)').fill('12-3456789');
      await phone.getByLabel('Gross annual income (USD)').fill('48500000');
      await phone.getByLabel('Net annual income (USD)').fill('3100000');
      await phone.getByRole('button', { name: 'Next', exact: true }).click();
      await expectStep(phone, 'immigration-questions', 'Immigration Questions');

      // Alex's page shows the NAICS code without a reload; the head count he is typing stays his, and so does the focus.
      await expect.poll(() => naics.inputValue(), { timeout: 10_000 }).toBe('541715');
      expect(await staffEmployees.inputValue()).toBe('75');
      expect(await staffEmployees.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await staff.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

      // His save sends his head count only: Daniel's NAICS code stays.
      const save = profile.getByRole('button', { name: 'Save company profile' });
      await save.click();
      await staff.getByText('Company profile saved').first().waitFor();
      await expect
        .poll(
          async () =>
            (await db.query('select current_number_of_employees::text as n from app_public.companies where id = $1', [companyId]))
              .rows[0],
        )
        .toEqual({ n: '75' });
      const { rows: saved } = await db.query('select naics_code from app_public.companies where id = $1', [companyId]);
      expect(saved[0]).toEqual({ naics_code: '541715' });

      // His own next save comes back as his page's echo: the page does not read the profile again for it.
      await staff.waitForTimeout(1_500);
      const profileReads: string[] = [];
      staff.on('request', (request) => {
        if (isOperation(request, 'CompanyProfile')) profileReads.push(request.url());
      });
      await profile.getByRole('textbox', { name: 'Daytime telephone' }).fill('(512) 555-0177');
      await save.click();
      await expect
        .poll(async () => (await db.query('select phone_number from app_public.companies where id = $1', [companyId])).rows[0])
        .toEqual({ phone_number: '(512) 555-0177' });
      await staff.waitForTimeout(1_500);
      expect(profileReads).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await db.query(
        `update app_public.companies set naics_code = $2, current_number_of_employees = $3::int, phone_number = $4, ein = $5,
                company_gross_annual_income = $6::numeric, company_net_annual_income = $7::numeric where id = $1`,
        [companyId, before.naics_code, before.employees, before.phone, before.ein, before.gross, before.net],
      );
    }
  });
});
