import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * Signed links (the local driver's upload and download URLs) are built from PUBLIC_URL, never from the
 * request's Host header (issue 29): `Host: evil.example` used to produce an upload link on evil.example.
 */
let server: TestServer;
let world: World;
let filesDir: string;
let token: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'ps-signed-links-'));
  server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
  world = await createWorld(server.pool);
  const { beneficiary } = world;
  token = await server.issuer.issueToken({ sub: beneficiary.sub, email: beneficiary.email, name: beneficiary.fullName });
});
afterAll(async () => {
  await server?.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A request with a Host header of our choosing (fetch does not let the caller set Host). */
function requestWithHost(
  method: 'GET' | 'POST',
  pathAndQuery: string,
  host: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, string> }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathAndQuery,
        headers: {
          host,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, string> }));
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const presign = (host: string) =>
  requestWithHost('POST', '/db/presigned-upload', host, { fileName: 'cv.pdf', contentType: 'application/pdf', size: 100 });
const download = (host: string) => requestWithHost('GET', `/db/download?id=${world.fileId}`, host);

describe('signed links', () => {
  it('a presigned upload URL is on PUBLIC_URL whatever Host the request named', async () => {
    for (const host of ['evil.example', `evil.example:${new URL(server.url).port}`, 'localhost.evil.example']) {
      const answer = await presign(host);
      expect(answer.status).toBe(200);
      expect(new URL(answer.body.uploadUrl!).origin).toBe(server.url);
    }
  });

  it('a download link is on PUBLIC_URL whatever Host the request named', async () => {
    const answer = await download('evil.example');
    expect(answer.status).toBe(200);
    expect(new URL(answer.body.link!).origin).toBe(server.url);
  });

  it('keeps the name the browser used for another name of the same loopback address and port', async () => {
    // PUBLIC_URL is http://127.0.0.1:<port>; a browser on http://localhost:<port> uploads same-origin.
    const { port } = new URL(server.url);
    expect(new URL((await presign(`localhost:${port}`)).body.uploadUrl!).origin).toBe(`http://localhost:${port}`);
    expect(new URL((await download(`localhost:${port}`)).body.link!).origin).toBe(`http://localhost:${port}`);
    // Another port of localhost is somebody else's server.
    expect(new URL((await presign('localhost:1')).body.uploadUrl!).origin).toBe(server.url);
  });
});
