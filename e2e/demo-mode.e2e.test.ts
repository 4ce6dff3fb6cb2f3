import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { SIGN_IN_PAGE, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { it } from './support/fixtures.ts';

/**
 * `npm start`'s demo mode (the shared apps run as it does): a Demo strip on both portals, the one-click sign-in
 * on the built-in provider's page, and every page under the strict content security policy without a
 * violation (Chromium logs each refusal as a console error: "Refused to execute inline script…").
 */
const violations = (consoleErrors: string[]) => consoleErrors.filter((text) => /Refused to|content security policy/i.test(text));

async function demoStrip(page: Page) {
  const strip = page.getByRole('complementary', { name: 'Demo mode' });
  await strip.waitFor();
  return (await strip.innerText()).trim();
}

describe('demo mode', () => {
  it('offers the demo accounts on the sign-in page, under the strict policy', async ({ app, newPage }) => {
    const { page, consoleErrors } = await newPage();
    await page.goto(`${app.url}/`);
    await page.waitForURL(SIGN_IN_PAGE);
    await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
    const policy = (await page.request.get(page.url())).headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(violations(consoleErrors)).toEqual([]);
  });

  it('shows the Demo strip in the customer portal, with no CSP violation on its pages', async ({ signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('beneficiary');
    await page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor();
    expect(await demoStrip(page)).toMatch(/^Demo: /);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await demoStrip(page);
    await screenshot(page, 'demo-mode-customer');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(violations(consoleErrors)).toEqual([]);
  });

  it('shows the Demo strip in the admin portal, and the rich-text editor runs under the strict policy', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/draft');
    await page.getByRole('navigation', { name: 'Letter types' }).waitFor();
    expect(await demoStrip(page)).toMatch(/^Demo: /);
    await page.getByRole('button', { name: 'Employment verification (EV)' }).click();
    await page.getByRole('textbox', { name: 'Letter', exact: true }).waitFor();
    await screenshot(page, 'demo-mode-admin');
    expect(violations(consoleErrors)).toEqual([]);
  });
});
