import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@app/domain';
import { SIGN_IN_PAGE } from './support/pages.ts';
import { it } from './support/fixtures.ts';
import { TEST_RESULTS_DIR } from './support/repo-paths.ts';

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Back at the site origin, which needs a sign-in again: the provider asks (its session ended).
  await page.waitForURL(SIGN_IN_PAGE);
  await page.getByRole('heading', { name: 'Sign in to Petition Studio' }).waitFor();
}

describe('sign-in with the development identity provider', () => {
  for (const account of DEMO_ACCOUNTS) {
    it(`signs in and out as ${account.fullName}`, async ({ app, newPage }) => {
      const { page, consoleErrors } = await newPage();
      await page.goto(`${app.url}/`);
      await page.waitForURL(SIGN_IN_PAGE);
      if (account.key === 'staffAdmin') {
        await page.screenshot({ path: path.join(TEST_RESULTS_DIR, 'dev-sign-in-page.png'), fullPage: true });
      }

      await page.getByRole('button', { name: new RegExp(account.fullName) }).click();
      const menu = page.getByRole('button', { name: /^Account menu/ });
      await menu.waitFor();
      const isAdmin = account.key === 'staffAdmin';
      expect(new URL(page.url()).pathname).toBe(isAdmin ? '/admin' : '/');
      expect(await page.getByRole('heading', { name: 'Admin dashboard' }).count()).toBe(isAdmin ? 1 : 0);
      await menu.click();
      await page.getByRole('menu').getByText(account.email, { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await page.screenshot({ path: path.join(TEST_RESULTS_DIR, `signed-in-${account.key}.png`), fullPage: true });

      await signOut(page);
      expect(consoleErrors.filter((text) => /content security policy/i.test(text))).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps the password form’s fields at the 44 px touch target on a phone', async ({ app, newPage }) => {
    const { page } = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/`);
    await page.waitForURL(SIGN_IN_PAGE);
    for (const label of ['Email', 'Password']) {
      const box = await page.getByLabel(label, { exact: true }).boundingBox();
      expect(box?.height, label).toBeGreaterThanOrEqual(44);
    }
    await page.context().close();
  });

  it('signs in through the password form and returns to the page asked for', async ({ app, newPage }) => {
    const { page } = await newPage();
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
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    const landed = new URL(page.url());
    expect(landed.pathname + landed.search).toBe('/docs?readOnly=true');
    await page.screenshot({ path: path.join(TEST_RESULTS_DIR, 'signed-in-password-form.png'), fullPage: true });
    await page.context().close();
  });
});
