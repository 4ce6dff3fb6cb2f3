import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';

interface ListedForm {
  form: string;
  label: string;
  reason: string;
  optional?: boolean;
}

/**
 * Which USCIS forms a TN case files follows how the beneficiary applies (docs/decisions.md, "A TN case walked from
 * nothing"): a change of status or extension inside the United States is an I-129 with the trade agreement
 * supplement; a Canadian at a port of entry or a Mexican at a consulate files nothing with USCIS, so those forms
 * are offered as optional, never missing from the packet.
 */
describe('the forms of a TN case, by how the beneficiary applies', () => {
  let t: PacketTestServer;

  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  const listed = async (): Promise<ListedForm[]> => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms`, {
      headers: { authorization: `Bearer ${t.staffToken}` },
    });
    const body = (await response.json()) as { forms: ListedForm[] };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.forms;
  };
  const asTn = async (filingType: 'change_of_status' | 'consular_processing') => {
    await sql('update app_public.petitions set visa_class = $2, filing_type = $3 where id = $1', [
      t.world.petitionId,
      'tn',
      filingType,
    ]);
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-tn-forms-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    await sql(`insert into app_public.visa_types (id, name) values ('tn', 'TN') on conflict do nothing`);
    // A Canadian software engineer, with premium processing asked for (the demo case's).
    await sql('update app_public.user_data set country_of_issue = $2 where user_id = $1', [t.world.beneficiary.id, 'CA']);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('needs the G-28, the I-129 with the trade agreement supplement and the I-907 for a change of status inside the U.S.', async () => {
    await asTn('change_of_status');
    const forms = await listed();
    expect(forms.map((form) => [form.form, form.label, form.optional ?? false])).toEqual([
      ['g-28', 'G-28', false],
      ['i-129', 'I-129 with the Trade agreement (E-3, H-1B1, TN) classification supplement', false],
      ['i-907', 'I-907', false],
    ]);
  });

  it('needs no USCIS form when she applies at the border or a consulate, and offers the I-129 as optional', async () => {
    await asTn('consular_processing');
    const forms = await listed();
    expect(forms.map((form) => [form.form, form.optional ?? false])).toEqual([
      ['g-28', true],
      ['i-129', true],
      ['i-907', true],
    ]);
    for (const form of forms) expect(form.reason).toMatch(/^Optional: only if the employer petitions before a Canadian applies/);

    // Staff may still file the I-129 first for a Canadian: generating it is allowed, and then it is filed.
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/i-129/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status, await response.text()).toBe(201);
  });
});
