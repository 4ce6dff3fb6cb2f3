import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { uploadFile } from './file-service-client.ts';
import { samplePdf, samplePng } from './sample-files.ts';

/** Files of the reusable exhibit repository (spec 2 §2.2): uploaded by staff into a reusable exhibit, in order. */
describe('POST /db/upload/reusable-exhibit', () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let staffToken: string;
  let beneficiaryToken: string;
  let reusableExhibitId: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-reusable-uploads-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
    world = await createWorld(server.pool);
    staffToken = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    beneficiaryToken = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    const { rows } = await server.pool.query<{ id: string }>(
      `insert into app_public.reusable_exhibits (name, exhibit_type) values ('Award certificate template', 'award-evidence') returning id`,
    );
    reusableExhibitId = rows[0]!.id;
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function linkedFiles() {
    const { rows } = await server.pool.query<{ name: string; order_index: number }>(
      `select f.name, rf.order_index from app_public.reusable_exhibit_files rf join app_public.files f on f.id = rf.file_id
        where rf.reusable_exhibit_id = $1 order by rf.order_index`,
      [reusableExhibitId],
    );
    return rows;
  }

  it('links each staff upload at the end of the exhibit’s files', async () => {
    const first = await uploadFile(
      server.url,
      staffToken,
      'reusable-exhibit',
      { name: 'certificate.pdf', type: 'application/pdf', bytes: await samplePdf() },
      { reusableExhibitId },
    );
    expect(first.status).toBe(201);
    const second = await uploadFile(
      server.url,
      staffToken,
      'reusable-exhibit',
      { name: 'photo.png', type: 'image/png', bytes: await samplePng() },
      { reusableExhibitId },
    );
    expect(second.status).toBe(201);
    expect(await linkedFiles()).toEqual([
      { name: 'certificate.pdf', order_index: 0 },
      { name: 'photo.png', order_index: 1 },
    ]);
  });

  it('refuses a second file of the same name, and a customer, leaving the files as they were', async () => {
    const again = await uploadFile(
      server.url,
      staffToken,
      'reusable-exhibit',
      { name: 'certificate.pdf', type: 'application/pdf', bytes: await samplePdf() },
      { reusableExhibitId },
    );
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const customer = await uploadFile(
      server.url,
      beneficiaryToken,
      'reusable-exhibit',
      { name: 'mine.pdf', type: 'application/pdf', bytes: await samplePdf() },
      { reusableExhibitId },
    );
    expect(customer.status).toBe(404);
    expect((await linkedFiles()).map((file) => file.name)).toEqual(['certificate.pdf', 'photo.png']);
  });
});
