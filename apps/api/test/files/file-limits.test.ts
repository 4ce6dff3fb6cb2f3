import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { uploadFile } from './file-service-client.ts';
import { samplePdf } from './sample-files.ts';

const MAX_FILES = 3;

/** The uploader's file limit (MAX_FILES_PER_UPLOADER) and duplicate rule, enforced by the server per target. */
describe('files per uploader', () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let beneficiaryToken: string;
  let companyAdminToken: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-file-limits-'));
    server = await startTestServer(testDatabaseUrl(), {
      FILE_STORAGE_DIR: filesDir,
      MAX_FILES_PER_UPLOADER: String(MAX_FILES),
    });
    world = await createWorld(server.pool);
    beneficiaryToken = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    companyAdminToken = await server.issuer.issueToken({ sub: world.companyAdmin.sub, email: world.companyAdmin.email });
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const pdf = async (name: string) => ({ name, type: 'application/pdf', bytes: await samplePdf(name) });
  const stagedUploads = async () => (await readdir(path.join(filesDir, 'uploads')).catch(() => [])).length;

  it('serves the limit to the browser', async () => {
    const body = (await (await fetch(`${server.url}/api/client-config`)).json()) as { uploadLimits: unknown };
    expect(body.uploadLimits).toMatchObject({ maxFiles: MAX_FILES });
  });

  it("refuses an exhibit's file beyond the limit with the uploader's message, and drops the staged bytes", async () => {
    // The world's exhibit already holds one file.
    for (const name of ['second.pdf', 'third.pdf']) {
      const answer = await uploadFile(server.url, beneficiaryToken, 'exhibit', await pdf(name), { exhibitId: world.exhibitId });
      expect(answer.status).toBe(201);
    }
    const refused = await uploadFile(server.url, beneficiaryToken, 'exhibit', await pdf('fourth.pdf'), {
      exhibitId: world.exhibitId,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Maximum ${MAX_FILES} files allowed`);
    expect(await stagedUploads()).toBe(0);

    const { rows } = await server.pool.query<{ n: number }>(
      'select count(*)::int as n from app_public.exhibit_files where exhibit_id = $1',
      [world.exhibitId],
    );
    expect(rows[0]!.n).toBe(MAX_FILES);
  });

  it('makes room again when a file is deleted', async () => {
    const { rows } = await server.pool.query<{ id: string }>(
      `select f.id from app_public.files f join app_public.exhibit_files ef on ef.file_id = f.id
       where ef.exhibit_id = $1 and f.name = 'second.pdf'`,
      [world.exhibitId],
    );
    await server.pool.query('update app_public.files set deleted = true where id = $1', [rows[0]!.id]);
    const answer = await uploadFile(server.url, beneficiaryToken, 'exhibit', await pdf('replacement.pdf'), {
      exhibitId: world.exhibitId,
    });
    expect(answer.status).toBe(201);
  });

  it('counts per target: another document type of the same company has its own limit', async () => {
    const upload = (name: string, companyDocType: string) =>
      pdf(name).then((file) =>
        uploadFile(server.url, companyAdminToken, 'company', file, { companyId: world.companyId, companyDocType }),
      );
    for (let i = 0; i < MAX_FILES; i += 1) expect((await upload(`license-${i}.pdf`, 'BUSINESS_LICENSE')).status).toBe(201);
    expect((await upload('license-extra.pdf', 'BUSINESS_LICENSE')).status).toBe(409);
    expect((await upload('tax-return.pdf', 'CORPORATE_TAX_RETURN')).status).toBe(201);
  });

  it('refuses a second file of the same name for the same target, naming it; another type may hold it', async () => {
    const upload = (immigrationDocType: string) =>
      pdf('scan.pdf').then((file) =>
        uploadFile(server.url, beneficiaryToken, 'immigration', file, { userId: world.beneficiary.id, immigrationDocType }),
      );
    expect((await upload('VISA')).status).toBe(201);
    const duplicate = await upload('VISA');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toBe('"scan.pdf" is already uploaded');
    expect((await upload('I_94')).status).toBe(201);
  });

  it('lets only one of several parallel uploads take the last place', async () => {
    const documentType = `parallel-${world.tag}`;
    const upload = (name: string) =>
      pdf(name).then((file) =>
        uploadFile(server.url, beneficiaryToken, 'individual', file, { userId: world.beneficiary.id, documentType }),
      );
    for (let i = 0; i < MAX_FILES - 1; i += 1) expect((await upload(`pay-stub-${i}.pdf`)).status).toBe(201);
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((suffix) => upload(`race-${suffix}.pdf`)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
  });
});
