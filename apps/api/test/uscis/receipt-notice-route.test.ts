import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertRow, makeAdmin, makeUser } from '@app/db/seed';
import type { TReceiptNoticeReading } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, uploadFile } from '../files/file-service-client.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { i797NoticePdf, photoOf, type NoticeFacts, type NoticeLayout } from './i797-notice.ts';

/** An I-797E as USCIS words one: "the petitioner" all through its items, and a client company named. */
const RFE_NOTICE: NoticeLayout = {
  form: 'I-797E, Notice of Action',
  upperCaseLabels: true,
  headerAfterBody: true,
  body: [
    'The petitioner must submit the evidence below.',
    '1. Ability to pay. Submit evidence that the petitioner has the ability to pay the proffered wage.',
    '2. Employer-employee relationship. Evidence that the Petitioner employs the Beneficiary is insufficient.',
    'The record shows that the work will be performed for the petitioner',
    'GLOBEX CORPORATION, a client, which directs the work.',
  ],
};

/** GET /petitions/{id}/receipt-notice (issue 31): staff read an uploaded I-797C, as a PDF and as a phone photo. */
describe('reading a USCIS receipt notice', () => {
  let server: TestServer;
  let world: World;
  let filesDir: string;
  let staffToken: string;
  let facts: NoticeFacts;
  let petitionerName: string;

  const upload = async (name: string, type: string, bytes: Buffer) => {
    const answer = await uploadFile(
      server.url,
      staffToken,
      'plymouth',
      { name, type, bytes },
      {
        userId: world.beneficiary.id,
        petitionId: world.petitionId,
      },
    );
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  const read = (fileId: string, token = staffToken) =>
    callJson<TReceiptNoticeReading & { error?: string }>(
      `${server.url}/petitions/${world.petitionId}/receipt-notice?fileId=${fileId}`,
      token,
      { method: 'GET' },
    );

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-notice-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
    world = await createWorld(server.pool);
    staffToken = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email, name: world.staff.fullName });
    // A name as people have one (the world's carry a test tag, which reads like a label word).
    await server.pool.query(`update app_public.users set full_name = 'Bea Lindqvist' where id = $1`, [world.beneficiary.id]);
    const { rows } = await server.pool.query<{ petitioner: string }>(
      'select c.dba_name as petitioner from app_public.companies c where c.id = $1',
      [world.companyId],
    );

    petitionerName = rows[0]!.petitioner;
    facts = {
      receiptNumber: 'WAC2690012345',
      caseType: 'I129 - PETITION FOR A NONIMMIGRANT WORKER',
      receivedDate: '10/01/2026',
      noticeDate: '10/06/2026',
      petitioner: rows[0]!.petitioner.toUpperCase(),
      beneficiary: 'LINDQVIST, BEA',
      noticeType: 'Receipt Notice',
    };
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('reads the receipt number, notice type, dates, form and names from the PDF, which match the petition', async () => {
    const fileId = await upload('i797c.pdf', 'application/pdf', await i797NoticePdf(facts));
    const answer = await read(fileId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      receiptNumber: 'WAC2690012345',
      noticeType: 'Receipt Notice',
      receivedDate: '2026-10-01',
      noticeDate: '2026-10-06',
      formType: 'I-129',
      petitioner: facts.petitioner,
      beneficiary: facts.beneficiary,
      validFrom: null,
      validTo: null,
      mismatches: [],
      method: 'pdf',
    });
  });

  it('reads an approval notice’s validity period as ISO dates, from the PDF and from a photo of it', async () => {
    const approval: NoticeFacts = {
      ...facts,
      noticeType: 'Approval Notice',
      validity: { from: '10/15/2026', to: '10/14/2029' },
    };
    const pdf = await i797NoticePdf(approval, { form: 'I-797A, Notice of Action' });
    const fromPdf = await read(await upload('i797a.pdf', 'application/pdf', pdf));
    expect(fromPdf.status).toBe(200);
    expect(fromPdf.body).toMatchObject({
      noticeType: 'Approval Notice',
      receivedDate: '2026-10-01',
      noticeDate: '2026-10-06',
      validFrom: '2026-10-15',
      validTo: '2029-10-14',
      method: 'pdf',
    });
    const fromPhoto = await read(await upload('i797a-photo.jpg', 'image/jpeg', await photoOf(pdf)));
    expect(fromPhoto.status).toBe(200);
    expect(fromPhoto.body).toMatchObject({ validFrom: '2026-10-15', validTo: '2029-10-14', method: 'ocr' });
  }, 120_000);

  it('reads an I-797E’s petitioner from its header, not from its sentences about "the petitioner"', async () => {
    const rfe = { ...facts, noticeDate: '11/20/2026', noticeType: 'Request for Evidence' };
    const answer = await read(await upload('i797e.pdf', 'application/pdf', await i797NoticePdf(rfe, RFE_NOTICE)));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      noticeType: 'Request for Evidence',
      noticeDate: '2026-11-20',
      petitioner: facts.petitioner,
      beneficiary: facts.beneficiary,
      mismatches: [],
    });
  });

  it('reads an I-797E’s received and notice dates from their boxes, not from its sentences’ dates', async () => {
    // Its sentences, read before the header, speak of "the received date" and "the notice date" and give a due date.
    const layout: NoticeLayout = {
      ...RFE_NOTICE,
      body: [
        'The received date and the notice date of this request are shown above.',
        'Your response must be received by February 12, 2027. Evidence received later is not considered.',
        ...RFE_NOTICE.body!,
      ],
    };
    const rfe = { ...facts, noticeDate: '11/20/2026', noticeType: 'Request for Evidence' };
    const answer = await read(await upload('i797e-dates.pdf', 'application/pdf', await i797NoticePdf(rfe, layout)));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ receivedDate: '2026-10-01', noticeDate: '2026-11-20', mismatches: [] });
  });

  it('flags an I-797E whose header names another petitioner', async () => {
    const other = { ...facts, petitioner: 'GLOBEX CORPORATION', noticeType: 'Request for Evidence' };
    const answer = await read(await upload('i797e-other.pdf', 'application/pdf', await i797NoticePdf(other, RFE_NOTICE)));
    expect(answer.status).toBe(200);
    expect(answer.body.mismatches).toEqual([`The petitioner on the notice is GLOBEX CORPORATION, not ${petitionerName}.`]);
  });

  it('reads the receipt number and dates from a photo of the notice, and flags a beneficiary who is not the petition’s', async () => {
    const other = { ...facts, beneficiary: 'KOWALSKA, ANNA' };
    const fileId = await upload('i797c-photo.jpg', 'image/jpeg', await photoOf(await i797NoticePdf(other)));
    const answer = await read(fileId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      receiptNumber: 'WAC2690012345',
      receivedDate: '2026-10-01',
      noticeDate: '2026-10-06',
      formType: 'I-129',
      method: 'ocr',
    });
    expect(answer.body.mismatches.join(' ')).toMatch(/beneficiary on the notice is KOWALSKA, ANNA/);
  }, 120_000);

  it('takes a notice from the customer only while staff share the case status; staff are told and read it', async () => {
    const pool = server.pool;
    await pool.query('update app_public.petitions set oa_user_id = $2, share_uscis_status = false where id = $1', [
      world.petitionId,
      world.staff.id,
    ]);
    const customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    const viewer = await server.issuer.issueToken({ sub: world.companyViewer.sub, email: world.companyViewer.email });
    const admin = await server.issuer.issueToken({ sub: world.companyAdmin.sub, email: world.companyAdmin.email });
    const notice = { name: 'notice-from-priya.pdf', type: 'application/pdf', bytes: await i797NoticePdf(facts) };
    const fileCustomer = (token: string, petitionId = world.petitionId) =>
      uploadFile(server.url, token, 'uscis-notice', notice, { petitionId });

    // Not shared: the customer cannot file one (and nobody is told).
    expect((await fileCustomer(customer)).status).toBe(404);
    await pool.query('update app_public.petitions set share_uscis_status = true where id = $1', [world.petitionId]);
    // Shared: the beneficiary files it; a viewer of the petitioner cannot; nobody files one on another's petition.
    expect((await fileCustomer(viewer)).status).toBe(404);
    expect((await fileCustomer(customer, world.otherPetitionId)).status).toBe(404);
    const filed = await fileCustomer(customer);
    expect(filed.status).toBe(201);

    const { rows } = await pool.query<{ document_type: string; owner_id: string; visible_to_customer: boolean }>(
      'select document_type, owner_id, visible_to_customer from app_public.provider_documents where file_id = $1',
      [filed.body.id],
    );
    expect(rows).toEqual([{ document_type: 'USCIS notice', owner_id: world.beneficiary.id, visible_to_customer: true }]);
    const told = await pool.query<{ kind: string; data: Record<string, unknown> }>(
      'select kind, data from app_public.notifications where user_id = $1 and petition_id = $2',
      [world.staff.id, world.petitionId],
    );
    expect(told.rows).toEqual([
      { kind: 'document-uploaded', data: { exhibitName: 'USCIS notices', count: 1, uscisNotice: true } },
    ]);

    // The petitioner's admin sees the case's notice (its row belongs to the beneficiary) and its file.
    const seen = await callJson<{ data: { petitionById: { providerDocumentsByPetitionId: { nodes: { fileId: string }[] } } } }>(
      `${server.url}/graphql`,
      admin,
      {
        body: {
          query: `query ($id: UUID!) { petitionById(id: $id) { providerDocumentsByPetitionId { nodes { fileId } } } }`,
          variables: { id: world.petitionId },
        },
      },
    );
    expect(seen.body.data.petitionById.providerDocumentsByPetitionId.nodes).toContainEqual({ fileId: filed.body.id });

    // Staff read it with the same reader as their own uploads.
    const answer = await read(filed.body.id);
    expect(answer.status).toBe(200);
    expect(answer.body.receiptNumber).toBe('WAC2690012345');
  }, 120_000);

  it('tells every staff admin whose access is not disabled of a customer’s notice on a case with no attorney or success manager', async () => {
    const pool = server.pool;
    const { rows: before } = await pool.query<{ oa: string | null; csm: string | null; shared: boolean }>(
      'select oa_user_id as oa, csm_user_id as csm, share_uscis_status as shared from app_public.petitions where id = $1',
      [world.petitionId],
    );
    // A second staff admin, and one whose sign-in staff disabled (told nothing: they no longer work the cases).
    const colleague = makeUser({ full_name: `Cleo Colleague ${world.tag}`, email: `cleo.${world.tag}@example.test` });
    const disabled = makeUser({ full_name: `Dora Disabled ${world.tag}`, email: `dora.${world.tag}@example.test` });
    for (const user of [colleague, disabled]) {
      await insertRow(pool, 'users', user);
      await insertRow(pool, 'admins', makeAdmin({ user_id: user.id }));
    }
    await pool.query('update app_public.users set access_disabled_at = now() where id = $1', [disabled.id]);
    try {
      await pool.query(
        'update app_public.petitions set oa_user_id = null, csm_user_id = null, share_uscis_status = true where id = $1',
        [world.petitionId],
      );
      // Earlier tests' notices told the attorney; only this notice's notifications count here.
      await pool.query(`delete from app_public.notifications where petition_id = $1 and kind = 'document-uploaded'`, [
        world.petitionId,
      ]);
      const customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
      const notice = { name: 'notice-no-team.pdf', type: 'application/pdf', bytes: await i797NoticePdf(facts) };
      const filed = await uploadFile(server.url, customer, 'uscis-notice', notice, { petitionId: world.petitionId });
      expect(filed.status).toBe(201);

      const told = async (userId: string) =>
        (
          await pool.query<{ data: Record<string, unknown> }>(
            `select data from app_public.notifications where user_id = $1 and petition_id = $2 and kind = 'document-uploaded'`,
            [userId, world.petitionId],
          )
        ).rows;
      for (const admin of [world.staff.id, colleague.id]) {
        expect(await told(admin)).toEqual([{ data: { exhibitName: 'USCIS notices', count: 1, uscisNotice: true } }]);
      }
      expect(await told(disabled.id)).toEqual([]);
      expect(await told(world.beneficiary.id)).toEqual([]);
    } finally {
      await pool.query(
        'update app_public.petitions set oa_user_id = $2, csm_user_id = $3, share_uscis_status = $4 where id = $1',
        [world.petitionId, before[0]!.oa, before[0]!.csm, before[0]!.shared],
      );
      await pool.query('delete from app_public.users where id = any($1)', [[colleague.id, disabled.id]]);
    }
  }, 120_000);

  it('refuses customers, and answers 404 for a file or petition that is not there', async () => {
    const customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    expect((await read('00000000-0000-4000-8000-000000000000', customer)).status).toBe(403);
    expect((await read('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const wrongPetition = await callJson(
      `${server.url}/petitions/00000000-0000-4000-8000-000000000000/receipt-notice?fileId=abc`,
      staffToken,
      { method: 'GET' },
    );
    expect(wrongPetition.status).toBe(404);
  });
});
