import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFHexString, PDFName, PDFString, PDFTextField } from '@cantoo/pdf-lib';
import { ANNUAL_INCOME_RULE_TEXT, CURRENT_FORM_EDITIONS, type UscisFormId } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { graphql } from '../support/graphql-client.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';

/**
 * An individual petitioner's annual income (migration 0111) and the I-129's H-1B data collection supplement (23rd
 * session): the beneficiary and staff save the income under the domain's rule (refusals read its sentence, never a
 * server error); a self-petition's I-140 prints it in Part 5 item 12 and a company's never does; the H-1B supplement
 * names the petitioner and the beneficiary, answers 50 or more U.S. employees and gives the yearly rate of pay; and an
 * hours-per-week box never gets a cut "37.". Fields are found by their field-map label, read back from the stored
 * PDFs, and each one's tooltip in the shipped form says it is the item meant.
 */
describe('an individual petitioner’s annual income and the H-1B data collection supplement', () => {
  let t: PacketTestServer;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  const storedIncome = async () =>
    (await sql('select annual_income from app_public.user_data where user_id = $1', [t.world.beneficiary.id])).rows[0]
      ?.annual_income as number | null;

  const saveIncome = (token: string, annualIncome: unknown) =>
    graphql<{ updateUserDatumByUserId: { userDatum: { annualIncome: number | null } } | null }>(
      t.server.url,
      token,
      `
        mutation ($userId: UUID!, $patch: UserDatumPatch!) {
          updateUserDatumByUserId(input: { userId: $userId, userDatumPatch: $patch }) {
            userDatum {
              annualIncome
            }
          }
        }
      `,
      { userId: t.world.beneficiary.id, patch: { annualIncome } },
    );

  const entryOf = (form: UscisFormId, label: string) => {
    const entry = CURRENT_FORM_EDITIONS[form].fields.find((candidate) => candidate.label === label);
    if (!entry) throw new Error(`the ${form} map has no entry "${label}"`);
    return entry;
  };

  const generate = async (form: UscisFormId) => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/${form}/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { fileId: string; missing: { label: string; message: string }[] };
    expect(response.status, JSON.stringify(body)).toBe(201);
    const { rows } = await sql('select storage_key from app_public.files where id = $1', [body.fileId]);
    const pdf = (await PDFDocument.load(await readFile(path.join(t.filesDir, rows[0]!.storage_key as string)))).getForm();
    const checkedTooltip = (label: string, item: RegExp) => {
      const name = entryOf(form, label).field;
      const tu = pdf.getField(name).acroField.dict.lookup(PDFName.of('TU'));
      expect(tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : '', label).toMatch(item);
      return name;
    };
    return {
      missing: body.missing,
      text: (label: string, item: RegExp) => pdf.getTextField(checkedTooltip(label, item)).getText() || null,
      ticked: (label: string, item: RegExp) => pdf.getCheckBox(checkedTooltip(label, item)).isChecked(),
      /** A field of the PDF the map does not fill, by its name. */
      raw: pdf,
    };
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-income-h1b-');
    // Priya Sharma for Northwind Robotics (240 employees), $215,000 a year, full time.
    await giveWorldTheDemoCase(t.server.pool, t.world);
    await sql(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A'), ('h_1b', 'H-1B') on conflict do nothing`);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the income the beneficiary and staff give, and refuses one the rule refuses with its sentence', async () => {
    expect((await saveIncome(t.beneficiaryToken, 142_000)).data?.updateUserDatumByUserId?.userDatum.annualIncome).toBe(142_000);
    for (const bad of [0, -85_000, 100_000_000]) {
      const refused = await saveIncome(t.beneficiaryToken, bad);
      expect(refused.status, String(bad)).toBeLessThan(500);
      expect(
        refused.errors?.map((error) => error.message),
        String(bad),
      ).toEqual([ANNUAL_INCOME_RULE_TEXT]);
      expect(await storedIncome(), String(bad)).toBe(142_000);
    }
    // Cents are not whole dollars: GraphQL's Int refuses them before the database is asked, still not a server error.
    const cents = await saveIncome(t.staffToken, 85_000.5);
    expect(cents.status).toBeLessThan(500);
    expect(cents.errors?.length).toBeGreaterThan(0);
    expect((await saveIncome(t.staffToken, 150_000)).data?.updateUserDatumByUserId?.userDatum.annualIncome).toBe(150_000);
    expect((await saveIncome(t.staffToken, null)).data?.updateUserDatumByUserId?.userDatum.annualIncome).toBeNull();
  });

  it('prints a self-petitioner’s annual income on the I-140 (Part 5 item 12), and never a company petitioner’s', async () => {
    await sql(`update app_public.user_data set annual_income = 142000 where user_id = $1`, [t.world.beneficiary.id]);
    await sql(`update app_public.petitions set visa_class = 'eb_1a' where id = $1`, [t.world.petitionId]);
    const item12 = /Part 5\..*If an individual is filing this petition.* 12\. Enter Annual Income/;
    // Northwind Robotics petitions: its own Part 5 items, not the person's income.
    const company = await generate('i-140');
    expect(company.text('Petitioner annual income (individual)', item12)).toBeNull();
    expect(company.text('Gross annual income', /5\. Enter Gross Annual Income/)).toBe('48,000,000.00');

    const companyId = t.world.companyId;
    await sql(`update app_public.petitions set company_id = null, worksite_office_id = null where id = $1`, [t.world.petitionId]);
    try {
      const self = await generate('i-140');
      expect(self.text('Petitioner annual income (individual)', item12)).toBe('142,000.00');
      expect(self.text('Gross annual income', /5\. Enter Gross Annual Income/)).toBeNull();
    } finally {
      await sql(`update app_public.petitions set company_id = $2 where id = $1`, [t.world.petitionId, companyId]);
    }
  });

  it('fills the H-1B data collection supplement’s recorded items and leaves the rest empty', async () => {
    await sql(`update app_public.petitions set visa_class = 'h_1b' where id = $1`, [t.world.petitionId]);
    const supplement = /^H-1B and H-1B1 Data Collection and Filing Fee Exemption Supplement\./;
    const i129 = await generate('i-129');
    expect(i129.text('H-1B data collection supplement: petitioner name', /Supplement\. 1\. Enter Name of the Petitioner/)).toBe(
      'Northwind Robotics, Inc.',
    );
    expect(i129.text('H-1B data collection supplement: beneficiary name', /Supplement\. 2\. Enter Name of the Beneficiary/)).toBe(
      'Priya Sharma',
    );
    const fifty = /D\. Does the petitioner employ 50 or more individuals in the United States\?/;
    expect(i129.ticked('H-1B data collection supplement: employs 50 or more in the United States: yes', fifty)).toBe(true);
    expect(i129.ticked('H-1B data collection supplement: employs 50 or more in the United States: no', fifty)).toBe(false);
    expect(i129.text('H-1B data collection supplement: rate of pay per year', /4\. Rate of Pay Per Year/)).toBe('215,000.00');
    expect(i129.missing.map((missing) => missing.label).filter((label) => label.startsWith('H-1B data'))).toEqual([]);
    // Not recorded, left empty on purpose: the education boxes, the field of study, the DOT code, the fee questions.
    const form = i129.raw;
    const onSupplement = form.getFields().filter((field) => {
      const tu = field.acroField.dict.lookup(PDFName.of('TU'));
      return (tu instanceof PDFString || tu instanceof PDFHexString) && supplement.test(tu.decodeText());
    });
    const filled = onSupplement
      .filter((field) =>
        field instanceof PDFCheckBox
          ? field.isChecked()
          : field instanceof PDFTextField
            ? Boolean(field.getText())
            : field instanceof PDFDropdown && field.getSelected().length > 0,
      )
      .map((field) => field.getName().replace('form1[0].#subform[22].', ''));
    expect(filled.sort()).toEqual(
      ['H1BSecALine1d_Yes[0]', 'Line1_FamilyName[2]', 'Line1_FamilyName[3]', 'Line4_RateofPayPerYear[0]'].sort(),
    );

    // A monthly wage is twelve months of it; a small company answers No.
    await sql(
      `update app_public.user_employments set salary = 12500, salary_frequency = 'monthly' where user_id = $1 and company_id = $2`,
      [t.world.beneficiary.id, t.world.companyId],
    );
    await sql(`update app_public.companies set current_number_of_employees = 12 where id = $1`, [t.world.companyId]);
    const small = await generate('i-129');
    expect(small.text('H-1B data collection supplement: rate of pay per year', /4\. Rate of Pay Per Year/)).toBe('150,000.00');
    expect(small.ticked('H-1B data collection supplement: employs 50 or more in the United States: no', fifty)).toBe(true);
  });

  it('never prints half hours cut to the 3-character box: whole hours print, half hours are listed for staff', async () => {
    await sql(
      `update app_public.user_employments set is_full_time = false, hours_per_week = 37.5 where user_id = $1 and company_id = $2`,
      [t.world.beneficiary.id, t.world.companyId],
    );
    const hours = /8\. If the answer to Item Number 7\. is no, how many hours per week/i;
    const half = await generate('i-129');
    expect(half.text('Hours per week (part time)', hours)).toBeNull();
    const listed = half.missing.find((missing) => missing.label === 'Hours per week (part time)');
    expect(listed?.message).toContain('the offer says 37.5 hours');
    expect(listed?.message).toContain('Part 9');

    await sql(`update app_public.user_employments set hours_per_week = 30 where user_id = $1 and company_id = $2`, [
      t.world.beneficiary.id,
      t.world.companyId,
    ]);
    const whole = await generate('i-129');
    expect(whole.text('Hours per week (part time)', hours)).toBe('30');
    expect(whole.missing.map((missing) => missing.label)).not.toContain('Hours per week (part time)');
  });
});
