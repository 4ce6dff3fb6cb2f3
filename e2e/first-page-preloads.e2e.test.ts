import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { DemoAccountKey } from '@app/domain';
import { it } from './support/fixtures.ts';

/**
 * Issue 35: a page opened first names, in its HTML, every script it loads at start-up (the entry's imports and
 * the page's own chunks as `<link rel="modulepreload">`, from apps/web/src/app/first-page-modules.ts through the
 * build and the server), so the browser fetches them at once and Vite's preload helper appends none. Fails when
 * the page loads a script its HTML did not name (a module missing from the table, or a new lazy import on the
 * way to the first paint), or, for the customer pages, when the HTML names one the page never loads.
 */

/** The chunk paths (/assets/….js) the served HTML of the current page names: its script, and its preload links. */
async function scriptsNamedInHtml(page: Page): Promise<{ script: string[]; links: string[] }> {
  const html = await page.evaluate(async () => (await fetch(location.pathname)).text());
  const paths = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => new URL(match[1]!, page.url()).pathname);
  return {
    script: paths(/<script[^>]*\ssrc="([^"]+\.js)"/g),
    links: paths(/<link[^>]*rel="modulepreload"[^>]*\shref="([^"]+\.js)"/g),
  };
}

/** The chunk paths the page has fetched so far. */
async function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
  );
}

/** Whether the page requested its run-time settings (it should read them from its HTML instead). */
async function requestedClientConfig(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/api/client-config'),
  );
}

async function openFirst(
  signedInPage: (persona: DemoAccountKey, path: string) => Promise<{ page: Page }>,
  persona: DemoAccountKey,
  path: string,
) {
  const { page } = await signedInPage(persona, path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const { script, links } = await scriptsNamedInHtml(page);
  return { page, named: new Set([...script, ...links]), links, loaded: new Set(await scriptsLoaded(page)) };
}

const customerPages: [DemoAccountKey, string][] = [
  ['beneficiary', '/'],
  ['beneficiary', '/actions'],
  ['beneficiary', '/docs'],
  ['beneficiary', '/onboarding/beneficiary'],
  ['beneficiary', '/welcome'],
  ['employerAdmin', '/onboarding/employer'],
];

/**
 * Runs before the app's scripts (init script): notes each GraphQL operation the page sends, and whether the portal's
 * shell (its header) was on the page by then.
 */
function recordOperations() {
  const sent: { operation: string; shellShown: boolean }[] = [];
  (window as unknown as { sentOperations: typeof sent }).sentOperations = sent;
  const originalFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('"operationName"')) {
      const { operationName } = JSON.parse(init.body) as { operationName?: string };
      sent.push({ operation: operationName ?? '', shellShown: document.querySelector('header') !== null });
    }
    return originalFetch(input, init);
  };
}

describe('first-page preloads (issue 35)', () => {
  for (const [persona, path] of customerPages) {
    it(`${path} names in its HTML exactly the scripts it loads first (${persona})`, async ({ signedInPage }) => {
      const { page, named, links, loaded } = await openFirst(signedInPage, persona, path);
      expect(
        [...loaded].filter((file) => !named.has(file)),
        'loaded, not named in the HTML',
      ).toEqual([]);
      expect(
        [...named].filter((file) => !loaded.has(file)),
        'named in the HTML, never loaded',
      ).toEqual([]);
      // The preload helper found every dependency listed and appended no link of its own.
      const linksInDom = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((elements) => elements.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(linksInDom).toEqual(links);
      // The settings came with the HTML: no round trip for them before the session's first request.
      expect(await requestedClientConfig(page)).toBe(false);
    });
  }

  it('the onboarding checklist opened first asks for its data once, as soon as the session is known', async ({
    signedInPage,
  }) => {
    const { page } = await signedInPage('beneficiary', '/onboarding/beneficiary');
    await page.addInitScript(recordOperations);
    await page.reload();
    await page.locator('header').waitFor();
    await page.waitForLoadState('networkidle');
    const sent = await page.evaluate(
      () => (window as unknown as { sentOperations: { operation: string; shellShown: boolean }[] }).sentOperations,
    );
    // Sent by the app before the shell rendered (not by the page, which renders below it), and only once: the
    // page's own identical request joined it.
    expect(sent.filter(({ operation }) => operation === 'BeneficiaryOnboarding')).toEqual([
      { operation: 'BeneficiaryOnboarding', shellShown: false },
    ]);
    // Still after the session's answers, which it needs: the session's queries were the first sent.
    expect(
      sent
        .slice(0, 2)
        .map(({ operation }) => operation)
        .sort(),
    ).toEqual(['CurrentUser', 'LoggedInUser']);
  });

  it('a staff page names the admin shell, its bell and the admin chunk, and loads what it names', async ({ signedInPage }) => {
    const { page, named, loaded } = await openFirst(signedInPage, 'staffAdmin', '/admin/petition-builder');
    expect(await requestedClientConfig(page)).toBe(false);
    expect([...named].some((file) => /\/admin-routes-[\w-]+\.js$/.test(file))).toBe(true);
    expect([...named].some((file) => /\/AdminShell-[\w-]+\.js$/.test(file))).toBe(true);
    expect([...named].some((file) => /\/NotificationBell-[\w-]+\.js$/.test(file))).toBe(true);
    expect(
      [...loaded].filter((file) => !named.has(file)),
      'loaded, not named in the HTML',
    ).toEqual([]);
    expect(
      [...named].filter((file) => !loaded.has(file)),
      'named in the HTML, never loaded',
    ).toEqual([]);
    // Staff pages are English and have their own shell: the customer's layout and language runtime stay unloaded.
    expect([...loaded].filter((file) => /\/(CustomerShellLayout|i18n-runtime)-[\w-]+\.js$/.test(file))).toEqual([]);
  });
});
