import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@app/domain';
import { installDevOidcProvider } from '../../src/auth/dev-oidc/index.ts';
import { escapeHtml } from '../../src/auth/dev-oidc/pages/html.ts';
import { createAccessTokenVerifier } from '../../src/auth/verify-access-token.ts';
import { loadConfig, type AppConfig } from '../../src/config/index.ts';
import { createDatabasePool } from '../../src/database/create-pool.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { BrowserLikeClient } from './browser-like-client.ts';

const VITE_CALLBACK = 'http://localhost:5173/callback';

let server: http.Server;
// The provider counts wrong passwords in the database.
const pool = createDatabasePool(testDatabaseUrl(), 2);
let config: AppConfig;

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    DEV_OIDC_EXTRA_REDIRECT_URIS: VITE_CALLBACK,
  });

  const app = express();
  // The strictest policy the app may set: the pages must work under it.
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

function authorizationPath(challenge: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: config.oidc.clientId,
    redirect_uri: `${config.publicUrl}/callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-123',
    nonce: 'nonce-456',
    // What the web app sends for Auth0; the development provider must ignore it.
    audience: config.oidc.audience,
    ...extra,
  });
  return `/oidc/auth?${params}`;
}

async function openSignInPage(client: BrowserLikeClient, challenge: string) {
  const { response } = await client.follow(await client.request(authorizationPath(challenge)));
  expect(response.status).toBe(200);
  expect(response.url).toMatch(/\/oidc\/interaction\/[\w-]+$/);
  return { page: await response.text(), interactionPath: new URL(response.url).pathname, response };
}

async function finishAt(client: BrowserLikeClient, response: Response) {
  const { location } = await client.follow(response, (url) => url.pathname === '/callback');
  expect(location?.href.startsWith(`${config.publicUrl}/callback?`)).toBe(true);
  return location as URL;
}

async function exchangeCode(code: string, verifier: string) {
  const response = await fetch(`${config.publicUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${config.publicUrl}/callback`,
      client_id: config.oidc.clientId,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token?: string; id_token: string; token_type: string };
}

describe('development OIDC provider', () => {
  it('publishes discovery for the configured issuer', async () => {
    const metadata = (await (await fetch(`${config.oidc.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(metadata.issuer).toBe(config.oidc.issuer);
    expect(metadata.jwks_uri).toBe(`${config.oidc.issuer}/jwks`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs in with e-mail and password through code + PKCE, then refreshes', async () => {
    const client = new BrowserLikeClient(config.publicUrl);
    const { verifier, challenge } = pkcePair();
    const { page, interactionPath, response: pageResponse } = await openSignInPage(client, challenge);

    for (const account of DEMO_ACCOUNTS) {
      expect(page).toContain(escapeHtml(account.fullName));
      expect(page).toContain(escapeHtml(account.email));
      expect(page).toContain(escapeHtml(account.description));
    }
    expect(page).toMatch(/<main[\s>]/);
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const formAction = /form-action ([^;]+)/.exec(pageResponse.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
    expect(formAction).toEqual(expect.arrayContaining(["'self'", config.publicUrl, 'http://localhost:5173']));

    const wrong = await client.request(`${interactionPath}/login`, {
      form: { email: 'priya@demo.petition.studio', password: 'nope' },
    });
    expect(wrong.status).toBe(200);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('Invalid email or password.');
    expect(wrongPage).toContain('value="priya@demo.petition.studio"');

    const signedIn = await client.request(`${interactionPath}/login`, {
      form: { email: 'priya@demo.petition.studio', password: DEMO_PASSWORD },
    });
    const callback = await finishAt(client, signedIn);
    expect(callback.searchParams.get('state')).toBe('state-123');
    expect(callback.searchParams.get('iss')).toBe(config.oidc.issuer);
    const tokens = await exchangeCode(callback.searchParams.get('code') ?? '', verifier);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });

    const verify = createAccessTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience });
    await expect(verify(tokens.access_token)).resolves.toEqual({
      sub: 'demo|beneficiary',
      email: 'priya@demo.petition.studio',
      name: 'Priya Sharma',
    });
    const idClaims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(idClaims).toMatchObject({ email: 'priya@demo.petition.studio', name: 'Priya Sharma', nonce: 'nonce-456' });

    const refreshed = await fetch(`${config.publicUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: config.oidc.clientId,
      }),
    });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as { access_token: string; refresh_token?: string };
    expect(renewed.access_token).not.toBe(tokens.access_token);
    await expect(verify(renewed.access_token)).resolves.toMatchObject({
      sub: 'demo|beneficiary',
      email: 'priya@demo.petition.studio',
    });
  });

  it('signs in with a demo-account button and signs out without a question', async () => {
    const client = new BrowserLikeClient(config.publicUrl);
    const { verifier, challenge } = pkcePair();
    const { interactionPath } = await openSignInPage(client, challenge);
    const staff = DEMO_ACCOUNTS.find((account) => account.key === 'staffAdmin');
    const callback = await finishAt(client, await client.request(`${interactionPath}/demo`, { form: { sub: staff?.sub ?? '' } }));
    const tokens = await exchangeCode(callback.searchParams.get('code') ?? '', verifier);
    const verify = createAccessTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience });
    await expect(verify(tokens.access_token)).resolves.toMatchObject({ sub: staff?.sub, name: staff?.fullName });

    // Signed in already: a second authorization request goes straight back to the app.
    const again = pkcePair();
    await finishAt(client, await client.request(authorizationPath(again.challenge)));

    const logout = await client.request(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${config.publicUrl}/`,
        client_id: config.oidc.clientId,
      })}`,
    );
    expect(logout.status).toBe(200);
    const logoutPage = await logout.text();
    expect(logoutPage).toContain('Signing you out');
    const scriptSrc = /<script src="([^"]+)"/.exec(logoutPage)?.[1];
    expect(scriptSrc).toBe('/oidc/assets/submit-logout-form.js');
    const script = await client.request(scriptSrc ?? '');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('op.logoutForm');

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutPage)?.[1] ?? '';
    const confirmed = await client.request('/oidc/session/end/confirm', { form: { xsrf, logout: 'yes' } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${config.publicUrl}/`);

    // The session is gone: the next authorization request asks for a sign-in again.
    await openSignInPage(client, pkcePair().challenge);
  });

  it('requires PKCE', async () => {
    const client = new BrowserLikeClient(config.publicUrl);
    const response = await client.request(authorizationPath('', { code_challenge: '', code_challenge_method: '' }));
    const location = new URL(response.headers.get('location') ?? '', config.publicUrl);
    expect(location.pathname).toBe('/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('accepts the Vite dev server as an extra redirect URI', async () => {
    const client = new BrowserLikeClient(config.publicUrl);
    const { challenge } = pkcePair();
    const response = await client.request(authorizationPath(challenge, { redirect_uri: VITE_CALLBACK }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/oidc\/interaction\//);
  });
});
