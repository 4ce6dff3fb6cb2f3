import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const response = await fetch(`${server.url}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull(); // production only
  });

  it('keeps CORS closed unless configured', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
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
