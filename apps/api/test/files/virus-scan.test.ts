import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { startFakeClamd, type FakeClamd } from './fake-clamd.ts';
import { callJson, presign, putBytes } from './file-service-client.ts';
import { EICAR } from './hostile/hostile-other.ts';
import { samplePdf } from './sample-files.ts';

/** Uploads scanned by a clamd server (CLAMAV_HOST/CLAMAV_PORT), here a local one speaking its protocol. */
describe('virus scanning', () => {
  let clamd: FakeClamd;
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let token: string;

  beforeAll(async () => {
    clamd = await startFakeClamd();
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-virus-scan-'));
    server = await startTestServer(testDatabaseUrl(), {
      FILE_STORAGE_DIR: filesDir,
      CLAMAV_HOST: '127.0.0.1',
      CLAMAV_PORT: String(clamd.port),
      // Long enough for a busy 2-core CI host to scan 200 KB (400 ms once timed out on the first, clean upload),
      // short enough that the silent-scanner test waits it out quickly.
      CLAMAV_TIMEOUT_MS: '2000',
    });
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
  });
  afterAll(async () => {
    await server?.close();
    await clamd?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function stage(name: string, type: string, bytes: Buffer) {
    const presigned = await presign(server.url, token, name, type, bytes.length);
    expect((await putBytes(presigned.body.uploadUrl, bytes, type)).ok).toBe(true);
    const body = { s3Key: presigned.body.s3Key, fileId: presigned.body.fileId, name, mimeType: type, exhibitId: world.exhibitId };
    return {
      fileId: presigned.body.fileId,
      register: () => callJson<{ id: string }>(`${server.url}/db/upload/exhibit`, token, { body }),
    };
  }
  const fileRows = async (fileId: string) =>
    (await server.pool.query('select 1 from app_public.files where id = $1', [fileId])).rowCount;

  it('streams every upload to clamd in chunks and stores what it calls clean', async () => {
    const pdf = await samplePdf();
    const notes = Buffer.from('Publication list\n'.repeat(12_000)); // about 200 KB: several chunks
    for (const [name, type, bytes] of [
      ['prize.pdf', 'application/pdf', pdf],
      ['publications.txt', 'text/plain', notes],
    ] as const) {
      const before = clamd.scanned.length;
      const answer = await (await stage(name, type, bytes)).register();
      expect(answer.status, answer.body.error).toBe(201);
      expect(clamd.scanned.length).toBe(before + 1);
      expect(clamd.scanned.at(-1)!.equals(bytes)).toBe(true);
    }
  });

  it('refuses an infected file with 422 naming it and the signature, keeping nothing', async () => {
    const upload = await stage('eicar.txt', 'text/plain', EICAR);
    const answer = await upload.register();
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('"eicar.txt" was refused: virus detected (Eicar-Test-Signature)');
    expect(await fileRows(upload.fileId)).toBe(0);
  });

  it('answers 503 while the scanner does not answer, and takes the same upload once it does', async () => {
    const upload = await stage('late.pdf', 'application/pdf', await samplePdf('Late'));
    clamd.silent = true;
    const waiting = await upload.register();
    clamd.silent = false;
    expect(waiting.status).toBe(503);
    expect(waiting.body.error).toBe('Virus scanner unavailable, try again later');
    expect(await fileRows(upload.fileId)).toBe(0);
    // The staged bytes were kept: registering again needs no new upload.
    const retried = await upload.register();
    expect(retried.status, retried.body.error).toBe(201);
  });

  it('answers 503 when the scanner is down: nothing is stored unscanned', async () => {
    const upload = await stage('down.pdf', 'application/pdf', await samplePdf('Down'));
    await clamd.close();
    const answer = await upload.register();
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe('Virus scanner unavailable, try again later');
    expect(await fileRows(upload.fileId)).toBe(0);
  });

  it('refuses a scanner port or timeout without a host, which would look like scanning while none happens', () => {
    expect(() => loadConfig({ CLAMAV_PORT: '3310' })).toThrow(/CLAMAV_HOST must be set when CLAMAV_PORT is set/);
    expect(() => loadConfig({ CLAMAV_TIMEOUT_MS: '5000' })).toThrow(/CLAMAV_HOST must be set when CLAMAV_TIMEOUT_MS is set/);
    expect(loadConfig({ CLAMAV_HOST: 'clamd.internal' }).files.virusScan).toEqual({
      host: 'clamd.internal',
      port: 3310,
      timeoutMs: 30_000,
    });
    expect(loadConfig({}).files.virusScan).toBeUndefined();
  });
});
