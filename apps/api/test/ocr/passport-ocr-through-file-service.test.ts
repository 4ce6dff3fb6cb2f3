import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, uploadFile } from '../files/file-service-client.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { ICAO_SPECIMEN, renderDataPage } from './passport-image.ts';

/** The whole path a beneficiary takes: upload a passport scan, register it, read it. */
describe('passport OCR on an uploaded scan', () => {
  let server: TestServer;
  let world: World;
  let filesDir: string;
  let beneficiaryToken: string;
  let otherToken: string;
  let fileId: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-ocr-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
    world = await createWorld(server.pool);
    const token = (p: World['beneficiary']) => server.issuer.issueToken({ sub: p.sub, email: p.email, name: p.fullName });
    beneficiaryToken = await token(world.beneficiary);
    otherToken = await token(world.otherBeneficiary);
    const scan = await renderDataPage(ICAO_SPECIMEN);
    const registered = await uploadFile(
      server.url,
      beneficiaryToken,
      'immigration',
      { name: 'passport.jpg', type: 'image/jpeg', bytes: scan },
      { immigrationDocType: 'PASSPORT', userId: world.beneficiary.id },
    );
    expect(registered.status).toBe(201);
    fileId = registered.body.id;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('answers the passport fields of the machine-readable zone to the owner', async () => {
    const response = await callJson<{ fields: Record<string, unknown>; confidence: number }>(
      `${server.url}/utils/ocr?fileId=${fileId}`,
      beneficiaryToken,
      { method: 'GET' },
    );
    expect(response.status).toBe(200);
    expect(response.body.fields).toMatchObject({
      passportNumber: 'L898902C3',
      surname: 'ERIKSSON',
      givenName: 'ANNA',
      dateOfIssue: null,
    });
    expect(response.body.confidence).toBeGreaterThan(0.8);
  }, 120_000);

  it('answers 404 to someone who may not see the file', async () => {
    const response = await callJson(`${server.url}/utils/ocr?fileId=${fileId}`, otherToken, { method: 'GET' });
    expect(response.status).toBe(404);
  });
});
