import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { expectStep, northwindId, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { it } from './support/fixtures.ts';
import { priyasOnboarding, restoreOnboarding, type SavedOnboarding } from './support/onboarding-screens.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';

/**
 * Issue 25: a returning beneficiary resumes where they were (the complete screen once finished, else the
 * exhibit they left), an employer with several beneficiaries enters the role offer per petition, and the
 * person data forms need (passport issue, address history, place of birth) is saved and shown to staff.
 */
let db: pg.Client;
let original: SavedOnboarding | undefined;
let petitionId: string;
let priyaId: string;
/** Priya's data the person-data sections write, put back afterwards. */
const PERSON_COLUMNS = [
  'date_of_birth',
  'date_of_issue',
  'city_of_issue',
  'country_of_issue',
  'city_birth',
  'province_birth',
  'country_birth',
];
let originalPerson: Record<string, unknown> | undefined;
/** Northwind's employments the role offer test changes, put back afterwards. */
let originalEmployments: { id: string; position: string | null; salary: string | null; start_date: string | null }[] = [];
let originalWizard: { step: string; items: unknown; answers: unknown } | undefined;

const BASE = '/onboarding/beneficiary';
const TIMEOUT = 15_000;

function exhibit(id: string, type: string, name: string, status = 'pending') {
  return {
    id,
    exhibitId: null,
    type,
    name,
    description: `${name} description`,
    required: true,
    hidden: false,
    status,
    data: {},
    moduleType: 'PERSONAL',
  };
}

/** A personal module this file controls; `status` for every item (and the module). */
function personalModule(status: 'pending' | 'completed') {
  return {
    id: 'resume-personal',
    type: 'PERSONAL',
    title: 'Personal Information',
    subtitle: 'Your legal name, addresses and passport.',
    name: 'Personal Information',
    status,
    exhibits: [
      exhibit('resume-legal-name', 'LEGAL_NAME', 'Legal name', status),
      exhibit('resume-us-address', 'US_ADDRESS', 'U.S. address', status),
      exhibit('resume-passport', 'PASSPORT', 'Passport', status),
    ],
  };
}

async function setRecord(modules: unknown[], status: string, flowState: string | null) {
  await db.query(
    `update app_public.onboardings set modules = $2, status = $3::app_public.onboarding_status, flow_state = $4 where petition_id = $1`,
    [petitionId, JSON.stringify(modules), status, flowState],
  );
}

const screenTitle = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true }).waitFor({ timeout: TIMEOUT });

async function chooseCountry(page: Page, label: string, country: string, scope: Page | ReturnType<Page['getByRole']> = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByPlaceholder('Search countries...').fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
}

it.beforeAll(async ({ db: fileDb }) => {
  db = fileDb;
  original = await priyasOnboarding(db);
  ({ petitionId, priyaId } = original);
  const person = await db.query<Record<string, unknown>>(
    `select ${PERSON_COLUMNS.join(', ')} from app_public.user_data where user_id = $1`,
    [priyaId],
  );
  originalPerson = person.rows[0];
  const company = await northwindId(db);
  const employments = await db.query<(typeof originalEmployments)[number]>(
    `select id, position, salary::text, start_date::text from app_public.user_employments where company_id = $1`,
    [company],
  );
  originalEmployments = employments.rows;
  const wizard = await db.query<NonNullable<typeof originalWizard>>(
    'select step, items, answers from app_public.employer_onboardings where company_id = $1',
    [company],
  );
  originalWizard = wizard.rows[0];
});

afterAll(async () => {
  if (!db) return;
  if (original) await restoreOnboarding(db, original);
  if (originalPerson) {
    await db.query(
      `update app_public.user_data set ${PERSON_COLUMNS.map((column, index) => `${column} = $${index + 2}`).join(', ')} where user_id = $1`,
      [priyaId, ...PERSON_COLUMNS.map((column) => originalPerson![column])],
    );
  }
  await db.query('delete from app_public.user_addresses where user_id = $1', [priyaId]);
  for (const row of originalEmployments) {
    await db.query('update app_public.user_employments set position = $2, salary = $3, start_date = $4 where id = $1', [
      row.id,
      row.position,
      row.salary,
      row.start_date,
    ]);
  }
  if (originalWizard) {
    await db.query('update app_public.employer_onboardings set step = $2, items = $3, answers = $4 where company_id = $1', [
      await northwindId(db),
      originalWizard.step,
      JSON.stringify(originalWizard.items),
      JSON.stringify(originalWizard.answers),
    ]);
  }
});

