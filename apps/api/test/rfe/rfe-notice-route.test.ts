import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TRfeNoticeReading } from '@app/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, uploadFile } from '../files/file-service-client.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/** An I-797E-like notice: its header, the due date sentence and two numbered items, one line each as printed. */
async function rfeNoticePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const lines = [
    'I-797E, NOTICE OF ACTION',
    'Notice Type: Request for Evidence',
    'Receipt Number WAC2690054321',
    'Notice Date 11/20/2026',
    'Your response must be received by 02/12/2027.',
    '',
    '1. Awards. Submit evidence that the award is nationally recognized.',
    '2. Published material. Submit evidence that Design Weekly is a major medium.',
  ];
  lines.forEach((line, index) => page.drawText(line, { x: 72, y: 720 - index * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}

/** GET /petitions/{id}/rfe-notice (issue 31): staff read an uploaded I-797E for its dates and numbered items. */
describe('reading an RFE notice', () => {
  let server: TestServer;
  let world: World;
  let filesDir: string;
  let staffToken: string;
  let beneficiaryToken: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-rfe-notice-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
    world = await createWorld(server.pool);
    const token = (person: World['staff']) =>
      server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName });
    staffToken = await token(world.staff);
    beneficiaryToken = await token(world.beneficiary);
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('answers the notice date, the due date and the items, and refuses customers and bad ids', async () => {
    const uploaded = await uploadFile(
      server.url,
      staffToken,
      'plymouth',
      { name: 'i797e.pdf', type: 'application/pdf', bytes: await rfeNoticePdf() },
      { userId: world.beneficiary.id, petitionId: world.petitionId },
    );
    expect(uploaded.status).toBe(201);
    const url = (fileId: string) => `${server.url}/petitions/${world.petitionId}/rfe-notice?fileId=${fileId}`;
    const read = await callJson<TRfeNoticeReading>(url(uploaded.body.id), staffToken, { method: 'GET' });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      noticeType: 'Request for Evidence',
      noticeDate: '2026-11-20',
      dueDate: '2027-02-12',
      deficiencies: [
        { title: 'Awards', uscisText: 'Awards. Submit evidence that the award is nationally recognized.' },
        { title: 'Published material', uscisText: 'Published material. Submit evidence that Design Weekly is a major medium.' },
      ],
      method: 'pdf',
    });
    expect((await callJson(url(uploaded.body.id), beneficiaryToken, { method: 'GET' })).status).toBe(403);
    expect((await callJson(url('no-such-file'), staffToken, { method: 'GET' })).status).toBe(404);
  });
});
