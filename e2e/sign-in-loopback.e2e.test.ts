import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { demoAccount, screenshot, SIGN_IN_PAGE } from './support/pages.ts';

// PUBLIC_URL on localhost, as `npm start` has it; the newcomer opens http://127.0.0.1:<port> instead.
const it = withOwnApp({ publicHostname: 'localhost' });

describe('sign-in through 127.0.0.1 while PUBLIC_URL says localhost', () => {
  it('signs in, reaches the API with the token, and signs out back to 127.0.0.1', async ({ app, newPage }) => {
    const appOrigin = new URL(app.url).origin;
    expect(new URL(app.url).hostname).toBe('127.0.0.1');
    const { page, consoleErrors } = await newPage();
    const graphqlStatuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/graphql') graphqlStatuses.push(response.status());
    });

    await page.goto(`${app.url}/`);
    // The provider lives on the issuer (PUBLIC_URL, localhost) and accepted the 127.0.0.1 redirect URI.
    await page.waitForURL(SIGN_IN_PAGE);
    expect(new URL(page.url()).hostname).toBe('localhost');

    const beneficiary = demoAccount('beneficiary');
    await page.getByRole('button', { name: new RegExp(beneficiary.fullName) }).click();
    const menu = page.getByRole('button', { name: /^Account menu/ });
    await menu.waitFor();
    expect(new URL(page.url()).origin).toBe(appOrigin);
    await menu.click();
    // The account menu shows who the API says is signed in: the token's issuer was accepted.
    await page.getByRole('menu').getByText(beneficiary.email, { exact: true }).waitFor();
    await screenshot(page, 'signed-in-through-127-0-0-1');
    expect(graphqlStatuses.length).toBeGreaterThan(0);
    expect(graphqlStatuses.filter((status) => status !== 200)).toEqual([]);

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // Back at the origin the browser used (post_logout_redirect_uri on 127.0.0.1), which asks for a sign-in again.
    await page.waitForURL(SIGN_IN_PAGE);
    expect(visited.some((visitedUrl) => visitedUrl.startsWith(`${appOrigin}/`))).toBe(true);
    await page.getByRole('heading', { name: 'Sign in to Petition Studio' }).waitFor();
    expect(consoleErrors.filter((text) => /content security policy|redirect_uri|CORS/i.test(text))).toEqual([]);
    await page.context().close();
  });
});