describe('resume where you were (beneficiary checklist)', () => {
  it('a beneficiary who completed onboarding lands on the complete screen, also after a reload', async ({ signedInPage }) => {
    await setRecord([personalModule('completed')], 'completed', 'completed');
    // A fresh browser profile: nothing kept locally, so the server's flow state decides.
    const { page } = await signedInPage('beneficiary', BASE);
    await page.getByRole('heading', { level: 1, name: "Wooohoo, you're done!" }).waitFor({ timeout: TIMEOUT });
    expect(new URL(page.url()).pathname).toBe(`${BASE}/complete`);
    await page.goto(new URL(BASE, page.url()).toString());
    await page.getByRole('heading', { level: 1, name: "Wooohoo, you're done!" }).waitFor({ timeout: TIMEOUT });
    expect(new URL(page.url()).pathname).toBe(`${BASE}/complete`);
    expect(await page.getByRole('heading', { level: 2, name: 'Legal name' }).count()).toBe(0);
  });

  it('a beneficiary who left mid-checklist returns to the exhibit they left, not the module start', async ({ signedInPage }) => {
    await setRecord([personalModule('pending')], 'not_started', null);
    const { page } = await signedInPage('beneficiary', BASE);
    await screenTitle(page, 'Legal name');
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Sharma');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await screenTitle(page, 'U.S. address');
    await page.waitForURL(/exhibitId=resume-us-address/);
    // Back on the base path (the rail's entry): the first open module would start at its legal name.
    await page.goto(new URL(BASE, page.url()).toString());
    await screenTitle(page, 'U.S. address');
    expect(new URL(page.url()).searchParams.get('exhibitId')).toBe('resume-us-address');
    const stored = await db.query<{ flow_state: string | null }>(
      'select flow_state from app_public.onboardings where petition_id = $1',
      [petitionId],
    );
    expect(stored.rows[0]!.flow_state).toBe('nextModule');
  });
});

