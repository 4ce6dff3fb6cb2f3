import { FIELD_RULE_TEXTS as RULE } from '@app/domain';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { EMPLOYER_WIZARD as BASE, expectStep, northwindId, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { withOwnApp } from './support/fixtures.ts';
import { openPetitionAsStaff } from './support/petition-page.ts';
import type { RunningApp } from './support/start-app.ts';
import { postJsonAsSignedIn } from './support/signed-in-fetch.ts';

/**
 * Issue 26: a value that breaks its field's rule is refused everywhere: the form shows what is expected,
 * the autosave indicator says it is not saved, nothing of it reaches the database (not even the wizard's
 * stored answers), and the valid edits around it are still saved. The app and database are this file's
 * own, so the demo company and petition it edits are not shared with other files.
 */
const it = withOwnApp({});
let app: RunningApp;
let db: pg.Client;
it.beforeAll(({ app: ownApp, db: ownDb }) => {
  app = ownApp;
  db = ownDb;
});

const NOT_SAVED = 'Not saved: fix the highlighted field';
const SAVED = 'All changes saved';
const SAVE_TIMEOUT_MS = 10_000;
const status = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).first();
const waitForText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });

/** The employer wizard's stored answers for one step (what a reload starts the form from). */
async function storedAnswers(companyId: string, step: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ answers: Record<string, unknown> | null }>(
    'select answers -> $2::text as answers from app_public.employer_onboardings where company_id = $1',
    [companyId, step],
  );
  return rows[0]?.answers ?? {};
}

/** A GraphQL request from the page with its signed-in user's token: what any client could send. */
async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  return postJsonAsSignedIn<{ errors?: { message: string }[] }>(page, '/graphql', { query, variables });
}

