import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld } from '../support/world.ts';

/**
 * The REST routes' shared validation and error handling, on the real server: the contract binding's 400
 * naming the field, body-parser failures as JSON, and an unexpected failure as a 500 with an id
 * and no stack trace. Runs on its own database, because one test breaks it on purpose.
 */
describe('REST errors', () => {
  let database: { name: string; url: string };
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase('ps_http');
    server = await startTestServer(database.url);
    const world = await createWorld(server.pool);
    token = await server.issuer.issueToken({
      sub: world.beneficiary.sub,
      email: world.beneficiary.email,
      name: world.beneficiary.fullName,
    });
  });
  afterAll(async () => {
    await server?.close();
    if (database) await dropTestDatabase(database.name);
  });

  const post = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });

  it('answers 400 naming each missing or malformed field', async () => {
    const missing = await post('/db/presigned-upload', JSON.stringify({ contentType: 'application/pdf' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'fileName is required' });

    const malformed = await post(
      '/db/presigned-upload',
      JSON.stringify({ fileName: 'a.pdf', contentType: 7, size: -1, uploader: 'nobody' }),
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: 'contentType must be a string; size must be a whole number of bytes; uploader is not a known uploader',
    });

    const notAnObject = await post('/db/presigned-upload', '["a.pdf"]');
    expect(await notAnObject.json()).toEqual({ error: 'Request body must be a JSON object' });
  });

  it('answers malformed and oversized JSON bodies with JSON 400 and 413', async () => {
    const malformed = await post('/db/presigned-upload', '{"fileName": ');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await malformed.json()).toEqual({ error: 'Request body must be JSON' });

    const oversized = await post('/db/presigned-upload', JSON.stringify({ fileName: 'x'.repeat(64 * 1024) }));
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({ error: 'Request body is too large' });
  });

  it('answers an unexpected failure with 500, an error id and no stack trace; the log has the details', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A table the presign step writes to goes missing: a fault of ours, not of the request.
    await server.pool.query('alter table app_private.pending_uploads rename to pending_uploads_gone');
    try {
      const answer = await post('/db/presigned-upload', JSON.stringify({ fileName: 'a.pdf', contentType: 'application/pdf' }));
      expect(answer.status).toBe(500);
      const text = await answer.text();
      const body: unknown = JSON.parse(text);
      expect(body).toEqual({ error: 'Unexpected error occurred', errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(text).not.toMatch(/pending_uploads|\bat\s|\.ts:\d+/);
      const errorId = (body as { errorId: string }).errorId;
      expect(logged.mock.calls.some((call) => String(call[0]).includes(errorId))).toBe(true);
    } finally {
      await server.pool.query('alter table app_private.pending_uploads_gone rename to pending_uploads');
      logged.mockRestore();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const answer = await post('/db/no-such-route', '{}');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'Not found: POST /db/no-such-route' });
  });
});
