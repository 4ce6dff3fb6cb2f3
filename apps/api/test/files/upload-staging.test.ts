import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEDULE } from '../../src/jobs/job-schedule.ts';
import { SWEEP_STAGED_UPLOADS } from '../../src/jobs/sweep-staged-uploads.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { callJson, presign, putBytes } from './file-service-client.ts';
import { samplePdf } from './sample-files.ts';

const MAX_STAGED = 4;
const MAX_STAGED_BYTES = 2 * 1024 * 1024;

/**
 * Staged uploads (issue 29): the local driver holds an upload to its declared size and type while
 * receiving it, each user may hold only so many staged uploads, read-only viewers cannot stage what
 * they could never register, and a scheduled job deletes what was never registered.
 */
describe('staged uploads', () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let token: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-staging-'));
    server = await startTestServer(testDatabaseUrl(), {
      FILE_STORAGE_DIR: filesDir,
      MAX_STAGED_UPLOADS: String(MAX_STAGED),
      MAX_STAGED_UPLOAD_BYTES: String(MAX_STAGED_BYTES),
    });
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  /** Every file under the storage root, at any depth (temporary `.part` files included). */
  const storedFiles = async () => (await readdir(filesDir, { recursive: true }).catch(() => [])).map(String);
  /** Forgets the user's staged uploads, so each test starts with the whole allowance. */
  const clearStaged = (userId: string) =>
    server.pool.query('delete from app_private.pending_uploads where owner_id = $1', [userId]);

  it('refuses a body larger than the declared size and keeps nothing', async () => {
    await clearStaged(world.beneficiary.id);
    const presigned = await presign(server.url, token, 'tiny.pdf', 'application/pdf', 12);
    expect(presigned.status, presigned.body.error).toBe(200);
    const put = await putBytes(presigned.body.uploadUrl, Buffer.alloc(1_000_000, 0x25), 'application/pdf');
    expect(put.status).toBe(413);
    expect(await put.text()).toMatch(/larger than the size given when its upload started/);
    expect((await storedFiles()).filter((name) => name.includes(presigned.body.fileId))).toEqual([]);
  });

  it('stops reading a chunked body (no Content-Length) past the declared size and keeps nothing', async () => {
    await clearStaged(world.beneficiary.id);
    const presigned = await presign(server.url, token, 'tiny.pdf', 'application/pdf', 12);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 64 KB at a time, up to 1 MB: the server must refuse long before the end.
        if (sent >= 1_000_000) return controller.close();
        sent += 65_536;
        controller.enqueue(new Uint8Array(65_536).fill(0x25));
      },
    });
    const put = await fetch(presigned.body.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body,
      duplex: 'half',
    } as RequestInit).catch(() => undefined);
    // The server answers 413 and closes the connection; the client may see either. Refusing destroys the request
    // (and its socket) before the partial file is removed, so the client can be told before that is done: polled.
    if (put) expect(put.status).toBe(413);
    await expect.poll(async () => (await storedFiles()).filter((name) => name.includes(presigned.body.fileId))).toEqual([]);
  });

  it('refuses a Content-Type other than the declared one and keeps nothing', async () => {
    await clearStaged(world.beneficiary.id);
    const pdf = await samplePdf();
    const presigned = await presign(server.url, token, 'letter.pdf', 'application/pdf', pdf.length);
    const put = await putBytes(presigned.body.uploadUrl, pdf, 'text/html');
    expect(put.status).toBe(400);
    expect(await put.json()).toEqual({ error: 'Content-Type must be application/pdf, as requested for this upload' });
    expect((await storedFiles()).filter((name) => name.includes(presigned.body.fileId))).toEqual([]);
    // The declared size and type, sent as declared, are accepted.
    expect((await putBytes(presigned.body.uploadUrl, pdf, 'application/pdf')).status).toBe(200);
  });

  it('refuses more staged uploads than the limit, naming it, until one is registered', async () => {
    await clearStaged(world.beneficiary.id);
    const pdf = await samplePdf();
    const staged = [];
    for (let index = 0; index < MAX_STAGED; index += 1) {
      const presigned = await presign(server.url, token, `page-${index}.pdf`, 'application/pdf', pdf.length);
      expect(presigned.status, presigned.body.error).toBe(200);
      staged.push(presigned.body);
    }
    const refused = await presign(server.url, token, 'one-more.pdf', 'application/pdf', pdf.length);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^You already have 4 uploads started and not yet saved, the most allowed at once\./);
    expect(refused.body.error).toMatch(/try again in \d+ minutes\.$/);
    // The same wait for programs: whole minutes, in seconds.
    expect(Number(refused.headers.get('retry-after')) % 60).toBe(0);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(60);

    // Registering one frees its place.
    const first = staged[0]!;
    expect((await putBytes(first.uploadUrl, pdf, 'application/pdf')).ok).toBe(true);
    const registered = await callJson(`${server.url}/db/upload/exhibit`, token, {
      body: {
        s3Key: first.s3Key,
        fileId: first.fileId,
        name: 'page-0.pdf',
        mimeType: 'application/pdf',
        exhibitId: world.exhibitId,
      },
    });
    expect(registered.status, String(registered.body.error)).toBe(201);
    expect((await presign(server.url, token, 'one-more.pdf', 'application/pdf', pdf.length)).status).toBe(200);
  });

  it('refuses staging past the byte limit, naming it', async () => {
    await clearStaged(world.beneficiary.id);
    expect((await presign(server.url, token, 'scan-1.pdf', 'application/pdf', 1_500_000)).status).toBe(200);
    const refused = await presign(server.url, token, 'scan-2.pdf', 'application/pdf', 1_000_000);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^Uploads started and not yet saved may total at most 2 MB at once; "scan-2\.pdf" would go past that\./,
    );
  });

  it('counts other users separately', async () => {
    await clearStaged(world.beneficiary.id);
    for (let index = 0; index < MAX_STAGED; index += 1) await presign(server.url, token, `a-${index}.pdf`, 'application/pdf', 10);
    const otherToken = await server.issuer.issueToken({ sub: world.otherBeneficiary.sub, email: world.otherBeneficiary.email });
    expect((await presign(server.url, otherToken, 'mine.pdf', 'application/pdf', 10)).status).toBe(200);
  });

  it("refuses a read-only viewer's uploads to petitions or company records, not to their own documents", async () => {
    await clearStaged(world.companyViewer.id);
    const viewer = await server.issuer.issueToken({ sub: world.companyViewer.sub, email: world.companyViewer.email });
    const stage = (uploader: string) =>
      callJson(`${server.url}/db/presigned-upload`, viewer, {
        body: { fileName: 'doc.pdf', contentType: 'application/pdf', size: 10, uploader },
      });
    for (const uploader of ['builder', 'employerOnboarding']) {
      const refused = await stage(uploader);
      expect(refused).toMatchObject({ status: 403, body: { error: 'Your access is read-only: you cannot upload files here' } });
    }
    // Their own passport or diploma: the database lets every person attach those to themselves.
    expect((await stage('beneficiary')).status).toBe(200);
    // A company admin may stage company documents.
    const admin = await server.issuer.issueToken({ sub: world.companyAdmin.sub, email: world.companyAdmin.email });
    const adminStage = await callJson(`${server.url}/db/presigned-upload`, admin, {
      body: { fileName: 'doc.pdf', contentType: 'application/pdf', size: 10, uploader: 'employerOnboarding' },
    });
    expect(adminStage.status).toBe(200);
  });

  it('a scheduled job deletes a staged upload never registered once its time is up', async () => {
    await clearStaged(world.beneficiary.id);
    const pdf = await samplePdf();
    const presigned = await presign(server.url, token, 'forgotten.pdf', 'application/pdf', pdf.length);
    expect((await putBytes(presigned.body.uploadUrl, pdf, 'application/pdf')).ok).toBe(true);
    const kept = await presign(server.url, token, 'in-progress.pdf', 'application/pdf', pdf.length);
    expect((await putBytes(kept.body.uploadUrl, pdf, 'application/pdf')).ok).toBe(true);
    expect(await storedFiles()).toContain(presigned.body.s3Key);

    await server.pool.query(
      `update app_private.pending_uploads set expires_at = now() - interval '1 second' where file_id = $1`,
      [presigned.body.fileId],
    );
    // The worker the server runs picks the job up, as it does each tick of the schedule.
    await server.pool.query('select graphile_worker.add_job($1)', [SWEEP_STAGED_UPLOADS]);
    await expect.poll(storedFiles, { timeout: 10_000, interval: 100 }).not.toContain(presigned.body.s3Key);
    const { rowCount } = await server.pool.query('select 1 from app_private.pending_uploads where file_id = $1', [
      presigned.body.fileId,
    ]);
    expect(rowCount).toBe(0);
    // The upload still within its time is untouched.
    expect(await storedFiles()).toContain(kept.body.s3Key);
  });

  it('schedules the clean-up job with graphile-worker', async () => {
    expect(JOB_SCHEDULE).toContain(`*/10 * * * * ${SWEEP_STAGED_UPLOADS}`);
    const { rows } = await server.pool.query<{ identifier: string }>(
      'select identifier from graphile_worker._private_known_crontabs where identifier = $1',
      [SWEEP_STAGED_UPLOADS],
    );
    expect(rows).toEqual([{ identifier: SWEEP_STAGED_UPLOADS }]);
  });
});
