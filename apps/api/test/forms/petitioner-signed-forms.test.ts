import { asUser } from '@app/db';
import { insertRow, makeCompanyMember, makeUser } from '@app/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PacketSources } from '../../src/packets/packet-sources.ts';
import { downloadLink, presign, uploadFile } from '../files/file-service-client.ts';
import { graphql } from '../support/graphql-client.ts';
import { pageTexts, pdfOfPages, photo } from '../packets/packet-fixture.ts';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';
import { fieldOf } from './read-filled-form.ts';

const REQUEST = `mutation SignedFormsTestRequest($petitionId: UUID!, $form: String!) {
  requestFormSignature(input: { petitionId: $petitionId, form: $form }) { petitionFormSignature { requestedFileId taskId } }
}`;
const REFUSE = `mutation SignedFormsTestRefuse($petitionId: UUID!, $form: String!, $reason: String!) {
  refuseSignedForm(input: { petitionId: $petitionId, form: $form, reason: $reason }) { petitionFormSignature { refusedReason } }
}`;
const READ = `query SignedFormsTestRead($petitionId: UUID!, $form: String!) {
  petitionFormSignatureByPetitionIdAndForm(petitionId: $petitionId, form: $form) {
    requestedFileId signedFileId receivedAt refusedReason userByReceivedBy { fullName }
  }
}`;
const TASKS = `query SignedFormsTestTasks($petitionId: UUID!) {
  allPendingPetitionTasks(condition: { petitionId: $petitionId, awaitedKind: "SIGNED_FORM" }) {
    nodes { id content party awaitedType completedAt completedBy }
  }
}`;
const HISTORY = `query SignedFormsTestHistory($petitionId: UUID!, $form: String!) {
  petitionFormSignatureByPetitionIdAndForm(petitionId: $petitionId, form: $form) {
    signer
    petitionFormSignedCopiesByPetitionIdAndForm(orderBy: RECEIVED_AT_DESC) {
      nodes { fileId receivedAt refusedReason refusedAt userByReceivedBy { fullName } userByRefusedBy { fullName } fileByFileId { name } }
    }
  }
}`;
const COMPILE = `mutation SignedFormsTestCompile($petitionId: UUID!) {
  compilePetition(input: { petitionId: $petitionId }) { compiledPetition { id } }
}`;

/** The O-1A case's filed I-129: the form (8 pages) and the O and P supplement (3), not the other classes' supplements. */
const I129_PAGES = 11;

interface Copy {
  fileId: string;
  receivedAt: string;
  refusedReason: string | null;
  refusedAt: string | null;
  userByReceivedBy: { fullName: string } | null;
  userByRefusedBy: { fullName: string } | null;
  fileByFileId: { name: string } | null;
}

interface Signature {
  requestedFileId: string;
  signedFileId: string | null;
  receivedAt: string | null;
  refusedReason: string | null;
  userByReceivedBy: { fullName: string } | null;
}
interface Task {
  id: string;
  content: string;
  party: string;
  awaitedType: string;
  completedAt: string | null;
  completedBy: string | null;
}

/**
 * Migration 0087: staff ask the petitioner to sign a generated form by hand; the petitioner's team (only it) reads
 * the request, downloads the form and uploads the signed scan through the file service; the action item closes and
 * the packet files the signed copy while it belongs to the form's latest generation.
 */
