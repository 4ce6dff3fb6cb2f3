import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}
interface Missing {
  field: string;
  message: string;
}

describe('USCIS forms filled from the case (issue 28)', () => {
  let t: PacketTestServer;

  const call = async (method: 'GET' | 'POST', route: string, token: string, body?: object): Promise<Answer> => {
    const response = await fetch(`${t.server.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const generate = async (form: string, petitionId = t.world.petitionId, body: object = {}) => {
    const answer = await call('POST', `/petitions/${petitionId}/forms/${form}/generate`, t.staffToken, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as { fileId: string; missing: Missing[] };
  };
  /** The stored file's bytes, as the local-disk driver keeps them. */
  const storedPdf = async (fileId: string) => {
    const { rows } = await t.server.pool.query<{ storage_key: string }>(
      'select storage_key from app_public.files where id = $1',
      [fileId],
    );
    return readFile(path.join(t.filesDir, rows[0]!.storage_key));
  };
  /** Opens the saved PDF with no password: it must not be encrypted any more. */
  const openSaved = async (fileId: string) => {
    const bytes = await storedPdf(fileId);
    const doc = await PDFDocument.load(bytes);
    expect(doc.isEncrypted).toBe(false);
    expect(bytes.includes('/Encrypt')).toBe(false);
    const acroForm = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict);
    expect(acroForm.has(PDFName.of('XFA'))).toBe(false);
    expect(doc.catalog.has(PDFName.of('NeedsRendering'))).toBe(false);
    return doc.getForm();
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the forms an O-1A case with premium processing needs, in filing order', async () => {
    const answer = await call('GET', `/petitions/${t.world.petitionId}/forms`, t.staffToken);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const forms = answer.body.forms as Array<{
      form: string;
      label: string;
      status: string;
      missing: Missing[];
      generated: unknown;
    }>;
    expect(forms.map((form) => form.form)).toEqual(['g-28', 'i-129', 'i-907']);
    expect(forms[1]!.label).toBe('I-129 with the O and P classification supplement');
    expect(forms.map((form) => [form.form, form.status, form.missing.map((m) => m.message)])).toEqual([
      ['g-28', 'ready', []],
      ['i-129', 'ready', []],
      ['i-907', 'ready', []],
    ]);
  });

  it('fills the G-28 with the attorney profile and the petitioner', async () => {
    const { fileId, missing } = await generate('g-28');
    expect(missing).toEqual([]);
    const form = await openSaved(fileId);
    const text = (name: string) => form.getTextField(`form1[0].${name}`).getText();
    expect(text('#subform[0].Pt1Line2a_FamilyName[0]')).toBe('Reyes');
    expect(text('#subform[0].Pt2Line1b_BarNumber[0]')).toBe('CA-284113');
    expect(text('#subform[0].Pt2Line1a_LicensingAuthority[0]')).toBe('State Bar of California');
    expect(text('#subform[0].#area[0].Pt1Line1_USCISOnlineAcctNumber[0]')).toBe('123456789012');
    expect(text('#subform[1].Pt3Line7a_NameOfEntity[0]')).toBe('Northwind Robotics, Inc.');
    expect(text('#subform[1].Line1b_ListFormNumber[0]')).toBe('I-129, I-907');
    expect(form.getDropdown('form1[0].#subform[0].Line3d_State[0]').getSelected()).toEqual(['CA']);
    // Checkboxes by export value: the attorney's floor (" FLR "), not the suite or apartment box.
    expect(form.getCheckBox('form1[0].#subform[0].Line3b_Unit[1]').isChecked()).toBe(true);
    expect(form.getCheckBox('form1[0].#subform[0].Line3b_Unit[0]').isChecked()).toBe(false);
    expect(form.getCheckBox('form1[0].#subform[1].Line4_Checkbox[3]').isChecked()).toBe(true);
  });

  it('fills the I-129 and its O supplement: petitioner, beneficiary, classification, dates, worksite', async () => {
    const { fileId } = await generate('i-129');
    const form = await openSaved(fileId);
    const text = (name: string) => form.getTextField(`form1[0].${name}`).getText();
    const checked = (name: string) => form.getCheckBox(`form1[0].${name}`).isChecked();
    expect(text('#subform[0].Line3_CompanyorOrgName[0]')).toBe('Northwind Robotics, Inc.');
    expect(text('#subform[0].TextField1[0]')).toBe('123456789');
    expect(text('#subform[1].Part2_ClassificationSymbol[0]')).toBe('O-1A');
    expect(text('#subform[1].Part3_Line2_FamilyName[0]')).toBe('Sharma');
    expect(text('#subform[2].Line6_DateOfBirth[0]')).toBe('04/17/1991');
    expect(text('#subform[2].Part3Line4_CountryOfBirth[0]')).toBe('India');
    expect(text('#subform[2].Part3Line5_PassportorTravDoc[0]')).toBe('Z12345678');
    expect(text('#subform[2].Line11e_ExpDate[0]')).toBe('06/02/2029');
    expect(text('#subform[2].Line8a_StreetNumberName[0]')).toBe('1200 Folsom Street');
    expect(text('#subform[4].Part5_Q1_JobTitle[0]')).toBe('Staff Perception Engineer');
    expect(text('#subform[4].Line8_Wages[0]')).toBe('215,000.00');
    expect(text('#subform[4].Line8_Per[0]')).toBe('year');
    expect(text('#subform[4].Part5_Q10_DateFrom[0]')).toBe('01/04/2027');
    expect(text('#subform[4].Part5_Q10_DateTo[0]')).toBe('12/31/2029');
    expect(text('#subform[4].P5Line3a_StreetNumberName[0]')).toBe('77 Mission Bay Boulevard');
    expect(checked('#subform[1].new[0]')).toBe(true);
    expect(checked('#subform[1].P2Checkbox4[1]')).toBe(true);
    expect(checked('#subform[1].P2Checkbox4[0]')).toBe(false);
    expect(checked('#subform[4].P5Line7_Yes[0]')).toBe(true);
    expect(checked('#subform[33].a_O1A[0]')).toBe(true);
    expect(checked('#subform[33].b_O1B[0]')).toBe(false);
    expect(text('#subform[33].HSupLine2_FamilyName[1]')).toBe('Priya Sharma');
    // The H supplement is not this case's: not filed (filed-pages.ts).
    expect(form.getFieldMaybe('form1[0].#subform[13].Line1_PetitionerName[0]')).toBeUndefined();
  });

  it('fills the I-907 for the related I-129, and keeps the fields editable', async () => {
    const { fileId } = await generate('i-907');
    const form = await openSaved(fileId);
    expect(form.getTextField('form1[0].#subform[1].P2_Line1_FormNumberof[0]').getText()).toBe('I-129');
    expect(form.getTextField('form1[0].#subform[1].P2_Line2_ClassorEligRequested[0]').getText()).toBe('O1A');
    expect(form.getTextField('form1[0].#subform[1].Line_FamilyName[0]').getText()).toBe('Sharma');
    expect(form.getTextField('form1[0].#subform[1].Part1_Line8_NameOfCompanyPOC_FamilyName[0]').getText()).toBe('Okafor');
    expect(form.getCheckBox('form1[0].#subform[1].Part1_Line11_CheckBox[2]').isChecked()).toBe(true);
    // Editable: every field is still there, none read-only, and a viewer can change a value.
    expect(form.getFields().length).toBe(133);
    const name = form.getTextField('form1[0].#subform[1].Line_GivenName[0]');
    expect(name.isReadOnly()).toBe(false);
    name.setText('Changed');
    expect(name.getText()).toBe('Changed');
  });

  it('flattens a copy on request: the fields are gone from it', async () => {
    const { fileId } = await generate('g-28', t.world.petitionId, { flatten: true });
    const doc = await PDFDocument.load(await storedPdf(fileId));
    expect(doc.getForm().getFields()).toHaveLength(0);
  });

  it('fills the I-140 of an EB-1A case with its classification box', async () => {
    await t.server.pool.query(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A') on conflict do nothing`);
    await t.server.pool.query(`update app_public.petitions set visa_class = 'eb_1a' where id = $1`, [t.world.petitionId]);
    try {
      const list = await call('GET', `/petitions/${t.world.petitionId}/forms`, t.staffToken);
      // The beneficiary adjusts status in the United States: the (c)(9) I-765 is offered after the forms the case needs.
      expect((list.body.forms as Array<{ form: string }>).map((form) => form.form)).toEqual([
        'g-28',
        'i-140',
        'i-907',
        'g-28-i-765',
        'i-765',
      ]);
      const { fileId, missing } = await generate('i-140');
      // Only the signatory's e-mail (34 characters) is listed: Part 8's box takes 30.
      expect(missing.map((entry) => entry.field)).toEqual(['form1[0].#subform[5].Part7_Item7_Email[0]']);
      const form = await openSaved(fileId);
      expect(form.getTextField('form1[0].#subform[0].Line2_CompanyName[0]').getText()).toBe('Northwind Robotics, Inc.');
      expect(form.getTextField('form1[0].#subform[1].Pt3Line1a_FamilyName[0]').getText()).toBe('Sharma');
      expect(form.getTextField('form1[0].#subform[1].Line5_DateOfBirth[0]').getText()).toBe('04/17/1991');
      expect(form.getCheckBox('form1[0].#subform[0].prt2PetitionType[1]').isChecked()).toBe(true);
      expect(form.getCheckBox('form1[0].#subform[1].prt2PetitionType[6]').isChecked()).toBe(false);
      expect(form.getCheckBox('form1[0].#subform[1].Line1b_Status[0]').isChecked()).toBe(true);
    } finally {
      await t.server.pool.query(`update app_public.petitions set visa_class = 'o_1a' where id = $1`, [t.world.petitionId]);
    }
  });

  it('lists the required fields still missing, with where to enter them, and overrides fill them', async () => {
    await t.server.pool.query('update app_public.user_data set passport_number = null where user_id = $1', [
      t.world.beneficiary.id,
    ]);
    try {
      const { fileId, missing } = await generate('i-129');
      expect(missing.map((entry) => entry.message)).toEqual([
        "Beneficiary passport number — enter it in the beneficiary's person data",
      ]);
      expect((await openSaved(fileId)).getTextField(missing[0]!.field).getText()).toBeUndefined();
      const list = await call('GET', `/petitions/${t.world.petitionId}/forms`, t.staffToken);
      const i129 = (list.body.forms as Array<{ form: string; status: string; generated: { fileId: string } }>)[1]!;
      expect(i129).toMatchObject({ form: 'i-129', status: 'fields-missing', generated: { fileId } });

      // Staff type the value by hand: it is kept and applied on the next generation.
      const override = await call('POST', `/petitions/${t.world.petitionId}/forms/i-129/overrides`, t.staffToken, {
        field: missing[0]!.field,
        value: 'K7654321',
      });
      expect(override.status, JSON.stringify(override.body)).toBe(200);
      // The list says the value typed, so staff read and change it in place.
      const listed = await call('GET', `/petitions/${t.world.petitionId}/forms`, t.staffToken);
      expect((listed.body.forms as Array<{ form: string; overrides: unknown[] }>)[1]!.overrides).toContainEqual({
        field: missing[0]!.field,
        value: 'K7654321',
        kind: 'text',
      });
      const again = await generate('i-129');
      expect(again.missing).toEqual([]);
      expect((await openSaved(again.fileId)).getTextField(missing[0]!.field).getText()).toBe('K7654321');
    } finally {
      await t.server.pool.query(`update app_public.user_data set passport_number = 'Z12345678' where user_id = $1`, [
        t.world.beneficiary.id,
      ]);
    }
  });

  it('writes names the form font cannot draw in plain Latin letters instead of failing', async () => {
    await t.server.pool.query(`update app_public.user_data set surname = 'Nguyễn 李', given_name = 'Łukasz' where user_id = $1`, [
      t.world.beneficiary.id,
    ]);
    try {
      const { fileId } = await generate('i-907');
      const form = await openSaved(fileId);
      expect(form.getTextField('form1[0].#subform[1].Line_FamilyName[0]').getText()).toBe('Nguyen ?');
      expect(form.getTextField('form1[0].#subform[1].Line_GivenName[0]').getText()).toBe('Lukasz');
    } finally {
      await t.server.pool.query(`update app_public.user_data set surname = 'Sharma', given_name = 'Priya' where user_id = $1`, [
        t.world.beneficiary.id,
      ]);
    }
  });

  it('refuses customers, unknown forms and fields, and unknown petitions with clear sentences', async () => {
    const refused = await call('POST', `/petitions/${t.world.petitionId}/forms/g-28/generate`, t.beneficiaryToken, {});
    expect(refused).toEqual({ status: 403, body: { error: 'Only staff may work with USCIS forms' } });
    expect((await call('GET', `/petitions/${t.world.petitionId}/forms`, t.beneficiaryToken)).status).toBe(403);
    expect((await call('GET', '/staff/attorney-profile', t.beneficiaryToken)).status).toBe(403);
    const unknownForm = await call('POST', `/petitions/${t.world.petitionId}/forms/i-485/generate`, t.staffToken, {});
    expect(unknownForm).toEqual({
      status: 404,
      body: { error: 'The app fills the G-28 (the petitioner’s, and the I-765 applicant’s), I-907, I-129, I-140 and I-765 only' },
    });
    const noPetition = await call(
      'POST',
      '/petitions/00000000-0000-4000-8000-000000000000/forms/g-28/generate',
      t.staffToken,
      {},
    );
    expect(noPetition).toEqual({ status: 404, body: { error: 'Petition not found' } });
    const badId = await call('GET', '/petitions/not-an-id/forms', t.staffToken);
    expect(badId.status).toBe(400);
    const badField = await call('POST', `/petitions/${t.world.petitionId}/forms/g-28/overrides`, t.staffToken, {
      field: 'x',
      value: 'y',
    });
    expect(badField).toEqual({ status: 400, body: { error: 'field is not a field this form fills' } });
  });

  it('saves and reads the staff member’s attorney profile, refusing a malformed account number', async () => {
    const bad = await call('POST', '/staff/attorney-profile', t.staffToken, {
      familyName: 'Reyes',
      givenName: 'Elena',
      uscisOnlineAccountNumber: '12-34',
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toContain('12 digits');
    const saved = await call('POST', '/staff/attorney-profile', t.staffToken, {
      familyName: 'Reyes',
      givenName: 'Elena',
      barNumber: 'CA-284113',
      licensingAuthority: 'State Bar of California',
      street: '1 Market Street',
      unitType: 'FLR',
      unitNumber: '12',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94105',
      country: 'US',
      phone: '+1 (415) 555-0100',
      email: 'elena@reyes-law.example',
      uscisOnlineAccountNumber: '123456789012',
    });
    expect(saved).toEqual({ status: 200, body: { saved: true } });
    const read = await call('GET', '/staff/attorney-profile', t.staffToken);
    expect(read.body.profile).toMatchObject({ familyName: 'Reyes', barNumber: 'CA-284113', unitType: 'FLR' });
  });
});
