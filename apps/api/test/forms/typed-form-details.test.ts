import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UscisFormId } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';
import { fieldOf, readFilledForm } from './read-filled-form.ts';

/**
 * What staff type on the Forms tab that the case does not record: a G-28's Part 6 text and the I-765's physical address
 * when it differs from the mailing address. Each is saved in one request, refused whole when it breaks a box's rule (by
 * the API, the one-field override route and the database alike), and printed by the generated form.
 */
describe('Part 6 text and a physical address typed on the Forms tab', () => {
  let t: PacketTestServer;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const generate = async (form: UscisFormId) => {
    const answer = await post(`${form}/generate`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { rows } = await sql('select storage_key from app_public.files where id = $1', [answer.body.fileId]);
    return readFilledForm(form, await readFile(path.join(t.filesDir, rows[0]!.storage_key as string)));
  };
  const typed = async (form: UscisFormId) =>
    (
      await sql('select field_name, value from app_public.petition_form_overrides where petition_id = $1 and form = $2', [
        t.world.petitionId,
        form,
      ])
    ).rows.map((row) => [row.field_name, row.value]);
  const physical = (part: string) => `Applicant U.S. physical address (if different): ${part}`;
  const ADDRESS = {
    street: '77 Harbor Road',
    unitType: 'STE',
    unitNumber: '210',
    city: 'Oakland',
    state: 'CA',
    zipCode: '94607',
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-typed-details-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    await sql(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A') on conflict do nothing`);
    await sql(`update app_public.petitions set visa_class = 'eb_1a', filing_type = 'change_of_status' where id = $1`, [
      t.world.petitionId,
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('prints a G-28’s Part 6 text first in the part, under its client’s name; refuses text too long', async () => {
    const text = 'The firm also represents the beneficiary in the I-485 filed concurrently.';
    expect(await post('g-28/part-6-text', { text: `  ${text} ` })).toEqual({ status: 200, body: { text } });
    expect(await post('g-28-i-765/part-6-text', { text })).toEqual({ status: 200, body: { text } });
    const petitioner = await generate('g-28');
    expect(petitioner.text('Part 6 item 2: additional information', /Part 6\..* 2\. D\. Enter Additional Information/)).toBe(
      text,
    );
    expect(petitioner.text('Part 6: client contact family name', /Part 6\./)).toBe('Okafor');
    const applicant = await generate('g-28-i-765');
    expect(applicant.text('Part 6 item 2: additional information', /Part 6\..* 2\. D\./)).toBe(text);
    expect(applicant.text('Part 6: client family name', /Part 6\./)).toBe('Sharma');

    const tooLong = await post('g-28/part-6-text', { text: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/text must be at most 1000 characters/);
    // The one-field route and the database hold the same rule; the saved text stays.
    const field = fieldOf('g-28', 'Part 6 item 2: additional information');
    expect((await post('g-28/overrides', { field, value: 'y'.repeat(1001) })).status).toBe(400);
    await expect(
      sql(
        `update app_public.petition_form_overrides set value = $3 where petition_id = $1 and form = 'g-28' and field_name = $2`,
        [t.world.petitionId, field, 'z'.repeat(1001)],
      ),
    ).rejects.toThrow(/petition_form_overrides_g28_part_6_text/);
    expect(await typed('g-28')).toEqual([[field, text]]);
    // Part 6 is a G-28's: not the I-765's through this route.
    expect((await post('i-765/part-6-text', { text })).status).toBe(404);
    // Emptied: removed, and Part 6 is blank again.
    expect((await post('g-28/part-6-text', { text: '' })).status).toBe(200);
    expect(await typed('g-28')).toEqual([]);
    expect((await generate('g-28')).text('Part 6: client contact family name', /Part 6\./)).toBeNull();
  });

  it('prints the I-765’s physical address with item 6 answered No; refuses a bad one whole; removed, Yes again', async () => {
    const bad = await post('i-765/physical-address', {
      address: { ...ADDRESS, zipCode: '9460', city: 'A city far too long for it' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/zipCode must be the five digits of a ZIP code/);
    expect(await typed('i-765')).toEqual([]);
    // A unit number needs its type.
    expect((await post('i-765/physical-address', { address: { ...ADDRESS, unitType: null } })).status).toBe(400);

    expect(await post('i-765/physical-address', { address: ADDRESS })).toEqual({ status: 200, body: { address: ADDRESS } });
    let i765 = await generate('i-765');
    const item7 = /U\.S\. Physical Address\. 7\./;
    expect(i765.text(physical('street'), item7)).toBe('77 Harbor Road');
    expect(i765.ticked(physical('unit type'), /7\. B\. Select Suite/, ' STE ')).toBe(true);
    expect(i765.ticked(physical('unit type'), /7\. B\. Select Apartment/, ' APT ')).toBe(false);
    expect(i765.text(physical('apartment, suite or floor number'), /7\.B\./)).toBe('210');
    expect(i765.text(physical('city or town'), /7\. C\./)).toBe('Oakland');
    expect(i765.pdf.getDropdown(fieldOf('i-765', physical('state'))).getSelected()).toEqual(['CA']);
    expect(i765.text(physical('ZIP code'), /7\. E\./)).toBe('94607');
    expect(i765.ticked('Mailing address is the physical address: no', /6\. .*Select No/)).toBe(true);
    expect(i765.ticked('Mailing address is the physical address: yes', /6\. .*Select Yes/)).toBe(false);
    // The mailing address is still the case's.
    expect(i765.text('Applicant U.S. mailing address: street', /Mailing Address\. 5\./)).toBe('1200 Folsom Street');

    // The one-field route and the database refuse a ZIP code the box cannot take.
    const zip = fieldOf('i-765', physical('ZIP code'));
    expect(await post('i-765/overrides', { field: zip, value: 'ABCDE' })).toEqual({
      status: 400,
      body: { error: 'Physical address ZIP code must be the five digits of a ZIP code' },
    });
    await expect(
      sql(
        `update app_public.petition_form_overrides set value = 'ABCDE' where petition_id = $1 and form = 'i-765' and field_name = $2`,
        [t.world.petitionId, zip],
      ),
    ).rejects.toThrow(/petition_form_overrides_i765_physical_address/);

    expect(await post('i-765/physical-address', { address: null })).toEqual({ status: 200, body: { address: null } });
    expect(await typed('i-765')).toEqual([]);
    i765 = await generate('i-765');
    expect(i765.text(physical('street'), item7)).toBeNull();
    expect(i765.ticked('Mailing address is the physical address: yes', /6\. .*Select Yes/)).toBe(true);
  });
});
