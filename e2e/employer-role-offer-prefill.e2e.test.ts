import type pg from 'pg';
import { describe, expect } from 'vitest';
import { EMPLOYER_WIZARD, expectStep, next, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { withOwnApp } from './support/fixtures.ts';
import { openPetitionAsStaff } from './support/petition-page.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

// An app of its own: the test takes away Priya's saved role offer and changes her petition's builder words.
const it = withOwnApp({});

let db: pg.Client;
it.beforeAll(async ({ db: fileDb }) => {
  db = fileDb;
});

const ROLE = 'Principal Perception Engineer';
const SALARY = '$212,500 per year';

describe("the employer's role offer starts from the builder's words", () => {
  it('staff set the role and salary in the builder; Daniel on a phone finds them in the role offer, saves, and the petition page agrees', async ({
    signedInPage,
  }) => {
    const { rows } = await db.query<{ petition_id: string; company_id: string; user_id: string }>(`
      select p.id as petition_id, p.company_id, u.id as user_id
      from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
      where u.email = 'priya@demo.petition.studio' and p.latest_petition order by p.created_at limit 1`);
    const priya = rows[0]!;
    // No saved offer yet for Priya at her employer (the demo seeds one), and no draft of the step.
    await db.query('delete from app_public.user_employments where user_id = $1 and company_id = $2', [
      priya.user_id,
      priya.company_id,
    ]);
    await db.query(`update app_public.employer_onboardings set answers = answers - 'beneficiary' where company_id = $1`, [
      priya.company_id,
    ]);
    const metadata = async () =>
      (
        await db.query<{ metadata: Record<string, unknown> }>('select metadata from app_public.petitions where id = $1', [
          priya.petition_id,
        ])
      ).rows[0]!.metadata;

    // Staff type the role and salary in the petition's case fields (the builder's words, petitions.metadata).
    const staff = await openPetitionAsStaff(signedInPage, priya.petition_id);
    const caseField = (label: string) =>
      staff.page.getByRole('region', { name: 'Case fields' }).getByLabel(label, { exact: true });
    await caseField('Proposed US role').fill(ROLE);
    await caseField('Proposed US salary').fill(SALARY);
    await expect.poll(async () => (await metadata())['proposedUSRole'], { timeout: STEP_TIMEOUT_MS }).toBe(ROLE);
    await expect.poll(async () => (await metadata())['proposedUSSalary'], { timeout: STEP_TIMEOUT_MS }).toBe(SALARY);
    await staff.page.context().close();

    // Daniel on a phone: the role offer starts from those words, the salary as its amount and frequency.
    const { page, consoleErrors } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/beneficiary`, { viewport: PHONE });
    await expectStep(page, 'beneficiary', 'US Role Offer');
    const chooser = page.getByRole('group', { name: 'Which beneficiary is this for?' });
    if ((await chooser.count()) > 0) await chooser.getByRole('radio', { name: /Priya Sharma/ }).check();
    await expect.poll(() => page.getByLabel('Role title').inputValue()).toBe(ROLE);
    expect(await page.getByLabel('Proposed salary (USD)').inputValue()).toBe('212,500');
    expect(await page.getByRole('radio', { name: 'Annual', exact: true }).isChecked()).toBe(true);
    // Nothing is saved until Daniel saves the step.
    expect(
      (
        await db.query('select 1 from app_public.user_employments where user_id = $1 and company_id = $2', [
          priya.user_id,
          priya.company_id,
        ])
      ).rowCount,
    ).toBe(0);
    await expectFitsPhone(page, 'employer-role-offer-prefilled');
    await page.getByLabel('Start date').fill('2027-01-04');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await next(page);
    await page.getByRole('button', { name: 'Back', exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          (
            await db.query<{ position: string; salary: string; salary_frequency: string }>(
              `select position, salary::numeric::text as salary, salary_frequency from app_public.user_employments
               where user_id = $1 and company_id = $2`,
              [priya.user_id, priya.company_id],
            )
          ).rows,
        { timeout: STEP_TIMEOUT_MS },
      )
      .toEqual([{ position: ROLE, salary: expect.stringMatching(/^212500(\.0+)?$/), salary_frequency: 'annual' }]);
    expect(consoleErrors).toEqual([]);

    // The petition page reads the same: the builder's words, and no note under them that the forms print the
    // employer's offer instead (it shows when the offer says something else: BuilderCaseFields.test).
    const after = await openPetitionAsStaff(signedInPage, priya.petition_id);
    const region = after.page.getByRole('region', { name: 'Case fields' });
    expect(await region.getByLabel('Proposed US role', { exact: true }).inputValue()).toBe(ROLE);
    expect(await region.getByLabel('Proposed US salary', { exact: true }).inputValue()).toBe(SALARY);
    expect(await after.page.getByText(/^The forms print .*\(the employer's role offer from onboarding\)\.$/).count()).toBe(0);
    await after.page.context().close();
  });
});
