import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFHexString, PDFName, PDFString } from '@cantoo/pdf-lib';
import { COMPANY_INCOME_TEXTS, CURRENT_FORM_EDITIONS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { graphql } from '../support/graphql-client.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';

interface Company {
  ein: string | null;
  phoneNumber: string | null;
  companyGrossAnnualIncome: string | null;
  companyNetAnnualIncome: string | null;
}

/**
 * The company facts the employer wizard now asks for (migration 0136): the gross and net annual income are whole US
 * dollars within their ranges whoever writes them (the wizard saves with updateCompanyById as the company's admin,
 * staff's profile the same way), a refusal reads the rule's sentence, never a server error, and nothing is stored;
 * the I-129 prints the FEIN's digits, the telephone and both incomes as the form writes money.
 */
describe('the company’s FEIN, telephone and annual income', () => {
  let t: PacketTestServer;
  let adminToken: string;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  const stored = async () =>
    (
      await sql(
        `select company_gross_annual_income::text as gross, company_net_annual_income::text as net
           from app_public.companies where id = $1`,
        [t.world.companyId],
      )
    ).rows[0] as { gross: string | null; net: string | null };

  const saveCompany = (token: string, patch: Record<string, string | null>) =>
    graphql<{ updateCompanyById: { company: Company } | null }>(
      t.server.url,
      token,
      `
        mutation ($id: UUID!, $patch: CompanyPatch!) {
          updateCompanyById(input: { id: $id, companyPatch: $patch }) {
            company {
              ein
              phoneNumber
              companyGrossAnnualIncome
              companyNetAnnualIncome
            }
          }
        }
      `,
      { id: t.world.companyId, patch },
    );

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-company-income-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    adminToken = await t.server.issuer.issueToken({
      sub: t.world.companyAdmin.sub,
      email: t.world.companyAdmin.email,
      name: t.world.companyAdmin.fullName,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses cents, a negative gross income and a trillion with the rule’s sentence, and keeps what was stored', async () => {
    const saved = await saveCompany(adminToken, { companyGrossAnnualIncome: '0', companyNetAnnualIncome: '-420000' });
    expect(saved.errors).toBeUndefined();
    expect(await stored()).toEqual({ gross: '0.00', net: '-420000.00' });

    const refusals: [Record<string, string>, string][] = [
      [{ companyGrossAnnualIncome: '-1' }, COMPANY_INCOME_TEXTS.gross],
      [{ companyGrossAnnualIncome: '1250000.50' }, COMPANY_INCOME_TEXTS.gross],
      [{ companyGrossAnnualIncome: '1000000000000' }, COMPANY_INCOME_TEXTS.gross],
      [{ companyNetAnnualIncome: '12.34' }, COMPANY_INCOME_TEXTS.net],
      [{ companyNetAnnualIncome: '-1000000000000' }, COMPANY_INCOME_TEXTS.net],
    ];
    for (const token of [adminToken, t.staffToken]) {
      for (const [patch, sentence] of refusals) {
        const refused = await saveCompany(token, patch);
        expect(refused.status, JSON.stringify(patch)).toBeLessThan(500);
        expect(
          refused.errors?.map((error) => error.message),
          JSON.stringify(patch),
        ).toEqual([sentence]);
      }
    }
    expect(await stored()).toEqual({ gross: '0.00', net: '-420000.00' });
  });

  it('prints the FEIN’s digits, the telephone and both incomes on the I-129', async () => {
    const saved = await saveCompany(adminToken, {
      ein: '98-7654321',
      phoneNumber: '+1 (512) 555-0142 ext. 12',
      companyGrossAnnualIncome: '2400000',
      companyNetAnnualIncome: '-310000',
    });
    expect(saved.errors).toBeUndefined();

    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/i-129/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { fileId: string; missing: { label: string; message?: string }[] };
    expect(response.status, JSON.stringify(body)).toBe(201);
    // Given and fitting their boxes: the staff list names only the telephone, for its extension (the form has no box).
    const labels = ['Petitioner FEIN', 'Petitioner daytime telephone', 'Gross annual income', 'Net annual income'];
    expect(body.missing.filter((missing) => labels.includes(missing.label))).toMatchObject([
      { label: 'Petitioner daytime telephone', message: expect.stringContaining('without its extension ext. 12') },
    ]);
    const { rows } = await sql('select storage_key from app_public.files where id = $1', [body.fileId]);
    const pdf = (await PDFDocument.load(await readFile(path.join(t.filesDir, rows[0]!.storage_key as string)))).getForm();
    /** The text of the box the I-129 map's entry `label` fills, after its tooltip names the item. */
    const printed = (label: string, item: RegExp) => {
      const entry = CURRENT_FORM_EDITIONS['i-129'].fields.find((candidate) => candidate.label === label);
      if (!entry) throw new Error(`the I-129 map has no entry "${label}"`);
      const tu = pdf.getField(entry.field).acroField.dict.lookup(PDFName.of('TU'));
      expect(tu instanceof PDFString || tu instanceof PDFHexString ? tu.decodeText() : '', label).toMatch(item);
      return pdf.getTextField(entry.field).getText() || null;
    };
    expect(printed('Petitioner FEIN', /Employer Identification Number/i)).toBe('987654321');
    // The extension has no box (phone-extension-notes.ts lists it for staff).
    expect(printed('Petitioner daytime telephone', /Daytime Telephone/i)).toBe('5125550142');
    expect(printed('Gross annual income', /Gross Annual Income/i)).toBe('2,400,000.00');
    expect(printed('Net annual income', /Net Annual Income/i)).toBe('-310,000.00');
  });
});