describe('several petitions per company (employer wizard)', () => {
  it('Daniel picks a petition and the role offer is saved for that petition only', async ({ signedInPage }) => {
    const company = await northwindId(db);
    const { rows: petitions } = await db.query<{ id: string; beneficiary_id: string; full_name: string }>(
      `select p.id, p.beneficiary_id, u.full_name from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
        where p.company_id = $1 and p.latest_petition order by u.full_name`,
      [company],
    );
    expect(petitions.length).toBeGreaterThan(1);
    const [chosen, other] = petitions as [(typeof petitions)[number], (typeof petitions)[number]];
    const { page } = await signedInPage('employerAdmin', '/onboarding/employer/beneficiary');
    await expectStep(page, 'beneficiary', 'US Role Offer');
    const chooser = page.getByRole('group', { name: 'Which beneficiary is this for?' });
    await chooser.getByRole('radio', { name: new RegExp(`^${chosen.full_name}`) }).check();
    await page.getByText(`The role you offer ${chosen.full_name}.`).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Role title').fill('Principal Resume Engineer');
    await page.getByLabel('Proposed salary (USD)').fill('199000');
    await page.getByRole('radio', { name: 'annual' }).check();
    await page.getByLabel('Start date').fill('2027-02-01');
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectStep(page, 'employer-history', 'Employer History');

    const positions = await db.query<{ user_id: string; position: string | null }>(
      `select user_id, position from app_public.user_employments where company_id = $1 and user_id = any($2)`,
      [company, [chosen.beneficiary_id, other.beneficiary_id]],
    );
    const positionOf = (userId: string) => positions.rows.filter((row) => row.user_id === userId).map((row) => row.position);
    expect(positionOf(chosen.beneficiary_id)).toContain('Principal Resume Engineer');
    expect(positionOf(other.beneficiary_id)).not.toContain('Principal Resume Engineer');

    // Reload: the choice is remembered, the offer shows on its petition and not on the other one.
    await page.goto(new URL('/onboarding/employer/beneficiary', page.url()).toString());
    await expectStep(page, 'beneficiary', 'US Role Offer');
    await page.getByText(`The role you offer ${chosen.full_name}.`).waitFor({ timeout: STEP_TIMEOUT_MS });
    await expect.poll(() => page.getByLabel('Role title').inputValue()).toBe('Principal Resume Engineer');
    await chooser.getByRole('radio', { name: new RegExp(`^${other.full_name}`) }).check();
    await page.getByText(`The role you offer ${other.full_name}.`).waitFor();
    expect(await page.getByLabel('Role title').inputValue()).not.toBe('Principal Resume Engineer');
  });
  it("the worksite Daniel adds becomes the chosen petition's worksite only", async ({ signedInPage }) => {
    const company = await northwindId(db);
    const { rows: before } = await db.query<{ is_business_address_worksite: boolean | null }>(
      'select is_business_address_worksite from app_public.companies where id = $1',
      [company],
    );
    await db.query('update app_public.companies set is_business_address_worksite = false where id = $1', [company]);
    let restoreWorksites = async () => {};
    try {
      const { rows: petitions } = await db.query<{ id: string; full_name: string; worksite_office_id: string | null }>(
        `select p.id, u.full_name, p.worksite_office_id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
          where p.company_id = $1 and p.latest_petition order by u.full_name desc`,
        [company],
      );
      const [chosen, other] = petitions as [(typeof petitions)[number], (typeof petitions)[number]];
      restoreWorksites = async () => {
        for (const { id, worksite_office_id } of [chosen, other])
          await db.query('update app_public.petitions set worksite_office_id = $2 where id = $1', [id, worksite_office_id]);
      };
      await db.query('update app_public.petitions set worksite_office_id = null where id = any($1)', [[chosen.id, other.id]]);
      const { page } = await signedInPage('employerAdmin', '/onboarding/employer/add-worksite');
      await expectStep(page, 'add-worksite', "Beneficiary's Worksite");
      const chooser = page.getByRole('group', { name: 'Which beneficiary is this for?' });
      await chooser.getByRole('radio', { name: new RegExp(`^${chosen.full_name}`) }).check();
      await page.getByText(new RegExp(`^The worksite of ${chosen.full_name}`)).waitFor();
      // Next with neither beneficiary's worksite chosen: the reminder is about this beneficiary, and choosing the
      // other one (who has not pressed Next yet) takes it away.
      const mustChoose = page.getByRole('alert').filter({ hasText: "Choose this beneficiary's worksite" });
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await mustChoose.waitFor();
      await chooser.getByRole('radio', { name: new RegExp(`^${other.full_name}`) }).check();
      await page.getByText(new RegExp(`^The worksite of ${other.full_name}`)).waitFor();
      expect(await mustChoose.count()).toBe(0);
      await chooser.getByRole('radio', { name: new RegExp(`^${chosen.full_name}`) }).check();
      await page.getByLabel('Worksite name').fill('Resume test lab');
      await page.getByLabel('Street address').fill('77 Lab Lane');
      await page.getByLabel('City').fill('Austin');
      await page.getByLabel('ZIP code').fill('78702');
      await page.getByRole('combobox', { name: /State/ }).click();
      await page.getByRole('option', { name: /Texas/ }).click();
      await page.getByRole('button', { name: 'Add worksite' }).click();
      const lab = page.getByRole('list', { name: 'Worksites' }).getByRole('listitem').filter({ hasText: 'Resume test lab' });
      await lab.getByText("This beneficiary's worksite").waitFor({ timeout: STEP_TIMEOUT_MS });
      const worksites = async () =>
        (
          await db.query<{ id: string; label: string | null }>(
            `select p.id, o.label from app_public.petitions p left join app_public.company_offices o on o.id = p.worksite_office_id
              where p.id = any($1)`,
            [[chosen.id, other.id]],
          )
        ).rows;
      expect(await worksites()).toEqual(
        expect.arrayContaining([
          { id: chosen.id, label: 'Resume test lab' },
          { id: other.id, label: expect.not.stringMatching(/^Resume test lab$/) as unknown },
        ]),
      );
      // The other beneficiary's petition is offered the same office, not given it.
      await chooser.getByRole('radio', { name: new RegExp(`^${other.full_name}`) }).check();
      await lab.getByRole('button', { name: 'Use for this beneficiary' }).waitFor();
    } finally {
      await restoreWorksites();
      await db.query(`delete from app_public.company_offices where company_id = $1 and label = 'Resume test lab'`, [company]);
      await db.query('update app_public.companies set is_business_address_worksite = $2 where id = $1', [
        company,
        before[0]?.is_business_address_worksite ?? null,
      ]);
    }
  });
});

