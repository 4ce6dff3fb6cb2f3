import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { callJson, downloadLink, presign, putBytes } from './file-service-client.ts';
import { HOSTILE_CORPUS } from './hostile/corpus.ts';
import { exifRotatedJpeg } from './hostile/hostile-images.ts';

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Every file of the hostile corpus through the real routes, as a beneficiary uploads: presign, PUT,
 * register. Refused files get their 4xx naming them and leave nothing behind; none answers 500.
 */
describe('hostile and malformed files', () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let token: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-hostile-files-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir, MAX_FILES_PER_UPLOADER: '100' });
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function upload(name: string, type: string, bytes: Buffer) {
    const presigned = await presign(server.url, token, name, type, bytes.length);
    expect(presigned.status, presigned.body.error).toBe(200);
    expect((await putBytes(presigned.body.uploadUrl, bytes, type)).ok).toBe(true);
    const answer = await callJson<{ id: string }>(`${server.url}/db/upload/exhibit`, token, {
      body: { s3Key: presigned.body.s3Key, fileId: presigned.body.fileId, name, mimeType: type, exhibitId: world.exhibitId },
    });
    return { answer, fileId: presigned.body.fileId };
  }

  /** The stored bytes, checked against the size and hash the files row records. */
  async function storedBytes(fileId: string): Promise<Buffer> {
    const link = await downloadLink(server.url, token, fileId);
    const bytes = Buffer.from(await (await fetch(link.body.link)).arrayBuffer());
    const { rows } = await server.pool.query<{ size_bytes: string; sha256: string }>(
      'select size_bytes::text, sha256 from app_public.files where id = $1',
      [fileId],
    );
    expect(rows[0]).toEqual({ size_bytes: String(bytes.length), sha256: createHash('sha256').update(bytes).digest('hex') });
    return bytes;
  }

  const refusedCases = HOSTILE_CORPUS.flatMap((entry) => (entry.expected === 'stored' ? [] : [{ ...entry, ...entry.expected }]));
  const storedCases = HOSTILE_CORPUS.filter((entry) => entry.expected === 'stored');

  it.each(refusedCases)(
    '$category: refuses $label with $status, naming the file',
    async ({ name, type, make, status, message }) => {
      const { answer, fileId } = await upload(name, type, await make());
      expect(answer.status, answer.body.error).toBe(status);
      expect(answer.body.error).toMatch(message);
      expect((await server.pool.query('select 1 from app_public.files where id = $1', [fileId])).rowCount).toBe(0);
      expect(await readdir(path.join(filesDir, 'uploads')).catch(() => [])).not.toContain(fileId);
    },
  );

  it.each(storedCases)('$category: stores $label in a harmless form', async ({ name, type, make }) => {
    const sent = await make();
    const { answer } = await upload(name, type, sent);
    expect(answer.status, answer.body.error).toBe(201);
    const stored = await storedBytes(answer.body.id);
    if (type.startsWith('image/')) {
      // Re-encoded: the picture stays, the appended archive or payload chunk does not.
      expect(stored.includes(ZIP_LOCAL_HEADER)).toBe(false);
      expect(stored.includes(Buffer.from('prVt'))).toBe(false);
      const [before, after] = await Promise.all([sharp(sent).metadata(), sharp(stored).metadata()]);
      expect([after.format, after.width, after.height]).toEqual([before.format, before.width, before.height]);
    } else {
      // PDFs that pass are kept byte for byte (a re-written PDF would lose its signatures).
      expect(stored.equals(sent)).toBe(true);
    }
  });

  it('applies EXIF orientation and drops the metadata of a photo', async () => {
    const sent = await exifRotatedJpeg();
    expect(await sharp(sent).metadata()).toMatchObject({ width: 40, height: 20, orientation: 6 });
    const { answer } = await upload('portrait.jpg', 'image/jpeg', sent);
    expect(answer.status, answer.body.error).toBe(201);
    const stored = await storedBytes(answer.body.id);
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([20, 40, undefined, undefined]);
    expect(stored.includes(Buffer.from('Priya Example'))).toBe(false);
  });
});
