import type pg from 'pg';
import type { Locator } from 'playwright-core';
import { describe, expect } from 'vitest';
import { EMPLOYER_WIZARD, expectStep, next, northwindId, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { withOwnApp } from './support/fixtures.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { horizontalOverflow, PHONE } from './support/phone.ts';

/**
 * Removing worksites and following them live (docs/decisions.md, "Removing worksites and following them live"):
 * staff remove a worksite no petition uses on Entities and cannot remove the one Priya's petition uses (the page says
 * why); Daniel corrects that worksite's street in his wizard on a phone, and the petition page open on the staff side
 * shows the address the forms will print, without a reload. Then the forms' last fallback, the company's business
 * address (migration 0098): Daniel changes it on his phone and the petition page shows the new street, again live.
 */
// An app of its own: the test removes and edits Northwind's worksites, which other files read.
const it = withOwnApp({});
let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** The accessible description of a control (what aria-describedby points at), as a screen reader reads it. */
async function description(control: Locator): Promise<string> {
  const id = await control.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  return control.page().locator(`[id="${id}"]`).innerText();
}

describe('removing worksites, and the petition page following their changes', () => {
  it('staff remove an unused worksite, not the used one, and see Daniel’s new street on the petition page live', async ({
    signedInPage,
  }) => {
    const companyId = await northwindId(db);
    // Priya Sharma's O-1A petition has Headquarters as its worksite; "Old depot" is used by no petition.
    const { rows } = await db.query<{ petition: string; office: string }>(
      `select p.id as petition, o.id as office
         from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
         join app_public.company_offices o on o.company_id = p.company_id and o.label = 'Headquarters'
        where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' and p.company_id = $1
        order by p.created_at desc limit 1`,
      [companyId],
    );
    const { petition: petitionId, office: headquarters } = rows[0]!;
    await db.query('update app_public.petitions set worksite_office_id = $2 where id = $1', [petitionId, headquarters]);
    await db.query(
      `insert into app_public.company_offices (company_id, label, street, city, state, country, postal_code, is_employee_worksite)
       values ($1, 'Old depot', '12 Mill Road', 'Austin', 'TX', 'US', '78702', true)`,
      [companyId],
    );

    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/entities?type=COMPANY&id=${companyId}`);
    const list = page.getByRole('region', { name: 'Worksites' }).getByRole('list', { name: 'Worksites' });
    const depot = list.getByRole('listitem').filter({ hasText: 'Old depot' });
    await depot.getByRole('button', { name: 'Remove worksite Old depot' }).click();
    await depot.waitFor({ state: 'detached' });
    await page.getByText('Removed worksite Old depot').waitFor();
    // Removed once the toast's Undo window has ended.
    await expect
      .poll(async () => (await db.query(`select 1 from app_public.company_offices where label = 'Old depot'`)).rowCount, {
        timeout: 15_000,
      })
      .toBe(0);

    // Headquarters is Priya's petition's worksite: its Remove is disabled and says why, by name.
    const remove = list.getByRole('button', { name: 'Remove worksite Headquarters' });
    expect(await remove.isDisabled()).toBe(true);
    expect(await description(remove)).toBe('Used by the petition for Priya Sharma (O-1A)');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'entities-worksite-used-by-petition');

    // The petition page, open on the staff side while Daniel edits on his phone.
    await page.goto(`${new URL(page.url()).origin}/admin/petition-builder/${petitionId}`);
    await page.getByText(/^The forms use Headquarters — .* \(the worksite chosen here\)\./).waitFor();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const { page: phone } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/add-worksite`, { viewport: PHONE });
    await expectStep(phone, 'add-worksite', "Beneficiary's Worksite");
    const row = phone.getByRole('list', { name: 'Worksites' }).getByRole('listitem').filter({ hasText: 'Headquarters' });
    await row.waitFor({ timeout: STEP_TIMEOUT_MS });
    // The same rule in the wizard: Priya's petition uses it, so Daniel cannot delete it either.
    const del = row.getByRole('button', { name: /^Delete worksite Headquarters/ });
    expect(await del.isDisabled()).toBe(true);
    expect(await description(del)).toBe('Used by the petition for Priya Sharma (O-1A)');
    await row.getByRole('button', { name: 'Edit worksite Headquarters' }).click();
    const form = phone.getByRole('form', { name: 'Edit worksite Headquarters' });
    await form.getByRole('textbox', { name: /^Street address/ }).fill('77 Harbor Way');
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    await form.getByRole('button', { name: 'Save worksite' }).click();
    await row.getByText(/ — 77 Harbor Way, /).waitFor();
    await screenshot(phone, 'employer-wizard-worksite-edited-390');

    // The staff page shows the new street the forms will print, in the same document (no reload).
    await page.getByText(/^The forms use Headquarters — 77 Harbor Way, .* \(the worksite chosen here\)\./).waitFor();
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(consoleErrors).toEqual([]);
  }, 180_000);

  it('shows Daniel’s new business address on the petition page live when the forms fall back to it', async ({ signedInPage }) => {
    const companyId = await northwindId(db);
    // No worksite chosen or listed: the forms print the business address, which Daniel gave as the worksite.
    await db.query('update app_public.petitions set worksite_office_id = null where company_id = $1', [companyId]);
    await db.query('update app_public.company_offices set is_employee_worksite = false where company_id = $1', [companyId]);
    await db.query('update app_public.companies set is_business_address_worksite = true where id = $1', [companyId]);
    const { rows } = await db.query<{ id: string }>(
      `select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
        where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' and p.company_id = $1
        order by p.created_at desc limit 1`,
      [companyId],
    );
    const fallback = '(the business address, which the employer gave as the worksite).';
    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${rows[0]!.id}`);
    await page
      .getByText(/^The forms use .*/)
      .filter({ hasText: fallback })
      .waitFor();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const { page: phone } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/confirm-address`, { viewport: PHONE });
    await expectStep(phone, 'confirm-address', 'U.S. company mailing address');
    await phone.getByRole('textbox', { name: /^Street address/ }).fill('500 Quay Street');
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await next(phone);
    await expectStep(phone, 'beneficiary', 'US Role Offer');

    // The staff page shows the new street in the same document (no reload).
    await page
      .getByText(/^The forms use 500 Quay Street, /)
      .filter({ hasText: fallback })
      .waitFor();
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
