import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString, PDFHexString } from '@cantoo/pdf-lib';
import { CURRENT_FORM_EDITIONS, type UscisFormId } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { graphql } from '../support/graphql-client.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';

/**
 * What the employer and the beneficiary already told the case reaches the I-140 and the I-129 (22nd session): the
 * I-94 status and the address abroad, the position's hours and worksite, a self-petitioner's occupation, the I-129's
 * CNMI question and other compensation, and the signatory's title as the employer wizard keeps it. Fields are found
 * by their label in the domain's field map (not by the PDF's names), read back from the stored PDFs, and each
 * field's own tooltip in the shipped form says it is the item meant.
 */
describe('case facts on the I-140 and the I-129', () => {
  let t: PacketTestServer;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);

  /** The field a map entry with this label fills (the first one: a unit's three boxes share their label). */
  const fieldOf = (form: UscisFormId, label: string, exportValue?: string) => {
    const entry = CURRENT_FORM_EDITIONS[form].fields.find(
      (candidate) =>
        candidate.label === label &&
        (exportValue === undefined || (candidate.kind === 'checkbox' && candidate.exportValue === exportValue)),
    );
    if (!entry) throw new Error(`the ${form} map has no entry "${label}"`);
    return entry.field;
  };

  const generate = async (form: UscisFormId) => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/${form}/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { fileId: string };
    expect(response.status, JSON.stringify(body)).toBe(201);
    const { rows } = await sql('select storage_key from app_public.files where id = $1', [body.fileId]);
    const pdf = (await PDFDocument.load(await readFile(path.join(t.filesDir, rows[0]!.storage_key as string)))).getForm();
    const tooltip = (name: string) => {
      const tu = pdf.getField(name).acroField.dict.lookup(PDFName.of('TU'));
      return tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : '';
    };
    return {
      /** The text of the field labelled so, after checking the form's tooltip names the item. */
      text: (label: string, item: RegExp) => {
        const name = fieldOf(form, label);
        expect(tooltip(name), name).toMatch(item);
        return pdf.getTextField(name).getText() || null;
      },
      ticked: (label: string, item: RegExp, exportValue?: string) => {
        const name = fieldOf(form, label, exportValue);
        expect(tooltip(name), name).toMatch(item);
        return pdf.getCheckBox(name).isChecked();
      },
    };
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-case-facts-');
    // Priya Sharma for Northwind Robotics, at the robotics lab (not the business address), full time, with an F-1
    // arrival, a U.S. address and one in Pune.
    await giveWorldTheDemoCase(t.server.pool, t.world);
    await sql(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A') on conflict do nothing`);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('prints the title the signatory gave in the employer wizard on the I-129, the I-907 and the G-28', async () => {
    // The wizard's "Your details" step, as the company's admin (the authorized signatory) saves it.
    await sql(`insert into app_public.user_data (user_id) values ($1) on conflict (user_id) do nothing`, [
      t.world.companyAdmin.id,
    ]);
    const adminToken = await t.server.issuer.issueToken({
      sub: t.world.companyAdmin.sub,
      email: t.world.companyAdmin.email,
      name: t.world.companyAdmin.fullName,
    });
    const saved = await graphql<{ updateUserDatumByUserId: { userDatum: { role: string } } | null }>(
      t.server.url,
      adminToken,
      `
        mutation ($userId: UUID!, $role: String!) {
          updateUserDatumByUserId(input: { userId: $userId, userDatumPatch: { role: $role } }) {
            userDatum {
              role
            }
          }
        }
      `,
      { userId: t.world.companyAdmin.id, role: 'VP of People and Operations' },
    );
    expect(saved.data?.updateUserDatumByUserId?.userDatum.role).toBe('VP of People and Operations');
    const title = 'VP of People and Operations';
    expect(
      (await generate('i-129')).text('Authorized signatory title', /Name and Title of Authorized Signatory\. Enter Title/),
    ).toBe(title);
    expect((await generate('i-907')).text('Company point of contact title', /Point of Contact.*Position Title/)).toBe(title);
    expect((await generate('g-28')).text('Client contact title', /Title of Authorized Signatory for Entity/)).toBe(title);
  });

  it('fills the I-129’s CNMI question from the worksite and item 10 from the employer’s other compensation', async () => {
    await sql(
      `update app_public.user_employments set other_compensation = '{"equityAndStandardBenefits": true, "otherGuaranteedPay": false, "other": "Relocation bonus"}'
        where user_id = $1 and company_id = $2`,
      [t.world.beneficiary.id, t.world.companyId],
    );
    const i129 = await generate('i-129');
    const cnmi = /5\..*exclusively in the Commonwealth of the Northern Mariana Islands/;
    expect(i129.ticked('Works exclusively in the CNMI: no', cnmi)).toBe(true);
    expect(i129.ticked('Works exclusively in the CNMI: yes', cnmi)).toBe(false);
    expect(i129.text('Other compensation', /10\. Other Compensation/)).toBe('Equity and standard benefits; Relocation bonus');
  });

  it('fills the I-140 of a company: I-94 status, the address abroad, full time, the worksite and Part 11’s FEIN', async () => {
    await sql(`update app_public.petitions set visa_class = 'eb_1a' where id = $1`, [t.world.petitionId]);
    const i140 = await generate('i-140');
    expect(i140.text('Beneficiary status on Form I-94', /11\. C\. Enter Status on Form I-94/)).toBe('F-1');
    expect(
      i140.text('Beneficiary last country of permanent residence abroad', /2\. B\..*last country of permanent residence/),
    ).toBe('India');
    const abroad = /provide the person's foreign address in Item Numbers 3\. A\. through 3\. F\./;
    expect(i140.text('Beneficiary foreign address: street', abroad)).toBe('22 Viman Nagar Road');
    expect(i140.text('Beneficiary foreign address: city or town', abroad)).toBe('Pune');
    expect(i140.text('Beneficiary foreign address: province', abroad)).toBe('Maharashtra');
    expect(i140.text('Beneficiary foreign address: postal code', abroad)).toBe('411014');
    expect(i140.text('Beneficiary foreign address: country', abroad)).toBe('India');
    // Part 5 of a company, as the employer wizard gave it (money as the form prints it).
    expect(i140.text('Type of business', /Part 5\..* 2\. Enter Type of Business/)).toBe('Industrial robotics');
    expect(i140.text('Current number of U.S. employees', /Part 5\..* 4\. Enter Current Number of U\. S\. Employees/)).toBe('240');
    expect(i140.text('Gross annual income', /Part 5\..* 5\. Enter Gross Annual Income/)).toBe('48,000,000.00');
    expect(i140.text('Net annual income', /Part 5\..* 6\. Enter Net Annual Income/)).toBe('5,200,000.00');
    const fullTime = /Part 6\..* 4\. Is this a full-time position\?/;
    expect(i140.ticked('Full-time position: yes', fullTime)).toBe(true);
    expect(i140.ticked('Full-time position: no', fullTime)).toBe(false);
    const worksite = /Part 6\..*Worksite Location/;
    expect(i140.text('Worksite address: street', worksite)).toBe('77 Mission Bay Boulevard');
    expect(i140.ticked('Worksite address: unit type', worksite, ' FLR ')).toBe(true);
    expect(i140.text('Worksite address: apartment, suite or floor number', worksite)).toBe('3');
    expect(i140.text('Worksite address: city or town', worksite)).toBe('San Francisco');
    expect(i140.text('Worksite address: ZIP code', worksite)).toBe('94158');
    expect(i140.text('Part 11: petitioner FEIN', /Part 11\..*Employer Identification Number/)).toBe('123456789');
    expect(i140.text('Authorized signatory title', /4\. Enter Authorized Signatory's Title/)).toBe('VP of People and Operations');
  });

  it('gives the I-140 a part-time position’s hours and leaves a worksite at Part 1’s address to Part 1', async () => {
    await sql(
      `update app_public.user_employments set is_full_time = false, hours_per_week = 30 where user_id = $1 and company_id = $2`,
      [t.world.beneficiary.id, t.world.companyId],
    );
    // The lab moves into the business address's building, written as people type it.
    await sql(
      `update app_public.company_offices set street = '500  Howard street', unit_type = 'STE', unit_number = '400',
              postal_code = '94105-1234' where company_id = $1`,
      [t.world.companyId],
    );
    const i140 = await generate('i-140');
    expect(i140.ticked('Full-time position: no', /4\. Is this a full-time position\?/)).toBe(true);
    expect(i140.text('Hours per week (part time)', /5\. If the answer to Item Number 4\. is "No," how many hours/)).toBe('30');
    expect(i140.text('Worksite address: street', /Worksite Location/)).toBeNull();
  });

  it('fills a self-petitioner’s occupation from the current job of their employment history, never an offer not begun', async () => {
    await sql(
      `insert into app_public.user_employments (user_id, company_name, position, start_date, is_current)
       values ($1, 'Max Planck Institute', 'Research Scientist', '2020-02-01', true),
              ($1, 'Stanford University', 'Postdoctoral Fellow', '2017-09-01', false)`,
      [t.world.beneficiary.id],
    );
    // A self-petition: EB-1A without a petitioner company. The employer's offer (current, starting in 2027) stays.
    await sql(`update app_public.petitions set company_id = null, worksite_office_id = null where id = $1`, [t.world.petitionId]);
    const i140 = await generate('i-140');
    expect(i140.text('Petitioner occupation (individual)', /Part 5\..*individual is filing.* 11\. Enter Occupation/)).toBe(
      'Research Scientist',
    );
    expect(i140.text('Part 11: petitioner family name', /Part 11\./)).toBe('Sharma');
    expect(i140.text('Part 11: petitioner given name', /Part 11\./)).toBe('Priya');
    // A company's Part 5 items stay empty, and so does Part 11's FEIN.
    expect(i140.text('Type of business', /2\. Enter Type of Business/)).toBeNull();
    expect(i140.text('Part 11: petitioner FEIN', /Part 11\./)).toBeNull();
  });
});
