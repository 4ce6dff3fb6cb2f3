import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadLink, uploadFile } from '../files/file-service-client.ts';
import { pdfOfPages } from '../packets/packet-fixture.ts';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { graphql } from '../support/graphql-client.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';

const REQUEST = `mutation SelfPetitionSignRequest($petitionId: UUID!, $form: String!) {
  requestFormSignature(input: { petitionId: $petitionId, form: $form }) { petitionFormSignature { signer requestedFileId } }
}`;
const READ = `query SelfPetitionSignRead($petitionId: UUID!, $form: String!) {
  petitionFormSignatureByPetitionIdAndForm(petitionId: $petitionId, form: $form) {
    signer requestedFileId signedFileId userByReceivedBy { fullName }
  }
}`;
const TASKS = `query SelfPetitionSignTasks($petitionId: UUID!) {
  allPendingPetitionTasks(condition: { petitionId: $petitionId, awaitedKind: "SIGNED_FORM" }) {
    nodes { content party awaitedType completedAt }
  }
}`;

interface Signature {
  signer: string;
  requestedFileId: string;
  signedFileId: string | null;
  userByReceivedBy: { fullName: string } | null;
}

/**
 * Migration 0097: in an EB-1A self-petition (no petitioner company) the beneficiary signs every form the petitioner
 * would — the G-28 (as the client) and the I-907 (as the requestor), not only the I-140 (0093) — and the filled PDFs
 * print them where a company would be. Row-level security lets that beneficiary read and attach their own requests.
 */
