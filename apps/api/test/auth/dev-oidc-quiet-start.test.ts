import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { createDatabasePool } from '../../src/database/create-pool.ts';
import { testDatabaseUrl } from '../support/database.ts';

/**
 * A newcomer's `npm start` shows the URL and the demo sign-ins, not library warnings meant for someone
 * else (issue 27): oidc-provider warns on a non-LTS Node (the pinned one is LTS) and on its default
 * in-memory storage (the development provider passes that storage explicitly, on purpose).
 */
describe('development OIDC provider start-up', () => {
  const warnings = vi.spyOn(console, 'warn');
  const notices = vi.spyOn(console, 'info');
  let server: http.Server | undefined;
  const pool = createDatabasePool(testDatabaseUrl(), 2);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await pool.end();
    vi.restoreAllMocks();
  });

  it('prints no oidc-provider warning while loading, starting and signing a browser in', async () => {
    // Imported here, after the spies: oidc-provider checks the runtime when its module loads.
    const { installDevOidcProvider } = await import('../../src/auth/dev-oidc/index.ts');
    server = http.createServer();
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const config = loadConfig({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, NODE_ENV: 'test' });
    const app = express();
    await installDevOidcProvider(app, config, pool);
    server.on('request', app);

    // An authorization request stores an interaction: the storage is created on first use.
    const authorize = new URLSearchParams({
      client_id: config.oidc.clientId,
      redirect_uri: `${config.publicUrl}/callback`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const response = await fetch(`${config.publicUrl}/oidc/auth?${authorize}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const interaction = await fetch(new URL(response.headers.get('location') ?? '', config.publicUrl), {
      headers: {
        cookie: response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      },
    });
    expect(await interaction.text()).toContain('Sign in to Petition Studio');

    const printed = [...warnings.mock.calls, ...notices.mock.calls].map((call) => call.join(' '));
    expect(printed.filter((line) => line.includes('oidc-provider'))).toEqual([]);
  });
});
