import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { downloadedForm } from './support/form-pdf.ts';
import { priyasOnboarding, restoreOnboarding, screenTitle } from './support/onboarding-screens.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { horizontalOverflow, PHONE } from './support/phone.ts';

/**
 * Staff enter a beneficiary's person data on the petition page before she onboards (docs/decisions.md, "Staff edit
 * the beneficiary's person data"): the same row, rules and checks as her passport step, so the I-129 is filled from
 * it and she sees what staff typed in her checklist.
 */

const I129_LABEL = 'I-129 with the O and P classification supplement';
const I129_DATE_OF_BIRTH = 'form1[0].#subform[2].Line6_DateOfBirth[0]';
const I129_PASSPORT_NUMBER = 'form1[0].#subform[2].Part3Line5_PassportorTravDoc[0]';
const BIRTH_DATE_RULE = 'Enter a date of birth as YYYY-MM-DD, after 1900 and not in the future';
const TIMEOUT = 15_000;

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** Only the passport step, as a checklist the test can open directly. */
const passportModule = () => [
  {
    id: 'h6-identification',
    type: 'IDENTIFICATION',
    title: 'Identification Documents',
    subtitle: '',
    name: 'Identification Documents',
    status: 'pending',
    exhibits: [
      {
        id: 'h6-passport',
        exhibitId: null,
        type: 'PASSPORT',
        name: 'Passport',
        description: '',
        required: true,
        hidden: false,
        status: 'pending',
        data: {},
        moduleType: 'IDENTIFICATION',
      },
    ],
  },
];

const personRow = async (priyaId: string) =>
  (
    await db.query<{ date_of_birth: string | null; passport_number: string | null }>(
      `select to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, passport_number from app_public.user_data where user_id = $1`,
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

describe("staff enter the beneficiary's person data", () => {
  it('Alex Morgan enters a date of birth and passport number on the petition page: a future date is refused, the I-129 is filled, and Priya sees them on her phone', async ({
    signedInPage,
  }) => {
    const onboarding = await priyasOnboarding(db);
    const { petitionId, priyaId } = onboarding;
    const before = (
      await db.query<Record<string, unknown>>(
        `select to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, passport_number,
                to_char(date_of_issue, 'YYYY-MM-DD') as date_of_issue from app_public.user_data where user_id = $1`,
        [priyaId],
      )
    ).rows[0]!;
    try {
      // A new case: she has given neither yet.
      await db.query(
        'update app_public.user_data set date_of_birth = null, passport_number = null, date_of_issue = null where user_id = $1',
        [priyaId],
      );
      await db.query('delete from app_public.petition_form_overrides where petition_id = $1', [petitionId]);
      await db.query('update app_public.onboardings set modules = $2 where petition_id = $1', [
        petitionId,
        JSON.stringify(passportModule()),
      ]);

      const { page } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
      await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });
      const person = page.getByRole('region', { name: 'Beneficiary details' }).getByRole('group', { name: 'Person data' });
      const birth = person.getByLabel('Date of birth', { exact: true });
      const number = person.getByLabel('Passport number', { exact: true });

      // The I-129 asks for both.
      let i129 = await generateI129(page);
      const missing = i129.getByRole('list', { name: `Missing fields of ${I129_LABEL}` });
      await missing
        .getByText(/Beneficiary date of birth/)
        .first()
        .waitFor();
      await missing
        .getByText(/Beneficiary passport number/)
        .first()
        .waitFor();

      // A date of birth to come is refused with the domain's sentence, and nothing is saved.
      await birth.fill('2099-01-01');
      await person.getByText(BIRTH_DATE_RULE, { exact: true }).waitFor();
      expect(await birth.getAttribute('aria-invalid')).toBe('true');
      await page.waitForTimeout(1_500);
      expect(await personRow(priyaId)).toEqual({ date_of_birth: null, passport_number: null });

      // The real ones are saved as typed.
      await birth.fill('1990-04-12');
      await number.fill('Z4821937');
      await expect
        .poll(() => personRow(priyaId), { timeout: TIMEOUT })
        .toEqual({ date_of_birth: '1990-04-12', passport_number: 'Z4821937' });
      expect(await person.getByText(BIRTH_DATE_RULE).count()).toBe(0);

      // The I-129 no longer asks for them: the generated form holds them.
      i129 = await generateI129(page);
      await expect
        .poll(() => i129.getByText(/Beneficiary date of birth|Beneficiary passport number/).allInnerTexts(), { timeout: TIMEOUT })
        .toEqual([]);
      const form = await downloadedForm(page, i129.getByRole('button', { name: 'Download I-129.pdf' }));
      expect(form.getTextField(I129_DATE_OF_BIRTH).getText()).toBe('04/12/1990');
      expect(form.getTextField(I129_PASSPORT_NUMBER).getText()).toBe('Z4821937');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Priya, on her phone, sees what staff entered in her passport step.
      const { page: phone } = await signedInPage(
        'beneficiary',
        '/onboarding/beneficiary/identification?id=h6-identification&exhibitId=h6-passport',
        { viewport: PHONE },
      );
      await screenTitle(phone, 'Passport');
      const onFile = phone.getByRole('region', { name: 'Passport details on file' });
      await onFile.waitFor({ timeout: TIMEOUT });
      await onFile.getByText('Z4821937', { exact: true }).waitFor();
      // The date as the portal writes dates (MM/dd/yyyy in English), not as stored.
      await onFile.getByText('04/12/1990', { exact: true }).waitFor();
      expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    } finally {
      await restoreOnboarding(db, onboarding);
      await db.query(
        'update app_public.user_data set date_of_birth = $2, passport_number = $3, date_of_issue = $4 where user_id = $1',
        [priyaId, before['date_of_birth'], before['passport_number'], before['date_of_issue']],
      );
    }
  });
});
