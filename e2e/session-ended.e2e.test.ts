import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { demoAccount, pathAndSearch, screenshot, SIGN_IN_PAGE } from './support/pages.ts';
import { withOwnApp } from './support/fixtures.ts';

/**
 * A signed-in person whose token the server no longer accepts (the issuer rotated its keys, the demo provider
 * restarted on new ones, staff disabled the account) is sent to sign in again, told why, and comes back to the
 * page they were on: never the "Unexpected error occurred" page with only Logout.
 */
// An app of its own: the test disables a demo account, which no other file may meet half-way.
const it = withOwnApp({});

const PRIYA = demoAccount('beneficiary');
const STAFF = demoAccount('staffAdmin');

async function setAccess(db: pg.Client, email: string, enabled: boolean): Promise<void> {
  await db.query(`update app_public.users set access_disabled_at = ${enabled ? 'null' : 'now()'} where email = $1`, [email]);
}

/** The stored session's access token with its signature spoilt: what a token of a rotated-away key looks like. */
async function spoilStoredToken(page: Page): Promise<void> {
  await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('oidc.user:'));
    if (!key) throw new Error('no stored session');
    const user = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token: string };
    const [header, payload] = user.access_token.split('.');
    user.access_token = `${header}.${payload}.${'A'.repeat(342)}`;
    window.localStorage.setItem(key, JSON.stringify(user));
  });
}

describe('a session the server no longer accepts', () => {
  it('sends staff to sign in and back to the petition list when the token no longer verifies', async ({ signedInPage }) => {
    const { page } = await signedInPage('staffAdmin', '/admin/petition-builder?view=all');
    await page.getByRole('combobox', { name: 'Select a petition...' }).waitFor();
    await spoilStoredToken(page);
    // A new tab, a reload, or the next request after the keys changed: the server answers 401.
    await page.reload();
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(await page.getByText('Unexpected error occurred').count()).toBe(0);
    await page.waitForURL(SIGN_IN_PAGE);
    await page.getByRole('button', { name: new RegExp(STAFF.fullName) }).click();
    await page.getByRole('button', { name: /^Account menu/ }).waitFor();
    expect(pathAndSearch(page)).toBe('/admin/petition-builder?view=all');
  });

  it('tells a customer refused on a reload, before her language came with the session, in her last language', async ({
    signedInPage,
    db,
  }) => {
    try {
      const { page } = await signedInPage('beneficiary', '/docs', { viewport: { width: 390, height: 844 } });
      await db.query(`update app_public.users set locale = 'zh-Hans' where email = $1`, [PRIYA.email]);
      await page.reload();
      await page.getByRole('heading', { name: '文件', level: 1 }).waitFor();
      await spoilStoredToken(page);
      // The reload's first request answers 401: the language (which comes with the session) never loads.
      await page.reload();
      await page.getByText('您的会话已结束。请重新登录。').waitFor();
      expect(await page.getByText('Your session has ended. Please sign in again.').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
      await screenshot(page, 'session-ended-reload-zh-Hans');
    } finally {
      await db.query(`update app_public.users set locale = null where email = $1`, [PRIYA.email]);
    }
  });

  it('tells a customer in her language, waits after a second refusal, and returns her to her page', async ({
    signedInPage,
    db,
  }) => {
    try {
      const { page } = await signedInPage('beneficiary', '/docs', { viewport: { width: 390, height: 844 } });
      await db.query(`update app_public.users set locale = 'es' where email = $1`, [PRIYA.email]);
      await page.reload();
      await page.getByRole('heading', { name: 'Documentos', level: 1 }).waitFor();
      await setAccess(db, PRIYA.email, false);
      // From now on the server refuses her token: it closes her live-update socket at once (4403), and any
      // request of the page answers 401.
      await page.getByText('Su sesión ha terminado. Inicie sesión de nuevo.').waitFor();
      await screenshot(page, 'session-ended-phone-es');
      await page.waitForURL(SIGN_IN_PAGE);

      // Signing in does not help while the account is disabled: the page says so and waits instead of looping.
      await page.getByRole('button', { name: new RegExp(PRIYA.fullName) }).click();
      await page.getByText(/Su sesión terminó de nuevo/).waitFor();
      const again = page.getByRole('button', { name: 'Iniciar sesión de nuevo' });
      await again.waitFor();
      // A fingertip-sized target on the phone.
      expect((await again.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await page.waitForTimeout(3500);
      expect(new URL(page.url()).pathname).toBe('/login');

      await setAccess(db, PRIYA.email, true);
      await again.click();
      // The provider still knows her: straight back, to the page she was on.
      await page.getByRole('heading', { name: 'Documentos', level: 1 }).waitFor();
      expect(pathAndSearch(page)).toBe('/docs');
    } finally {
      await setAccess(db, PRIYA.email, true);
      await db.query(`update app_public.users set locale = null where email = $1`, [PRIYA.email]);
    }
  });
});
