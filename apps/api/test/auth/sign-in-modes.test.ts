import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@app/domain';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer } from '../support/test-server.ts';
import { BrowserLikeClient } from './browser-like-client.ts';
import { openSignInPage, reachesCallback, startDevProviderApp, type DevProviderApp } from './dev-provider-app.ts';

/**
 * The built-in provider's one-click sign-in hands anyone a staff session: it exists in demo mode only
 * (the default of `npm start`), never with DEMO_MODE=off, and production has no built-in provider at all.
 */
const staff = DEMO_ACCOUNTS.find((account) => account.key === 'staffAdmin');
if (!staff) throw new Error('demo staff account missing');

let demo: DevProviderApp;
let notDemo: DevProviderApp;

beforeAll(async () => {
  [demo, notDemo] = await Promise.all([startDevProviderApp(), startDevProviderApp({ DEMO_MODE: 'off' })]);
});
afterAll(async () => {
  await Promise.all([demo?.close(), notDemo?.close()]);
});

describe('demo mode', () => {
  it('offers every demo account and the password hint, and signs the staff account in with one click', async () => {
    const client = new BrowserLikeClient(demo.config.publicUrl);
    const { interactionPath, page } = await openSignInPage(client, demo.config);
    expect(page).toContain('<h2 id="demo-heading">Demo accounts</h2>');
    expect(page).toContain(`value="${staff.sub}"`);
    expect(page).toContain(DEMO_PASSWORD);
    const clicked = await client.request(`${interactionPath}/demo`, { form: { sub: staff.sub } });
    expect(await reachesCallback(client, clicked)).toBe(true);
  });
});

describe('DEMO_MODE=off', () => {
  it('offers only the password form, without the published password', async () => {
    const client = new BrowserLikeClient(notDemo.config.publicUrl);
    const { page } = await openSignInPage(client, notDemo.config);
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).not.toContain('Demo accounts');
    expect(page).not.toContain(staff.sub);
    expect(page).not.toContain(DEMO_PASSWORD);
    expect(page).not.toContain('/demo');
  });

  it('has no one-click route: posting the staff subject answers 404 and signs nobody in', async () => {
    const client = new BrowserLikeClient(notDemo.config.publicUrl);
    const { interactionPath } = await openSignInPage(client, notDemo.config);
    const clicked = await client.request(`${interactionPath}/demo`, { form: { sub: staff.sub } });
    expect(clicked.status).toBe(404);
    expect(clicked.headers.get('location')).toBeNull();
  });

  it('still signs in with e-mail and password', async () => {
    const client = new BrowserLikeClient(notDemo.config.publicUrl);
    const { interactionPath } = await openSignInPage(client, notDemo.config);
    const signedIn = await client.request(`${interactionPath}/login`, {
      form: { email: staff.email, password: DEMO_PASSWORD },
    });
    expect(await reachesCallback(client, signedIn)).toBe(true);
  });
});

describe('production mode', () => {
  it('mounts no built-in provider: its one-click route answers 404, and the web app is told it is no demo', async () => {
    const production = await startTestServer(testDatabaseUrl(), { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32) });
    try {
      const clicked = await fetch(`${production.url}/oidc/interaction/any-attempt/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ sub: staff.sub }),
        redirect: 'manual',
      });
      expect(clicked.status).toBe(404);
      expect((await fetch(`${production.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);
      const config = (await (await fetch(`${production.url}/api/client-config`)).json()) as { demoMode?: boolean };
      expect(config.demoMode).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('tells the web app when it is a demo, so it shows the Demo banner', async () => {
    const demoServer = await startTestServer(testDatabaseUrl(), { DEMO_MODE: 'on' });
    try {
      const config = (await (await fetch(`${demoServer.url}/api/client-config`)).json()) as { demoMode?: boolean };
      expect(config.demoMode).toBe(true);
    } finally {
      await demoServer.close();
    }
  });
});