describe('the missing person data', () => {
  it('passport issue, address history and place of birth are saved with their checks, and staff see them', async ({
    signedInPage,
  }) => {
    await setRecord([personalModule('pending')], 'in_progress', 'nextModule');
    await db.query('update app_public.user_data set date_of_birth = $2 where user_id = $1', [priyaId, '1991-04-12']);
    await db.query('delete from app_public.user_addresses where user_id = $1', [priyaId]);

    const { page } = await signedInPage('beneficiary', `${BASE}/personal?id=resume-personal&exhibitId=resume-passport`);
    await screenTitle(page, 'Passport');
    const passport = page.getByRole('region', { name: 'Passport issue' });
    await passport.getByLabel('Date of issue').fill('1990-01-01');
    await passport.getByLabel('Place of issue (city)').fill('Mumbai');
    await chooseCountry(page, 'Place of issue (country)', 'India', passport);
    await passport.getByRole('button', { name: 'Save passport issue details' }).click();
    await passport.getByText('The date of issue cannot be before your date of birth.').waitFor();
    await passport.getByLabel('Date of issue').fill('2019-06-03');
    await passport.getByRole('button', { name: 'Save passport issue details' }).click();
    await passport.getByText('Saved.').waitFor({ timeout: TIMEOUT });
    const issued = await db.query(
      'select date_of_issue::text, city_of_issue, country_of_issue from app_public.user_data where user_id = $1',
      [priyaId],
    );
    expect(issued.rows[0]).toEqual({ date_of_issue: '2019-06-03', city_of_issue: 'Mumbai', country_of_issue: 'IN' });

    await page.goto(new URL(`${BASE}/personal?id=resume-personal&exhibitId=resume-us-address`, page.url()).toString());
    await screenTitle(page, 'U.S. address');
    const history = page.getByRole('region', { name: 'Address history' });
    await history.getByText('No addresses yet.').waitFor();
    await history.getByRole('button', { name: 'Add an address' }).click();
    const first = history.getByRole('group', { name: 'Address 1' });
    await first.getByLabel('Street address').fill('500 Congress Ave');
    await first.getByLabel('City').fill('Austin');
    await first.getByLabel('State or province').fill('TX');
    await chooseCountry(page, 'Country', 'United States', first);
    // Nothing flagged on a new address before its fields are reached, and none under the country chosen.
    expect(await first.getByRole('alert').allTextContents()).toEqual([]);
    await first.getByLabel('Lived here from').fill('2021-08-01');
    expect(await first.getByRole('alert').allTextContents()).toEqual([]);
    expect(await first.getByLabel('This is my current address').isChecked()).toBe(true);
    await history.getByRole('button', { name: 'Add an address' }).click();
    const second = history.getByRole('group', { name: 'Address 2' });
    await second.getByLabel('Street address').fill('12 MG Road');
    await second.getByLabel('City').fill('Bengaluru');
    await chooseCountry(page, 'Country', 'India', second);
    await second.getByLabel('Lived here from').fill('2018-01-01');
    await second.getByLabel('Lived here until').fill('2017-12-31');
    await history.getByRole('button', { name: 'Save address history' }).click();
    await second.getByText('The start date must be on or before the end date.').waitFor();
    await second.getByLabel('Lived here until').fill('2021-07-31');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await history.getByRole('button', { name: 'Save address history' }).click();
    await history.getByText('Saved.').waitFor({ timeout: TIMEOUT });
    const addresses = await db.query(
      `select street, country, from_date::text, to_date::text, is_current from app_public.user_addresses where user_id = $1 order by from_date`,
      [priyaId],
    );
    expect(addresses.rows).toEqual([
      { street: '12 MG Road', country: 'IN', from_date: '2018-01-01', to_date: '2021-07-31', is_current: false },
      { street: '500 Congress Ave', country: 'US', from_date: '2021-08-01', to_date: null, is_current: true },
    ]);

    await page.goto(new URL(`${BASE}/personal?id=resume-personal&exhibitId=resume-legal-name`, page.url()).toString());
    await screenTitle(page, 'Legal name');
    const birth = page.getByRole('region', { name: 'Place of birth' });
    await birth.getByLabel('City of birth').fill('Pune');
    await birth.getByLabel('Province or state of birth').fill('Maharashtra');
    await chooseCountry(page, 'Country of birth', 'India', birth);
    await birth.getByRole('button', { name: 'Save place of birth' }).click();
    await birth.getByText('Saved.').waitFor({ timeout: TIMEOUT });

    // Staff read it all on the petition page.
    const { page: staff } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const details = staff.getByRole('region', { name: 'Beneficiary details' });
    await details.waitFor({ timeout: TIMEOUT });
    // The passport's issue and the place of birth, in the fields staff may correct, and the countries beside them.
    const person = details.getByRole('group', { name: 'Person data' });
    await expect.poll(() => person.getByLabel('Passport date of issue').inputValue(), { timeout: TIMEOUT }).toBe('2019-06-03');
    expect(await person.getByLabel('Passport place of issue (city)').inputValue()).toBe('Mumbai');
    expect(await person.getByLabel('City of birth').inputValue()).toBe('Pune');
    expect(await person.getByLabel('Province or state of birth').inputValue()).toBe('Maharashtra');
    await details.getByText('India').first().waitFor();
    const list = details.getByRole('list', { name: 'Address history' });
    await list.getByText(/500 Congress Ave, Austin, TX, United States/).waitFor();
    await list.getByText('(08/01/2021 – current address)').waitFor();
    await list.getByText('(01/01/2018 – 07/31/2021)').waitFor();
  });
});
