import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { it } from './support/fixtures.ts';
import { ONBOARDING_TIMEOUT, pressButton, pressNext, screenTitle, textWaiter } from './support/onboarding-screens.ts';
import type { RunningApp } from './support/start-app.ts';

/**
 * The beneficiary's form screens of issue 16 against the running app: dependents, filing type and
 * immigration questions (petition metadata), employment history (user employments) and expert letters
 * (exhibit data), read-only mode and the beneficiary-onboarding gate.
 */
let app: RunningApp;
let db: pg.Client;

let petitionId: string;
let priyaId: string;
let letterExhibitId: string;
/** What this file changes, put back afterwards. */
let original: { modules: unknown; status: string; flowState: string | null; metadata: unknown; filingType: string | null };
const created: { exhibitId?: string; moduleId?: string } = {};

const BASE = '/onboarding/beneficiary';
const TIMEOUT = ONBOARDING_TIMEOUT;
const FLAG = 'beneficiary-onboarding';

function item(id: string, exhibitId: string | null, type: string, name: string, moduleType: string) {
  return { id, exhibitId, type, name, description: '', required: true, hidden: false, status: 'pending', data: {}, moduleType };
}
function module(id: string, type: string, title: string, exhibits: ReturnType<typeof item>[]) {
  return { id, type, title, subtitle: '', name: title, status: 'pending', exhibits };
}
function testModules() {
  return [
    module('e2e-personal', 'PERSONAL', 'Personal Information', [
      item('e2e-dependents', null, 'DEPENDENTS', 'Dependents', 'PERSONAL'),
    ]),
    module('e2e-employment', 'EMPLOYMENT', 'Professional Details', [
      item('e2e-history', null, 'EMPLOYMENT_HISTORY', 'Employment history', 'EMPLOYMENT'),
    ]),
    module('e2e-filing', 'FILING_TYPE', 'Filing Type', [
      item('e2e-filing-type', null, 'FILING_TYPE', 'Filing type', 'FILING_TYPE'),
      item('e2e-immigration', null, 'IMMIGRATION_QUESTIONS', 'Immigration questions', 'FILING_TYPE'),
    ]),
    module('e2e-letters', 'EXPERT_LETTERS', 'Expert Letters', [
      item(letterExhibitId, letterExhibitId, 'EXPERT_LETTER', 'Expert letter', 'EXPERT_LETTERS'),
      // A letter whose module type has no form.
      item('e2e-odd-letter', null, 'EXPERT_LETTER', 'Odd letter', 'PERSONAL'),
    ]),
  ];
}
const url = (slug: string, moduleId: string, exhibitId: string, readOnly = false) =>
  `${BASE}/${slug}?id=${moduleId}&exhibitId=${exhibitId}${readOnly ? '&readOnly=true' : ''}`;

