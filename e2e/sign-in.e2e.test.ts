import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@app/domain';
import { launchChromium } from './support/browser.ts';
import { TEST_RESULTS_DIR } from './support/repo-paths.ts';
import { startApp, type RunningApp } from './support/start-app.ts';

const SIGN_IN_PAGE = /\/oidc\/interaction\/[\w-]+$/;

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(TEST_RESULTS_DIR, { recursive: true });
  app = await startApp();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A fresh browser profile per test; collects console errors (CSP violations show up there). */
async function openPage(): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

async function signOut(page: Page) {
  await page.getByRole('link', { name: 'Sign out' }).click();
  // Back at the site origin, which needs a sign-in again: the provider asks (its session ended).
  await page.waitForURL(SIGN_IN_PAGE);
  await page.getByRole('heading', { name: 'Sign in to Petition Studio' }).waitFor();
}

describe('sign-in with the development identity provider', () => {
  for (const account of DEMO_ACCOUNTS) {
    it(`signs in and out as ${account.fullName}`, async () => {
      const { page, consoleErrors } = await openPage();
      await page.goto(`${app.url}/`);
      await page.waitForURL(SIGN_IN_PAGE);
      if (account.key === 'staffAdmin') {
        await page.screenshot({ path: path.join(TEST_RESULTS_DIR, 'dev-sign-in-page.png'), fullPage: true });
      }

      await page.getByRole('button', { name: new RegExp(account.fullName) }).click();
      await page.getByText(`Signed in as ${account.fullName}`).waitFor();
      await page.getByText(account.email, { exact: true }).waitFor();
      const isAdmin = account.key === 'staffAdmin';
      expect(new URL(page.url()).pathname).toBe(isAdmin ? '/admin' : '/');
      expect(await page.getByText('Staff admin', { exact: true }).count()).toBe(isAdmin ? 1 : 0);
      await page.screenshot({ path: path.join(TEST_RESULTS_DIR, `signed-in-${account.key}.png`), fullPage: true });

      await signOut(page);
      expect(consoleErrors.filter((text) => /content security policy/i.test(text))).toEqual([]);
      await page.context().close();
    });
  }

  it('signs in through the password form and returns to the page asked for', async () => {
    const { page } = await openPage();
    const beneficiary = DEMO_ACCOUNTS.find((account) => account.key === 'beneficiary');
    if (!beneficiary) throw new Error('demo beneficiary missing');
    await page.goto(`${app.url}/docs?readOnly=true`);
    await page.waitForURL(SIGN_IN_PAGE);

    await page.getByLabel('Email', { exact: true }).fill(beneficiary.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid email or password.').waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(beneficiary.email);

    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(`Signed in as ${beneficiary.fullName}`).waitFor();
    const landed = new URL(page.url());
    expect(landed.pathname + landed.search).toBe('/docs?readOnly=true');
    await page.screenshot({ path: path.join(TEST_RESULTS_DIR, 'signed-in-password-form.png'), fullPage: true });
    await page.context().close();
  });
});