describe('validation that never saves bad data (issue 26)', () => {
  it('the employer wizard refuses a bad phone, e-mail, blank first name and ZIP, and keeps the valid edits', async ({
    signedInPage,
  }) => {
    const companyId = await northwindId(db);
    const { page } = await signedInPage('employerAdmin', `${BASE}/confirm-contact`);
    await expectStep(page, 'confirm-contact', 'Your Details');
    const firstName = await page.getByLabel('First name').inputValue();
    const email = await page.getByLabel('Email').inputValue();
    expect(firstName).not.toBe('');

    // A valid phone number is saved.
    await page.getByLabel('Phone').fill('+1 (512) 555-0142');
    await expect
      .poll(async () => (await storedAnswers(companyId, 'confirmContact')).phone, { timeout: SAVE_TIMEOUT_MS })
      .toBe('+1 (512) 555-0142');
    await status(page).getByText(SAVED).waitFor();

    // Bad values: each is refused with what is expected; a valid role typed alongside is still saved.
    await page.getByLabel('Phone').fill('abc');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('First name').fill('');
    await page.getByLabel('Role').fill('Chief Robot Officer');
    await waitForText(page, RULE.phone);
    await waitForText(page, RULE.email);
    await waitForText(page, RULE.firstName);
    await status(page).getByText(NOT_SAVED).waitFor();
    await expect
      .poll(async () => (await storedAnswers(companyId, 'confirmContact')).role, { timeout: SAVE_TIMEOUT_MS })
      .toBe('Chief Robot Officer');
    expect(await storedAnswers(companyId, 'confirmContact')).toMatchObject({
      phone: '+1 (512) 555-0142',
      email,
      firstName,
    });
    expect(await page.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    // Next is refused too: the step stays.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectStep(page, 'confirm-contact', 'Your Details');

    // After a reload the valid values are there, none of the refused ones.
    await page.reload();
    await expectStep(page, 'confirm-contact', 'Your Details');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+1 (512) 555-0142');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('First name').inputValue()).toBe(firstName);
    expect(await page.getByLabel('Role').inputValue()).toBe('Chief Robot Officer');

    // Fixing the field clears its message and the indicator.
    await page.getByLabel('Phone').fill('abc');
    await waitForText(page, RULE.phone);
    await status(page).getByText(NOT_SAVED).waitFor();
    await page.getByLabel('Phone').fill('512 555 0199');
    await page.getByText(RULE.phone, { exact: true }).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await status(page).getByText(SAVED).waitFor({ timeout: SAVE_TIMEOUT_MS });
    expect((await storedAnswers(companyId, 'confirmContact')).phone).toBe('512 555 0199');

    // The HQ address: ZIP 'ABC' is refused and the saved ZIP stays.
    await page.goto(`${app.url}${BASE}/confirm-address`);
    await expectStep(page, 'confirm-address', 'U.S. company mailing address');
    const zip = await page.getByLabel('ZIP code').inputValue();
    expect(zip).toMatch(/^\d{5}$/);
    await page.getByLabel('ZIP code').fill('ABC');
    await page.getByLabel('City').fill('Round Rock');
    await waitForText(page, RULE.zipCode);
    await status(page).getByText(NOT_SAVED).waitFor();
    await expect
      .poll(async () => (await storedAnswers(companyId, 'confirmAddress')).address, { timeout: SAVE_TIMEOUT_MS })
      .toMatchObject({ city: 'Round Rock', zip });
    await page.reload();
    await expectStep(page, 'confirm-address', 'U.S. company mailing address');
    expect(await page.getByLabel('ZIP code').inputValue()).toBe(zip);
    expect(await page.getByLabel('City').inputValue()).toBe('Round Rock');
    const { rows } = await db.query<{ zip_code: string }>('select zip_code from app_public.companies where id = $1', [companyId]);
    expect(rows[0]!.zip_code).toBe(zip);
  });

  it("a salary of 'lots', -5 employees and '40 hrs' a week say what is expected, not 'Required', and are not saved", async ({
    signedInPage,
  }) => {
    const companyId = await northwindId(db);
    const { page } = await signedInPage('employerAdmin', `${BASE}/employer-history`);
    await expectStep(page, 'employer-history', 'Employer History');
    await page.getByLabel('Current number of employees').fill('-5');
    await waitForText(page, RULE.employees);
    await status(page).getByText(NOT_SAVED).waitFor();
    expect(await page.getByText('Required', { exact: true }).count()).toBe(0);
    await page.getByLabel('Current number of employees').fill('42');
    await expect
      .poll(async () => (await storedAnswers(companyId, 'employerHistory')).currentNumberOfEmployees, {
        timeout: SAVE_TIMEOUT_MS,
      })
      .toBe('42');

    await page.goto(`${app.url}${BASE}/beneficiary`);
    await expectStep(page, 'beneficiary', 'US Role Offer');
    await page.getByLabel('Proposed salary (USD)').fill('lots');
    await waitForText(page, RULE.salary);
    await status(page).getByText(NOT_SAVED).waitFor();
    await page.waitForTimeout(1_000);
    expect((await storedAnswers(companyId, 'beneficiary')).proposedSalary).not.toBe('lots');
    // Hours typed with their unit: the rule's sentence, never zod's own English ("expected number, received NaN").
    await page.getByLabel('Hours per week').fill('40 hrs');
    await waitForText(page, RULE.hoursPerWeek);
    expect(await page.getByText(/expected number/).count()).toBe(0);
    await page.reload();
    await expectStep(page, 'beneficiary', 'US Role Offer');
    expect(await page.getByLabel('Proposed salary (USD)').inputValue()).not.toBe('lots');
  });

  it("staff's target date 2026-13-45 and a 314-character receipt number are refused and kept on screen", async ({
    signedInPage,
  }) => {
    const companyId = await northwindId(db);
    const { rows } = await db.query<{ id: string; target_submission_date: string | null }>(
      `select id, to_char(target_submission_date, 'YYYY-MM-DD') as target_submission_date from app_public.petitions
       where company_id = $1 order by created_at limit 1`,
      [companyId],
    );
    const petition = rows[0]!;
    const stored = async () =>
      (
        await db.query<{ target: string | null; receipt: string | null }>(
          `select to_char(target_submission_date, 'YYYY-MM-DD') as target, uscis_receipt_number as receipt
           from app_public.petitions where id = $1`,
          [petition.id],
        )
      ).rows[0]!;
    const before = await stored();
    const { page } = await openPetitionAsStaff(signedInPage, petition.id);
    const caseFields = page.getByRole('region', { name: 'Case fields' });
    const target = caseFields.getByLabel('Target submission date', { exact: true });
    const receipt = caseFields.getByLabel('USCIS receipt number', { exact: true });

    await target.fill('2026-13-45');
    await caseFields.getByText(RULE.caseDate, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await caseFields.getByText(NOT_SAVED).waitFor();
    await page.waitForTimeout(1_000);
    expect(await target.inputValue()).toBe('2026-13-45'); // not silently cleared
    expect(await target.getAttribute('aria-invalid')).toBe('true');
    expect((await stored()).target).toBe(before.target);

    const junk = 'x'.repeat(314);
    await receipt.fill(junk);
    await caseFields.getByText(RULE.receiptNumber, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.waitForTimeout(1_000);
    expect(await receipt.inputValue()).toBe(junk);
    expect((await stored()).receipt).toBe(before.receipt);

    // Fixed values are saved (a receipt number typed in lower case with a space is stored in capitals).
    await target.fill('2026-12-01');
    await receipt.fill('wac 2512345678');
    await expect.poll(stored, { timeout: SAVE_TIMEOUT_MS }).toEqual({ target: '2026-12-01', receipt: 'WAC2512345678' });
    expect(await caseFields.getByText(NOT_SAVED).count()).toBe(0);

    // The API refuses the same values with the same sentence (the database check, mapped).
    const update = `mutation($id: UUID!, $patch: PetitionPatch!) { updatePetitionById(input: { id: $id, petitionPatch: $patch }) { petition { id } } }`;
    const refusedReceipt = await graphql(page, update, { id: petition.id, patch: { uscisReceiptNumber: junk } });
    expect(refusedReceipt.errors?.[0]?.message).toBe(RULE.receiptNumber);
    const refusedDate = await graphql(page, update, { id: petition.id, patch: { targetSubmissionDate: '1999-12-31' } });
    expect(refusedDate.errors?.[0]?.message).toBe(RULE.caseDate);
    expect(await stored()).toEqual({ target: '2026-12-01', receipt: 'WAC2512345678' });
  });

  it('the API refuses dates of birth such as 99999-01-01 or -infinity, a salary of NaN and a week of 500 hours', async ({
    signedInPage,
  }) => {
    const { rows } = await db.query<{ user_id: string; dob: string; employment_id: string; salary: string }>(
      `select d.user_id, d.date_of_birth::text as dob, e.id as employment_id, e.salary::text as salary
       from app_public.user_data d join app_public.user_employments e on e.user_id = d.user_id
       where d.date_of_birth is not null and e.salary is not null order by d.user_id limit 1`,
    );
    const person = rows[0]!;
    const { page } = await signedInPage('staffAdmin', '/');
    const birth = `mutation($userId: UUID!, $dob: Date!) {
      updateUserDatumByUserId(input: { userId: $userId, userDatumPatch: { dateOfBirth: $dob } }) { userDatum { id } } }`;
    for (const dob of ['99999-01-01', '-infinity', '1850-06-01']) {
      const answer = await graphql(page, birth, { userId: person.user_id, dob });
      expect(answer.errors?.length, dob).toBeGreaterThan(0);
    }
    expect((await graphql(page, birth, { userId: person.user_id, dob: '1850-06-01' })).errors?.[0]?.message).toBe(RULE.birthDate);
    const salary = `mutation($id: UUID!, $salary: BigFloat!) {
      updateUserEmploymentById(input: { id: $id, userEmploymentPatch: { salary: $salary } }) { userEmployment { id } } }`;
    for (const amount of ['NaN', '-5', '0']) {
      const answer = await graphql(page, salary, { id: person.employment_id, salary: amount });
      expect(answer.errors?.[0]?.message, amount).toBe(RULE.salary);
    }
    // Migration 0070: no week of 0, negative or more than 168 hours, in the words of the form's rule.
    const hours = `mutation($id: UUID!, $hours: BigFloat!) {
      updateUserEmploymentById(input: { id: $id, userEmploymentPatch: { hoursPerWeek: $hours } }) { userEmployment { id } } }`;
    for (const amount of ['NaN', '0', '-5', '500']) {
      const answer = await graphql(page, hours, { id: person.employment_id, hours: amount });
      expect(answer.errors?.[0]?.message, amount).toBe(RULE.hoursPerWeek);
    }
    const after = await db.query<{ dob: string; salary: string }>(
      `select d.date_of_birth::text as dob, e.salary::text as salary from app_public.user_data d
       join app_public.user_employments e on e.user_id = d.user_id where e.id = $1`,
      [person.employment_id],
    );
    expect(after.rows[0]).toEqual({ dob: person.dob, salary: person.salary });
  });
});
