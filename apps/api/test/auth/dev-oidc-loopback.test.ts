import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@app/domain';
import { devRedirectUris, installDevOidcProvider } from '../../src/auth/dev-oidc/index.ts';
import { createAccessTokenVerifier } from '../../src/auth/verify-access-token.ts';
import { loadConfig, type AppConfig } from '../../src/config/index.ts';
import { createDatabasePool } from '../../src/database/create-pool.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { BrowserLikeClient } from './browser-like-client.ts';

/**
 * PUBLIC_URL says localhost (the default), the browser opened http://127.0.0.1:<port>: the web app
 * sends that origin's /callback as redirect_uri. The development provider must accept it.
 */
let server: http.Server;
// The provider counts wrong passwords in the database.
const pool = createDatabasePool(testDatabaseUrl(), 2);
let config: AppConfig;
let port: number;
let appOrigin: string;

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ({ port } = server.address() as AddressInfo);
  config = loadConfig({ PORT: String(port), NODE_ENV: 'development' });
  appOrigin = `http://127.0.0.1:${port}`;

  const app = express();
  app.use(
    helmet({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], formAction: ["'self'"] } } }),
  );
  await installDevOidcProvider(app, config, pool);
  server.on('request', app);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await pool.end();
});

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizationPath(redirectUri: string, challenge: string) {
  return `/oidc/auth?${new URLSearchParams({
    client_id: config.oidc.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'loopback-state',
  })}`;
}

describe('development provider on a loopback address', () => {
  it('keeps the issuer on PUBLIC_URL (localhost)', () => {
    expect(config.publicUrl).toBe(`http://localhost:${port}`);
    expect(config.oidc.issuer).toBe(`http://localhost:${port}/oidc`);
  });

  it('signs in with a 127.0.0.1 redirect URI, exchanges the code cross-origin, and the API accepts the token', async () => {
    const client = new BrowserLikeClient(config.publicUrl);
    const { verifier, challenge } = pkcePair();
    const authorization = await client.request(authorizationPath(`${appOrigin}/callback`, challenge));
    // Accepted: on to the sign-in page, not an error page about redirect_uri.
    expect(authorization.status).toBe(303);
    expect(authorization.headers.get('location')).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const { response: signInPage } = await client.follow(authorization);
    expect(signInPage.status).toBe(200);
    // Browsers apply form-action to the redirect after the sign-in form: the 127.0.0.1 app must be in it.
    const formAction = /form-action ([^;]+)/.exec(signInPage.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
    expect(formAction).toEqual(expect.arrayContaining(["'self'", `http://localhost:${port}`, appOrigin]));
    // An IPv6 literal is not valid CSP syntax (browsers log an error for it).
    expect(formAction?.some((source) => source.includes('['))).toBe(false);

    const beneficiary = DEMO_ACCOUNTS.find((account) => account.key === 'beneficiary');
    const interactionPath = new URL(signInPage.url).pathname;
    const signedIn = await client.request(`${interactionPath}/demo`, { form: { sub: beneficiary?.sub ?? '' } });
    const { location } = await client.follow(signedIn, (url) => url.pathname === '/callback');
    expect(location?.origin).toBe(appOrigin);
    const code = location?.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    // The web app on 127.0.0.1 calls the token endpoint on localhost: CORS must let it read the answer.
    const tokenResponse = await fetch(`${config.oidc.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: appOrigin },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: `${appOrigin}/callback`,
        client_id: config.oidc.clientId,
      }),
    });
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(appOrigin);
    const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string };

    const verify = createAccessTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience });
    await expect(verify(tokens.access_token)).resolves.toMatchObject({ sub: beneficiary?.sub, email: beneficiary?.email });

    // Sign-out returns to the origin the browser used.
    const logout = await client.request(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${appOrigin}/`,
        client_id: config.oidc.clientId,
      })}`,
    );
    expect(logout.status).toBe(200);
    expect(await logout.text()).toContain('Signing you out');
  });

  it('accepts [::1] too, but no other host and no other port', async () => {
    const client = new BrowserLikeClient(config.publicUrl);
    const { challenge } = pkcePair();
    const ipv6 = await client.request(authorizationPath(`http://[::1]:${port}/callback`, challenge));
    expect(ipv6.status).toBe(303);
    expect(ipv6.headers.get('location')).toMatch(/^\/oidc\/interaction\//);

    for (const foreign of [`http://evil.example:${port}/callback`, `http://127.0.0.1:${port + 1}/callback`]) {
      const refused = await client.request(authorizationPath(foreign, challenge));
      expect(refused.status).toBe(400);
      const page = await refused.text();
      expect(page).toContain('invalid_redirect_uri');
      expect(page).toContain('redirect_uri did not match any of the client&#39;s registered redirect_uris');
    }
  });
});

describe('devRedirectUris', () => {
  const base = loadConfig({ PORT: '3000', DEV_OIDC_EXTRA_REDIRECT_URIS: 'http://localhost:5173/callback' });

  it('lists every loopback name for the app and for a loopback extra URI, and their origins for sign-out', () => {
    const { redirectUris, postLogoutRedirectUris } = devRedirectUris(base);
    expect(redirectUris).toEqual([
      'http://localhost:3000/callback',
      'http://127.0.0.1:3000/callback',
      'http://[::1]:3000/callback',
      'http://localhost:5173/callback',
      'http://127.0.0.1:5173/callback',
      'http://[::1]:5173/callback',
    ]);
    expect(postLogoutRedirectUris).toEqual([
      'http://localhost:3000/',
      'http://127.0.0.1:3000/',
      'http://[::1]:3000/',
      'http://localhost:5173/',
      'http://127.0.0.1:5173/',
      'http://[::1]:5173/',
    ]);
  });

  it('adds no aliases for a public host or in production', () => {
    expect(devRedirectUris(loadConfig({ PUBLIC_URL: 'https://app.example' })).redirectUris).toEqual([
      'https://app.example/callback',
    ]);
    const production = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), OIDC_ISSUER: 'https://login.example' });
    expect(devRedirectUris(production)).toEqual({
      redirectUris: ['http://localhost:3000/callback'],
      postLogoutRedirectUris: ['http://localhost:3000/'],
    });
  });
});
