import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { downloadedForm } from './support/form-pdf.ts';
import { priyasOnboarding, restoreOnboarding, screenTitle } from './support/onboarding-screens.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { horizontalOverflow, PHONE } from './support/phone.ts';

/**
 * Staff choose the beneficiary's country of birth and the passport's country of issue on the petition page
 * (docs/decisions.md, "Staff choose the beneficiary's countries; the passport number's check"): the countries the
 * I-129 asks for (its citizenship is the passport's country), by name from the shared country list, stored in the
 * same person-data row the beneficiary's place-of-birth and passport-issue sections show her.
 */

const I129_LABEL = 'I-129 with the O and P classification supplement';
const I129_COUNTRY_OF_BIRTH = 'form1[0].#subform[2].Part3Line4_CountryOfBirth[0]';
const I129_PASSPORT_COUNTRY = 'form1[0].#subform[2].Line_CountryOfIssuance[0]';
const I129_CITIZENSHIP = 'form1[0].#subform[2].Part3Line4_CountryOfCitizenship[0]';
const COUNTRY_ROWS = /Beneficiary country of birth|Beneficiary passport country of issuance|Beneficiary country of citizenship/;
const TIMEOUT = 15_000;

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const step = (moduleId: string, moduleType: string, id: string, type: string, name: string) => ({
  id: moduleId,
  type: moduleType,
  title: name,
  subtitle: '',
  name,
  status: 'pending',
  exhibits: [
    { id, exhibitId: null, type, name, description: '', required: true, hidden: false, status: 'pending', data: {}, moduleType },
  ],
});

/** Her legal-name step (with the place of birth) and her passport step (with the passport's issue), opened directly. */
const countrySteps = () => [
  step('h2-personal', 'PERSONAL', 'h2-legal-name', 'LEGAL_NAME', 'Legal name'),
  step('h2-identification', 'IDENTIFICATION', 'h2-passport', 'PASSPORT', 'Passport'),
];

const countries = async (priyaId: string) =>
  (
    await db.query<{ country_birth: string | null; country_of_issue: string | null }>(
      'select country_birth, country_of_issue from app_public.user_data where user_id = $1',
      [priyaId],
    )
  ).rows[0];

async function generateI129(page: Page): Promise<Locator> {
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
  const i129 = page.getByRole('region', { name: 'Filled from the case' }).getByRole('article', { name: I129_LABEL, exact: true });
  await i129.getByRole('button', { name: new RegExp(`^(Generate|Regenerate) ${I129_LABEL}$`) }).click();
  await page.getByText(`${I129_LABEL} generated.`, { exact: true }).waitFor({ timeout: TIMEOUT });
  return i129;
}

/** Opens the country picker named `label` in `scope`, searches the name and chooses it. */
async function chooseCountry(page: Page, scope: Locator, label: string, country: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('combobox', { name: 'Search countries...' }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
}

describe("staff choose the beneficiary's countries", () => {
  it('Alex Morgan picks the country of birth and the passport country on the petition page: the I-129 is filled with their names, and Priya sees them on her phone', async ({
    signedInPage,
  }) => {
    const onboarding = await priyasOnboarding(db);
    const { petitionId, priyaId } = onboarding;
    const before = await countries(priyaId);
    try {
      // A new case: she has given neither yet.
      await db.query('update app_public.user_data set country_birth = null, country_of_issue = null where user_id = $1', [
        priyaId,
      ]);
      await db.query('delete from app_public.petition_form_overrides where petition_id = $1', [petitionId]);
      await db.query('update app_public.onboardings set modules = $2 where petition_id = $1', [
        petitionId,
        JSON.stringify(countrySteps()),
      ]);

      const { page } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
      await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });
      const person = page.getByRole('region', { name: 'Beneficiary details' }).getByRole('group', { name: 'Person data' });
      const birthCountry = person.getByRole('combobox', { name: 'Country of birth', exact: true });
      const passportCountry = person.getByRole('combobox', { name: 'Passport country of issue', exact: true });
      await expect.poll(() => birthCountry.innerText(), { timeout: TIMEOUT }).toBe('Select a country');

      // The I-129 asks for the countries (its citizenship is the passport's country).
      let i129 = await generateI129(page);
      const missing = i129.getByRole('list', { name: `Missing fields of ${I129_LABEL}` });
      for (const label of ['Beneficiary country of birth', 'Beneficiary passport country of issuance']) {
        await missing.getByText(new RegExp(label)).first().waitFor();
      }

      // Staff choose them by name; the ISO codes are stored, the names shown.
      await chooseCountry(page, person, 'Country of birth', 'Kenya');
      await chooseCountry(page, person, 'Passport country of issue', 'India');
      await expect.poll(() => countries(priyaId), { timeout: TIMEOUT }).toEqual({ country_birth: 'KE', country_of_issue: 'IN' });
      expect(await birthCountry.innerText()).toBe('Kenya');
      expect(await passportCountry.innerText()).toBe('India');
      await person.getByText('All changes saved').first().waitFor();

      // The regenerated I-129 no longer asks for them, and its PDF holds the countries' names.
      i129 = await generateI129(page);
      await expect.poll(() => i129.getByText(COUNTRY_ROWS).allInnerTexts(), { timeout: TIMEOUT }).toEqual([]);
      const form = await downloadedForm(page, i129.getByRole('button', { name: 'Download I-129.pdf' }));
      expect(form.getTextField(I129_COUNTRY_OF_BIRTH).getText()).toBe('Kenya');
      expect(form.getTextField(I129_PASSPORT_COUNTRY).getText()).toBe('India');
      expect(form.getTextField(I129_CITIZENSHIP).getText()).toBe('India');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Priya, on her phone, sees staff's countries by name in her place of birth and passport issue sections.
      const { page: phone } = await signedInPage(
        'beneficiary',
        '/onboarding/beneficiary/personal?id=h2-personal&exhibitId=h2-legal-name',
        { viewport: PHONE },
      );
      await screenTitle(phone, 'Legal name');
      const birth = phone.getByRole('region', { name: 'Place of birth' });
      await expect
        .poll(() => birth.getByRole('combobox', { name: 'Country of birth', exact: true }).innerText(), { timeout: TIMEOUT })
        .toBe('Kenya');
      expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(phone)).toEqual([]);

      await phone.goto(
        new URL('/onboarding/beneficiary/identification?id=h2-identification&exhibitId=h2-passport', phone.url()).toString(),
      );
      await screenTitle(phone, 'Passport');
      const issue = phone.getByRole('region', { name: 'Passport issue' });
      await expect
        .poll(() => issue.getByRole('combobox', { name: 'Place of issue (country)', exact: true }).innerText(), {
          timeout: TIMEOUT,
        })
        .toBe('India');
      expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    } finally {
      await restoreOnboarding(db, onboarding);
      await db.query('update app_public.user_data set country_birth = $2, country_of_issue = $3 where user_id = $1', [
        priyaId,
        before?.country_birth ?? null,
        before?.country_of_issue ?? null,
      ]);
    }
    // Two I-129s generated and two people's pages: past the default two minutes on a loaded two-core machine.
  }, 180_000);
});
