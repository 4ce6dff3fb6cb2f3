import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedFormsForPacket } from '../../src/forms/generated-forms-for-packet.ts';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { graphql } from '../support/graphql-client.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';
import { fieldOf, readFilledForm } from './read-filled-form.ts';

const REQUEST = `mutation G28I765TestRequest($petitionId: UUID!, $form: String!) {
  requestFormSignature(input: { petitionId: $petitionId, form: $form }) { petitionFormSignature { signer } }
}`;
const TASKS = `query G28I765TestTasks($petitionId: UUID!) {
  allPendingPetitionTasks(condition: { petitionId: $petitionId, awaitedKind: "SIGNED_FORM" }) {
    nodes { content party awaitedType titleGenerated }
  }
}`;

/**
 * The firm's G-28 for the beneficiary's I-765 (form g-28-i-765): offered beside the I-765 only, filled from the case
 * with the beneficiary as the client (read back from the PDF by the map's labels, each tooltip checked), the
 * petitioner's G-28 unchanged, filed directly before the I-765, and signed by the beneficiary through the portal.
 */
describe('the G-28 for the I-765 applicant', () => {
  let t: PacketTestServer;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  const call = async (method: 'GET' | 'POST', route: string, body: unknown = {}) => {
    const response = await fetch(`${t.server.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${t.staffToken}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const listed = async () =>
    ((await call('GET', `/petitions/${t.world.petitionId}/forms`)).body.forms as Array<{ form: string; optional?: boolean }>).map(
      (form) => [form.form, form.optional === true],
    );
  const generate = async (form: 'g-28' | 'g-28-i-765' | 'i-765' | 'i-140') => {
    const answer = await call('POST', `/petitions/${t.world.petitionId}/forms/${form}/generate`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { rows } = await sql('select storage_key from app_public.files where id = $1', [answer.body.fileId]);
    return readFilledForm(form, await readFile(path.join(t.filesDir, rows[0]!.storage_key as string)));
  };
  const packet = async () =>
    (await generatedFormsForPacket(t.server.pool, t.world.petitionId)).map((form) => [form.form, form.number]);

  const clientEmail = `priya.${Date.now().toString(36)}@mail.example`;

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-g28-i765-');
    // Priya Sharma (U.S. address, F-1) for Northwind Robotics, as an O-1A first.
    await giveWorldTheDemoCase(t.server.pool, t.world);
    await sql(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A') on conflict do nothing`);
    // The G-28's e-mail box takes 38 characters: the test world's addresses are longer. Unique in the shared test
    // database, where i-765.test.ts gives its own world's beneficiary another short address.
    await sql(`update app_public.users set email = $2 where id = $1`, [t.world.beneficiary.id, clientEmail]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is neither offered nor generated on a case without an I-765 (an O-1A; a beneficiary abroad)', async () => {
    expect((await listed()).map(([form]) => form)).toEqual(['g-28', 'i-129', 'i-907']);
    expect(await call('POST', `/petitions/${t.world.petitionId}/forms/g-28-i-765/generate`)).toEqual({
      status: 409,
      body: { error: 'This case does not file an I-765' },
    });
    await sql(`update app_public.petitions set visa_class = 'eb_1a', filing_type = 'consular_processing' where id = $1`, [
      t.world.petitionId,
    ]);
    expect((await listed()).map(([form]) => form)).toEqual(['g-28', 'i-140', 'i-907']);
    expect((await call('POST', `/petitions/${t.world.petitionId}/forms/g-28-i-765/generate`)).status).toBe(409);
  });

  it('is offered beside the I-765, just before it, when the beneficiary adjusts status', async () => {
    await sql(`update app_public.petitions set filing_type = 'change_of_status' where id = $1`, [t.world.petitionId]);
    expect(await listed()).toEqual([
      ['g-28', false],
      ['i-140', false],
      ['i-907', false],
      ['g-28-i-765', true],
      ['i-765', true],
    ]);
  });

  it('names the beneficiary as the client (the applicant), with the A-number typed on the I-765; the petitioner’s G-28 stays', async () => {
    const typed = await call('POST', `/petitions/${t.world.petitionId}/forms/i-765/overrides`, {
      field: fieldOf('i-765', 'Applicant A-number'),
      value: '123456789',
    });
    expect(typed.status).toBe(200);
    const g28 = await generate('g-28-i-765');
    const client = /Part 3\..*Information About Client/;
    expect(g28.text('Form numbers of the matter', /Part 3\./)).toBe('I-765');
    expect(g28.text('Receipt number', /Part 3\./)).toBeNull();
    expect(g28.ticked('Client is the applicant', /Part 3\..* 5\. /)).toBe(true);
    expect(g28.pdf.getCheckBox(fieldOf('g-28', 'Client is the petitioner')).isChecked()).toBe(false);
    expect(g28.text('Client family name', client)).toBe('Sharma');
    expect(g28.text('Client given name', client)).toBe('Priya');
    expect(g28.text('Client A-number', client)).toBe('123456789');
    // No company on her G-28: its entity name and title stay empty.
    expect(g28.pdf.getTextField(fieldOf('g-28', 'Petitioner name')).getText() ?? null).toBeNull();
    expect(g28.text('Client daytime telephone', /Client's Contact Information\. 10\./)).toBe('4155550188');
    expect(g28.text('Client e-mail', /Client's Contact Information\. 12\./)).toBe(clientEmail);
    const mailing = /Mailing Address of Client/;
    expect(g28.text('Client mailing address: street', mailing)).toBe('1200 Folsom Street');
    expect(g28.ticked('Client mailing address: unit type', /13\. B\. Select Apartment/, ' APT ')).toBe(true);
    expect(g28.text('Client mailing address: city or town', mailing)).toBe('San Francisco');
    expect(g28.text('Client mailing address: ZIP code', mailing)).toBe('94103');
    // The attorney is the same as on the petitioner's G-28.
    expect(g28.text('Attorney family name', /Part 1\./)).toBe('Reyes');
    expect(g28.text('Attorney bar number', /Part 2\./)).toBe('CA-284113');

    const petitioner = await generate('g-28');
    expect(petitioner.ticked('Client is the petitioner', /Part 3\..* 5\. /)).toBe(true);
    expect(petitioner.text('Petitioner name', client)).toBe('Northwind Robotics, Inc.');
    expect(petitioner.text('Form numbers of the matter', /Part 3\./)).toBe('I-140, I-907');
  });

  it('goes in the packet directly before the I-765, and only with it', async () => {
    // Generated, but the I-765 is not: it would appear for nothing.
    expect(await packet()).toEqual([['g-28', 'G-28']]);
    await generate('i-140');
    await generate('i-765');
    expect(await packet()).toEqual([
      ['g-28', 'G-28'],
      ['i-140', 'I-140'],
      ['g-28-i-765', 'G-28'],
      ['i-765', 'I-765'],
    ]);
  });

  it('is signed by the beneficiary through the portal, not by the petitioner’s team', async () => {
    const as = <T>(query: string, variables: Record<string, unknown> = {}) =>
      graphql<T>(t.server.url, t.staffToken, query, { petitionId: t.world.petitionId, ...variables });
    const asked = await as<{ requestFormSignature: { petitionFormSignature: { signer: string } } }>(REQUEST, {
      form: 'g-28-i-765',
    });
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.requestFormSignature.petitionFormSignature.signer).toBe('BENEFICIARY');
    const tasks = await graphql<{ allPendingPetitionTasks: { nodes: unknown[] } }>(t.server.url, t.beneficiaryToken, TASKS, {
      petitionId: t.world.petitionId,
    });
    expect(tasks.data!.allPendingPetitionTasks.nodes).toEqual([
      // The app's words (migration 0126): the beneficiary reads them in her language, told from the petitioner's G-28.
      {
        content: 'Sign the G-28 for the I-765 and upload the signed copy',
        party: 'BENEFICIARY',
        awaitedType: 'g-28-i-765',
        titleGenerated: true,
      },
    ]);
    // The database holds the rule too: the petitioner is never asked for it.
    await expect(
      sql(
        `insert into app_public.petition_form_signatures (petition_id, form, requested_file_id, signer)
         select petition_id, 'g-28-i-765', requested_file_id, 'PETITIONER' from app_public.petition_form_signatures
          where petition_id = $1 and form = 'g-28-i-765' on conflict (petition_id, form) do update set signer = 'PETITIONER'`,
        [t.world.petitionId],
      ),
    ).rejects.toThrow(/petition_form_signatures_signer/);
  });
});
