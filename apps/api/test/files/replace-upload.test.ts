import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ORIGINAL_CODE_MAX_FILES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { uploadFile } from './file-service-client.ts';
import { javascriptPdf, samplePdf } from './sample-files.ts';

/**
 * Replace (the Documents page's, issue 26) is one registration: the new file takes the old one's place in one
 * transaction, so an original code exhibit holding its 4 files can have one replaced, and a refused new file
 * leaves the old one where it was.
 */
describe('replacing a file', () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let token: string;
  let otherToken: string;
  const mine: string[] = [];

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-replace-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir, MAX_FILES_PER_UPLOADER: '15' });
    world = await createWorld(server.pool);
    await server.pool.query(`update app_public.exhibits set exhibit_type = 'original-code' where id = $1`, [world.exhibitId]);
    token = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    otherToken = await server.issuer.issueToken({ sub: world.otherBeneficiary.sub, email: world.otherBeneficiary.email });
    // The world's exhibit holds one file already: three more fill it.
    for (let i = 2; i <= ORIGINAL_CODE_MAX_FILES; i += 1) {
      const uploaded = await upload(token, { name: `code-${i}.pdf`, bytes: await samplePdf(`code ${i}`) });
      expect(uploaded.status).toBe(201);
      mine.push(uploaded.body.id);
    }
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const upload = (as: string, file: { name: string; bytes: Buffer }, replacesFileId?: string) =>
    uploadFile(
      server.url,
      as,
      'exhibit',
      { ...file, type: 'application/pdf' },
      {
        exhibitId: world.exhibitId,
        ...(replacesFileId ? { replacesFileId } : {}),
      },
    );
  const heldNames = async () =>
    (
      await server.pool.query<{ name: string }>(
        `select f.name from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
          where ef.exhibit_id = $1 and not f.deleted order by f.name`,
        [world.exhibitId],
      )
    ).rows.map((row) => row.name);

  const inOrder = async () =>
    (
      await server.pool.query<{ name: string }>(
        `select f.name from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
          where ef.exhibit_id = $1 order by ef.order_index, f.name`,
        [world.exhibitId],
      )
    ).rows.map((row) => row.name);

  it('replaces a file of an exhibit at its limit: the new one takes the old one’s place', async () => {
    expect(await heldNames()).toHaveLength(ORIGINAL_CODE_MAX_FILES);
    const order = await inOrder();
    const replaced = await upload(token, { name: 'code-2-new.pdf', bytes: await samplePdf('code 2 new') }, mine[0]);
    expect(replaced.status).toBe(201);
    const names = await heldNames();
    expect(names).toHaveLength(ORIGINAL_CODE_MAX_FILES);
    expect(names).toContain('code-2-new.pdf');
    expect(names).not.toContain('code-2.pdf');
    // Where the old one stood in the exhibit's order (the packet's), not last.
    expect(await inOrder()).toEqual(order.map((name) => (name === 'code-2.pdf' ? 'code-2-new.pdf' : name)));
    mine[0] = replaced.body.id;
  });

  it('keeps the old file when the new one is refused (a PDF with JavaScript)', async () => {
    const before = await heldNames();
    const refused = await upload(token, { name: 'code-3-bad.pdf', bytes: await javascriptPdf() }, mine[1]);
    expect(refused.status).toBe(422);
    expect(await heldNames()).toEqual(before);
    expect(before).toContain('code-3.pdf');
  });

  it('takes the same name again (the old file frees it)', async () => {
    const replaced = await upload(token, { name: 'code-3.pdf', bytes: await samplePdf('code 3 again') }, mine[1]);
    expect(replaced.status).toBe(201);
    expect(await heldNames()).toHaveLength(ORIGINAL_CODE_MAX_FILES);
    expect(replaced.body.id).not.toBe(mine[1]);
  });

  it('refuses to replace a file the target does not hold, or one of another person, deleting nothing', async () => {
    const before = await heldNames();
    const elsewhere = await upload(token, { name: 'code-x.pdf', bytes: await samplePdf('x') }, randomUUID());
    expect(elsewhere.status).toBe(404);
    const stranger = await uploadFile(
      server.url,
      otherToken,
      'exhibit',
      { name: 'code-y.pdf', type: 'application/pdf', bytes: await samplePdf('y') },
      { exhibitId: world.exhibitId, replacesFileId: mine[2] },
    );
    expect(stranger.status).toBe(404);
    expect(await heldNames()).toEqual(before);
  });
});
