import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { uploadFile } from './file-service-client.ts';
import { samplePdf, samplePng } from './sample-files.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

/** Rich-text images (decisions RTE-021): registered like any upload, addressed by a stable URL without a token. */
describe.each(['local', 's3'] as const)('editor images on the %s driver', (driver) => {
  let server: TestServer;
  let s3: S3TestServer | undefined;
  let filesDir: string;
  let world: World;
  let staffToken: string;
  let beneficiaryToken: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-editor-images-'));
    s3 = driver === 's3' ? await startS3TestServer() : undefined;
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir, ...(s3?.env ?? {}) });
    world = await createWorld(server.pool);
    staffToken = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    beneficiaryToken = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('registers an image and serves it at its address to a browser without a token', async () => {
    const png = await samplePng();
    const answer = await uploadFile(
      server.url,
      staffToken,
      'editor-image',
      { name: 'chart.png', type: 'image/png', bytes: png },
      {},
    );
    expect(answer.status).toBe(201);
    const { id, url } = answer.body as { id: string; url: string };
    expect(url).toBe(`/files/editor-images/${id}`);

    const redirect = await fetch(`${server.url}${url}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const image = await fetch(new URL(redirect.headers.get('location')!, server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; filename="chart\.png"/);
    // Stored re-encoded (decisions API-FILE): the same picture.
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 16,
      height: 16,
    });
  });

  it('accepts only the editor’s image types, checked by content', async () => {
    const pdf = await uploadFile(
      server.url,
      beneficiaryToken,
      'editor-image',
      { name: 'letter.pdf', type: 'application/pdf', bytes: await samplePdf() },
      {},
    ).catch((error: Error) => ({ status: Number(/presign (\d+)/.exec(error.message)?.[1]), body: { error: error.message } }));
    expect(pdf.status).toBe(415);
    const fake = await uploadFile(
      server.url,
      beneficiaryToken,
      'editor-image',
      { name: 'photo.gif', type: 'image/gif', bytes: Buffer.from('<svg onload="alert(1)"></svg>') },
      {},
    );
    expect(fake.status).toBe(415);
  });

  it('serves no other file at an editor-image address, and none once deleted', async () => {
    // The world's exhibit file is a document, not an editor image.
    expect((await fetch(`${server.url}/files/editor-images/${world.fileId}`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.url}/files/editor-images/not-a-uuid`, { redirect: 'manual' })).status).toBe(404);

    const answer = await uploadFile(
      server.url,
      beneficiaryToken,
      'editor-image',
      { name: 'logo.png', type: 'image/png', bytes: await samplePng() },
      {},
    );
    const { id, url } = answer.body as { id: string; url: string };
    await server.pool.query('update app_public.files set deleted = true where id = $1', [id]);
    expect((await fetch(`${server.url}${url}`, { redirect: 'manual' })).status).toBe(404);
  });
});
