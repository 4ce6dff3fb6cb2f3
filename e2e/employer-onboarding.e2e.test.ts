import type pg from 'pg';
import { CURRENT_FORM_EDITIONS, EMPLOYER_ONBOARDING_TEXTS, FEIN_RULE_TEXT } from '@app/domain';
import { describe, expect } from 'vitest';
import {
  back,
  EMPLOYER_WIZARD,
  expectStep,
  heading,
  next,
  northwindId,
  STEP_TIMEOUT_MS,
  uploadPdf,
} from './support/employer-wizard.ts';
import { failOperation } from './support/graphql-operations.ts';
import { pathAndSearch, railItems, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { withOwnApp } from './support/fixtures.ts';
import { generatedFormFields } from './support/form-pdf.ts';
import { expectFitsPhone, horizontalOverflow, PHONE } from './support/phone.ts';
import type { RunningApp } from './support/start-app.ts';

// An app of its own: the walk starts at Welcome, and other files of a worker move Northwind's wizard on
// (the case-flow files complete it).
const it = withOwnApp({});

let app: RunningApp;
let db: pg.Client;

it.beforeAll(async ({ app: fileApp, db: fileDb }) => {
  app = fileApp;
  db = fileDb;
});
const BASE = EMPLOYER_WIZARD;
const DESKTOP = { width: 1200, height: 900 };
const northwind = () => northwindId(db);
/** The wizard step the server holds for Northwind (the background saves of the moves write it). */
const storedStep = async () =>
  (
    await db.query<{ step: string | null }>('select step from app_public.employer_onboardings where company_id = $1', [
      await northwind(),
    ])
  ).rows[0]?.step;
async function setHqIsWorksite(value: boolean) {
  await db.query(`update app_public.companies set is_business_address_worksite = $1 where dba_name = 'Northwind Robotics'`, [
    value,
  ]);
}

describe('employer onboarding wizard', () => {
  it('Daniel walks it from welcome to complete, with uploads and a reload midway that resumes; staff and the I-129 read the company facts he gave', async ({
    signedInPage,
  }) => {
    // The demo company starts without documents, so the walk uploads each one.
    await db.query('delete from app_public.company_documents where company_id = $1', [await northwind()]);
    // Spec 1 §2: the rail's Onboarding entry shows only once the company's portal onboarding is complete.
    await db.query('update app_public.companies set portal_onboarded = false where id = $1', [await northwind()]);
    const { page, consoleErrors } = await signedInPage('employerAdmin', BASE);
    await expectStep(page, 'welcome', 'Welcome');
    expect(await railItems(page)).not.toContain('Onboarding');
    await expect(page.getByRole('navigation', { name: 'Employer Checklist' }).isVisible()).resolves.toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await next(page);

    await expectStep(page, 'confirm-contact', 'Your Details');
    await page.getByLabel('Role').fill('');
    await next(page);
    await page.getByText('Required').first().waitFor();
    await page.getByLabel('Role').fill('Chief Executive Officer');
    await page.getByRole('radio', { name: 'Yes' }).check();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await next(page);

    await expectStep(page, 'add-contact', 'Authorized Signatory');
    await page.getByText('(You)').waitFor();
    await next(page);

    await expectStep(page, 'confirm-address', 'U.S. company mailing address');
    // The company's telephone, which the I-129 prints in Part 1: it starts from Northwind's row; Daniel gives the
    // office number with its extension, as people write it.
    const companyPhone = page.getByLabel('Company phone number');
    expect(await companyPhone.inputValue()).not.toBe('');
    await companyPhone.fill('512-555-0142 x12');
    await page.getByRole('radio', { name: 'No' }).check();
    // The step on a phone, with the number's field and its hint.
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page, 'employer-mailing-address-and-phone');
    await page.setViewportSize(DESKTOP);
    // Reload midway: the step comes back from the saved progress, and the base path resumes there.
    await page.waitForTimeout(1_000);
    await page.goto(`${app.url}${BASE}`);
    await expectStep(page, 'confirm-address', 'U.S. company mailing address');
    expect(await page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    expect(await companyPhone.inputValue()).toBe('512-555-0142 x12');
    await next(page);

    await expectStep(page, 'add-worksite', "Beneficiary's Worksite");
    // Next before any worksite is chosen or typed: the step says to pick a listed office or add one, and does not
    // flag the new-worksite form's empty fields.
    await next(page);
    await page.getByRole('alert').filter({ hasText: "Choose this beneficiary's worksite" }).waitFor();
    // The reminder sits above the listed offices, out of a phone's view from Next: the focus goes to it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain("Choose this beneficiary's worksite");
    expect(await page.getByText('Required').count()).toBe(0);
    await expectStep(page, 'add-worksite', "Beneficiary's Worksite");
    const addWorksite = page.getByRole('button', { name: 'Add worksite' });
    await addWorksite.click();
    await page.getByText('Required').first().waitFor();
    await page.getByLabel('Worksite name').fill('Austin lab');
    await page.getByLabel('Street address').fill('PO Box 12');
    await addWorksite.click();
    await page.getByText('PO boxes are not allowed.').waitFor();
    await page.getByLabel('Street address').fill('2 Oak Street');
    await page.getByRole('combobox', { name: /Unit type/ }).click();
    await page.getByRole('option', { name: /Floor/ }).click();
    await page.getByLabel('Unit number').fill('3');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('ZIP code').fill('78702');
    await page.getByRole('combobox', { name: /State/ }).click();
    await page.getByRole('option', { name: /Texas/ }).click();
    await addWorksite.click();
    await page.getByText('Worksite added successfully.').waitFor();
    // The listed address keeps its unit (two suites of one building are two worksites), the unit type as a word.
    await page
      .getByRole('list', { name: 'Worksites' })
      .getByRole('listitem')
      .filter({ hasText: 'Austin lab' })
      .getByText('2 Oak Street, Floor 3, Austin, TX, 78702')
      .waitFor();
    await next(page);

    await expectStep(page, 'beneficiary', 'US Role Offer');
    // Every label on the step names a control (the beneficiary comes from the chosen petition, not a labelled field),
    // and a checkbox sits before its label.
    await page.getByLabel('Role title').waitFor();
    expect(
      await page
        .locator('main label')
        .evaluateAll((labels) =>
          labels.filter((label) => !(label as HTMLLabelElement).control).map((label) => label.textContent),
        ),
    ).toEqual([]);
    const benefits = page.getByRole('checkbox', { name: 'Equity and standard benefits' });
    const benefitsLabel = page.locator('main label', { hasText: 'Equity and standard benefits' });
    expect((await benefits.boundingBox())!.x).toBeLessThan((await benefitsLabel.boundingBox())!.x);
    await page.getByLabel('Start date').fill('01/04/2027');
    await next(page);
    await page.getByText('Date must be in YYYY-MM-DD format').waitFor();
    await page.getByLabel('Role title').fill('Head of Robotics');
    const salary = page.getByLabel('Proposed salary (USD)');
    await salary.fill('185000');
    // Read as money once the field is left; the typed digits come back to edit (the stored value stays 185000).
    await salary.press('Tab');
    expect(await salary.inputValue()).toBe('185,000');
    await salary.focus();
    expect(await salary.inputValue()).toBe('185000');
    // A worded option, capitalised like every other label: not the stored value 'annual'.
    await page.getByRole('radio', { name: 'Annual', exact: true }).check();
    await page.getByLabel('Start date').fill('2027-01-04');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await next(page);

    await expectStep(page, 'employer-history', 'Employer History');
    // The I-129's company facts: the FEIN and the gross and net annual income, each starting from Northwind's row.
    const fein = page.getByLabel('FEIN (Federal Employer Identification Number)');
    const gross = page.getByLabel('Gross annual income (USD)');
    const net = page.getByLabel('Net annual income (USD)');
    expect(await fein.inputValue()).toMatch(/^[0-9]{2}-[0-9]{7}$/);
    expect(await gross.inputValue()).toMatch(/^[0-9]{1,3}(,[0-9]{3})+$/);
    // Eight digits and no income: the FEIN rule's sentence and Required, and the step stays.
    await fein.fill('98765432');
    await gross.fill('');
    await next(page);
    await page.getByText(FEIN_RULE_TEXT).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByText('Required', { exact: true }).first().waitFor();
    await expectStep(page, 'employer-history', 'Employer History');
    // Typed without the dash; a net loss. Read as money once left.
    await fein.fill('987654321');
    await gross.fill('2400000');
    await net.fill('-310,000');
    await net.press('Tab');
    expect(await gross.inputValue()).toBe('2,400,000');
    expect(await net.inputValue()).toBe('-310,000');
    await page.getByText(FEIN_RULE_TEXT).waitFor({ state: 'detached' });
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page, 'employer-history-fein-and-income');
    await page.setViewportSize(DESKTOP);
    await next(page);

    await expectStep(page, 'immigration-questions', 'Immigration Questions');
    await next(page);
    await page.getByText('Please select Yes or No').first().waitFor();
    const groups = page.getByRole('radiogroup');
    await groups.nth(0).getByRole('radio', { name: 'No' }).check();
    await groups.nth(1).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('radio', { name: 'New Employer' }).check();
    await next(page);

    await expectStep(page, 'corporate-docs', 'Corporate Documents');
    const nextButton = page.getByRole('button', { name: 'Next', exact: true });
    expect(await nextButton.isDisabled()).toBe(true);
    // A greyed-out Next says why, beside it and to a screen reader; the sentence goes once Next opens.
    const nextNeedsFiles = /^Next opens once the required documents are uploaded\. .*'skip for now'\.$/;
    await page.getByText(nextNeedsFiles).waitFor();
    expect(await nextButton.evaluate((button) => button.getAttribute('aria-describedby'))).toBeTruthy();
    expect(
      await nextButton.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toMatch(nextNeedsFiles);
    // Both at once: the list refreshing after the first must not drop the second while it uploads.
    await Promise.all([
      uploadPdf(page, 'Articles of Incorporation', 'articles.pdf'),
      uploadPdf(page, 'Tax ID / FEIN Document', 'ein.pdf'),
    ]);
    await expect.poll(() => nextButton.isDisabled(), { timeout: STEP_TIMEOUT_MS }).toBe(false);
    expect(await page.getByText(nextNeedsFiles).count()).toBe(0);
    await next(page);

    await expectStep(page, 'foreign-docs', 'Foreign qualification proof');
    await page.getByText(/Delaware/).waitFor();
    await uploadPdf(page, 'Foreign Qualification', 'foreign-qualification.pdf');
    await next(page);

    await expectStep(page, 'employer-funding-docs', 'Employer Funding Documents');
    await uploadPdf(page, 'Funding Document', 'seed-round.pdf');
    await next(page);

    await heading(page, 'Onboarding Complete!').waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(new URL(page.url()).pathname).toBe(`${BASE}/final`);
    await page.getByText('Thank you for completing employer onboarding!').waitFor();
    expect(await page.getByRole('navigation', { name: 'Employer Checklist' }).count()).toBe(0);
    expect(await railItems(page)).toContain('Onboarding');
    const railEntry = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Onboarding' });
    expect(await railEntry.getAttribute('href')).toBe(BASE);
    await screenshot(page, 'employer-onboarding-complete');
    // The completion screen on a phone: its links are fingertip-sized like the rest of the portal. A toast of the last
    // upload, still shown while the window turns from desktop to phone width, was once caught mid-move over the Help
    // button (CI): the screen's own layout is checked once the toasts have gone.
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: STEP_TIMEOUT_MS }).toBe(0);
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page, 'employer-onboarding-complete');
    await page.setViewportSize(DESKTOP);

    // The last progress save runs in the background of the move to the completion screen.
    await expect.poll(storedStep, { timeout: STEP_TIMEOUT_MS }).toBe('final');
    const company = await db.query(
      `select c.is_business_address_worksite, c.portal_onboarded, c.phone_number, c.ein,
              c.company_gross_annual_income::text as gross, c.company_net_annual_income::text as net,
              (select count(*)::int from app_public.company_offices o where o.company_id = c.id and o.label = 'Austin lab') as worksites,
              (select count(*)::int from app_public.company_documents d where d.company_id = c.id) as documents,
              (select step from app_public.employer_onboardings e where e.company_id = c.id) as step
       from app_public.companies c where c.id = $1`,
      [await northwind()],
    );
    expect(company.rows[0]).toEqual({
      is_business_address_worksite: false,
      portal_onboarded: true,
      // Each in its one stored form: the extension as "ext.", the FEIN NN-NNNNNNN, whole dollars.
      phone_number: '512-555-0142 ext. 12',
      ein: '98-7654321',
      gross: '2400000.00',
      net: '-310000.00',
      worksites: 1,
      documents: 4,
      step: 'final',
    });
    const events = await db.query(
      `select count(*)::int as n from app_public.analytics_events where event = 'employer_onboarding_view'`,
    );
    expect(events.rows[0].n).toBe(1);
    expect(consoleErrors).toEqual([]);

    // Alex (staff) reads what Daniel gave on Northwind's company profile (Entities), the incomes as money…
    const { page: staff, consoleErrors: staffErrors } = await signedInPage(
      'staffAdmin',
      `/admin/entities?type=COMPANY&id=${await northwind()}`,
    );
    const profile = staff.getByRole('form', { name: 'Company profile' });
    await profile.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await profile.getByRole('textbox', { name: 'FEIN' }).inputValue()).toBe('98-7654321');
    expect(await profile.getByRole('textbox', { name: 'Daytime telephone' }).inputValue()).toBe('512-555-0142 ext. 12');
    expect(await profile.getByRole('textbox', { name: 'Gross annual income (USD)' }).inputValue()).toBe('2,400,000');
    expect(await profile.getByRole('textbox', { name: 'Net annual income (USD)' }).inputValue()).toBe('-310,000');
    expect(staffErrors).toEqual([]);
    // …and Priya's O-1A I-129, generated as Alex, prints them: the FEIN's digits, the number without its extension
    // (the form has no box for it), the incomes as the form writes money.
    const { rows: petitions } = await db.query<{ id: string }>(
      `select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
        where u.email = 'priya@demo.petition.studio' and p.company_id = $1 and p.visa_class = 'o_1a'
        order by p.created_at desc limit 1`,
      [await northwind()],
    );
    const i129 = await generatedFormFields(app, 'staffAdmin', petitions[0]!.id, 'i-129');
    const printed = (label: string) => {
      const entry = CURRENT_FORM_EDITIONS['i-129'].fields.find((candidate) => candidate.label === label);
      return i129.getTextField(entry!.field).getText();
    };
    expect({
      fein: printed('Petitioner FEIN'),
      phone: printed('Petitioner daytime telephone'),
      gross: printed('Gross annual income'),
      net: printed('Net annual income'),
    }).toEqual({ fein: '987654321', phone: '5125550142', gross: '2,400,000.00', net: '-310,000.00' });
  }, 240_000);

  it('skips the worksite step both ways when the HQ is the worksite, and the immigration step without a PENDING_DOCS petition', async ({
    signedInPage,
  }) => {
    await setHqIsWorksite(true);
    await db.query(
      `update app_public.petitions set status = 'IN_ATTORNEY_REVIEW'
                    where status = 'PENDING_DOCS' and company_id = $1`,
      [await northwind()],
    );
    const { page } = await signedInPage('employerAdmin', `${BASE}/confirm-address`);
    await expectStep(page, 'confirm-address', 'U.S. company mailing address');
    await next(page);
    await expectStep(page, 'beneficiary', 'US Role Offer');
    await back(page);
    await expectStep(page, 'confirm-address', 'U.S. company mailing address');

    const checklist = page.getByRole('navigation', { name: 'Employer Checklist' });
    await checklist.getByRole('button', { name: 'Immigration Questions' }).getByText('(not applicable)').waitFor();
    await page.goto(`${app.url}${BASE}/employer-history`);
    await expectStep(page, 'employer-history', 'Employer History');
    await next(page);
    await expectStep(page, 'corporate-docs', 'Corporate Documents');
    // The move Back does not reach the server (a reload while its save was on its way, or a dropped
    // connection): this browser's copy knows where the user is.
    await expect.poll(storedStep, { timeout: STEP_TIMEOUT_MS }).toBe('corporateDocs');
    const restoreSave = await failOperation(page, 'SaveEmployerOnboarding');
    await back(page);
    await expectStep(page, 'employer-history', 'Employer History');
    await restoreSave();
    // The address itself cannot open a step that does not apply: the user stays where they were.
    await page.goto(`${app.url}${BASE}/immigration-questions`);
    await expectStep(page, 'employer-history', 'Employer History');
  });

  it('shows Mei (VIEWER) the wizard read-only, keeping readOnly=true on every move', async ({ signedInPage }) => {
    const { page } = await signedInPage('companyViewer', `${BASE}/confirm-contact`);
    await heading(page, 'Your Details').waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(pathAndSearch(page)).toBe(`${BASE}/confirm-contact?readOnly=true`);
    expect(await page.getByLabel('First name').isDisabled()).toBe(true);
    await next(page);
    await heading(page, 'Authorized Signatory').waitFor();
    expect(pathAndSearch(page)).toBe(`${BASE}/add-contact?readOnly=true`);
    expect(await page.getByRole('button', { name: 'Add signatory' }).isDisabled()).toBe(true);
    // The step says why its controls are disabled, and the disabled button points at that sentence.
    const reason = page.getByText("View only: ask your team's admin to change this", { exact: true });
    await reason.waitFor();
    const reasonId = await reason.getAttribute('id');
    expect(await page.getByRole('button', { name: 'Add signatory' }).getAttribute('aria-describedby')).toContain(reasonId);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('Daniel on a phone: a long signatory fits, and Delete names its row, can be undone and leaves the focus on the step', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('employerAdmin', `${BASE}/add-contact`, { viewport: PHONE });
    await expectStep(page, 'add-contact', 'Authorized Signatory');
    // An e-mail address with no hyphen to break at, wider than the phone.
    const email = 'alexandra.konstantinopouloubrightwater@northwindroboticsinternational.com';
    await page.getByLabel('Title').fill('Chief Financial Officer & Corporate Secretary');
    await page.getByLabel('First name').fill('Alexandra');
    await page.getByLabel('Last name').fill('Konstantinopoulou');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('512.555.0199');
    await page.getByRole('button', { name: 'Add signatory' }).click();
    const signatories = page.getByRole('list', { name: 'Authorized signatories' });
    await signatories.getByText(email, { exact: false }).waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const remove = signatories.getByRole('button', { name: 'Delete signatory Alexandra Konstantinopoulou', exact: true });
    // Delete takes the row away at once with Undo (as the app's other deletes); undone, it is back.
    await remove.click();
    await signatories.getByText(email, { exact: false }).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Undo' }).click();
    await signatories.getByText(email, { exact: false }).waitFor({ timeout: STEP_TIMEOUT_MS });
    // A removal the server never answers (when the Undo window ends) says so, and the signatory is listed again.
    const restoreRemove = await failOperation(page, 'RemoveCompanyMember');
    await remove.click();
    await page.getByText(EMPLOYER_ONBOARDING_TEXTS.signatoryRemoveFailed).waitFor({ timeout: 2 * STEP_TIMEOUT_MS });
    await signatories.getByText(email, { exact: false }).waitFor();
    await restoreRemove();
    await remove.click();
    await signatories.getByText(email, { exact: false }).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    // The button went with its row: the focus is on the step's title, not the page's body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('employer-step-title');
    // The one error is the browser's own line for the connection the test cut.
    expect(consoleErrors).toEqual(['Failed to load resource: net::ERR_CONNECTION_RESET']);
  });
});
