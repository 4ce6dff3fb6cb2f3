import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFHexString, PDFName, PDFString } from '@cantoo/pdf-lib';
import { CURRENT_FORM_EDITIONS, NAICS_CODE_RULE_TEXT, type UscisFormId } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { graphql } from '../support/graphql-client.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';

/**
 * The petitioner's NAICS code (migration 0104): the employer wizard's save path (updateCompanyById, as the company's
 * admin) and staff's company profile keep 6 digits and refuse anything else with the rule's sentence, never a
 * server error; the I-140's Part 5 item 7 and the I-129's H-1B data collection supplement print it.
 */
describe('the NAICS code', () => {
  let t: PacketTestServer;
  let adminToken: string;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  const storedCode = async () =>
    (await sql('select naics_code from app_public.companies where id = $1', [t.world.companyId])).rows[0]?.naics_code;

  const saveCode = (token: string, naicsCode: string | null) =>
    graphql<{ updateCompanyById: { company: { naicsCode: string | null } } | null }>(
      t.server.url,
      token,
      `
        mutation ($id: UUID!, $patch: CompanyPatch!) {
          updateCompanyById(input: { id: $id, companyPatch: $patch }) {
            company {
              naicsCode
            }
          }
        }
      `,
      { id: t.world.companyId, patch: { naicsCode } },
    );

  /** The text of the field the map entry with this label fills, after its tooltip names the item. */
  const generatedText = async (form: UscisFormId, label: string, item: RegExp) => {
    const entry = CURRENT_FORM_EDITIONS[form].fields.find((candidate) => candidate.label === label);
    if (!entry) throw new Error(`the ${form} map has no entry "${label}"`);
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/${form}/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { fileId: string; missing: { label: string }[] };
    expect(response.status, JSON.stringify(body)).toBe(201);
    // A code fits the six cells: never listed as too long.
    expect(body.missing.map((missing) => missing.label)).not.toContain(label);
    const { rows } = await sql('select storage_key from app_public.files where id = $1', [body.fileId]);
    const pdf = (await PDFDocument.load(await readFile(path.join(t.filesDir, rows[0]!.storage_key as string)))).getForm();
    const tu = pdf.getField(entry.field).acroField.dict.lookup(PDFName.of('TU'));
    expect(tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : '').toMatch(item);
    return pdf.getTextField(entry.field).getText() || null;
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-naics-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    await sql(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A'), ('h_1b', 'H-1B') on conflict do nothing`);
    adminToken = await t.server.issuer.issueToken({
      sub: t.world.companyAdmin.sub,
      email: t.world.companyAdmin.email,
      name: t.world.companyAdmin.fullName,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a code that is not 6 digits with the rule’s sentence, never a server error, and keeps the one before', async () => {
    expect((await saveCode(adminToken, '541715')).data?.updateCompanyById?.company.naicsCode).toBe('541715');
    for (const bad of ['5', '54', '3336', '5417150', '54-1715', 'robots', ' 541715', '']) {
      const refused = await saveCode(adminToken, bad);
      expect(refused.status, bad).toBeLessThan(500);
      expect(
        refused.errors?.map((error) => error.message),
        bad,
      ).toEqual([NAICS_CODE_RULE_TEXT]);
      expect(await storedCode(), bad).toBe('541715');
    }
  });

  it('keeps a code or none, from the employer and from staff', async () => {
    expect((await saveCode(adminToken, '541330')).data?.updateCompanyById?.company.naicsCode).toBe('541330');
    expect((await saveCode(t.staffToken, '333613')).data?.updateCompanyById?.company.naicsCode).toBe('333613');
    expect((await saveCode(adminToken, null)).data?.updateCompanyById?.company.naicsCode).toBeNull();
    expect(await storedCode()).toBeNull();
  });

  it('prints the code on the I-140 (Part 5 item 7) and the I-129’s H-1B data collection supplement', async () => {
    await sql(`update app_public.companies set naics_code = '333613' where id = $1`, [t.world.companyId]);
    await sql(`update app_public.petitions set visa_class = 'eb_1a' where id = $1`, [t.world.petitionId]);
    expect(await generatedText('i-140', 'NAICS code', /Part 5\..* 7\. Enter North American Industry Classification/)).toBe(
      '333613',
    );
    await sql(`update app_public.petitions set visa_class = 'h_1b' where id = $1`, [t.world.petitionId]);
    const supplement = /H-1B and H-1B1 Data Collection.*North American Industry Classification System/;
    expect(await generatedText('i-129', 'H-1B data collection supplement: NAICS code', supplement)).toBe('333613');
    // Not given: the boxes stay empty (staff may type one as a form override).
    await sql(`update app_public.companies set naics_code = null where id = $1`, [t.world.companyId]);
    expect(await generatedText('i-129', 'H-1B data collection supplement: NAICS code', supplement)).toBeNull();
  });
});