describe('USCIS forms signed by the petitioner', () => {
  let t: PacketTestServer;
  let customerToken: string;
  let viewerToken: string;
  let otherTeamToken: string;
  const as = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(t.server.url, token, query, { petitionId: t.world.petitionId, ...variables });
  const read = async (token: string) =>
    (await as<{ petitionFormSignatureByPetitionIdAndForm: Signature | null }>(token, READ, { form: 'i-129' })).data
      ?.petitionFormSignatureByPetitionIdAndForm ?? null;
  const tasks = async (token: string) =>
    (await as<{ allPendingPetitionTasks: { nodes: Task[] } }>(token, TASKS)).data?.allPendingPetitionTasks.nodes ?? [];
  const uploadSigned = (token: string, file: { name: string; type: string; bytes: Buffer }, form = 'i-129') =>
    uploadFile(t.server.url, token, 'signed-form', file, { petitionId: t.world.petitionId, form });
  const history = async (token: string, form = 'i-129') =>
    (
      await as<{
        petitionFormSignatureByPetitionIdAndForm: { petitionFormSignedCopiesByPetitionIdAndForm: { nodes: Copy[] } } | null;
      }>(token, HISTORY, { form })
    ).data?.petitionFormSignatureByPetitionIdAndForm?.petitionFormSignedCopiesByPetitionIdAndForm.nodes ?? null;
  /** Staff's signed-form notifications, and whether each was queued as an e-mail (the default delivery). */
  const staffNotified = async () =>
    (
      await t.server.pool.query<{ data: { form: string; signer: string }; emailed: boolean }>(
        `select n.data, exists (select 1 from app_public.email_outbox o where o.notification_id = n.id) as emailed
           from app_public.notifications n where n.user_id = $1 and n.kind = 'signed-form-received' order by n.created_at`,
        [t.world.staff.id],
      )
    ).rows;

  const generate = async (form: string) => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/${form}/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { fileId: string }).fileId;
  };

  /** Compiles as staff; answers the I-129's pages of the packet and its recorded source. */
  const compileI129 = async () => {
    const started = await as<{ compilePetition: { compiledPetition: { id: string } } }>(t.staffToken, COMPILE);
    expect(started.errors).toBeUndefined();
    const id = started.data!.compilePetition.compiledPetition.id;
    for (let i = 0; i < 600; i++) {
      const row = await asUser(t.server.pool, t.world.staff.id, async (client) => {
        const { rows } = await client.query<{ status: string; storage_key: string | null; sources: PacketSources | null }>(
          `select c.status, f.storage_key, s.sources from app_public.compiled_petitions c
             left join app_public.files f on f.id = c.file_id
             left join app_public.compiled_petition_sources s on s.compiled_petition_id = c.id where c.id = $1`,
          [id],
        );
        return rows[0];
      });
      if (row && row.status !== 'RUNNING') {
        expect(row.status).toBe('COMPLETED');
        const { readFile } = await import('node:fs/promises');
        const path = await import('node:path');
        const pages = await pageTexts(await readFile(path.join(t.filesDir, row.storage_key!)));
        const source = row.sources!.forms.find((form) => form.form === 'i-129')!;
        return { pages: pages.slice(source.firstPage - 1, source.firstPage - 1 + source.pageCount), source };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('compile still RUNNING after 60 s');
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-signed-forms-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    // Exhibits are not what this test files.
    await t.server.pool.query('update app_public.modules set visible = false where petition_id = $1', [t.world.petitionId]);
    const other = makeUser({
      full_name: `Olga Other ${t.world.tag}`,
      email: `olga-${t.world.tag}@example.test`,
      auth0_sub: `test|olga-${t.world.tag}`,
    });
    await insertRow(t.server.pool, 'users', other);
    await insertRow(
      t.server.pool,
      'company_members',
      makeCompanyMember({ company_id: t.world.otherCompanyId, user_id: other.id, role: 'ADMIN' }),
    );
    const token = (person: { sub: string; email: string; fullName: string }) =>
      t.server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName });
    customerToken = await token(t.world.companyAdmin);
    viewerToken = await token(t.world.companyViewer);
    otherTeamToken = await token({ sub: other.auth0_sub!, email: other.email!, fullName: other.full_name! });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('asks the petitioner’s team only, which downloads the form and uploads the signed copy; the item closes', async () => {
    // Nothing to sign before staff generate the form and ask.
    const early = await as(t.staffToken, REQUEST, { form: 'i-129' });
    expect(early.errors?.[0]?.message).toContain('Generate the I-129 before asking for its signature');
    const generated = await generate('i-129');
    // Customers cannot ask.
    expect((await as(customerToken, REQUEST, { form: 'i-129' })).errors?.[0]?.message).toContain('Only staff');
    const asked = await as<{ requestFormSignature: { petitionFormSignature: { requestedFileId: string } } }>(
      t.staffToken,
      REQUEST,
      { form: 'i-129' },
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.requestFormSignature.petitionFormSignature.requestedFileId).toBe(generated);

    // The petitioner's team reads the item and the request; the beneficiary and another company read neither.
    const [task] = await tasks(customerToken);
    expect(task).toMatchObject({
      content: 'Sign the I-129 and upload the signed copy',
      party: 'PETITIONER',
      awaitedType: 'i-129',
      completedAt: null,
    });
    expect(await tasks(t.beneficiaryToken)).toEqual([]);
    expect(await tasks(otherTeamToken)).toEqual([]);
    expect((await read(customerToken))?.requestedFileId).toBe(generated);
    expect(await read(t.beneficiaryToken)).toBeNull();
    expect(await read(otherTeamToken)).toBeNull();

    // The form to sign downloads for the team only.
    expect((await downloadLink(t.server.url, customerToken, generated)).status).toBe(200);
    expect((await downloadLink(t.server.url, otherTeamToken, generated)).status).toBe(404);

    // Nobody else may upload it: another company, the beneficiary (404), a VIEWER (refused when staging).
    const signedPdf = { name: 'i-129-signed.pdf', type: 'application/pdf', bytes: await pdfOfPages(2, 'Signed I-129') };
    expect((await uploadSigned(otherTeamToken, signedPdf)).status).toBe(404);
    expect((await uploadSigned(t.beneficiaryToken, signedPdf)).status).toBe(404);
    const viewerStage = await fetch(`${t.server.url}/db/presigned-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'x.pdf', contentType: 'application/pdf', uploader: 'signedForm' }),
    });
    expect(viewerStage.status).toBe(403);
    // A signed copy is a scan or photo: text is refused by the uploader's types.
    expect((await presign(t.server.url, customerToken, 'signed.txt', 'text/plain')).status).toBe(200);
    const text = await uploadSigned(customerToken, { name: 'signed.txt', type: 'text/plain', bytes: Buffer.from('signed') });
    expect(text.status).toBe(415);

    const uploaded = await uploadSigned(customerToken, signedPdf);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const received = await read(t.staffToken);
    expect(received).toMatchObject({
      signedFileId: uploaded.body.id,
      userByReceivedBy: { fullName: t.world.companyAdmin.fullName },
    });
    expect(received!.receivedAt).not.toBeNull();
    const [closed] = await tasks(customerToken);
    expect(closed).toMatchObject({ completedBy: t.world.companyAdmin.id });
    expect(closed!.completedAt).not.toBeNull();

    // Staff who asked are told, in the bell and (by default) by e-mail; the uploader is not.
    expect(await staffNotified()).toEqual([{ data: { form: 'I-129', signer: t.world.companyAdmin.fullName }, emailed: true }]);
    const { rows: own } = await t.server.pool.query(
      `select 1 from app_public.notifications where user_id = $1 and kind = 'signed-form-received'`,
      [t.world.companyAdmin.id],
    );
    expect(own).toEqual([]);
  }, 120_000);

  it('files the signed copy in the packet, a photo as a page; refused or regenerated, the generated copy again', async () => {
    const signed = await compileI129();
    expect(signed.source.signedCopy).toBeDefined();
    expect(signed.pages).toHaveLength(2);
    expect(signed.pages[0]).toContain('Signed I-129');

    // Customers cannot refuse; staff refuse with a reason and the item opens again.
    expect((await as(customerToken, REFUSE, { form: 'i-129', reason: 'x' })).errors?.[0]?.message).toContain('Only staff');
    expect((await as(t.staffToken, REFUSE, { form: 'i-129', reason: '  ' })).errors).toBeDefined();
    const refused = await as(t.staffToken, REFUSE, { form: 'i-129', reason: 'Part 7 is not signed.' });
    expect(refused.errors).toBeUndefined();
    expect(await read(customerToken)).toMatchObject({ signedFileId: null, refusedReason: 'Part 7 is not signed.' });
    expect((await tasks(customerToken))[0]).toMatchObject({ completedAt: null });
    const unsigned = await compileI129();
    expect(unsigned.source.signedCopy).toBeUndefined();
    expect(unsigned.pages).toHaveLength(I129_PAGES);

    // A photo of the signed page becomes one page of the packet.
    const photoUpload = await uploadSigned(customerToken, { name: 'signed.jpg', type: 'image/jpeg', bytes: await photo('jpeg') });
    expect(photoUpload.status, JSON.stringify(photoUpload.body)).toBe(201);
    expect(await read(customerToken)).toMatchObject({ refusedReason: null });
    expect((await compileI129()).pages).toHaveLength(1);

    // The refused copy is kept: staff read both, newest first, the refused one with who, when and why.
    const copies = await history(t.staffToken);
    expect(copies).toHaveLength(2);
    expect(copies![0]).toMatchObject({
      fileId: photoUpload.body.id,
      refusedReason: null,
      userByReceivedBy: { fullName: t.world.companyAdmin.fullName },
      fileByFileId: { name: 'signed.jpg' },
    });
    expect(copies![1]).toMatchObject({
      refusedReason: 'Part 7 is not signed.',
      userByRefusedBy: { fullName: t.world.staff.fullName },
      userByReceivedBy: { fullName: t.world.companyAdmin.fullName },
      fileByFileId: { name: 'i-129-signed.pdf' },
    });
    expect(copies![1]!.refusedAt).not.toBeNull();
    // The refused file still opens for staff.
    expect((await downloadLink(t.server.url, t.staffToken, copies![1]!.fileId)).status).toBe(200);
    // Nobody writes the history through the API, and the beneficiary (not the signer here) reads none of it.
    expect(await history(t.beneficiaryToken)).toBeNull();
    expect((await staffNotified()).map((n) => n.data.form)).toEqual(['I-129', 'I-129']);

    // Regenerated: the signature was for the earlier copy, so the packet files the new one unsigned.
    await generate('i-129');
    const regenerated = await compileI129();
    expect(regenerated.source.signedCopy).toBeUndefined();
    expect(regenerated.pages).toHaveLength(I129_PAGES);
  }, 240_000);

  it('tells the signer and staff when the copy to sign ends with continuation pages, as its generation stored it', async () => {
    const signing = async (token: string, form = 'i-129') => {
      const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/${form}/signing`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: (await response.json()) as { requested: boolean | null; latest: boolean | null } };
    };
    const override = async (label: string, value: string | null) => {
      const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/i-129/overrides`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ field: fieldOf('i-129', label), value }),
      });
      expect(response.status).toBeLessThan(300);
    };
    // Four values too long for their boxes: Part 9's three rows take three, the fourth goes on a continuation page.
    const long = ['Petitioner mailing address: street', 'Petitioner mailing address: city or town'];
    const longer = ['Worksite address: street', 'Worksite address: city or town'];
    for (const label of [...long, ...longer]) await override(label, `${label} ${'w'.repeat(50)}`);
    await generate('i-129');
    expect((await as(t.staffToken, REQUEST, { form: 'i-129' })).errors).toBeUndefined();
    // The signer reads only the copy asked for; staff read the latest generation as well.
    expect(await signing(customerToken)).toEqual({ status: 200, body: { requested: true, latest: null } });
    expect(await signing(t.staffToken)).toEqual({ status: 200, body: { requested: true, latest: true } });
    // Nobody else learns anything: another company, the beneficiary (not the signer here), a form not asked.
    expect((await signing(otherTeamToken)).status).toBe(404);
    expect((await signing(t.beneficiaryToken)).status).toBe(404);
    expect((await signing(customerToken, 'g-28')).status).toBe(404);

    // Three values fit Part 9's rows: regenerated without a continuation page, the latest copy has none, and the
    // copy asked for earlier is no longer known (its lines were replaced), so neither asks for more.
    for (const label of longer) await override(label, null);
    await generate('i-129');
    expect(await signing(t.staffToken)).toEqual({ status: 200, body: { requested: false, latest: false } });
    expect((await as(t.staffToken, REQUEST, { form: 'i-129' })).errors).toBeUndefined();
    expect(await signing(customerToken)).toEqual({ status: 200, body: { requested: false, latest: null } });
    for (const label of long) await override(label, null);
  }, 240_000);

  it('asks the beneficiary, not the petitioner’s team, to sign her I-765, and lets her only read and upload it', async () => {
    // Migration 0119: an EB-1A petition by the company for a beneficiary changing status, who files the I-765.
    await t.server.pool.query(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A') on conflict do nothing`);
    await t.server.pool.query(
      `update app_public.petitions set visa_class = 'eb_1a', filing_type = 'change_of_status' where id = $1`,
      [t.world.petitionId],
    );
    const generated = await generate('i-765');
    const asked = await as(t.staffToken, REQUEST, { form: 'i-765' });
    expect(asked.errors).toBeUndefined();
    const [task] = (await tasks(t.beneficiaryToken)).filter((item) => item.awaitedType === 'i-765');
    expect(task).toMatchObject({ content: 'Sign the I-765 and upload the signed copy', party: 'BENEFICIARY', completedAt: null });
    const readI765 = async (token: string) =>
      (await as<{ petitionFormSignatureByPetitionIdAndForm: Signature | null }>(token, READ, { form: 'i-765' })).data
        ?.petitionFormSignatureByPetitionIdAndForm ?? null;
    expect((await readI765(t.beneficiaryToken))?.requestedFileId).toBe(generated);
    expect((await downloadLink(t.server.url, t.beneficiaryToken, generated)).status).toBe(200);
    // The petitioner's team neither reads her request, its item or her form, nor attaches a copy.
    expect(await readI765(customerToken)).toBeNull();
    expect((await tasks(customerToken)).some((item) => item.awaitedType === 'i-765')).toBe(false);
    expect((await downloadLink(t.server.url, customerToken, generated)).status).not.toBe(200);
    const signedPdf = { name: 'i-765-signed.pdf', type: 'application/pdf', bytes: await pdfOfPages(1, 'Signed I-765') };
    expect((await uploadSigned(customerToken, signedPdf, 'i-765')).status).toBe(404);
    // The database holds the I-765's signature to the beneficiary.
    await expect(
      t.server.pool.query(
        `update app_public.petition_form_signatures set signer = 'PETITIONER' where petition_id = $1 and form = 'i-765'`,
        [t.world.petitionId],
      ),
    ).rejects.toThrow(/petition_form_signatures_signer/);

    const uploaded = await uploadSigned(t.beneficiaryToken, signedPdf, 'i-765');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(await readI765(t.staffToken)).toMatchObject({
      signedFileId: uploaded.body.id,
      userByReceivedBy: { fullName: t.world.beneficiary.fullName },
    });
    expect((await tasks(t.beneficiaryToken)).find((item) => item.awaitedType === 'i-765')?.completedAt).not.toBeNull();
    expect((await staffNotified()).at(-1)?.data).toEqual({ form: 'I-765', signer: t.world.beneficiary.fullName });
  }, 120_000);

  it('asks the beneficiary of an EB-1A self-petition to sign its I-140, and lets them read and upload that form only', async () => {
    // A self-petition: EB-1A, no petitioner company (the beneficiary is the petitioner).
    await t.server.pool.query(`insert into app_public.visa_types (id, name) values ('eb_1a', 'EB-1A') on conflict do nothing`);
    await t.server.pool.query(
      `update app_public.petitions set visa_class = 'eb_1a', company_id = null, worksite_office_id = null where id = $1`,
      [t.world.petitionId],
    );
    const generated = await generate('i-140');
    const asked = await as(t.staffToken, REQUEST, { form: 'i-140' });
    expect(asked.errors).toBeUndefined();
    const [task] = (await tasks(t.beneficiaryToken)).filter((item) => item.awaitedType === 'i-140');
    expect(task).toMatchObject({ content: 'Sign the I-140 and upload the signed copy', party: 'BENEFICIARY', completedAt: null });
    const readI140 = async (token: string) =>
      (await as<{ petitionFormSignatureByPetitionIdAndForm: Signature | null }>(token, READ, { form: 'i-140' })).data
        ?.petitionFormSignatureByPetitionIdAndForm ?? null;
    expect((await readI140(t.beneficiaryToken))?.requestedFileId).toBe(generated);
    expect(await readI140(customerToken)).toBeNull();
    expect((await downloadLink(t.server.url, t.beneficiaryToken, generated)).status).toBe(200);

    // The beneficiary may attach the I-140 only: a request of another form (its signer the petitioner) stays closed.
    await t.server.pool.query(
      `update app_public.petition_form_signatures set signer = 'PETITIONER' where petition_id = $1 and form = 'i-129'`,
      [t.world.petitionId],
    );
    const signedPdf = { name: 'i-140-signed.pdf', type: 'application/pdf', bytes: await pdfOfPages(1, 'Signed I-140') };
    expect((await uploadSigned(t.beneficiaryToken, signedPdf, 'i-129')).status).toBe(404);
    expect(await read(t.beneficiaryToken)).toBeNull();
    // The database holds a beneficiary's signature to the I-140.
    await expect(
      t.server.pool.query(
        `update app_public.petition_form_signatures set signer = 'BENEFICIARY' where petition_id = $1 and form = 'i-129'`,
        [t.world.petitionId],
      ),
    ).rejects.toThrow(/petition_form_signatures_signer/);

    const uploaded = await uploadSigned(t.beneficiaryToken, signedPdf, 'i-140');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(await readI140(t.staffToken)).toMatchObject({
      signedFileId: uploaded.body.id,
      userByReceivedBy: { fullName: t.world.beneficiary.fullName },
    });
    expect((await tasks(t.beneficiaryToken)).find((item) => item.awaitedType === 'i-140')?.completedAt).not.toBeNull();
    expect((await history(t.beneficiaryToken, 'i-140'))?.map((copy) => copy.fileId)).toEqual([uploaded.body.id]);
    expect((await staffNotified()).at(-1)?.data).toEqual({ form: 'I-140', signer: t.world.beneficiary.fullName });
  }, 120_000);
});
