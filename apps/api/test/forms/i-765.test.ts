import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedFormsForPacket } from '../../src/forms/generated-forms-for-packet.ts';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';
import { fieldOf, readFilledForm } from './read-filled-form.ts';

/**
 * The I-765 (category (c)(9)) of an immigrant petition's beneficiary who adjusts status in the United States: offered
 * to staff on such a case, never on an O-1's, filled from the case and read back by the map's labels, each field's
 * tooltip checked, and filed in the packet after the petition once generated.
 */
describe('the I-765 filled from the case', () => {
  let t: PacketTestServer;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  const call = async (method: 'GET' | 'POST', route: string) => {
    const response = await fetch(`${t.server.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${t.staffToken}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const listed = async () =>
    (
      (await call('GET', `/petitions/${t.world.petitionId}/forms`)).body.forms as Array<{
        form: string;
        optional?: boolean;
        label: string;
      }>
    ).map((form) => [form.form, form.optional === true]);
  const generateI765 = async () => {
    const answer = await call('POST', `/petitions/${t.world.petitionId}/forms/i-765/generate`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { rows } = await sql('select storage_key from app_public.files where id = $1', [answer.body.fileId]);
    const form = await readFilledForm('i-765', await readFile(path.join(t.filesDir, rows[0]!.storage_key as string)));
    return { ...form, missing: (answer.body.missing as Array<{ label: string }>).map((field) => field.label) };
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-i765-');
    // Priya Sharma (F-1 arrival, U.S. address, passport from India) for Northwind Robotics, as an O-1A first.
    await giveWorldTheDemoCase(t.server.pool, t.world);
    await sql(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A') on conflict do nothing`);
    // The e-mail box takes 38 characters: the test world's addresses are longer.
    await sql(`update app_public.users set email = 'priya@mail.example' where id = $1`, [t.world.beneficiary.id]);
    await sql(`update app_public.user_data set other_names = $2 where user_id = $1`, [
      t.world.beneficiary.id,
      JSON.stringify([
        { firstName: 'Priya', middleName: '', lastName: 'Iyer' },
        { firstName: 'Pri', middleName: 'K', lastName: 'Sharma' },
      ]),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is neither offered nor generated on an O-1A petition', async () => {
    expect((await listed()).map(([form]) => form)).toEqual(['g-28', 'i-129', 'i-907']);
    expect(await call('POST', `/petitions/${t.world.petitionId}/forms/i-765/generate`)).toEqual({
      status: 409,
      body: { error: 'This case does not file an I-765' },
    });
  });

  it('is offered, optional, to an EB-1A beneficiary adjusting status in the United States', async () => {
    await sql(`update app_public.petitions set visa_class = 'eb_1a', filing_type = 'change_of_status' where id = $1`, [
      t.world.petitionId,
    ]);
    expect(await listed()).toEqual([
      ['g-28', false],
      ['i-140', false],
      ['i-907', false],
      ['g-28-i-765', true],
      ['i-765', true],
    ]);
    // Not generated: nothing for the packet yet, and nothing missing from it.
    expect((await generatedFormsForPacket(t.server.pool, t.world.petitionId)).map((form) => form.form)).toEqual([]);
  });

  it('fills the applicant, the last arrival, category (c)(9), the contact and the attorney as preparer', async () => {
    const i765 = await generateI765();
    const name = /Part 2\..*Your Full Legal Name\. 1\./;
    expect(i765.text('Applicant family name', name)).toBe('Sharma');
    expect(i765.text('Applicant given name', name)).toBe('Priya');
    expect(i765.text('Other name used (item 2): family name', /Other Names Used\..* 2\. A\./)).toBe('Iyer');
    expect(i765.text('Other name used (item 2): given name', /Other Names Used\..* 2\.B\./)).toBe('Priya');
    expect(i765.text('Other name used (item 3): family name', /Other Names Used\..* 3\. A\./)).toBe('Sharma');
    expect(i765.text('Other name used (item 3): middle name', /Other Names Used\..* 3\.C\./)).toBe('K');
    expect(i765.text('Other name used (item 4): family name', /Other Names Used\..* 4\. A\./)).toBeNull();
    const mailing = /Your U\.S\. Mailing Address\. 5\./;
    expect(i765.text('Applicant U.S. mailing address: street', mailing)).toBe('1200 Folsom Street');
    expect(i765.ticked('Applicant U.S. mailing address: unit type', /5\. C\. Select Apartment/, ' APT ')).toBe(true);
    expect(i765.text('Applicant U.S. mailing address: apartment, suite or floor number', mailing)).toBe('5B');
    expect(i765.text('Applicant U.S. mailing address: city or town', mailing)).toBe('San Francisco');
    expect(i765.text('Applicant U.S. mailing address: ZIP code', mailing)).toBe('94103');
    expect(
      i765.pdf
        .getDropdown(
          i765.pdf
            .getFields()
            .find((f) => /Pt2Line5_State/.test(f.getName()))!
            .getName(),
        )
        .getSelected(),
    ).toEqual(['CA']);
    expect(
      i765.ticked('Mailing address is the physical address: yes', /6\. Is your current mailing address the same.*Select Yes/),
    ).toBe(true);
    expect(i765.text('Applicant U.S. physical address (if different): street', /Physical Address\. 7\. A\./)).toBeNull();
    expect(i765.ticked('Applicant sex: female', /10\. Sex\. Select Female/)).toBe(true);
    expect(i765.ticked('Applicant sex: male', /10\. Sex\. Select Male/)).toBe(false);
    expect(i765.text('Applicant country of citizenship', /Citizenship or Nationality\..* 14\. A\./)).toBe('India');
    expect(i765.text('Applicant city of birth', /15\. A\. Enter City/)).toBe('Pune');
    expect(i765.text('Applicant state or province of birth', /15\. B\. Enter State \/ Province of Birth/)).toBe('Maharashtra');
    expect(i765.text('Applicant country of birth', /15\. C\. Enter Country of your Birth/)).toBe('India');
    expect(i765.text('Applicant date of birth', /16\.\s+Date of Birth/)).toBe('04/17/1991');
    expect(i765.text('Applicant I-94 arrival-departure record number', /17\. Enter Form I - 94/)).toBe('123456789A1');
    expect(i765.text('Applicant passport number', /18\. Enter Passport Number/)).toBe('Z12345678');
    expect(i765.text('Applicant passport country of issuance', /20\. Enter Country That Issued/)).toBe('India');
    expect(i765.text('Applicant passport expiry date', /21\. Enter the Expiration Date/)).toBe('06/02/2029');
    expect(i765.text('Applicant date of last arrival', /22\. Enter the Date of your Last Entry/)).toBe('08/28/2022');
    expect(i765.text('Applicant status at last arrival', /24\. Enter Immigration Status at Your Last Arrival/)).toBe('F-1');
    expect(i765.text('Applicant current immigration status', /25\. Enter Your Current Immigration Status/)).toBe('F-1');
    expect(i765.text('Eligibility category: letter', /27\. Eligibility Category\..*first four characters/)).toBe('c');
    expect(i765.text('Eligibility category: number', /27\. Eligibility Category\..*middle three characters/)).toBe('9');
    expect(i765.text('Applicant daytime telephone', /Part 3\..* 3\. Enter Applicant's Daytime Telephone/)).toBe('4155550188');
    expect(i765.text('Applicant e-mail', /Part 3\..* 5\. Enter Applicant's Email/)).toBe('priya@mail.example');
    // The attorney of the staff member's profile: the G-28 box, Part 3's preparer statement, Part 5.
    expect(i765.ticked('G-28 attached', /Select this box if Form G-28 is attached/)).toBe(true);
    expect(i765.text('Attorney bar number', /Attorney State Bar Number/)).toBe('CA-284113');
    expect(i765.ticked('Prepared by the preparer named in Part 5', /2\. Select At my request, the preparer named in Part/)).toBe(
      true,
    );
    expect(i765.text('Name of the preparer', /2\. Enter name of Preparer/)).toBe('Elena Reyes');
    expect(i765.text('Preparer family name', /Part 5\..*Preparer's Family Name|Part 5\..*1\. A\./)).toBe('Reyes');
    expect(i765.text('Preparer business or organization', /Part 5\..* 2\. /)).toBe('Reyes Immigration LLP');
    const preparer = /Part 5\..*Preparer's Mailing Address\. 3\./;
    expect(i765.text('Preparer mailing address: street', preparer)).toBe('1 Market Street');
    // Floor 12: the box the tooltip (and the page) calls Floor, whatever its export value.
    expect(i765.ticked('Preparer mailing address: unit type', /3\. B\. Select Floor/, ' STE ')).toBe(true);
    expect(i765.text('Preparer mailing address: apartment, suite or floor number', preparer)).toBe('12');
    expect(i765.text('Preparer daytime telephone', /Part 5\..* 4\. Enter/)).toBe('4155550100');
    expect(i765.ticked('Preparer is an attorney or accredited representative', /7\. B\. Select I am an attorney/)).toBe(true);
    // Part 6 carries nothing: its header stays empty.
    expect(i765.text('Part 6: applicant family name', /Part 6\..*1\. A\. Family Name/)).toBeNull();
    // What the case does not record is listed for staff.
    // What the case does not record is listed for staff: every box of each "select one" question, to tick the one.
    expect(i765.missing).toEqual([
      'Reason for applying: initial permission to accept employment',
      'Reason for applying: replacement or correction',
      'Reason for applying: renewal',
      'Applicant marital status: single',
      'Applicant marital status: married',
      'Applicant marital status: divorced',
      'Applicant marital status: widowed',
      'Previously filed Form I-765: yes',
      'Previously filed Form I-765: no',
      'Applicant reads and understands English',
      'An interpreter read the application to the applicant',
    ]);
  });

  it('asks no more of a question once staff tick the box that applies', async () => {
    const married = fieldOf('i-765', 'Applicant marital status: married');
    const saved = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/i-765/overrides`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ field: married, value: 'On' }),
    });
    expect(saved.status).toBe(200);
    const i765 = await generateI765();
    const marital = /11\. Marital Status\./;
    expect(i765.ticked('Applicant marital status: married', marital)).toBe(true);
    expect(i765.ticked('Applicant marital status: single', marital)).toBe(false);
    expect(i765.missing.filter((label) => label.startsWith('Applicant marital status'))).toEqual([]);
    expect(i765.missing).toContain('Reason for applying: renewal');
  });

  it('continues a fourth other name in Part 6 under the applicant’s name, with accents the font lacks dropped', async () => {
    await sql(`update app_public.user_data set other_names = $2 where user_id = $1`, [
      t.world.beneficiary.id,
      JSON.stringify([
        { firstName: 'Priya', lastName: 'Iyer' },
        { firstName: 'Pri', lastName: 'Sharma' },
        { firstName: 'Priya', lastName: 'Rao' },
        { firstName: 'Priya', lastName: 'Nguyễn' },
      ]),
    ]);
    const i765 = await generateI765();
    expect(i765.text('Other name used (item 4): family name', /Other Names Used\..* 4\. A\./)).toBe('Rao');
    expect(i765.text('Part 6 item 3: additional information', /Part 6\..* 3\. D\. Enter additional information/)).toBe(
      'Other names used: Priya Nguyen',
    );
    expect(i765.text('Part 6 item 3: page number', /Part 6\..*3\. A\. Enter Page Number/)).toBe('1');
    expect(i765.text('Part 6 item 3: part number', /Part 6\..*3\. B\. Enter Part Number/)).toBe('2');
    expect(i765.text('Part 6: applicant family name', /Part 6\..*1\. A\. Family Name/)).toBe('Sharma');
    expect(i765.text('Part 6: applicant given name', /Part 6\..*1\. B\. Given Name/)).toBe('Priya');
  });

  it('goes in the packet after the I-140 once generated, and not for a beneficiary abroad', async () => {
    expect((await generatedFormsForPacket(t.server.pool, t.world.petitionId)).map((form) => [form.form, form.number])).toEqual([
      ['i-765', 'I-765'],
    ]);
    await call('POST', `/petitions/${t.world.petitionId}/forms/i-140/generate`);
    expect((await generatedFormsForPacket(t.server.pool, t.world.petitionId)).map((form) => form.form)).toEqual([
      'i-140',
      'i-765',
    ]);
    // Consular processing: no I-765, and the copy generated before is not filed.
    await sql(`update app_public.petitions set filing_type = 'consular_processing' where id = $1`, [t.world.petitionId]);
    expect((await listed()).map(([form]) => form)).not.toContain('i-765');
    expect((await generatedFormsForPacket(t.server.pool, t.world.petitionId)).map((form) => form.form)).toEqual(['i-140']);
  });
});
