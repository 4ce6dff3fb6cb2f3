import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { asUser } from '@app/db';
import { ORIGINAL_CODE_MAX_FILES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { uploadFile } from './file-service-client.ts';
import { samplePdf } from './sample-files.ts';

/**
 * An exhibit type's own file limit (original code: at most 4 screenshots, BEN-051) held by the upload route
 * for the customer's uploads, below the general limit (MAX_FILES_PER_UPLOADER, 15 here).
 */
describe("an exhibit type's file limit", () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let beneficiaryToken: string;
  let staffToken: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-type-limit-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir, MAX_FILES_PER_UPLOADER: '15' });
    world = await createWorld(server.pool);
    // The world's exhibit (it already holds one file) becomes the beneficiary's "Original code".
    await server.pool.query(`update app_public.exhibits set exhibit_type = 'original-code' where id = $1`, [world.exhibitId]);
    beneficiaryToken = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    staffToken = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const pdf = async (name: string) => ({ name, type: 'application/pdf', bytes: await samplePdf(name) });
  const upload = async (token: string, name: string) =>
    uploadFile(server.url, token, 'exhibit', await pdf(name), { exhibitId: world.exhibitId });
  const held = async () =>
    (
      await server.pool.query<{ n: number }>('select count(*)::int as n from app_public.exhibit_files where exhibit_id = $1', [
        world.exhibitId,
      ])
    ).rows[0]!.n;

  it("refuses the beneficiary's 5th screenshot with a 409 and the uploader's sentence, keeping the 4", async () => {
    for (let i = 2; i <= ORIGINAL_CODE_MAX_FILES; i += 1)
      expect((await upload(beneficiaryToken, `code-${i}.pdf`)).status).toBe(201);
    const refused = await upload(beneficiaryToken, 'code-5.pdf');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Maximum ${ORIGINAL_CODE_MAX_FILES} files allowed`);
    expect(await held()).toBe(ORIGINAL_CODE_MAX_FILES);
    expect((await readdir(path.join(filesDir, 'uploads')).catch(() => [])).length).toBe(0);
  });

  it('is held by the database too: a file the beneficiary links another way (GraphQL) is refused with the sentence', async () => {
    const fileId = randomUUID();
    const linking = asUser(server.pool, world.beneficiary.id, async (client) => {
      await client.query(
        `insert into app_public.files (id, name, mime_type, size_bytes, storage_key, sha256, owner_id)
         values ($1, 'code-by-graphql.pdf', 'application/pdf', 10, $2, $3, $4)`,
        [fileId, `files/${fileId}`, 'a'.repeat(64), world.beneficiary.id],
      );
      await client.query('insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)', [world.exhibitId, fileId]);
    });
    await expect(linking).rejects.toMatchObject({ code: '23514', message: `Maximum ${ORIGINAL_CODE_MAX_FILES} files allowed` });
    expect(await held()).toBe(ORIGINAL_CODE_MAX_FILES);
  });

  it('lets staff attach a replacement beyond it (the limit binds the customer only)', async () => {
    expect((await upload(staffToken, 'code-replacement.pdf')).status).toBe(201);
    expect(await held()).toBe(ORIGINAL_CODE_MAX_FILES + 1);
  });
});
