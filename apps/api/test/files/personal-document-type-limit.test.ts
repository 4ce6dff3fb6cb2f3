import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asUser } from '@app/db';
import { ORIGINAL_CODE_MAX_FILES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { uploadFile } from './file-service-client.ts';
import { samplePdf } from './sample-files.ts';

/**
 * A personal document (user_documents, the Documents page's "Personal documents") of a type with its own file
 * limit holds to it as the checklist's exhibit does (original code: 4, BEN-051): the upload route answers 409 with
 * the uploader's sentence and migration 0085's trigger refuses any other way. An exhibit file's evidence copy
 * (migration 0035) is bounded by its exhibit instead, and staff are not bound.
 */
describe("a personal document's type limit", () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let token: string;
  let staffToken: string;
  const mine: string[] = [];

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-personal-limit-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir, MAX_FILES_PER_UPLOADER: '15' });
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    staffToken = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const personal = async (as: string, name: string, extra: Record<string, string> = {}) =>
    uploadFile(
      server.url,
      as,
      'individual',
      { name, type: 'application/pdf', bytes: await samplePdf(name) },
      {
        userId: world.beneficiary.id,
        documentType: 'original-code',
        ...extra,
      },
    );
  const held = async () =>
    (
      await server.pool.query<{ n: number }>(
        `select count(*)::int as n from app_public.user_documents where user_id = $1 and document_type = 'original-code'`,
        [world.beneficiary.id],
      )
    ).rows[0]!.n;

  it("refuses the beneficiary's 5th original code document with a 409 and the uploader's sentence", async () => {
    for (let i = 1; i <= ORIGINAL_CODE_MAX_FILES; i += 1) {
      const uploaded = await personal(token, `mine-${i}.pdf`);
      expect(uploaded.status).toBe(201);
      mine.push(uploaded.body.id);
    }
    const refused = await personal(token, 'mine-5.pdf');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`Maximum ${ORIGINAL_CODE_MAX_FILES} files allowed`);
    expect(await held()).toBe(ORIGINAL_CODE_MAX_FILES);
  });

  it('replaces one at the limit (the old one makes room)', async () => {
    const replaced = await personal(token, 'mine-1-new.pdf', { replacesFileId: mine[0]! });
    expect(replaced.status).toBe(201);
    expect(await held()).toBe(ORIGINAL_CODE_MAX_FILES);
  });

  it('is held by the database too: a document the beneficiary files another way is refused with the sentence', async () => {
    const fileId = randomUUID();
    const filing = asUser(server.pool, world.beneficiary.id, async (client) => {
      await client.query(
        `insert into app_public.files (id, name, mime_type, size_bytes, storage_key, sha256, owner_id)
         values ($1, 'by-graphql.pdf', 'application/pdf', 10, $2, $3, $4)`,
        [fileId, `files/${fileId}`, 'a'.repeat(64), world.beneficiary.id],
      );
      await client.query(
        `insert into app_public.user_documents (user_id, file_id, document_type) values ($1, $2, 'original-code')`,
        [world.beneficiary.id, fileId],
      );
    });
    await expect(filing).rejects.toMatchObject({ code: '23514', message: `Maximum ${ORIGINAL_CODE_MAX_FILES} files allowed` });
    expect(await held()).toBe(ORIGINAL_CODE_MAX_FILES);
  });

  it("does not count against an exhibit's upload: its evidence copy is filed (the exhibit holds its own limit)", async () => {
    await server.pool.query(`update app_public.exhibits set exhibit_type = 'original-code' where id = $1`, [world.exhibitId]);
    const uploaded = await uploadFile(
      server.url,
      token,
      'exhibit',
      { name: 'on-exhibit.pdf', type: 'application/pdf', bytes: await samplePdf('on exhibit') },
      { exhibitId: world.exhibitId },
    );
    expect(uploaded.status).toBe(201);
    expect(await held()).toBe(ORIGINAL_CODE_MAX_FILES + 1);
  });

  it('lets staff file more for the person (the limit binds the customer only)', async () => {
    expect((await personal(staffToken, 'by-staff.pdf')).status).toBe(201);
  });
});
