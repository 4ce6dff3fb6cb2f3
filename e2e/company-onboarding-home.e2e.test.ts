import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { EMPLOYER_WIZARD, expectStep, next, northwindId, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { withOwnApp } from './support/fixtures.ts';
import { pathAndSearch } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

/**
 * The company's own employer onboarding on Home and Action Items (docs/decisions.md, "The company's onboarding on
 * Home and Action Items"): how far it is, a link that resumes the wizard at its step, and live: a step finished in one
 * page shows on Home and Action Items open in other pages without a reload (migration 0108).
 */
// An app of its own: other files of a worker move Northwind's wizard on (the case-flow files complete it).
const it = withOwnApp({});

let db: pg.Client;
it.beforeAll(async ({ db: fileDb }) => {
  db = fileDb;
});

/** The steps that count for Northwind now: ten, less the worksite step (HQ is the worksite) and the questions (no case awaits documents). */
async function northwindTotal(): Promise<number> {
  const { rows } = await db.query<{ hq: boolean; pending: boolean }>(
    `select coalesce(c.is_business_address_worksite, false) as hq,
            exists (select 1 from app_public.petitions p
                    where p.company_id = c.id and p.latest_petition and p.status = 'PENDING_DOCS') as pending
       from app_public.companies c where c.id = $1`,
    [await northwindId(db)],
  );
  const { hq, pending } = rows[0]!;
  return 10 - (hq ? 1 : 0) - (pending ? 0 : 1);
}

/** Northwind's wizard left on Your Details with nothing done yet. */
async function leaveWizardOnYourDetails(): Promise<void> {
  await db.query(
    `insert into app_public.employer_onboardings (company_id, step, items, answers) values ($1, 'confirmContact', '{}', '{}')
       on conflict (company_id) do update set step = excluded.step, items = excluded.items, answers = excluded.answers`,
    [await northwindId(db)],
  );
}

const card = (page: Page) => page.getByRole('region', { name: 'Company onboarding', exact: true });
const stepsDone = (done: number, total: number) => `${done} of ${total} steps done`;
async function expectProgress(page: Page, done: number, total: number, nextStep: string): Promise<void> {
  await card(page).getByText(stepsDone(done, total), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await card(page).getByText(`Next: ${nextStep}`, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

describe("the company's onboarding on Home and Action Items", () => {
  it('Daniel on a phone resumes it from Home at its step; Home and Action Items in other pages follow without a reload', async ({
    signedInPage,
  }) => {
    await leaveWizardOnYourDetails();
    const total = await northwindTotal();
    const { page: phone } = await signedInPage('employerAdmin', '/', { viewport: PHONE });
    const { page: home } = await signedInPage('employerAdmin', '/');
    const { page: actions } = await signedInPage('employerAdmin', '/actions');

    await expectProgress(phone, 0, total, 'Your Details');
    await expect(card(phone).textContent()).resolves.toContain('Your company onboarding is not finished.');
    await expectFitsPhone(phone, 'home-company-onboarding');
    await expectProgress(home, 0, total, 'Your Details');
    await expectProgress(actions, 0, total, 'Your Details');
    await expect(card(actions).textContent()).resolves.toContain('Finish your company onboarding');

    // The card's button resumes the wizard at the step it was left on.
    await card(phone).getByRole('link', { name: 'Continue company onboarding' }).click();
    await expectStep(phone, 'confirm-contact', 'Your Details');
    await phone.getByLabel('Role').fill('Chief Executive Officer');
    await phone.getByRole('radio', { name: 'Yes' }).check();
    await next(phone);
    await expectStep(phone, 'add-contact', 'Authorized Signatory');

    // The other pages hear of it on the company's channel and refetch: no reload.
    const homeUrl = home.url();
    await expectProgress(home, 1, total, 'Authorized Signatory');
    await expectProgress(actions, 1, total, 'Authorized Signatory');
    expect(home.url()).toBe(homeUrl);

    // Back on Home through the step's Exit link (in the app, no reload), the phone reads the new progress and its link
    // now leads to the next step.
    await phone.getByRole('link', { name: 'Exit', exact: true }).click();
    await phone.waitForURL((url) => url.pathname === '/');
    await expectProgress(phone, 1, total, 'Authorized Signatory');
    expect(await card(phone).getByRole('link', { name: 'Continue company onboarding' }).getAttribute('href')).toBe(
      `${EMPLOYER_WIZARD}/add-contact`,
    );

    // Completed (here by staff, behind the app's back): Home says so, Action Items drop the item, both live.
    await db.query(`update app_public.employer_onboardings set step = 'final' where company_id = $1`, [await northwindId(db)]);
    await card(home).getByText('Onboarding Complete!').waitFor({ timeout: STEP_TIMEOUT_MS });
    await expect(card(home).getByRole('link').count()).resolves.toBe(0);
    await card(actions).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  });

  it('Mei, a VIEWER, reads the progress with a read-only look and no call to act', async ({ signedInPage }) => {
    await leaveWizardOnYourDetails();
    const total = await northwindTotal();
    const { page } = await signedInPage('companyViewer', '/');
    await expectProgress(page, 0, total, 'Your Details');
    await expect(
      card(page)
        .getByRole('link', { name: /Continue|Start/ })
        .count(),
    ).resolves.toBe(0);
    await card(page).getByText("View only: your team's admins and members fill it in.").waitFor();
    await card(page).getByRole('link', { name: 'View company onboarding' }).click();
    await expectStep(page, 'confirm-contact', 'Your Details');
    expect(pathAndSearch(page)).toBe(`${EMPLOYER_WIZARD}/confirm-contact?readOnly=true`);
  });
});