describe('a self-petitioner signs the G-28 and the I-907', () => {
  let t: PacketTestServer;
  let formerTeamToken: string;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  const as = <T>(token: string, query: string, variables: Record<string, unknown>) =>
    graphql<T>(t.server.url, token, query, { petitionId: t.world.petitionId, ...variables });
  const read = async (token: string, form: string) =>
    (await as<{ petitionFormSignatureByPetitionIdAndForm: Signature | null }>(token, READ, { form })).data
      ?.petitionFormSignatureByPetitionIdAndForm ?? null;
  const generate = async (form: string) => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/${form}/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { fileId: string; missing: { label: string; message: string }[] };
    expect(response.status, JSON.stringify(body)).toBe(201);
    const { rows } = await sql('select storage_key from app_public.files where id = $1', [body.fileId]);
    const pdf = (await PDFDocument.load(await readFile(path.join(t.filesDir, rows[0]!.storage_key as string)))).getForm();
    const text = (name: string) => pdf.getTextField(`form1[0].${name}`).getText() ?? null;
    const ticked = (name: string) => pdf.getCheckBox(`form1[0].${name}`).isChecked();
    const messages = body.missing.map((entry) => entry.message);
    return { fileId: body.fileId, missing: body.missing.map((entry) => entry.label), messages, text, ticked };
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-self-petition-forms-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    // A self-petition, as 0093's test makes one: EB-1A, no petitioner company (the beneficiary is the petitioner).
    await sql(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A') on conflict do nothing`);
    await sql(
      `update app_public.petitions set visa_class = 'eb_1a', company_id = null, worksite_office_id = null where id = $1`,
      [t.world.petitionId],
    );
    formerTeamToken = await t.server.issuer.issueToken({
      sub: t.world.companyAdmin.sub,
      email: t.world.companyAdmin.email,
      name: t.world.companyAdmin.fullName,
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('fills the G-28 and the I-907 with the beneficiary as client and requestor, no company asked for', async () => {
    const g28 = await generate('g-28');
    expect(g28.text('#subform[1].Pt3Line5a_FamilyName[0]')).toBe('Sharma');
    expect(g28.text('#subform[1].Pt3Line7a_NameOfEntity[0]')).toBeNull();
    expect(g28.missing).not.toContain('Petitioner name');
    const i907 = await generate('i-907');
    expect(i907.text('#subform[0].Pt1Line3_FamilyName[0]')).toBe('Sharma');
    expect(i907.text('#subform[0].Part1_Line6_CompanyorOrganizationName[0]')).toBeNull();
    expect(i907.missing).not.toContain('Petitioner FEIN');
  }, 60_000);

  it('fills the I-140 with the beneficiary as the individual who files: her name in Part 1, "Self" in Part 5', async () => {
    const i140 = await generate('i-140');
    expect([i140.text('#subform[0].Pt1Line1a_FamilyName[0]'), i140.text('#subform[0].Pt1Line1b_GivenName[0]')]).toEqual([
      'Sharma',
      'Priya',
    ]);
    // Empty (the blank PDF's own value, null or ''), as a company's items are for an individual.
    expect(i140.text('#subform[0].Line2_CompanyName[0]') ?? '').toBe('');
    expect(i140.text('#subform[0].Pt1Line3_TaxNumber[0]') ?? '').toBe('');
    expect(i140.missing).not.toContain('Petitioner name');
    expect(i140.missing).not.toContain('Petitioner FEIN');
    // Her own mailing address, the one Part 3 prints for her as the beneficiary.
    expect(i140.text('#subform[0].Line6b_StreetNumberName[0]')).not.toBeNull();
    expect(i140.text('#subform[0].Line6b_StreetNumberName[0]')).toBe(i140.text('#subform[1].Line2b_StreetNumberName[0]'));
    expect([i140.ticked('#subform[2].Line1b_Self[0]'), i140.ticked('#subform[2].Line1a_Employer[0]')]).toEqual([true, false]);
    expect(i140.text('#subform[2].Line2a_TypeofBusiness[0]') ?? '').toBe('');
  }, 60_000);

  it("sends staff to the beneficiary's person data for a self-petitioner's missing address, not to a company", async () => {
    await sql('delete from app_public.user_addresses where user_id = $1', [t.world.beneficiary.id]);
    await sql(
      `update app_public.user_data set street_number_street_name_us_residential_address = null,
              city_us_residential_address = null, street_number_street_name_foreign_address = null,
              city_foreign_address = null, country_foreign_address = null
        where user_id = $1`,
      [t.world.beneficiary.id],
    );
    for (const form of ['g-28', 'i-907', 'i-140']) {
      const { messages } = await generate(form);
      const street = messages.filter((message) => message.startsWith('Petitioner mailing address: street'));
      expect(street, form).toEqual(["Petitioner mailing address: street — enter it in the beneficiary's person data"]);
    }
  }, 60_000);

  it('asks the beneficiary, who alone reads and uploads the copies; the database holds the rule', async () => {
    for (const form of ['g-28', 'i-907']) {
      const generated = (await generate(form)).fileId;
      const asked = await as<{ requestFormSignature: { petitionFormSignature: Signature } }>(t.staffToken, REQUEST, { form });
      expect(asked.errors).toBeUndefined();
      expect(asked.data?.requestFormSignature.petitionFormSignature.signer).toBe('BENEFICIARY');
      expect((await read(t.beneficiaryToken, form))?.requestedFileId).toBe(generated);
      expect((await downloadLink(t.server.url, t.beneficiaryToken, generated)).status).toBe(200);
      // The company's former team reads nothing of it.
      expect(await read(formerTeamToken, form)).toBeNull();
    }
    const tasks =
      (
        await as<{ allPendingPetitionTasks: { nodes: { content: string; party: string; awaitedType: string }[] } }>(
          t.beneficiaryToken,
          TASKS,
          {},
        )
      ).data?.allPendingPetitionTasks.nodes ?? [];
    expect(tasks.map(({ content, party }) => ({ content, party })).sort((a, b) => a.content.localeCompare(b.content))).toEqual([
      { content: 'Sign the G-28 and upload the signed copy', party: 'BENEFICIARY' },
      { content: 'Sign the I-907 and upload the signed copy', party: 'BENEFICIARY' },
    ]);

    const signed = { name: 'g-28-signed.pdf', type: 'application/pdf', bytes: await pdfOfPages(1, 'Signed G-28') };
    const upload = (token: string) =>
      uploadFile(t.server.url, token, 'signed-form', signed, { petitionId: t.world.petitionId, form: 'g-28' });
    expect((await upload(formerTeamToken)).status).toBe(404);
    const uploaded = await upload(t.beneficiaryToken);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(await read(t.staffToken, 'g-28')).toMatchObject({
      signer: 'BENEFICIARY',
      signedFileId: uploaded.body.id,
      userByReceivedBy: { fullName: t.world.beneficiary.fullName },
    });

    // The rule in the database: a beneficiary signs a self-petition's forms, never an I-129.
    await expect(
      sql(
        `insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type)
         values ($1, 'Sign the I-129', 'BENEFICIARY', 'SIGNED_FORM', 'i-129')`,
        [t.world.petitionId],
      ),
    ).rejects.toThrow(/pending_petition_tasks_awaited_check/);
    const { rows } = await sql(
      `select app_private.form_signer($1, 'i-129') as i129, app_private.form_signer($1, 'g-28') as g28`,
      [t.world.petitionId],
    );
    expect(rows[0]).toEqual({ i129: 'PETITIONER', g28: 'BENEFICIARY' });
  }, 120_000);
});
