import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { callJson } from './file-service-client.ts';

describe('POST /exhibits/{id}/clone', () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let staffToken: string;
  let beneficiaryToken: string;
  let subExhibitId: string;
  let subFileId: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-clone-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
    world = await createWorld(server.pool);
    staffToken = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email, name: world.staff.fullName });
    beneficiaryToken = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    const { rows } = await server.pool.query<{ id: string }>(
      `insert into app_public.exhibits (module_id, parent_exhibit_id, name, order_index)
       values ($1, $2, 'Press clipping', 3) returning id`,
      [world.moduleIds[0], world.exhibitId],
    );
    subExhibitId = rows[0]!.id;
    const file = await server.pool.query<{ id: string }>(
      `insert into app_public.files (name, mime_type, storage_key, owner_id)
       values ('clip.pdf', 'application/pdf', 'files/' || gen_random_uuid(), $1) returning id`,
      [world.staff.id],
    );
    subFileId = file.rows[0]!.id;
    await server.pool.query('insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)', [
      subExhibitId,
      subFileId,
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('copies the exhibit, its files and its sub-exhibits into the repository (staff)', async () => {
    const answer = await callJson<{ reusableExhibitId: string }>(`${server.url}/exhibits/${world.exhibitId}/clone`, staffToken, {
      body: { exhibitId: world.exhibitId },
    });
    expect(answer.status, answer.body.error).toBe(201);
    const id = answer.body.reusableExhibitId;
    const root = await server.pool.query(
      'select name, parent_id, module_type, owned_by from app_public.reusable_exhibits where id = $1',
      [id],
    );
    expect(root.rows[0]).toMatchObject({
      name: 'Award certificate',
      parent_id: null,
      module_type: 'awards',
      owned_by: 'BENEFICIARY',
    });
    const rootFiles = await server.pool.query(
      'select file_id from app_public.reusable_exhibit_files where reusable_exhibit_id = $1',
      [id],
    );
    expect(rootFiles.rows).toEqual([{ file_id: world.fileId }]);
    const children = await server.pool.query<{ id: string; name: string; order_index: number }>(
      'select id, name, order_index from app_public.reusable_exhibits where parent_id = $1',
      [id],
    );
    expect(children.rows).toMatchObject([{ name: 'Press clipping', order_index: 3 }]);
    const childFiles = await server.pool.query(
      'select file_id from app_public.reusable_exhibit_files where reusable_exhibit_id = $1',
      [children.rows[0]!.id],
    );
    expect(childFiles.rows).toEqual([{ file_id: subFileId }]);
  });

  it('is refused to customers, for unknown exhibits and for mismatched ids', async () => {
    const url = `${server.url}/exhibits/${world.exhibitId}/clone`;
    expect(await callJson(url, beneficiaryToken, { body: { exhibitId: world.exhibitId } })).toMatchObject({
      status: 403,
      body: { error: 'Only staff may add exhibits to the reusable exhibit repository' },
    });
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await callJson(`${server.url}/exhibits/${unknown}/clone`, staffToken, { body: { exhibitId: unknown } })).status).toBe(
      404,
    );
    expect((await callJson(url, staffToken, { body: { exhibitId: subExhibitId } })).status).toBe(400);
  });
});
