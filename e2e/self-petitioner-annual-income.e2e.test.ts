import { ANNUAL_INCOME_RULE_TEXT, CURRENT_FORM_EDITIONS } from '@app/domain';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { downloadedForm } from './support/form-pdf.ts';
import { priyasOnboarding, screenTitle } from './support/onboarding-screens.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

/**
 * A self-petitioner's annual income (migration 0111), from the person who knows it to the filed PDF: Priya, whose
 * EB-1A petition has no petitioner company, gives it on her phone in her employment history step (cents are refused
 * with the rule's sentence) → Alex reads it and corrects it on the petition page's beneficiary details → the I-140
 * staff generate prints it in Part 5 item 12, the individual petitioner's annual income.
 * An app of its own: it turns the demo O-1A petition of Priya into a self-petition, as the signed-forms test does.
 */
const it = withOwnApp({});

const TIMEOUT = 15_000;
const INCOME_LABEL = 'Petitioner annual income (individual)';

let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** Only the employment history step, as a checklist the test can open directly. */
const employmentModule = () => [
  {
    id: 'h5-employment',
    type: 'EMPLOYMENT',
    title: 'Professional Details',
    subtitle: '',
    name: 'Professional Details',
    status: 'pending',
    exhibits: [
      {
        id: 'h5-history',
        exhibitId: null,
        type: 'EMPLOYMENT_HISTORY',
        name: 'Employment history',
        description: '',
        required: true,
        hidden: false,
        status: 'pending',
        data: {},
        moduleType: 'EMPLOYMENT',
      },
    ],
  },
];

const storedIncome = async (userId: string) =>
  (
    await db.query<{ annual_income: number | null }>('select annual_income from app_public.user_data where user_id = $1', [
      userId,
    ])
  ).rows[0]?.annual_income ?? null;

async function generateI140(page: Page) {
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
  const card = page.getByRole('region', { name: 'Filled from the case' }).getByRole('article', { name: 'I-140', exact: true });
  await card.getByRole('button', { name: /^(Generate|Regenerate) I-140$/ }).click();
  await page.getByText('I-140 generated.', { exact: true }).waitFor({ timeout: 60_000 });
  return downloadedForm(page, card.getByRole('button', { name: 'Download I-140.pdf' }));
}

describe('a self-petitioner’s annual income, phone → petition page → I-140', () => {
  it('Priya gives it on her phone, Alex corrects it on the petition page, the I-140 prints it in Part 5 item 12', async ({
    signedInPage,
  }) => {
    const { petitionId, priyaId } = await priyasOnboarding(db);
    // A self-petition: EB-1A, no petitioner company (the beneficiary is the petitioner).
    await db.query(
      `update app_public.petitions set visa_class = 'eb_1a', company_id = null, worksite_office_id = null where id = $1`,
      [petitionId],
    );
    await db.query('update app_public.onboardings set modules = $2 where petition_id = $1', [
      petitionId,
      JSON.stringify(employmentModule()),
    ]);
    await db.query('update app_public.user_data set annual_income = null where user_id = $1', [priyaId]);

    // Priya, on her phone: the employment history step asks her annual income, since she files for herself.
    const priya = await signedInPage('beneficiary', '/onboarding/beneficiary/employment?id=h5-employment&exhibitId=h5-history', {
      viewport: PHONE,
    });
    await screenTitle(priya.page, 'Employment history');
    const section = priya.page.getByRole('region', { name: 'Your annual income' });
    await section.waitFor({ timeout: TIMEOUT });
    const income = section.getByLabel('Annual income (US dollars)');
    const save = section.getByRole('button', { name: 'Save annual income' });

    // Cents are not whole dollars: the rule's sentence, the typed text kept to fix, nothing saved.
    await income.fill('85,000.50');
    await save.click();
    await section.getByText(ANNUAL_INCOME_RULE_TEXT).waitFor({ timeout: TIMEOUT });
    expect(await income.inputValue()).toBe('85,000.50');
    expect(await storedIncome(priyaId)).toBeNull();
    await expectFitsPhone(priya.page, 'self-petitioner-income-refused');

    await income.fill('$142,000');
    await save.click();
    await section.getByText('Saved.', { exact: true }).waitFor({ timeout: TIMEOUT });
    await expect.poll(() => storedIncome(priyaId), { timeout: TIMEOUT }).toBe(142_000);
    await expectFitsPhone(priya.page, 'self-petitioner-income-saved');
    expect(await seriousAccessibilityViolations(priya.page)).toEqual([]);
    expect(priya.consoleErrors).toEqual([]);

    // Alex reads it on the petition page's beneficiary details and corrects it (autosaved).
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    await staff.page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });
    const person = staff.page.getByRole('region', { name: 'Beneficiary details' }).getByRole('group', { name: 'Person data' });
    const staffIncome = person.getByLabel('Annual income (individual petitioner, US dollars)');
    await expect.poll(() => staffIncome.inputValue(), { timeout: TIMEOUT }).toBe('142000');
    await staffIncome.fill('$1.5');
    await person.getByText(ANNUAL_INCOME_RULE_TEXT).waitFor({ timeout: TIMEOUT });
    await staffIncome.fill('$145,500');
    await expect.poll(() => storedIncome(priyaId), { timeout: TIMEOUT }).toBe(145_500);
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    // The I-140 prints it where the form asks an individual petitioner's annual income.
    const i140 = await generateI140(staff.page);
    const entry = CURRENT_FORM_EDITIONS['i-140'].fields.find((candidate) => candidate.label === INCOME_LABEL);
    expect(i140.getTextField(entry!.field).getText()).toBe('145,500.00');
    expect(staff.consoleErrors).toEqual([]);
  }, 240_000);
});
