import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { EMPLOYER_WIZARD, expectStep, northwindId, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { withOwnApp } from './support/fixtures.ts';
import { downloadedForm } from './support/form-pdf.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { horizontalOverflow, PHONE } from './support/phone.ts';

/**
 * Staff set the petition's worksite (docs/decisions.md, "Staff choose the petition's worksite"): a worksite added to
 * the petitioner on Entities, chosen on the petition page, printed on the generated I-129, and seen by the employer in
 * their wizard's Worksite step on a phone.
 */
// An app of its own: the test adds a worksite to Northwind and sets its petition's worksite, which other files read.
const it = withOwnApp({});
let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const I129_LABEL = 'I-129 with the O and P classification supplement';
/** I-129 Part 5 item 3: the worksite address. */
const P5 = 'form1[0].#subform[4].P5Line3a_';
const ADDRESS = '500 Congress Avenue, Suite 220, Austin, TX, 78701';

/** The demo O-1A petition (Priya Sharma's, filed by Northwind Robotics). */
async function demoO1aPetition(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`
    select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
     where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

async function chooseFromList(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe("the petition's worksite, set by staff", () => {
  it('staff add a worksite on Entities, choose it on the petition page, the I-129 prints it, and Daniel sees it in his wizard', async ({
    signedInPage,
  }) => {
    const companyId = await northwindId(db);
    const petitionId = await demoO1aPetition();

    // Entities → Northwind: the company's worksites, with the wizard's rules (no PO box) in the shared address fields.
    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/entities?type=COMPANY&id=${companyId}`);
    const section = page.getByRole('region', { name: 'Worksites' });
    await section.getByRole('list', { name: 'Worksites' }).getByText('Headquarters').waitFor();
    await section.getByRole('button', { name: 'Add a worksite' }).click();
    const form = section.getByRole('form', { name: 'New worksite' });
    await form.getByRole('textbox', { name: /^Worksite name/ }).fill('Austin lab');
    await form.getByRole('textbox', { name: /^Street address/ }).fill('PO Box 12');
    await form.getByRole('button', { name: 'Add worksite' }).click();
    await form.getByText('PO boxes are not allowed.').waitFor();
    await form.getByRole('textbox', { name: /^Street address/ }).fill('500 Congress Avenue');
    await chooseFromList(page, form.getByRole('combobox', { name: /^Unit type/ }), 'Suite');
    await form.getByRole('textbox', { name: /^Unit number/ }).fill('210');
    await form.getByRole('textbox', { name: /^City/ }).fill('Austin');
    await form.getByRole('combobox', { name: /^State/ }).click();
    await page.keyboard.type('Texas');
    await page.getByRole('option', { name: 'Texas', exact: true }).click();
    await form.getByRole('textbox', { name: /^ZIP code/ }).fill('78701');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add worksite' }).click();
    const listed = section.getByRole('list', { name: 'Worksites' }).getByRole('listitem').filter({ hasText: 'Austin lab' });
    await listed.getByText('500 Congress Avenue, Suite 210, Austin, TX, 78701').waitFor();

    // Edited: the suite number was wrong.
    await listed.getByRole('button', { name: 'Edit worksite Austin lab' }).click();
    const edit = section.getByRole('form', { name: 'Edit worksite Austin lab' });
    await edit.getByRole('textbox', { name: /^Unit number/ }).fill('220');
    await edit.getByRole('button', { name: 'Save worksite' }).click();
    await listed.getByText(ADDRESS).waitFor();
    await screenshot(page, 'entities-company-worksites');
    const { rows: offices } = await db.query<{ id: string }>(
      `select id, street, unit_type, unit_number, city, state, postal_code, is_employee_worksite
         from app_public.company_offices where company_id = $1 and label = 'Austin lab'`,
      [companyId],
    );
    expect(offices).toEqual([
      {
        id: expect.any(String),
        street: '500 Congress Avenue',
        unit_type: 'STE',
        unit_number: '220',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        is_employee_worksite: true,
      },
    ]);
    const officeId = offices[0]!.id;

    // The petition page: the employer's worksite from onboarding until staff choose another; it says what the forms use.
    await page.goto(`${new URL(page.url()).origin}/admin/petition-builder/${petitionId}`);
    const worksite = page.getByRole('combobox', { name: 'Worksite', exact: true });
    await worksite.waitFor();
    await expect.poll(() => worksite.locator('option:checked').innerText()).toBe("The employer's worksite from onboarding");
    await page.getByText(/^The forms use Headquarters — .*\(the employer's first worksite from onboarding\)\./).waitFor();
    // Offered as name and address, never an id.
    const options = await worksite.locator('option').allInnerTexts();
    expect(options).toContain(`Austin lab — ${ADDRESS}`);
    for (const option of options) expect(option).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await worksite.selectOption({ label: `Austin lab — ${ADDRESS}` });
    await expect
      .poll(
        async () => (await db.query('select worksite_office_id from app_public.petitions where id = $1', [petitionId])).rows[0],
      )
      .toEqual({ worksite_office_id: officeId });
    await page.getByText(`The forms use Austin lab — ${ADDRESS} (the worksite chosen here).`).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'petition-worksite-chosen');

    // The I-129, generated again, prints the chosen worksite's address in Part 5.
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
    const forms = page.getByRole('region', { name: 'Filled from the case' });
    const i129 = forms.getByRole('article', { name: I129_LABEL, exact: true });
    await i129.getByRole('button', { name: new RegExp(`^(Generate|Regenerate) ${I129_LABEL}$`) }).click();
    await page.getByText(`${I129_LABEL} generated.`, { exact: true }).waitFor({ timeout: 60_000 });
    const pdf = await downloadedForm(page, i129.getByRole('button', { name: 'Download I-129.pdf' }));
    expect({
      street: pdf.getTextField(`${P5}StreetNumberName[0]`).getText(),
      suite: pdf.getCheckBox(`${P5}Unit[2]`).isChecked(),
      number: pdf.getTextField(`${P5}AptSteFlrNumber[0]`).getText(),
      city: pdf.getTextField(`${P5}CityTown[0]`).getText(),
      state: pdf.getDropdown(`${P5}State[0]`).getSelected(),
      zip: pdf.getTextField(`${P5}ZipCode[0]`).getText(),
    }).toEqual({ street: '500 Congress Avenue', suite: true, number: '220', city: 'Austin', state: ['TX'], zip: '78701' });
    expect(consoleErrors).toEqual([]);

    // Daniel, Northwind's admin, on his phone: the worksite staff added is listed in his Worksite step, as Priya's.
    const { page: phone } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/add-worksite`, { viewport: PHONE });
    await expectStep(phone, 'add-worksite', "Beneficiary's Worksite");
    const row = phone.getByRole('list', { name: 'Worksites' }).getByRole('listitem').filter({ hasText: 'Austin lab' });
    await row.getByText(ADDRESS).waitFor({ timeout: STEP_TIMEOUT_MS });
    await row.getByText("This beneficiary's worksite").waitFor();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
    await screenshot(phone, 'employer-wizard-staff-worksite-390');
  }, 300_000);
});
