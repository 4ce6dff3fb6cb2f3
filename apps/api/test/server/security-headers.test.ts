import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSecurityHeaders, type SecurityHeaderOptions } from '../../src/server/install-security-headers.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The headers a real server answers on `path` with these options (a small express app, one route). */
async function headersFor(options: SecurityHeaderOptions, path = '/page'): Promise<Headers> {
  const app = express();
  installSecurityHeaders(app, options);
  app.use((_req, res) => {
    res.send('ok');
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}${path}`)).headers;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function directives(headers: Headers): Map<string, string[]> {
  const policy = headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

const LOCAL: SecurityHeaderOptions = { publicUrl: 'http://localhost:3000', oidcIssuer: 'http://localhost:3000/oidc' };

describe('content security policy', () => {
  it('allows scripts from this server only: no inline script, no eval, in every mode', async () => {
    const policy = directives(await headersFor({ ...LOCAL, graphiqlPath: '/graphiql' }));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // Styles keep 'unsafe-inline' (editor style attributes, injected style elements: docs/decisions.md).
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('names only configured hosts: no scheme-wide ws:, wss: or https: sources anywhere', async () => {
    const policy = directives(await headersFor(LOCAL));
    for (const [name, values] of policy) {
      expect(values, name).not.toEqual(expect.arrayContaining(['ws:']));
      expect(values, name).not.toEqual(expect.arrayContaining(['wss:']));
      expect(values, name).not.toEqual(expect.arrayContaining(['https:']));
      expect(values, name).not.toEqual(expect.arrayContaining(['*']));
    }
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000', 'http://localhost:3000']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'blob:']);
  });

  it('adds the external issuer, the file storage, the error reporter and the documentation host, each where it is used', async () => {
    const policy = directives(
      await headersFor({
        publicUrl: 'https://petitions.example',
        oidcIssuer: 'https://login.example/tenant',
        sentryDsn: 'https://key@o1.ingest.example/42',
        fileStorageOrigin: 'https://bucket.s3.example',
        researchAgentDocsUrl: 'https://docs.example/agent.html',
      }),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'wss://petitions.example',
      'https://login.example',
      'https://o1.ingest.example',
      'https://bucket.s3.example',
    ]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'blob:', 'https://docs.example']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://login.example']);
  });

  it("relaxes scripts on GraphiQL's page alone, and only where GraphiQL is served", async () => {
    const graphiql = directives(await headersFor({ ...LOCAL, graphiqlPath: '/graphiql' }, '/graphiql'));
    expect(graphiql.get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    const withoutGraphiql = directives(await headersFor({ ...LOCAL, graphiqlPath: null }, '/graphiql'));
    expect(withoutGraphiql.get('script-src')).toEqual(["'self'"]);
  });
});

describe('HSTS', () => {
  it('is sent when PUBLIC_URL is https, and not over plain http', async () => {
    const https = await headersFor({ publicUrl: 'https://petitions.example', oidcIssuer: 'https://login.example' });
    expect(https.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await headersFor(LOCAL)).get('strict-transport-security')).toBeNull();
  });
});

describe('a production server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl(), {
      NODE_ENV: 'production',
      APP_SECRET: 'p'.repeat(32),
      PUBLIC_URL: 'https://petitions.example',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends the strict policy and HSTS on its pages, GraphiQL included', async () => {
    for (const path of ['/healthz', '/graphiql', '/api/client-config']) {
      const headers = (await fetch(`${server.url}${path}`)).headers;
      const policy = directives(headers);
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.get('frame-src'), path).toEqual(["'self'", 'blob:']);
      expect(policy.get('connect-src'), path).toEqual([
        "'self'",
        'wss://petitions.example',
        new URL(server.issuer.issuer).origin,
      ]);
      expect(headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
