import { EMPLOYER_ONBOARDING_TEXTS as T, WAITING_TIMEOUT_MS } from '@app/domain';
import type pg from 'pg';
import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  documentSection,
  EMPLOYER_WIZARD as BASE,
  expectStep,
  next,
  northwindId,
  STEP_TIMEOUT_MS,
  uploadPdf,
} from './support/employer-wizard.ts';
import { failOperation, isOperation } from './support/graphql-operations.ts';
import { signInAs } from './support/pages.ts';
import { withOwnApp } from './support/fixtures.ts';
import { pdfWithText } from './support/sample-files.ts';
import type { RunningApp } from './support/start-app.ts';

/**
 * The employer wizard's messages for bad input and failed saves (issue 15, spec 3 §5 and §8), the 12 s
 * timeout screen with a slowed server, and files on a document step. Its own app, started with two files
 * per uploader so that 'Maximum {n} files allowed' takes three uploads, not sixteen.
 */
const MAX_FILES = 2;
const it = withOwnApp({ env: { MAX_FILES_PER_UPLOADER: String(MAX_FILES) } });
let app: RunningApp;
let db: pg.Client;

it.beforeAll(({ app: fileApp, db: fileDb }) => {
  app = fileApp;
  db = fileDb;
});
const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });

async function chooseUnitType(page: Page, option: RegExp) {
  await page.getByRole('combobox', { name: 'Unit type' }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('employer onboarding: waiting, messages and files', () => {
  it("shows 'This is taking longer than expected.' after 12 s of a slow server, reported, and Next loads the step", async ({
    newPage,
  }) => {
    const { page, consoleErrors } = await newPage();
    // The wizard's first data query never gets an answer; a second one (Next asks again) goes through.
    const held: Route[] = [];
    await page.route('**/graphql', (route) =>
      isOperation(route.request(), 'EmployerWizard') && held.length === 0 ? void held.push(route) : route.fallback(),
    );
    const started = Date.now();
    await signInAs(page, app.url, 'employerAdmin', `${BASE}/confirm-contact`);
    await page.getByText(T.timeout).waitFor({ timeout: WAITING_TIMEOUT_MS + STEP_TIMEOUT_MS });
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAITING_TIMEOUT_MS);
    expect(held).toHaveLength(1);
    expect(consoleErrors.some((message) => message.includes('Waiting Splash is timing out'))).toBe(true);
    await next(page);
    await expectStep(page, 'confirm-contact', 'Your Details');
    await held[0]!.abort().catch(() => undefined);
  });

  it('shows every signatory, address, worksite and role offer message for bad input and failed saves', async ({
    signedInPage,
  }) => {
    const companyId = await northwindId(db);
    // Nobody signs for the company yet, so the question is unanswered and the signatory form is needed.
    await db.query('update app_public.company_members set is_authorized_signatory = false where company_id = $1', [companyId]);
    const { rows } = await db.query<{ email: string }>(
      `select u.email from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
       where p.company_id = $1 limit 1`,
      [companyId],
    );
    const beneficiaryEmail = rows[0]!.email;
    const { page } = await signedInPage('employerAdmin', `${BASE}/confirm-contact`);
    await expectStep(page, 'confirm-contact', 'Your Details');
    await next(page);
    await text(page, T.signatoryChoice);
    await page.getByRole('radio', { name: 'No' }).check();
    await next(page);

    await expectStep(page, 'add-contact', 'Authorized Signatory');
    await next(page);
    for (const message of [
      'Please provide a title',
      'Please provide a first name',
      'Please provide a last name',
      'Please provide an email',
      'Please provide a phone number',
    ]) {
      await text(page, message);
    }
    const fill = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
    };
    await fill({ Title: 'CFO', 'First name': 'Bea', 'Last name': 'Nefit', Email: beneficiaryEmail, Phone: '+1 555 0100' });
    await page.getByRole('button', { name: 'Add signatory' }).click();
    // The beneficiary cannot sign for the company: the server refuses.
    await text(page, T.signatoryFailed);
    // Typed but not an address: the message says what is wrong with it, not that it is missing.
    await fill({ Email: 'ada@' });
    await text(page, 'Enter a valid email address');
    await fill({ 'First name': 'Ada', 'Last name': 'Signer', Email: 'ada.signer@example.test' });
    await page.getByRole('button', { name: 'Add signatory' }).click();
    await text(page, T.signatorySaved);
    await page
      .getByRole('list', { name: 'Authorized signatories' })
      .getByText(/Ada Signer/)
      .waitFor();
    // The form is emptied for another signatory: past the autosave's pause no field is flagged, and the one added
    // is not kept as the step's answers (it came back in the form on reload, where Next would add it again).
    await page.waitForTimeout(1_000);
    expect(
      await page
        .getByRole('main')
        .getByText(/^Please provide|^Enter a valid/)
        .count(),
    ).toBe(0);
    expect(await page.getByText('Not saved: fix the highlighted field').count()).toBe(0);
    await page.reload();
    await expectStep(page, 'add-contact', 'Authorized Signatory');
    await page
      .getByRole('list', { name: 'Authorized signatories' })
      .getByText(/Ada Signer/)
      .waitFor();
    for (const label of ['Title', 'First name', 'Last name', 'Email', 'Phone']) {
      expect(await page.getByLabel(label).inputValue()).toBe('');
    }
    await next(page);

    await expectStep(page, 'confirm-address', 'U.S. company mailing address');
    // The demo HQ is on floor 12: a unit type without its number is refused.
    await page.getByLabel('Unit number').fill('');
    await next(page);
    await text(page, T.unitNumberRequired);
    await page.getByLabel('Unit number').fill('12');
    await page.getByRole('radio', { name: 'No' }).check();
    await next(page);

    await expectStep(page, 'add-worksite', "Beneficiary's Worksite");
    await page.getByLabel('Worksite name').fill('Denver office');
    await page.getByLabel('Street address').fill('9 Pine Street');
    await page.getByLabel('City').fill('Denver');
    await page.getByLabel('ZIP code').fill('80202');
    await page.getByRole('combobox', { name: /State/ }).click();
    await page.getByRole('option', { name: /Colorado/ }).click();
    await chooseUnitType(page, /^Floor$/);
    const addWorksite = page.getByRole('button', { name: 'Add worksite' });
    await addWorksite.click();
    await text(page, T.unitNumberRequired);
    await page.getByLabel('Unit number').fill('3');
    const restoreWorksite = await failOperation(page, 'CreateWorksite');
    await addWorksite.click();
    await text(page, T.worksiteFailed);
    await restoreWorksite();
    await addWorksite.click();
    await text(page, T.worksiteSaved);
    await page.getByRole('list', { name: 'Worksites' }).getByText('Denver office').waitFor();
    await next(page);

    await expectStep(page, 'beneficiary', 'US Role Offer');
    await page.getByLabel('Role title').fill('Head of Robotics');
    await page.getByLabel('Proposed salary (USD)').fill('185000');
    await page.getByRole('radio', { name: 'annual' }).check();
    await page.getByLabel('Start date').fill('2027-01-04');
    await page.getByRole('radio', { name: 'Yes' }).check();
    const restoreCreate = await failOperation(page, 'CreateRoleOffer');
    const restoreUpdate = await failOperation(page, 'UpdateRoleOffer');
    await next(page);
    await text(page, T.roleOfferFailed);
    expect(new URL(page.url()).pathname).toBe(`${BASE}/beneficiary`);
    await restoreCreate();
    await restoreUpdate();
    await next(page);
    await expectStep(page, 'employer-history', 'Employer History');
  });

  it('on a document step: a failed upload, a duplicate, the file limit, open, and a failed then a real delete', async ({
    signedInPage,
  }) => {
    await db.query('delete from app_public.company_documents where company_id = $1', [await northwindId(db)]);
    const { page } = await signedInPage('employerAdmin', `${BASE}/corporate-docs`);
    await expectStep(page, 'corporate-docs', 'Corporate Documents');
    const articles = documentSection(page, 'Articles of Incorporation');
    const pick = async (...names: string[]) =>
      articles
        .locator('input[type=file]')
        .setInputFiles(
          await Promise.all(names.map(async (name) => ({ name, mimeType: 'application/pdf', buffer: await pdfWithText(name) }))),
        );

    const upload = /\/db\/(presigned-)?upload/;
    await page.route(upload, (route) => route.abort('connectionreset'));
    await pick('articles.pdf');
    await text(page, T.uploadFailed);
    await page.unroute(upload);
    await page.reload();
    await expectStep(page, 'corporate-docs', 'Corporate Documents');
    await uploadPdf(page, 'Articles of Incorporation', 'articles.pdf');
    await articles.getByRole('button', { name: 'Delete articles.pdf' }).waitFor({ timeout: STEP_TIMEOUT_MS });

    await pick('articles.pdf');
    await text(page, '"articles.pdf" is already uploaded');
    await pick('amended.pdf', 'restated.pdf');
    await text(page, `Maximum ${MAX_FILES} files allowed`);

    const popup = page.context().waitForEvent('page', { timeout: STEP_TIMEOUT_MS });
    await articles.getByRole('button', { name: 'Open', exact: true }).first().click();
    await text(page, T.openingFile);
    await (await popup).close();

    const restoreDelete = await failOperation(page, 'DeleteEmployerCompanyDocument');
    await articles.getByRole('button', { name: 'Delete articles.pdf' }).click();
    await text(page, T.deleteFailed);
    await restoreDelete();
    const stored = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from app_public.company_documents d join app_public.files f on f.id = d.file_id
           where f.name = 'articles.pdf'`,
        )
      ).rows[0]!.n;
    expect(await stored()).toBe(1);
    await articles.getByRole('button', { name: 'Delete articles.pdf' }).click();
    await expect.poll(stored, { timeout: STEP_TIMEOUT_MS }).toBe(0);
    await expect
      .poll(() => articles.getByRole('button', { name: 'Delete articles.pdf' }).count(), { timeout: STEP_TIMEOUT_MS })
      .toBe(0);
  });
});
