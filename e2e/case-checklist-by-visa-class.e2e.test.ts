import type pg from 'pg';
import { TN_NO_RFE_NOTE } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { demoAccount, seriousAccessibilityViolations } from './support/pages.ts';
import { openPetitionAsStaff } from './support/petition-page.ts';

/**
 * The staff case checklist follows the petition's visa class and petitioner (packages/domain case-checklist.ts,
 * migration 0101): Priya's O-1A petition lists the I-129 and the O-1 advisory opinion, and no I-140; turned into an
 * EB-1A self-petition (no petitioner company) it lists the I-140 instead, without the I-129, the advisory opinion or
 * the employer's onboarding, and the tasks that named the petitioner name the beneficiary.
 * An app of its own: it turns the demo O-1A petition into a self-petition, as the self-petitioner's forms test does.
 */
const it = withOwnApp({});

let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const checklistTab = (page: Page) =>
  page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Checklist', exact: true });

/** The checklist's task labels, in order (each task's checkbox is named by its label). */
async function taskLabels(page: Page): Promise<string[]> {
  const panel = page.getByRole('region', { name: 'Checklist', exact: true });
  await panel.getByRole('checkbox').first().waitFor();
  return panel
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent?.trim() ?? ''));
}

describe('the case checklist by visa class and petitioner', () => {
  it('an O-1A lists the I-129 and the advisory opinion; as an EB-1A self-petition the I-140 instead', async ({
    signedInPage,
  }) => {
    const { rows } = await db.query<{ id: string }>(`
      select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
       where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
    const petitionId = rows[0]!.id;

    const o1 = await openPetitionAsStaff(signedInPage, petitionId);
    await checklistTab(o1.page).click();
    const o1Tasks = await taskLabels(o1.page);
    expect(o1Tasks).toEqual(
      expect.arrayContaining([
        'I-129 and supplement prepared',
        'Advisory opinion obtained (O-1)',
        'Employer onboarding completed',
        'Engagement letter signed by the petitioner',
        'Forms signed by the authorized signatory',
      ]),
    );
    expect(o1Tasks).not.toContain('I-140 prepared');
    await o1.page.getByRole('heading', { level: 3, name: /^Forms \(\d of 5 done\)$/ }).waitFor();
    expect(o1.consoleErrors).toEqual([]);
    await o1.page.context().close();

    // A self-petition: EB-1A, no petitioner company (the beneficiary is the petitioner).
    await db.query(
      `update app_public.petitions set visa_class = 'eb_1a', company_id = null, worksite_office_id = null where id = $1`,
      [petitionId],
    );
    const eb1a = await openPetitionAsStaff(signedInPage, petitionId);
    await checklistTab(eb1a.page).click();
    const eb1aTasks = await taskLabels(eb1a.page);
    expect(eb1aTasks).toEqual(
      expect.arrayContaining([
        'I-140 prepared',
        'Engagement letter signed by the beneficiary (self-petitioner)',
        'Kickoff call held with the beneficiary',
        'Forms signed by the beneficiary (self-petitioner)',
        'Documents received',
      ]),
    );
    for (const gone of [
      'I-129 and supplement prepared',
      'Advisory opinion obtained (O-1)',
      'Employer onboarding completed',
      'Engagement letter signed by the petitioner',
      'Forms signed by the authorized signatory',
    ])
      expect(eb1aTasks).not.toContain(gone);
    // The I-129 the demo ticked while it was an O-1A counts no more: G-28, I-140, I-907 and the signature.
    await eb1a.page.getByRole('heading', { level: 3, name: /^Forms \(\d of 4 done\)$/ }).waitFor();

    // Ticking the I-140 is stored as the petition's item.
    const i140 = eb1a.page.getByRole('checkbox', { name: 'I-140 prepared' });
    await i140.click();
    await expect.poll(() => i140.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
    await expect
      .poll(async () => {
        const stored = await db.query<{ done: boolean }>(
          `select i.completed_at is not null as done from app_public.petition_checklist_items i
             join app_public.checklist_tasks t on t.id = i.task_id
            where i.petition_id = $1 and t.code = 'forms.i140' and i.module_id is null`,
          [petitionId],
        );
        return stored.rows[0]?.done ?? false;
      })
      .toBe(true);
    expect(await seriousAccessibilityViolations(eb1a.page)).toEqual([]);
    expect(eb1a.consoleErrors).toEqual([]);
  });

  it('a TN applied for at the border lists no USCIS filing task; a change of status does', async ({ signedInPage }) => {
    // The demo's Canadian TN beneficiary applies at the border (filing type Consular Processing, migrations 0125, 0128,
    // 0135).
    const { rows } = await db.query<{ id: string }>(`
      select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
       where u.full_name = 'Émile Dubois' and p.visa_class = 'tn' and p.filing_type = 'consular_processing' limit 1`);
    const petitionId = rows[0]!.id;
    const uscisFilingTasks = [
      'G-28 prepared and signed',
      'I-129 and supplement prepared',
      'Premium processing (I-907) decided',
      'Forms signed by the authorized signatory',
    ];

    // Nor anything shipped to USCIS (migration 0135): the route's own tasks stand in their place.
    const uscisShippingTasks = [
      'Filing fees prepared',
      'Petition printed and shipped to USCIS',
      'Tracking number recorded',
      'USCIS receipt notice received',
    ];
    const borderApplicationTasks = [
      'Support letter signed by the employer',
      'Application packet given to the beneficiary',
      'Admission recorded (I-94)',
    ];
    // The demo may have shipped the case before the route was known: the page shows a stored value, so none is stored.
    // Its packet is ready (the stored status a petition reads as Print & Ship Requested).
    await db.query(
      `update app_public.petitions set uscis_receipt_number = null, tracking_number = null, petition_shipped_date = null,
              uscis_address = null, status = 'PRINT_SHIP_REQUESTED' where id = $1`,
      [petitionId],
    );

    const border = await openPetitionAsStaff(signedInPage, petitionId);
    // An application, not a petition (migration 0137's session): the header, the company's role and the statuses say
    // so, and RFE Received is not offered.
    await border.page.getByRole('heading', { level: 1, name: 'TN application', exact: true }).waitFor();
    await border.page.getByText(/^Beneficiary Émile Dubois · Employer \S/).waitFor();
    const status = border.page
      .getByRole('region', { name: 'Case fields' })
      .getByRole('combobox', { name: 'Status', exact: true });
    expect(await status.locator('option').allInnerTexts()).toEqual([
      'Pending Documents',
      'In Attorney Review',
      'Submitted',
      'Application Packet Ready',
      'Packet Given to Beneficiary',
      'Approved',
      'Denied',
      'Archived',
    ]);
    expect(await status.locator('option:checked').innerText()).toBe('Application Packet Ready');
    // Staff hand the packet over: the stored status is the one a petition ships with.
    await status.selectOption({ label: 'Packet Given to Beneficiary' });
    await expect
      .poll(
        async () =>
          (await db.query<{ status: string }>('select status from app_public.petitions where id = $1', [petitionId])).rows[0]
            ?.status,
      )
      .toBe('SHIPPED');
    // The staff's case list words it the same way (its rows carry the filing route, migration 0139).
    const cases = await signedInPage('staffAdmin', '/admin/cases');
    await cases.page.getByRole('searchbox', { name: 'Search names' }).fill('Dubois');
    await cases.page
      .getByRole('table', { name: 'Cases' })
      .getByRole('row')
      .filter({ has: cases.page.locator(`a[href$="${petitionId}"]`) })
      .getByRole('cell', { name: 'Packet Given to Beneficiary', exact: true })
      .waitFor();
    expect(cases.consoleErrors).toEqual([]);
    await cases.page.context().close();
    // So does the petition's History (Alex moved it from the packet being ready to handing it over).
    await border.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'History', exact: true }).click();
    await border.page
      .getByRole('article', {
        name: `${demoAccount('staffAdmin').fullName} changed Status from Application Packet Ready to Packet Given to Beneficiary`,
      })
      .waitFor();
    await checklistTab(border.page).click();
    const borderTasks = await taskLabels(border.page);
    expect(borderTasks).toContain('Employer onboarding completed');
    for (const task of [...uscisFilingTasks, ...uscisShippingTasks]) expect(borderTasks).not.toContain(task);
    expect(borderTasks).toEqual(expect.arrayContaining(['Attorney final review', ...borderApplicationTasks]));
    // The packet compiled is the application packet.
    expect(borderTasks).toContain('Application packet compiled into the PDF');
    expect(borderTasks).not.toContain('Petition compiled into the filing PDF');
    // The Forms section keeps no task of its own, so it is not shown at all.
    await expect.poll(() => border.page.getByRole('heading', { level: 3, name: /^Forms \(/ }).count()).toBe(0);
    await border.page.getByRole('heading', { level: 3, name: /^Border or consulate application \(0 of 3 done\)$/ }).waitFor();
    // The case fields ask no USCIS receipt number, tracking number, shipped date or address, and say why.
    const fields = border.page.getByRole('region', { name: 'Case fields' });
    await fields.getByText(/^Nothing is filed with USCIS on a TN applied for at the border or a consulate/).waitFor();
    for (const label of ['USCIS receipt number', 'Tracking number', 'Petition shipped date', 'USCIS address']) {
      expect(await fields.getByLabel(label, { exact: true }).count()).toBe(0);
    }
    expect(await seriousAccessibilityViolations(border.page)).toEqual([]);
    // The USCIS status panel stays (a status recorded before the route changed is kept) and says the same first.
    await border.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'USCIS status', exact: true }).click();
    await border.page
      .getByText(/^Nothing is filed with USCIS on a TN applied for at the border or a consulate/)
      .nth(1)
      .waitFor();
    // Nor is an RFE opened: USCIS sends such a TN none (the database refuses one too, migration 0137).
    expect(await border.page.getByRole('button', { name: 'Open an RFE' }).count()).toBe(0);
    await border.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'RFE', exact: true }).click();
    await border.page.getByText(TN_NO_RFE_NOTE, { exact: true }).waitFor();
    expect(await border.page.getByRole('form', { name: 'Open an RFE' }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(border.page)).toEqual([]);
    expect(border.consoleErrors).toEqual([]);
    await border.page.context().close();

    await db.query(`update app_public.petitions set filing_type = 'change_of_status' where id = $1`, [petitionId]);
    const inside = await openPetitionAsStaff(signedInPage, petitionId);
    await checklistTab(inside.page).click();
    const insideTasks = await taskLabels(inside.page);
    expect(insideTasks).toEqual(expect.arrayContaining([...uscisFilingTasks, ...uscisShippingTasks]));
    for (const task of borderApplicationTasks) expect(insideTasks).not.toContain(task);
    expect(insideTasks).toContain('Petition compiled into the filing PDF');
    // Filed with USCIS, it is a petition again, shipped, with its petitioner, and may receive an RFE.
    await inside.page.getByRole('heading', { level: 1, name: 'TN petition', exact: true }).waitFor();
    await inside.page.getByText(/^Beneficiary Émile Dubois · Petitioner \S/).waitFor();
    const insideStatus = inside.page
      .getByRole('region', { name: 'Case fields' })
      .getByRole('combobox', { name: 'Status', exact: true });
    expect(await insideStatus.locator('option:checked').innerText()).toBe('Shipped');
    expect(await insideStatus.locator('option').allInnerTexts()).toEqual(
      expect.arrayContaining(['Print & Ship Requested', 'Shipped', 'RFE Received']),
    );
    const insideFields = inside.page.getByRole('region', { name: 'Case fields' });
    await insideFields.getByLabel('USCIS receipt number', { exact: true }).waitFor();
    expect(await insideFields.getByText(/^Nothing is filed with USCIS/).count()).toBe(0);
    expect(inside.consoleErrors).toEqual([]);
  });
});
