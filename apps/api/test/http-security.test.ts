import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_ID_HEADER, TEMPLATE_DRAFT_HEADER } from '@app/domain';
import { fileStorageOrigin } from '../src/server/file-storage-origin.ts';
import { testDatabaseUrl } from './support/database.ts';
import { graphql } from './support/graphql-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(testDatabaseUrl());
});
afterAll(async () => {
  await server?.close();
});

describe('HTTP surface', () => {
  it('sends a content security policy and other security headers', async () => {
    // The probe answers within a second; a new pool's first connection on a busy CI host (the embedded server,
    // two browser workers beside it) took longer once, so the probe is asked again until it has connected.
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).json(), { timeout: 15_000 }).toEqual({ status: 'ok' });
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull(); // PUBLIC_URL is http here
  });

  it('lets file previews show fetched bytes through blob: images and frames, and nothing else loosens', async () => {
    const csp = (await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('img-src').split(' ')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(directive('frame-src').split(' ')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    // Strict outside production too: no inline script, no eval, no blob: scripts.
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('frame-src')).toBe("frame-src 'self' blob:");
    // Local-disk storage: downloads are on this server, no bucket origin is allowed.
    expect(directive('connect-src')).not.toMatch(/amazonaws|s3/);
  });

  it('keeps CORS closed unless configured', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("opens CORS to the configured origins only, exposing the writing routes' provenance headers", async () => {
    const open = await startTestServer(testDatabaseUrl(), { CORS_ORIGINS: 'https://app.example' });
    try {
      const preflight = (origin: string) =>
        fetch(`${open.url}/expert-letter/critical-role`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
        });
      expect((await preflight('https://app.example')).headers.get('access-control-allow-origin')).toBe('https://app.example');
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
      const answer = await fetch(`${open.url}/healthz`, { headers: { origin: 'https://app.example' } });
      expect(answer.headers.get('access-control-expose-headers')?.split(',')).toEqual([
        GENERATION_ID_HEADER,
        TEMPLATE_DRAFT_HEADER,
      ]);
    } finally {
      await open.close();
    }
  });

  it('answers 401 with a clear message for missing, malformed, expired, foreign-signed and wrong-audience tokens', async () => {
    const query = '{ loggedInUser { currentUserId } }';
    const cases: [string | null, RegExp][] = [
      [null, /Missing bearer token/],
      ['not-a-jwt', /Malformed/],
      [await server.issuer.issueToken({ sub: 'test|x' }, { expiresInSeconds: -60 }), /Token expired/],
      [await server.issuer.issueToken({ sub: 'test|x' }, { foreignKey: true }), /Invalid token signature/],
      [await server.issuer.issueToken({ sub: 'test|x' }, { audience: 'https://other.example' }), /audience/],
    ];
    for (const [token, message] of cases) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: token === 'not-a-jwt' ? `Bearer ${token}` : `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query }),
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
  });

  it('rejects over-deep queries and never sends stack traces', async () => {
    const token = await server.issuer.issueToken({ sub: `test|limits-${Date.now()}`, name: 'Lim Its' });
    let deep = 'id';
    for (let i = 0; i < 20; i += 1) deep = `userByBeneficiaryId { petitionsByBeneficiaryId { nodes { ${deep} } } }`;
    const result = await graphql(server.url, token, `{ allPetitions { nodes { ${deep} } } }`);
    expect(result.errors?.[0]?.message).toMatch(/Query is too deep/);
    const broken = await graphql(server.url, token, 'query($id: UUID!) { petitionById(id: $id) { id } }', { id: 'not-a-uuid' });
    expect(JSON.stringify(broken)).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });
});

describe('error reporting origin', () => {
  it('allows the browser to reach the configured Sentry host, and only then', async () => {
    const withDsn = await startTestServer(testDatabaseUrl(), { SENTRY_DSN: 'https://key@o1.ingest.example.test/42' });
    try {
      const csp = (await fetch(`${withDsn.url}/healthz`)).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/connect-src [^;]*https:\/\/o1\.ingest\.example\.test/);
    } finally {
      await withDsn.close();
    }
    const csp = (await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/ingest/);
  });
});

describe('file storage origin', () => {
  it('allows the browser to fetch presigned URLs of the configured S3 endpoint', async () => {
    const withS3 = await startTestServer(testDatabaseUrl(), {
      FILE_STORAGE_DRIVER: 's3',
      S3_BUCKET: 'petition-files',
      S3_ENDPOINT: 'https://storage.example.test:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    try {
      const csp = (await fetch(`${withS3.url}/healthz`)).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/connect-src [^;]*https:\/\/storage\.example\.test:9000/);
      expect(csp).toMatch(/frame-src [^;]*blob:/);
    } finally {
      await withS3.close();
    }
  });

  it('is the origin the AWS SDK presigns for: virtual-hosted or path style', () => {
    const s3 = (s3: Partial<{ bucket: string; region: string; endpoint: string; forcePathStyle: boolean }>) =>
      fileStorageOrigin({
        driver: 's3',
        s3: {
          bucket: 'petition-files',
          region: 'eu-west-1',
          endpoint: undefined,
          forcePathStyle: false,
          credentials: undefined,
          ...s3,
        },
      });
    expect(s3({})).toBe('https://petition-files.s3.eu-west-1.amazonaws.com');
    expect(s3({ forcePathStyle: true })).toBe('https://s3.eu-west-1.amazonaws.com');
    expect(s3({ bucket: 'petition.files' })).toBe('https://s3.eu-west-1.amazonaws.com');
    expect(s3({ endpoint: 'http://minio.local:9000' })).toBe('http://petition-files.minio.local:9000');
    expect(s3({ endpoint: 'http://minio.local:9000', forcePathStyle: true })).toBe('http://minio.local:9000');
    expect(s3({ endpoint: 'http://127.0.0.1:9000' })).toBe('http://127.0.0.1:9000');
    expect(
      fileStorageOrigin({
        driver: 'local',
        s3: { bucket: '', region: 'us-east-1', endpoint: undefined, forcePathStyle: false, credentials: undefined },
      }),
    ).toBeNull();
  });
});