it.beforeAll(async ({ app: fileApp, db: fileDb }) => {
  app = fileApp;
  db = fileDb;
  const { rows } = await db.query<{
    id: string;
    beneficiary_id: string;
    modules: unknown;
    status: string;
    flow_state: string | null;
    metadata: unknown;
    filing_type: string | null;
  }>(
    `select p.id, p.beneficiary_id, p.metadata, p.filing_type, o.modules, o.status::text, o.flow_state
       from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
       join app_public.onboardings o on o.petition_id = p.id
      where u.email = 'priya@demo.petition.studio' and p.latest_petition order by p.updated_at desc limit 1`,
  );
  const record = rows[0]!;
  ({ id: petitionId, beneficiary_id: priyaId } = record);
  original = {
    modules: record.modules,
    status: record.status,
    flowState: record.flow_state,
    metadata: record.metadata,
    filingType: record.filing_type,
  };
  // An expert letter of her critical-role module (made when the demo petition has none).
  const letter = await db.query<{ id: string }>(
    `select e.id from app_public.exhibits e join app_public.modules m on m.id = e.module_id
      where e.petition_id = $1 and e.exhibit_type = 'expert-letter' and m.type = 'critical-role' limit 1`,
    [petitionId],
  );
  if (letter.rows[0]) letterExhibitId = letter.rows[0].id;
  else {
    let moduleId = (
      await db.query<{ id: string }>(
        `select id from app_public.modules where petition_id = $1 and type = 'critical-role' limit 1`,
        [petitionId],
      )
    ).rows[0]?.id;
    if (!moduleId) {
      moduleId = (
        await db.query<{ id: string }>(
          `insert into app_public.modules (petition_id, type, name) values ($1, 'critical-role', 'Critical role') returning id`,
          [petitionId],
        )
      ).rows[0]!.id;
      created.moduleId = moduleId;
    }
    letterExhibitId = (
      await db.query<{ id: string }>(
        `insert into app_public.exhibits (module_id, petition_id, name, exhibit_type) values ($1, $2, 'Expert letter', 'expert-letter') returning id`,
        [moduleId, petitionId],
      )
    ).rows[0]!.id;
    created.exhibitId = letterExhibitId;
  }
  await db.query(`update app_public.petitions set metadata = '{}', filing_type = null where id = $1`, [petitionId]);
  await db.query(
    `update app_public.onboardings set modules = $2, status = 'in_progress', flow_state = null where petition_id = $1`,
    [petitionId, JSON.stringify(testModules())],
  );
});

afterAll(async () => {
  if (original) {
    await db.query(`delete from app_public.user_employments where user_id = $1 and company_name like 'E2E %'`, [priyaId]);
    await db.query(`update app_public.petitions set metadata = $2, filing_type = $3 where id = $1`, [
      petitionId,
      original.metadata,
      original.filingType,
    ]);
    await db.query(
      `update app_public.onboardings set modules = $2, status = $3::app_public.onboarding_status, flow_state = $4 where petition_id = $1`,
      [petitionId, JSON.stringify(original.modules), original.status, original.flowState],
    );
    if (created.exhibitId) await db.query(`delete from app_public.exhibits where id = $1`, [created.exhibitId]);
    if (created.moduleId) await db.query(`delete from app_public.modules where id = $1`, [created.moduleId]);
  }
});

const title = screenTitle;
const press = pressButton;
const next = pressNext;
const text = textWaiter('onboarding-forms-failed');
const radio = (page: Page, question: string, answer: string) =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true });
async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousAccessibilityViolations(page), screen).toEqual([]);
}
async function petition() {
  const { rows } = await db.query<{ metadata: Record<string, unknown>; filing_type: string | null }>(
    `select metadata, filing_type from app_public.petitions where id = $1`,
    [petitionId],
  );
  return rows[0]!;
}
async function exhibitRecord(id: string) {
  const { rows } = await db.query<{ modules: { exhibits: { id: string; status: string; data: Record<string, unknown> }[] }[] }>(
    `select modules from app_public.onboardings where petition_id = $1`,
    [petitionId],
  );
  return rows[0]!.modules.flatMap((m) => m.exhibits).find((e) => e.id === id)!;
}
async function employment(name: string) {
  const { rows } = await db.query<{
    position: string | null;
    start_date: string | null;
    end_date: string | null;
    is_current: boolean;
  }>(
    `select position, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, is_current
       from app_public.user_employments where user_id = $1 and company_name = $2`,
    [priyaId, name],
  );
  return rows;
}

