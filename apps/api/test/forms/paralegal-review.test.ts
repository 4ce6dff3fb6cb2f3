import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';
import { fieldOf } from './read-filled-form.ts';

/** The text of one page of a PDF as a reader extracts it (pdftotext reads the PDF from its standard input). */
async function pdfText(bytes: Uint8Array, page: number): Promise<string> {
  const run = promisify(execFile);
  const child = run('pdftotext', ['-f', String(page), '-l', String(page), '-', '-']);
  child.child.stdin!.end(bytes);
  return (await child).stdout;
}

/**
 * The filled forms as a paralegal checks them before filing, read back from the stored PDFs by field name:
 * telephone numbers in the 10-digit boxes without the country code, money as the form prints it, units in their
 * Apt/Ste/Flr boxes instead of the street line, the signatory's and preparer's parts, a past start date never
 * requested, and a value longer than its box moved in full to the form's Additional Information part, never cut.
 */
describe('filled USCIS forms as a paralegal reviews them', () => {
  let t: PacketTestServer;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);

  const generate = async (form: string) => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/${form}/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { fileId: string; missing: Array<{ field: string; message: string }> };
    expect(response.status, JSON.stringify(body)).toBe(201);
    const { rows } = await sql('select storage_key from app_public.files where id = $1', [body.fileId]);
    const bytes = await readFile(path.join(t.filesDir, rows[0]!.storage_key as string));
    const doc = await PDFDocument.load(bytes);
    const pdf = doc.getForm();
    return {
      bytes,
      pages: doc.getPageCount(),
      missing: body.missing,
      text: (name: string) => pdf.getTextField(`form1[0].${name}`).getText(),
      checked: (name: string) => pdf.getCheckBox(`form1[0].${name}`).isChecked(),
    };
  };
  const listed = async (form: string) => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms`, {
      headers: { authorization: `Bearer ${t.staffToken}` },
    });
    const { forms } = (await response.json()) as { forms: Array<{ form: string; missing: Array<{ message: string }> }> };
    return forms.find((entry) => entry.form === form)!.missing.map((entry) => entry.message);
  };
  const status = async (form: string) => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms`, {
      headers: { authorization: `Bearer ${t.staffToken}` },
    });
    const { forms } = (await response.json()) as { forms: Array<{ form: string; status: string }> };
    return forms.find((entry) => entry.form === form)!.status;
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-review-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    // As staff type them: a mobile with its country code, a firm name longer than the G-28's box.
    await sql(
      `update app_public.attorney_profiles set mobile_phone = '+1 917 555 0123',
              firm_name = 'Reyes & Castillo Immigration Law Group LLP' where user_id = $1`,
      [t.world.staff.id],
    );
    await sql(
      `insert into app_public.user_data (user_id, us_role_title, phone_number) values ($1, 'General Counsel', '+1 (415) 555-0150')
       on conflict (user_id) do update set us_role_title = excluded.us_role_title, phone_number = excluded.phone_number`,
      [t.world.companyAdmin.id],
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('writes U.S. telephone numbers as their 10 digits, never the country code cut to fit', async () => {
    const g28 = await generate('g-28');
    expect(g28.text('#subform[0].Line4_DaytimeTelephoneNumber[0]')).toBe('4155550100');
    // The G-28's item 5 (mobile) box is the one named Line6_EMail.
    expect(g28.text('#subform[0].Line6_EMail[0]')).toBe('9175550123');
    expect(g28.text('#subform[1].Line9_DaytimeTelephoneNumber[0]')).toBe('4155550150');
    const i129 = await generate('i-129');
    expect(i129.text('#subform[0].Line2_DaytimePhoneNumber1_Part8[0]')).toBe('4155550142');
  });

  it('moves a value longer than its box to Part 6 in full instead of cutting it, and a shorter one typed by hand prints in the box', async () => {
    const firmBox = 'form1[0].#subform[0].Pt2Line1d_NameofFirmOrOrganization[0]';
    const message =
      'Attorney law firm — moved to Part 6, item 2 (Additional Information) in full: "Reyes & Castillo Immigration Law Group LLP" has 42 characters and the box takes 30; the row names page 1, Part 2, item 1.d and the box says "See Additional Information"';
    const g28 = await generate('g-28');
    expect(g28.missing.map((entry) => entry.message)).toEqual([message]);
    expect(g28.missing[0]!.field).toBe(firmBox);
    // Not printed cut ("Reyes & Castillo Immigration L"): the box refers to Part 6, whose item 2 holds the whole name.
    expect(g28.text('#subform[0].Pt2Line1d_NameofFirmOrOrganization[0]')).toBe('See Additional Information');
    expect(
      ['Pt9Line3a_PageNumber', 'Pt9Line3b_PartNumber', 'Pt9Line3c_ItemNumber', 'Pt9Line3d_AdditionalInfo'].map((name) =>
        g28.text(`#subform[3].${name}[0]`),
      ),
    ).toEqual(['1', '2', '1.d', 'Reyes & Castillo Immigration Law Group LLP']);
    expect(await listed('g-28')).toEqual([message]);
    // Nothing is missing from the form: the Forms tab says Ready and still lists where the value went.
    expect(await status('g-28')).toBe('ready');
    await sql(
      `insert into app_public.petition_form_overrides (petition_id, form, field_name, value, updated_by)
       values ($1, 'g-28', $2, 'Reyes & Castillo Immig. LLP', $3)`,
      [t.world.petitionId, firmBox, t.world.staff.id],
    );
    try {
      const again = await generate('g-28');
      expect(again.missing).toEqual([]);
      expect(again.text('#subform[0].Pt2Line1d_NameofFirmOrOrganization[0]')).toBe('Reyes & Castillo Immig. LLP');
      expect(again.text('#subform[3].Pt9Line3d_AdditionalInfo[0]')).toBeUndefined();
    } finally {
      await sql('delete from app_public.petition_form_overrides where petition_id = $1 and form = $2', [
        t.world.petitionId,
        'g-28',
      ]);
    }
  });

  it('writes a value no free Part 6 row takes on a continuation page added after the form, and the Forms tab says so', async () => {
    // Staff typed every row of Part 6 (items 2 to 6): the long firm name finds no row left.
    const rows = [2, 3, 4, 5, 6].map((item) => fieldOf('g-28', `Part 6 item ${item}: additional information`));
    for (const [index, field] of rows.entries()) {
      await sql(
        `insert into app_public.petition_form_overrides (petition_id, form, field_name, value, updated_by)
         values ($1, 'g-28', $2, $3, $4)`,
        [t.world.petitionId, field, `Typed by staff, row ${index + 2}.`, t.world.staff.id],
      );
    }
    try {
      const g28 = await generate('g-28');
      const message =
        "Attorney law firm — written in full on a continuation page added at the end of the form (Part 6's Additional " +
        'Information rows are all used): "Reyes & Castillo Immigration Law Group LLP" has 42 characters and the box ' +
        'takes 30; the page names page 1, Part 2, item 1.d and the box says "See Additional Information". The signer ' +
        'signs and dates that page too';
      expect(g28.missing.map((entry) => entry.message)).toEqual([message]);
      expect(g28.text('#subform[0].Pt2Line1d_NameofFirmOrOrganization[0]')).toBe('See Additional Information');
      // Staff's rows are kept as typed.
      expect(g28.text('#subform[3].Pt9Line3d_AdditionalInfo[0]')).toBe('Typed by staff, row 2.');
      const sheet = await pdfText(g28.bytes, g28.pages);
      expect(sheet).toContain('G-28, Notice of Entry of Appearance');
      expect(sheet).toContain('Part 6. Additional Information (continued)');
      expect(sheet).toContain('Family Name (Last Name): Okafor');
      expect(sheet).toMatch(/Page Number: 1\s+Part Number: 2\s+Item Number: 1\.d\s+Reyes & Castillo Immigration Law Group LLP/);
      // The Forms tab lists the line, and the form is Ready: nothing is missing from it.
      expect(await listed('g-28')).toEqual([message]);
      expect(await status('g-28')).toBe('ready');
    } finally {
      await sql('delete from app_public.petition_form_overrides where petition_id = $1 and form = $2', [
        t.world.petitionId,
        'g-28',
      ]);
    }
  });

  it('ticks the unit box of an address kept as free lines, and keeps the street box for the street', async () => {
    // The address history's second line is "Apt 5B"; the company's street carries its suite at the end.
    await sql(
      `update app_public.companies set street_number_street_name_business_address = '500 Howard Street, Suite 400',
              unit_type = null, unit_number = null where id = $1`,
      [t.world.companyId],
    );
    try {
      const { text, checked } = await generate('i-129');
      expect(text('#subform[2].Line8a_StreetNumberName[0]')).toBe('1200 Folsom Street');
      expect(checked('#subform[2].Line6_Unit[0]')).toBe(true);
      expect(text('#subform[2].Line6_AptSteFlrNumber[0]')).toBe('5B');
      expect(text('#subform[0].Line7b_StreetNumberName[0]')).toBe('500 Howard Street');
      expect(checked('#subform[0].Line3_Unit[0]')).toBe(true);
      expect(checked('#subform[0].Line3_Unit[1]')).toBe(false);
      expect(text('#subform[0].Line3_AptSteFlrNumber[0]')).toBe('400');
    } finally {
      await sql(
        `update app_public.companies set street_number_street_name_business_address = '500 Howard Street',
                unit_type = 'STE', unit_number = '400' where id = $1`,
        [t.world.companyId],
      );
    }
  });

  it('reads a unit number stored bare after the street before units had their own line into the number box', async () => {
    // Saved before streetWithUnit: street, type and number joined with spaces, here a number of no type.
    await sql(
      `update app_public.companies set street_number_street_name_business_address = '500 Howard Street 400',
              unit_type = null, unit_number = null where id = $1`,
      [t.world.companyId],
    );
    try {
      const { text, checked, missing } = await generate('i-129');
      expect(text('#subform[0].Line7b_StreetNumberName[0]')).toBe('500 Howard Street');
      expect(text('#subform[0].Line3_AptSteFlrNumber[0]')).toBe('400');
      expect([0, 1, 2].map((index) => checked(`#subform[0].Line3_Unit[${index}]`))).toEqual([false, false, false]);
      expect(missing.map((entry) => entry.message)).toContain(
        'Petitioner mailing address: unit type — the address gives unit number "400" without saying Apt., Ste. or Flr.: decide it by hand for this form',
      );
    } finally {
      await sql(
        `update app_public.companies set street_number_street_name_business_address = '500 Howard Street',
                unit_type = 'STE', unit_number = '400' where id = $1`,
        [t.world.companyId],
      );
    }
  });

  it('tells staff in words that a unit type stored bare after the street has no number', async () => {
    // Saved before streetWithUnit with a type and no number: the box is ticked, the number box stays empty.
    await sql(
      `update app_public.companies set street_number_street_name_business_address = '500 Howard Street STE',
              unit_type = null, unit_number = null where id = $1`,
      [t.world.companyId],
    );
    try {
      const { text, checked } = await generate('i-129');
      expect(text('#subform[0].Line7b_StreetNumberName[0]')).toBe('500 Howard Street');
      expect([0, 1, 2].map((index) => checked(`#subform[0].Line3_Unit[${index}]`))).toEqual([true, false, false]);
      expect(text('#subform[0].Line3_AptSteFlrNumber[0]')).toBeUndefined();
      expect(await listed('i-129')).toContain(
        "Petitioner mailing address: apartment, suite or floor number — the address says Ste. but gives no number, so the form ticks Ste. with its number box empty: ask for the number and enter it in the petitioner's company profile (Entities → the company), or by hand for this form",
      );
      expect(await status('i-129')).toBe('fields-missing');
    } finally {
      await sql(
        `update app_public.companies set street_number_street_name_business_address = '500 Howard Street',
                unit_type = 'STE', unit_number = '400' where id = $1`,
        [t.world.companyId],
      );
    }
  });

  it('prints wages and income with thousands separators and cents, as the form formats money', async () => {
    const i129 = await generate('i-129');
    expect(i129.text('#subform[4].Line8_Wages[0]')).toBe('215,000.00');
    expect(i129.text('#subform[5].Line15_GrossAnnualIncome[0]')).toBe('48,000,000.00');
    expect(i129.text('#subform[5].Line16_NetAnnualIncome[0]')).toBe('5,200,000.00');
  });

  it('fills the I-129 signatory (Part 7), preparer (Part 8) and valid passport (Part 4) from the case', async () => {
    const { text, checked } = await generate('i-129');
    expect(text('#subform[5].Line1a_PetitionerLastName[0]')).toBe('Okafor');
    expect(text('#subform[5].Line1b_PetitionerFirstName[0]')).toBe('Carl');
    expect(text('#subform[5].Line1a_PetitionerLastName[1]')).toBe('General Counsel');
    expect(text('#subform[6].Pt7Line3_DaytimePhoneNumber1[0]')).toBe('4155550150');
    expect(text('#subform[6].Line_PreparerFamilyName[0]')).toBe('Reyes');
    expect(text('#subform[6].Line_PreparerGivenName[0]')).toBe('Elena');
    expect(text('#subform[6].Line7b_StreetNumberName[1]')).toBe('1 Market Street');
    expect(checked('#subform[6].Part8Line3_Unit[2]')).toBe(true);
    expect(text('#subform[6].Pt8Line4_DaytimePhoneNumber1[0]')).toBe('4155550100');
    expect(text('#subform[6].EmailAddress[0]')).toBe('elena@reyes-law.example');
    // Part 4 item 2: the passport expires in 2029.
    expect(checked('#subform[3].P4Line2_Checkbox[1]')).toBe(true);
    expect(checked('#subform[3].P4Line2_Checkbox[0]')).toBe(false);
  });

  it('never requests employment from a date already past: it is listed for staff instead', async () => {
    await sql(`update app_public.user_employments set start_date = '2023-12-16' where user_id = $1`, [t.world.beneficiary.id]);
    try {
      const { missing, text } = await generate('i-129');
      expect(text('#subform[4].Part5_Q10_DateFrom[0]')).toBeUndefined();
      expect(missing.map((entry) => entry.message)).toContain(
        "Intended employment from — enter it in the petition's Requested start and end dates (the petition page), or the offered role's dates",
      );
      expect(text('#subform[33].Line3_JobDescription[8]')).toBe(
        'Employment as Staff Perception Engineer with Northwind Robotics, Inc.',
      );
    } finally {
      await sql(`update app_public.user_employments set start_date = '2027-01-04' where user_id = $1`, [t.world.beneficiary.id]);
    }
  });

  it('asks for the office a consular case notifies, and a port of entry instead of a consulate for a Canadian', async () => {
    await sql(`insert into app_public.visa_types (id, name) values ('tn', 'TN') on conflict do nothing`);
    await sql(`update app_public.petitions set visa_class = 'tn', filing_type = 'consular_processing' where id = $1`, [
      t.world.petitionId,
    ]);
    try {
      await sql(`update app_public.user_data set country_of_issue = 'CA' where user_id = $1`, [t.world.beneficiary.id]);
      const canadian = await generate('i-129');
      expect(canadian.checked('#subform[1].P2Checkbox4[0]')).toBe(true);
      expect(canadian.checked('#subform[2].TypeofOffice[0]')).toBe(false);
      expect(canadian.missing.map((entry) => entry.message)).toEqual(
        expect.arrayContaining([
          'Office to notify: port of entry (a Canadian citizen needs no visa) — enter it in this form by hand (the case does not record it)',
          'Office to notify: city — enter it in this form by hand (the case does not record it)',
        ]),
      );
      await sql(`update app_public.user_data set country_of_issue = 'MX' where user_id = $1`, [t.world.beneficiary.id]);
      const mexican = await generate('i-129');
      expect(mexican.checked('#subform[2].TypeofOffice[0]')).toBe(true);
      expect(mexican.missing.map((entry) => entry.message)).toContain(
        'Office to notify: U.S. state or foreign country — enter it in this form by hand (the case does not record it)',
      );
    } finally {
      await sql(`update app_public.petitions set visa_class = 'o_1a', filing_type = 'change_of_status' where id = $1`, [
        t.world.petitionId,
      ]);
      await sql(`update app_public.user_data set country_of_issue = 'IN' where user_id = $1`, [t.world.beneficiary.id]);
    }
  });

  it('fills the I-140 wages with their period, the signatory (Part 8) and the preparer (Part 10)', async () => {
    await sql(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A') on conflict do nothing`);
    await sql(`update app_public.petitions set visa_class = 'eb_1a' where id = $1`, [t.world.petitionId]);
    try {
      const { text } = await generate('i-140');
      expect(text('#subform[3].Line8_Wages[0]')).toBe('215,000.00');
      expect(text('#subform[3].Line8_Per[0]')).toBe('year');
      expect(text('#subform[5].Part7_Item3a_FamilyName[0]')).toBe('Okafor');
      expect(text('#subform[5].Part7_Item4_Title[0]')).toBe('General Counsel');
      expect(text('#subform[5].Part7_Item5_DayPhone[0]')).toBe('4155550150');
      expect(text('#subform[6].Part10_Item1_FamilyName[0]')).toBe('Reyes');
      expect(text('#subform[6].Part10_Item4_MobilePhone[0]')).toBe('9175550123');
    } finally {
      await sql(`update app_public.petitions set visa_class = 'o_1a' where id = $1`, [t.world.petitionId]);
    }
  });
});
