import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { expect } from 'vitest';
import { installDevOidcProvider } from '../../src/auth/dev-oidc/index.ts';
import { loadConfig, type AppConfig } from '../../src/config/index.ts';
import { createDatabasePool } from '../../src/database/create-pool.ts';
import { testDatabaseUrl } from '../support/database.ts';
import type { BrowserLikeClient } from './browser-like-client.ts';

export interface DevProviderApp {
  config: AppConfig;
  close: () => Promise<void>;
}

/**
 * The built-in provider alone on a loopback port, on the test database (where it counts wrong passwords),
 * under the strictest policy the app may set. `trustProxy`: X-Forwarded-For names the client, as behind
 * a load balancer, so a test plays clients of its own addresses.
 */
export async function startDevProviderApp(env: Record<string, string> = {}, trustProxy = false): Promise<DevProviderApp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config = loadConfig({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, NODE_ENV: 'test', ...env });
  const pool = createDatabasePool(testDatabaseUrl(), 2);
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(
    helmet({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], formAction: ["'self'"] } } }),
  );
  await installDevOidcProvider(app, config, pool);
  server.on('request', app);
  return {
    config,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

/** Starts a sign-in as the web app does (code + PKCE) and answers the sign-in page's path and HTML. */
export async function openSignInPage(
  client: BrowserLikeClient,
  config: AppConfig,
): Promise<{ interactionPath: string; page: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: config.oidc.clientId,
    redirect_uri: `${config.publicUrl}/callback`,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const { response } = await client.follow(await client.request(`/oidc/auth?${params}`));
  expect(response.status).toBe(200);
  expect(response.url).toMatch(/\/oidc\/interaction\/[\w-]+$/);
  return { interactionPath: new URL(response.url).pathname, page: await response.text() };
}

/** True when `response` sends the browser on its way back to the app's /callback with a code: signed in. */
export async function reachesCallback(client: BrowserLikeClient, response: Response): Promise<boolean> {
  const { location } = await client.follow(response, (url) => url.pathname === '/callback');
  return location?.pathname === '/callback' && location.searchParams.has('code');
}