describe('beneficiary onboarding form screens', () => {
  it('dependents, filing type and immigration questions are saved to the petition', async ({ signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('beneficiary', url('personal', 'e2e-personal', 'e2e-dependents'));
    await title(page, 'Dependents');
    await expectAxeClean(page, 'dependents');
    await radio(page, 'Do you have any dependents (spouse or children under 21)?', 'Yes').click();
    await radio(page, 'Are your dependents currently in the U.S.?', 'Yes').click();
    await next(page);
    await text(page, 'Please enter the visa status');
    await page.getByLabel('Their current visa status').fill('H-4');
    await next(page);

    await title(page, 'Employment history');
    await page.goto(`${app.url}${url('filing-type', 'e2e-filing', 'e2e-filing-type')}`);
    await title(page, 'Filing type');
    await expectAxeClean(page, 'filing type');
    await next(page);
    await text(page, 'Please select a filing type');
    await page.getByRole('radio', { name: 'Change of Status' }).click();
    await next(page);

    await title(page, 'Immigration questions');
    await expectAxeClean(page, 'immigration questions');
    await next(page);
    await text(page, 'Please select Yes or No');
    await radio(page, 'Have you been denied a U.S. visa in the last 7 years?', 'No').click();
    await radio(page, 'Have you ever held J-1 or J-2 status?', 'Yes').click();
    await next(page);
    // The expert letters module opens with its (virtual) cover page.
    await title(page, 'Expert Letters');

    const saved = await petition();
    expect(saved.filing_type).toBe('change_of_status');
    expect(saved.metadata).toMatchObject({
      hasDependents: 'Yes',
      dependentsInUS: 'Yes',
      dependentsVisaStatus: 'H-4',
      hasVisaDenial: 'No',
      hasJ1J2History: 'Yes',
    });
    expect((await exhibitRecord('e2e-immigration')).status).toBe('completed');
    expect(consoleErrors).toEqual([]);
  });

  it('employment history: validation, add, edit, delete, a record gone while edited, then Next', async ({ signedInPage }) => {
    // The U.S. role an employer offers is stored as a current job before it begins: the list says when it starts.
    const nextYear = new Date().getUTCFullYear() + 1;
    await db.query(`delete from app_public.user_employments where user_id = $1 and company_name = 'E2E Offered Role'`, [priyaId]);
    await db.query(
      `insert into app_public.user_employments (user_id, company_name, position, start_date, is_current)
       values ($1, 'E2E Offered Role', 'Staff engineer', $2, true)`,
      [priyaId, `${nextYear}-01-04`],
    );
    const { page } = await signedInPage('beneficiary', url('employment', 'e2e-employment', 'e2e-history'));
    await title(page, 'Employment history');
    await page.getByText(`Staff engineer · starts 01/04/${nextYear}`).waitFor({ timeout: TIMEOUT });
    const add = page.getByRole('button', { name: 'Add employment' });
    const form = page.getByRole('region', { name: 'Add employment' });
    await Promise.race([add.waitFor({ timeout: TIMEOUT }), form.waitFor({ timeout: TIMEOUT })]);
    if (await add.isVisible()) await add.click();
    await expectAxeClean(page, 'employment history');

    await page.getByLabel('Start date').fill('2019-13-01');
    await press(page, 'Save employment');
    await text(page, 'Please confirm your employer name');
    await text(page, 'Please provide a valid start date');
    await page.getByLabel('Employer name').fill('E2E Labs');
    await page.getByLabel('Job title').fill('Research scientist');
    await page.getByLabel('Start date').fill('2019-03-01');
    await page.getByLabel('End date').fill('2018-01-01');
    await press(page, 'Save employment');
    await text(page, 'End date must be after start date');
    await page.getByLabel('End date').fill('2021-06-30');
    await press(page, 'Save employment');
    await text(page, 'Employment details saved successfully.');
    await page.getByRole('list', { name: 'Your employments' }).getByText('E2E Labs').waitFor();
    // Dates read as the rest of the portal writes them, not as stored.
    await page.getByText('Research scientist · 03/01/2019 – 06/30/2021').waitFor({ timeout: TIMEOUT });
    expect(await employment('E2E Labs')).toEqual([
      { position: 'Research scientist', start_date: '2019-03-01', end_date: '2021-06-30', is_current: false },
    ]);

    // Edit: a current job has no end date.
    await page.getByRole('button', { name: 'Edit E2E Labs' }).click();
    await page.getByLabel('Job title').fill('Senior research scientist');
    await page.getByLabel('I currently work here').click();
    expect(await page.getByLabel('End date').isDisabled()).toBe(true);
    expect(await page.getByLabel('End date').inputValue()).toBe('');
    await press(page, 'Save employment');
    await page.getByText('Senior research scientist · 03/01/2019 – present').waitFor({ timeout: TIMEOUT });
    expect(await employment('E2E Labs')).toEqual([
      { position: 'Senior research scientist', start_date: '2019-03-01', end_date: null, is_current: true },
    ]);

    // Add and delete one.
    await page.getByRole('button', { name: 'Add employment' }).click();
    await page.getByLabel('Employer name').fill('E2E Old Job');
    await page.getByLabel('Start date').fill('2015-01-05');
    await press(page, 'Save employment');
    await page.getByRole('button', { name: 'Delete E2E Old Job' }).click();
    await page.getByRole('button', { name: 'Delete E2E Old Job' }).waitFor({ state: 'detached', timeout: TIMEOUT });
    expect(await employment('E2E Old Job')).toEqual([]);

    // Deleted elsewhere while being edited: the error screen (spec 3 §2.3), then back to the list.
    await page.getByRole('button', { name: 'Edit E2E Labs' }).click();
    await db.query(`delete from app_public.user_employments where user_id = $1 and company_name = 'E2E Labs'`, [priyaId]);
    await press(page, 'Save employment');
    await text(page, 'This employment record could not be found. It may have been deleted.');
    await expectAxeClean(page, 'employment missing');
    await page.getByRole('button', { name: 'Back to employment history' }).click();
    await page.getByRole('button', { name: 'Edit E2E Labs' }).waitFor({ state: 'detached', timeout: TIMEOUT });

    // Next saves the open form and completes the item.
    if (await page.getByRole('button', { name: 'Add employment' }).isVisible()) {
      await page.getByRole('button', { name: 'Add employment' }).click();
    }
    await page.getByLabel('Employer name').fill('E2E Current Co');
    await page.getByLabel('Start date').fill('2021-07-01');
    await page.getByLabel('I currently work here').click();
    await next(page);
    await title(page, 'Filing type');
    expect(await employment('E2E Current Co')).toHaveLength(1);
    expect((await exhibitRecord('e2e-history')).status).toBe('completed');
  });

  it('expert letter: each validation message, then saved; a type without a form says so', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary', url('expert-letters', 'e2e-letters', letterExhibitId));
    await title(page, 'Expert letter');
    await page.getByText(/Tell us about someone who can speak to your critical role at /).waitFor({ timeout: TIMEOUT });
    await expectAxeClean(page, 'expert letter');
    await page.getByLabel('Full name').fill('A');
    await page.getByLabel('Email').fill('not an email');
    await page.getByLabel('Title').fill('P');
    await page.getByLabel('LinkedIn profile URL').fill('linkedin ana');
    await page.getByLabel('Phone number').fill('555 0100');
    await page.getByLabel(/What can this expert say/).fill('Too short.');
    await page.getByLabel('How did you meet?').fill('Conference.');
    await next(page);
    await text(page, 'Please provide a valid LinkedIn URL');
    await text(page, 'Please provide more context in 100+ characters.');
    await text(page, 'Please provide more context in 20+ characters');
    await text(page, 'Please enter a 10 digit phone number');
    // Full name, email, title, company, month and year.
    expect(await page.getByText('Required', { exact: true }).count()).toBe(6);
    await expectAxeClean(page, 'expert letter errors');

    const description =
      'Dr. Ruiz reviewed the robotics grasping work for three years and can explain how it changed warehouse automation practice.';
    await page.getByLabel('Full name').fill('Dr. Ana Ruiz');
    await page.getByLabel('Email').fill('ana.ruiz@university.example');
    await page.getByLabel('Title').fill('Professor');
    await page.getByLabel('Current company').fill('Example University');
    await page.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/ana-ruiz');
    await page.getByLabel('Phone number').fill('+1 512 555 0100');
    await page.getByLabel(/What can this expert say/).fill(description);
    await page.getByLabel('How did you meet?').fill('We met at the ICRA 2021 workshop.');
    await page.getByRole('combobox', { name: 'Month met' }).click();
    await page.getByRole('option', { name: 'March' }).click();
    await page.getByRole('combobox', { name: 'Year met' }).click();
    await page.getByRole('option', { name: '2021' }).click();
    await next(page);

    await title(page, 'Odd letter');
    await text(page, 'Expert letter type PERSONAL not found');
    await expectAxeClean(page, 'unknown expert letter');
    const saved = await exhibitRecord(letterExhibitId);
    expect(saved.status).toBe('completed');
    expect(saved.data).toMatchObject({
      fullName: 'Dr. Ana Ruiz',
      email: 'ana.ruiz@university.example',
      currentCompanyName: 'Example University',
      linkedin: 'https://www.linkedin.com/in/ana-ruiz',
      description,
      monthMet: 'March',
      yearMet: '2021',
    });
  });

  it('readOnly=true disables every input of these screens', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary', url('personal', 'e2e-personal', 'e2e-dependents', true));
    await title(page, 'Dependents');
    expect(await radio(page, 'Do you have any dependents (spouse or children under 21)?', 'Yes').isDisabled()).toBe(true);
    await expectAxeClean(page, 'dependents read-only');

    await page.goto(`${app.url}${url('filing-type', 'e2e-filing', 'e2e-filing-type', true)}`);
    await title(page, 'Filing type');
    expect(await page.getByRole('radio', { name: 'Change of Status' }).isDisabled()).toBe(true);
    await next(page);
    await title(page, 'Immigration questions');
    expect(new URL(page.url()).searchParams.get('readOnly')).toBe('true');
    expect(await radio(page, 'Have you ever held J-1 or J-2 status?', 'Yes').isDisabled()).toBe(true);

    await page.goto(`${app.url}${url('employment', 'e2e-employment', 'e2e-history', true)}`);
    await title(page, 'Employment history');
    await page.getByRole('button', { name: 'Edit E2E Current Co' }).waitFor({ timeout: TIMEOUT });
    expect(await page.getByRole('button', { name: 'Edit E2E Current Co' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add employment' }).isDisabled()).toBe(true);
    await expectAxeClean(page, 'employment read-only');

    await page.goto(`${app.url}${url('expert-letters', 'e2e-letters', letterExhibitId, true)}`);
    await title(page, 'Expert letter');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Dr. Ana Ruiz');
    for (const label of ['Full name', 'Email', 'LinkedIn profile URL', 'How did you meet?']) {
      expect(await page.getByLabel(label).isDisabled(), label).toBe(true);
    }
    expect(await page.getByRole('combobox', { name: 'Year met' }).isDisabled()).toBe(true);
    await expectAxeClean(page, 'expert letter read-only');
  });

  it('with the beneficiary-onboarding gate off for her, the flow is hidden', async ({ signedInPage }) => {
    await db.query(`insert into app_public.feature_flag_overrides (flag_key, user_id, enabled) values ($1, $2, false)`, [
      FLAG,
      priyaId,
    ]);
    let page: Page;
    try {
      ({ page } = await signedInPage('beneficiary', url('personal', 'e2e-personal', 'e2e-dependents')));
      await page.waitForURL((address) => address.pathname === '/', { timeout: TIMEOUT });
      await page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor({ timeout: TIMEOUT });
      expect(await page.getByRole('heading', { name: 'Dependents', level: 2 }).count()).toBe(0);
    } finally {
      await db.query(`delete from app_public.feature_flag_overrides where flag_key = $1 and user_id = $2`, [FLAG, priyaId]);
    }
    // Back on: the same address opens the screen.
    await page.goto(`${app.url}${url('personal', 'e2e-personal', 'e2e-dependents')}`);
    await title(page, 'Dependents');
  });
});
