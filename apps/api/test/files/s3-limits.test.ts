import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { callJson, presign, putBytes } from './file-service-client.ts';
import { presignedPutSignatureMatches } from './presigned-signature.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';
import { HTML_PAGE } from './sample-files.ts';

const MAX_BYTES = 64 * 1024;

/** A presigned S3 PUT carries the declared size and type in its signature; the bytes are checked when registered. */
describe('S3 driver limits', () => {
  let server: TestServer;
  let s3: S3TestServer;
  let world: World;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    server = await startTestServer(testDatabaseUrl(), { ...s3.env, MAX_UPLOAD_BYTES: String(MAX_BYTES) });
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const register = (presigned: { s3Key: string; fileId: string }, name: string, mimeType: string) =>
    callJson(`${server.url}/db/upload/exhibit`, token, {
      body: { ...presigned, name, mimeType, exhibitId: world.exhibitId },
    });

  it('presigns a PUT to the bucket with ids only in the key', async () => {
    const presigned = await presign(server.url, token, 'My Award.pdf', 'application/pdf', 1000);
    expect(presigned.status).toBe(200);
    const url = new URL(presigned.body.uploadUrl);
    expect(url.origin).toBe(s3.env.S3_ENDPOINT);
    expect(url.pathname).toBe(`/petition-files/uploads/${presigned.body.fileId}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toMatch(/content-length/);
  });

  it('refuses to presign an upload without a declared size (the PUT could not be limited)', async () => {
    const presigned = await presign(server.url, token, 'big.pdf', 'application/pdf');
    expect(presigned).toMatchObject({ status: 400, body: { error: 'The size of "big.pdf" is required to upload it' } });
  });

  it('signs the declared size and type into the PUT: another size or type breaks the signature', async () => {
    const presigned = await presign(server.url, token, 'tiny.pdf', 'application/pdf', 12);
    const url = presigned.body.uploadUrl;
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type']),
    );
    const secret = s3.env.S3_SECRET_ACCESS_KEY!;
    expect(presignedPutSignatureMatches(url, { 'content-length': '12', 'content-type': 'application/pdf' }, secret)).toBe(true);
    expect(presignedPutSignatureMatches(url, { 'content-length': '1000000', 'content-type': 'application/pdf' }, secret)).toBe(
      false,
    );
    expect(presignedPutSignatureMatches(url, { 'content-length': '12', 'content-type': 'text/html' }, secret)).toBe(false);
    // The registration limit follows the declared size too (a bucket that ignored the signature).
    expect((await putBytes(url, Buffer.alloc(50_000, 0x25), 'application/pdf')).ok).toBe(true);
    const answer = await register(presigned.body, 'tiny.pdf', 'application/pdf');
    expect(answer).toMatchObject({
      status: 413,
      body: { error: '"tiny.pdf" is larger than the size given when its upload started; upload it again' },
    });
  });

  it('validates the bytes stored in the bucket like any other upload', async () => {
    const presigned = await presign(server.url, token, 'photo.png', 'image/png', HTML_PAGE.length);
    expect((await putBytes(presigned.body.uploadUrl, HTML_PAGE, 'image/png')).ok).toBe(true);
    const answer = await register(presigned.body, 'photo.png', 'image/png');
    expect(answer.status).toBe(415);
    expect(answer.body.error).toMatch(/^"photo\.png" is not a valid PNG image/);
  });

  it('refuses a register call for bytes never uploaded', async () => {
    const presigned = await presign(server.url, token, 'later.pdf', 'application/pdf', 1000);
    const answer = await register(presigned.body, 'later.pdf', 'application/pdf');
    expect(answer).toMatchObject({ status: 400, body: { error: '"later.pdf" has not been uploaded yet' } });
  });
});
