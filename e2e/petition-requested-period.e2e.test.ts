import type pg from 'pg';
import { describe, expect } from 'vitest';
import { catalogue, english, text } from './support/catalogues.ts';
import { withOwnApp, type OpenedPage, type SignedInPage } from './support/fixtures.ts';
import { expectStep, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { downloadedForm } from './support/form-pdf.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, horizontalOverflow, PHONE } from './support/phone.ts';

/**
 * The petition's requested period of employment (docs/decisions.md, "The petition's requested period of employment"):
 * staff set it on the petition page (a refusal for an end before the start), the generated I-129 prints it in Part 5
 * item 10 and the O supplement, and Priya and Daniel read it on Home on a phone, in their language. Before it is set,
 * Home says so on a case being prepared, and the field follows a change of visa class without a reload
 * (docs/decisions.md, "The requested period, rounded off").
 */
// An app of its own: the test sets the demo O-1A petition's requested period, which other files' forms would print.
const it = withOwnApp({});
let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const I129_LABEL = 'I-129 with the O and P classification supplement';
/** I-129 Part 5 item 10: the dates of intended employment. */
const FROM = 'form1[0].#subform[4].Part5_Q10_DateFrom[0]';
const TO = 'form1[0].#subform[4].Part5_Q10_DateTo[0]';
/** The O supplement's item 4, the nature of the event (the offered employment with its dates). */
const NATURE = 'form1[0].#subform[33].Line3_JobDescription[8]';

/** The demo O-1A petition (Priya Sharma's, filed by Northwind Robotics). */
async function demoO1aPetition(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`
    select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
     where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

const storedPeriod = async (petitionId: string) =>
  (
    await db.query<{ start: string | null; end: string | null }>(
      `select requested_start_date::text as start, requested_end_date::text as "end" from app_public.petitions where id = $1`,
      [petitionId],
    )
  ).rows[0];

/** Priya's Home on a phone in Spanish (signed in first: the fixture waits for the English account menu). */
async function withPriyaInSpanish(signedInPage: SignedInPage, check: (phone: OpenedPage['page']) => Promise<void>) {
  const { page: phone, consoleErrors } = await signedInPage('beneficiary', '/', { viewport: PHONE });
  await db.query(`update app_public.users set locale = 'es' where email = 'priya@demo.petition.studio'`);
  try {
    await phone.reload();
    await check(phone);
    expect(consoleErrors).toEqual([]);
  } finally {
    await db.query(`update app_public.users set locale = null where email = 'priya@demo.petition.studio'`);
  }
}

describe("the petition's requested period of employment", () => {
  // First, while the demo O-1A petition has no period (the next test sets one).
  it('before staff set it, Home says so on a case being prepared; the field follows a visa-class change', async ({
    signedInPage,
  }) => {
    const petitionId = await demoO1aPetition();
    expect(await storedPeriod(petitionId)).toEqual({ start: null, end: null });

    // Priya, on her phone in Spanish: her O-1A case (being prepared) says the dates are not set yet.
    const notSetYet = text(catalogue('es'), 'home.requestedPeriodNotSet');
    expect(notSetYet).toMatch(/^Período de empleo que se solicitará a USCIS: aún sin fijar\./);
    await withPriyaInSpanish(signedInPage, async (phone) => {
      await phone.getByText(notSetYet, { exact: true }).waitFor();
      await expectFitsPhone(phone, 'home-requested-period-not-set-es');
    });
    // Daniel, Northwind's admin: on the cases still being prepared only (Priya's and Rohan's), not the decided ones.
    const { page: employer } = await signedInPage('employerAdmin', '/', { viewport: PHONE });
    const englishLine = text(english, 'home.requestedPeriodNotSet');
    const cases = employer.getByRole('region', { name: 'Cases' });
    await cases.getByText(englishLine, { exact: true }).first().waitFor();
    expect(await cases.getByText(englishLine, { exact: true }).count()).toBe(2);

    // Staff's period field follows the visa class when it changes elsewhere (another editor, the API), without a reload:
    // an immigrant class asks for no period, so the dates go; back to O-1A, they return.
    const { page } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const period = page.getByRole('group', { name: 'Requested period of employment' });
    await period.getByRole('textbox', { name: 'Requested start date' }).waitFor();
    await db.query(`update app_public.petitions set visa_class = 'eb_1a' where id = $1`, [petitionId]);
    try {
      await page.getByText('An immigrant petition (I-140) asks for no period of employment.', { exact: true }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Requested start date' }).count()).toBe(0);
    } finally {
      await db.query(`update app_public.petitions set visa_class = 'o_1a' where id = $1`, [petitionId]);
    }
    await period.getByRole('textbox', { name: 'Requested start date' }).waitFor();
  }, 180_000);

  it('staff set it, the I-129 prints it, and Priya and Daniel read it on Home on a phone', async ({ signedInPage }) => {
    const petitionId = await demoO1aPetition();
    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    const period = page.getByRole('group', { name: 'Requested period of employment' });
    const start = period.getByRole('textbox', { name: 'Requested start date' });
    const end = period.getByRole('textbox', { name: 'Requested end date' });
    await start.waitFor();
    // None requested yet: the forms take the offer, whose start (Priya's job, held for years) is past.
    await period.getByText(/The forms print no dates yet\. The offer's start, \d{2}\/\d{2}\/\d{4}, is past/).waitFor();

    // An end before the start is refused on the end date, and nothing is saved.
    await start.fill('2027-06-01');
    await end.fill('2027-05-31');
    await period.getByText('The requested end date must be after the start date').waitFor();
    expect(await end.getAttribute('aria-invalid')).toBe('true');
    await period.getByText('Not saved: fix the highlighted field').waitFor();
    expect(await storedPeriod(petitionId)).toEqual({ start: null, end: null });
    // More than 3 years is refused too.
    await end.fill('2030-06-01');
    await period.getByText(/can ask for at most 3 years/).waitFor();

    await start.fill('2027-01-04');
    await end.fill('2030-01-03');
    await expect.poll(() => storedPeriod(petitionId)).toEqual({ start: '2027-01-04', end: '2030-01-03' });
    await period.getByText('The forms print 01/04/2027 to 01/03/2030 (the period requested here).').waitFor();
    await period.getByText('01/04/2027', { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'petition-requested-period');

    // The I-129, generated, prints the requested period in Part 5 and in the O supplement's nature of the event.
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
    const forms = page.getByRole('region', { name: 'Filled from the case' });
    const i129 = forms.getByRole('article', { name: I129_LABEL, exact: true });
    await i129.getByRole('button', { name: new RegExp(`^(Generate|Regenerate) ${I129_LABEL}$`) }).click();
    await page.getByText(`${I129_LABEL} generated.`, { exact: true }).waitFor({ timeout: 60_000 });
    const pdf = await downloadedForm(page, i129.getByRole('button', { name: 'Download I-129.pdf' }));
    expect({ from: pdf.getTextField(FROM).getText(), to: pdf.getTextField(TO).getText() }).toEqual({
      from: '01/04/2027',
      to: '01/03/2030',
    });
    expect(pdf.getTextField(NATURE).getText()).toMatch(/, 01\/04\/2027 to 01\/03\/2030$/);
    expect(consoleErrors).toEqual([]);

    // Priya, on her phone in Spanish, reads the period on her case's card, dates as her language writes them.
    const spanish = catalogue('es');
    await withPriyaInSpanish(signedInPage, async (phone) => {
      // Spanish dates as the portal writes them (Intl's medium style: "4 ene 2027"), never 2027-01-04.
      const inSpanish = (isoDate: string) =>
        new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
      const line = text(spanish, 'home.requestedPeriod', { start: inSpanish('2027-01-04'), end: inSpanish('2030-01-03') });
      expect(line).toMatch(/^Período de empleo solicitado a USCIS: del 4 ene\.? 2027 al 3 ene\.? 2030$/);
      await phone.getByText(line, { exact: true }).waitFor();
      expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(phone)).toEqual([]);
      await screenshot(phone, 'home-requested-period-es-390');
    });

    // Daniel, Northwind's admin, in English: the same period on the case he filed.
    const { page: employer } = await signedInPage('employerAdmin', '/', { viewport: PHONE });
    await employer.getByText('Period of employment requested from USCIS: 01/04/2027 to 01/03/2030', { exact: true }).waitFor();
    expect(await horizontalOverflow(employer)).toBeLessThanOrEqual(0);

    // A TN applied for at the border or a consulate (filing type Consular Processing) files nothing with USCIS: Home
    // says the officer is asked for the period (docs/decisions.md, "A TN applied for at the border or a consulate has
    // no USCIS tasks"). The case is put back for the next test, which prints the O-1A's I-129.
    const { rows } = await db.query<{
      filing_type: string | null;
      shipped: string | null;
      target: string | null;
      status: string;
    }>(
      `select filing_type, petition_shipped_date::text as shipped, target_submission_date::text as target, status
         from app_public.petitions where id = $1`,
      [petitionId],
    );
    // Dated as filed with USCIS on 11/02/2026 and meant for 01/02/2027: the O-1A card says it was filed, and shipped.
    await db.query(
      `update app_public.petitions set petition_shipped_date = '2026-11-02', target_submission_date = '2027-01-02',
              status = 'SHIPPED' where id = $1`,
      [petitionId],
    );
    await employer.reload();
    const o1aCard = employer.getByLabel(/^O-1A.* case for Priya Sharma$/);
    await o1aCard.getByText(/^Petitioner: Northwind Robotics · Filed with USCIS 11\/02\/2026 · Updated /).waitFor();
    await o1aCard.getByText('Shipped', { exact: true }).waitFor();
    await db.query(`update app_public.petitions set visa_class = 'tn', filing_type = 'consular_processing' where id = $1`, [
      petitionId,
    ]);
    try {
      await employer.reload();
      await employer.getByText('Period of stay to request from the officer: 01/04/2027 to 01/03/2030', { exact: true }).waitFor();
      // Its card names Northwind as the employer: no petition is filed. Nor was anything filed with USCIS (migration
      // 0135): the target date is the day to apply to the officer.
      const card = employer.getByLabel(/^TN.* case for Priya Sharma$/);
      await card.getByText(/^Employer: Northwind Robotics · Target date to apply 01\/02\/2027 · Updated /).waitFor();
      expect(await card.getByText(/Petitioner:|Filed with USCIS/).count()).toBe(0);
      // The same stored status reads as the route has it: the packet was given to the beneficiary, nothing shipped
      // (docs/decisions.md, "A TN applied for at the border or a consulate never speaks of a USCIS petition").
      await card.getByText('Packet Given to Beneficiary', { exact: true }).waitFor();
      expect(await card.getByText('Shipped', { exact: true }).count()).toBe(0);
      // Daniel's other Northwind cases still ask USCIS; this one's dates no longer read so.
      expect(
        await employer.getByText('Period of employment requested from USCIS: 01/04/2027 to 01/03/2030', { exact: true }).count(),
      ).toBe(0);
      expect(await horizontalOverflow(employer)).toBeLessThanOrEqual(0);
    } finally {
      await db.query(
        `update app_public.petitions set visa_class = 'o_1a', filing_type = $2, petition_shipped_date = $3,
                target_submission_date = $4, status = $5 where id = $1`,
        [petitionId, rows[0]!.filing_type, rows[0]!.shipped, rows[0]!.target, rows[0]!.status],
      );
    }
  }, 300_000);

  // docs/decisions.md, "A phone walk as Daniel: what the forms print beside the builder's role and salary".
  it("staff read under the builder's role and salary what the I-129 prints from the employer's role offer", async ({
    signedInPage,
  }) => {
    const petitionId = await demoO1aPetition();
    // The employer's role offer at Northwind, as the wizard's role offer step writes it, unlike the builder's words.
    const priyaAtNorthwind = `from app_public.users u, app_public.companies c
      where u.id = e.user_id and u.email = 'priya@demo.petition.studio' and c.id = e.company_id and c.dba_name = 'Northwind Robotics'`;
    const setOffer = (position: string, salary: string) =>
      db.query(`update app_public.user_employments e set position = $1, salary = $2::numeric ${priyaAtNorthwind}`, [
        position,
        salary,
      ]);
    const { rows } = await db.query<{ position: string; salary: string }>(
      `select e.position, e.salary::text as salary from app_public.user_employments e, app_public.users u, app_public.companies c
        where u.id = e.user_id and u.email = 'priya@demo.petition.studio' and c.id = e.company_id and c.dba_name = 'Northwind Robotics'`,
    );
    expect(rows).toHaveLength(1);
    await setOffer('Principal Engineer, Perception & Autonomy', '215500');
    try {
      const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
      const role = page.getByRole('textbox', { name: 'Proposed US role', exact: true });
      await role.waitFor();
      const note = "The forms print “Principal Engineer, Perception & Autonomy” (the employer's role offer from onboarding).";
      await page.getByText(note, { exact: true }).waitFor();
      expect(
        await role.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent),
      ).toBe(note);
      await page
        .getByText(/^The forms print \$215,500\.00 per (year|month|week|hour) \(the employer's role offer from onboarding\)\.$/)
        .waitFor();

      await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
      const i129 = page
        .getByRole('region', { name: 'Filled from the case' })
        .getByRole('article', { name: I129_LABEL, exact: true });
      await i129.getByRole('button', { name: new RegExp(`^(Generate|Regenerate) ${I129_LABEL}$`) }).click();
      await page.getByText(`${I129_LABEL} generated.`, { exact: true }).waitFor({ timeout: 60_000 });
      const pdf = await downloadedForm(page, i129.getByRole('button', { name: 'Download I-129.pdf' }));
      expect(pdf.getTextField('form1[0].#subform[4].Part5_Q1_JobTitle[0]').getText()).toBe(
        'Principal Engineer, Perception & Autonomy',
      );
      expect(pdf.getTextField('form1[0].#subform[4].Line8_Wages[0]').getText()).toBe('215,500.00');
      expect(consoleErrors).toEqual([]);
    } finally {
      await setOffer(rows[0]!.position, rows[0]!.salary);
    }
  }, 300_000);

  // docs/decisions.md, "The role offer reaches the open petition page" (migration 0107).
  it('the lines follow the role offer Daniel changes in the portal while staff have the petition open', async ({
    signedInPage,
  }) => {
    const petitionId = await demoO1aPetition();
    // The offer's dates show only while staff request none: this test starts without a period and puts back what it found.
    const period = await storedPeriod(petitionId);
    await db.query('update app_public.petitions set requested_start_date = null, requested_end_date = null where id = $1', [
      petitionId,
    ]);
    const { rows } = await db.query<{ id: string; row: Record<string, unknown> }>(
      `select e.id, to_jsonb(e) as row from app_public.user_employments e, app_public.users u, app_public.companies c
        where u.id = e.user_id and u.email = 'priya@demo.petition.studio' and c.id = e.company_id and c.dba_name = 'Northwind Robotics'`,
    );
    expect(rows).toHaveLength(1);
    try {
      const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`, {
        viewport: { width: 1280, height: 900 },
      });
      await page.getByRole('textbox', { name: 'Proposed US role', exact: true }).waitFor();
      const fromTheOffer = "(the employer's role offer from onboarding)";
      const titleNote = `The forms print “Head of Perception, Live Offer” ${fromTheOffer}.`;
      const salaryNote = `The forms print $231,000.00 per year ${fromTheOffer}.`;
      const periodGroup = page.getByRole('group', { name: 'Requested period of employment' });
      // "Leave both empty to use the employer's offer dates. … The forms print …": the offer's start, once Daniel sets it.
      const periodLine = periodGroup.getByText(/ The forms print (from )?03\/01\/2027\b/);
      await periodGroup.getByText(/ The forms print /).waitFor();
      expect(await periodLine.count()).toBe(0);
      expect(await page.getByText(titleNote, { exact: true }).count()).toBe(0);
      // Whatever happens next happens on this page as loaded: a reload would drop the mark.
      await page.evaluate(() => Object.assign(window, { loadedOnce: true }));

      // Daniel, Northwind's admin, changes Priya's role offer in his onboarding wizard.
      const { page: portal } = await signedInPage('employerAdmin', '/onboarding/employer/beneficiary');
      await expectStep(portal, 'beneficiary', 'US Role Offer');
      const chooser = portal.getByRole('group', { name: 'Which beneficiary is this for?' });
      if ((await chooser.count()) > 0) await chooser.getByRole('radio', { name: 'Priya Sharma (O-1A)', exact: true }).check();
      await portal.getByText('The role you offer Priya Sharma.').waitFor({ timeout: STEP_TIMEOUT_MS });
      await portal.getByLabel('Role title').fill('Head of Perception, Live Offer');
      await portal.getByLabel('Proposed salary (USD)').fill('231000');
      await portal.getByRole('radio', { name: 'Annual', exact: true }).check();
      await portal.getByLabel('Start date').fill('2027-03-01');
      await portal.getByRole('radio', { name: 'Yes', exact: true }).check();
      await portal.getByRole('button', { name: 'Next', exact: true }).click();
      await expectStep(portal, 'employer-history', 'Employer History');
      await portal.close();

      // Staff's page says what the forms now print, without a reload: the title, the salary and the offer's start.
      await page.getByText(titleNote, { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText(salaryNote, { exact: true }).waitFor({ timeout: 15_000 });
      await periodLine.waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
      await screenshot(page, 'petition-role-offer-live-1280');
      expect(consoleErrors).toEqual([]);
    } finally {
      await db.query(
        `update app_public.user_employments e
            set (position, salary, salary_frequency, start_date, end_date, is_full_time, hours_per_week, other_compensation,
                 is_current) =
                (select r.position, r.salary, r.salary_frequency, r.start_date, r.end_date, r.is_full_time, r.hours_per_week,
                        r.other_compensation, r.is_current
                   from jsonb_populate_record(null::app_public.user_employments, $2) r)
          where e.id = $1`,
        [rows[0]!.id, rows[0]!.row],
      );
      await db.query('update app_public.petitions set requested_start_date = $2, requested_end_date = $3 where id = $1', [
        petitionId,
        period?.start ?? null,
        period?.end ?? null,
      ]);
    }
  }, 300_000);
});
