import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { DATE_ESTABLISHED_TEXTS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { graphql } from '../support/graphql-client.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';

const SET_DATE = `mutation($id: UUID!, $date: Date) {
  updateCompanyById(input: { id: $id, companyPatch: { dateEstablished: $date } }) { company { dateEstablished } }
}`;
const DATE_FIELD = 'form1[0].#subform[2].Line2b_DateEstablished[0]';

/**
 * The I-140's "Date Established" (Part 5 item 3, a full date; migration 0086): staff give it on the company's entity,
 * the API and the database refuse it with the domain's sentences (not in the future, from 1600, in the year the
 * employer gave), and the real I-140 PDF is filled with it as MM/DD/YYYY.
 */
describe('the I-140’s date established', () => {
  let t: PacketTestServer;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  const setDate = (date: string | null) =>
    graphql<{ updateCompanyById: { company: { dateEstablished: string | null } } | null }>(t.server.url, t.staffToken, SET_DATE, {
      id: t.world.companyId,
      date,
    });
  const errorsOf = (result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
    result.errors?.map(({ message, extensions }) => ({ message, code: extensions?.code }));
  const generateI140 = async () => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/i-140/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { fileId: string };
    expect(response.status, JSON.stringify(body)).toBe(201);
    const { rows } = await sql('select storage_key from app_public.files where id = $1', [body.fileId]);
    const form = (await PDFDocument.load(await readFile(path.join(t.filesDir, rows[0]!.storage_key as string)))).getForm();
    return form.getTextField(DATE_FIELD).getText() || null;
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-date-established-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    await sql(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A') on conflict do nothing`);
    await sql(`update app_public.petitions set visa_class = 'eb_1a' where id = $1`, [t.world.petitionId]);
    await sql('update app_public.companies set year_established = 2015, date_established = null where id = $1', [
      t.world.companyId,
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('leaves the box empty until staff give the date, then fills it from the real I-140 as MM/DD/YYYY', async () => {
    expect(await generateI140()).toBeNull();
    expect((await setDate('2015-03-14')).data?.updateCompanyById?.company.dateEstablished).toBe('2015-03-14');
    expect(await generateI140()).toBe('03/14/2015');
  });

  it('refuses a date in the future, before 1600 or in another year than the year established, with the rule’s sentence', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await sql('update app_public.companies set year_established = null where id = $1', [t.world.companyId]);
    try {
      expect(errorsOf(await setDate(tomorrow))).toEqual([{ message: DATE_ESTABLISHED_TEXTS.future, code: '23514' }]);
      expect(errorsOf(await setDate('1599-12-31'))).toEqual([{ message: DATE_ESTABLISHED_TEXTS.invalid, code: '23514' }]);
    } finally {
      await sql('update app_public.companies set year_established = 2015 where id = $1', [t.world.companyId]);
    }
    expect(errorsOf(await setDate('2016-01-01'))).toEqual([{ message: DATE_ESTABLISHED_TEXTS.otherYear, code: '23514' }]);
    // The employer's year cannot move away from the date staff gave either.
    await expect(
      sql('update app_public.companies set year_established = 2014 where id = $1', [t.world.companyId]),
    ).rejects.toThrow(/companies_date_established_in_year/);
    const { rows } = await sql('select date_established::text as date from app_public.companies where id = $1', [
      t.world.companyId,
    ]);
    expect(rows[0]).toEqual({ date: '2015-03-14' });
    // Cleared, it is not given: allowed.
    expect(errorsOf(await setDate(null))).toBeUndefined();
  });
});
