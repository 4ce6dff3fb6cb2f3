import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_COMPANY_NAME, STORAGE_KEYS } from '@app/domain';
import { demoAccount, pathAndSearch, railItems, screenshot, seriousAccessibilityViolations, signInAs } from './support/pages.ts';
import { it } from './support/fixtures.ts';
import type { RunningApp } from './support/start-app.ts';

let app: RunningApp;

it.beforeAll(({ app: fileApp }) => {
  app = fileApp;
});

/** Goes to a path inside the signed-in app (a full load, as a typed address would). */
async function visit(page: Page, pathAndQuery: string, heading: string | RegExp) {
  await page.goto(`${app.url}${pathAndQuery}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

async function expectAccessible(page: Page, name: string) {
  await screenshot(page, name);
  expect(await seriousAccessibilityViolations(page), name).toEqual([]);
}

describe('customer navigation per demo account', () => {
  it('beneficiary (personal account, beneficiary-onboarding on): Home, Documents, Help', async ({ signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('beneficiary');
    await page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor();
    expect(await railItems(page)).toEqual(['Home', 'Documents', 'Help']);
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
    ).toBe('page');
    const help = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Help/ });
    expect(await help.getAttribute('target')).toBe('_blank');
    // The server's RESOURCES_URL default, read at run time from /api/client-config.
    expect(await help.getAttribute('href')).toBe('https://www.uscis.gov/working-in-the-united-states');
    // Other browser tests of this app may give Priya another O-1A case: any of her cases will do.
    await page.getByText('O-1A — Priya Sharma').first().waitFor();
    await expectAccessible(page, 'home-beneficiary');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await page.getByText('passport-sharma.jpg').waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).getAttribute('aria-current'),
    ).toBe('page');
    await expectAccessible(page, 'docs-beneficiary');

    await visit(page, '/actions', 'Action Items');
    // The pay-stub item closes by itself when she uploads them (issue 25): nothing to tick there.
    const payStubs = page.getByRole('listitem').filter({ hasText: 'Upload your last three pay stubs' });
    await payStubs.getByText('Closes by itself when the document is uploaded.').waitFor();
    expect(await payStubs.getByRole('checkbox').count()).toBe(0);
    await expectAccessible(page, 'actions-beneficiary');
    // Completing a task that waits for nothing is saved (and undone again, for the other tests).
    const task = page.getByRole('checkbox', { name: 'Send us the contact details of two expert letter signatories' });
    await task.click();
    await page.getByText(/^Completed \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M /).waitFor();
    await page.reload();
    await page.getByText('1 of 5 items done').waitFor();
    expect(await task.getAttribute('aria-checked')).toBe('true');
    await task.click();
    await page.getByText('0 of 5 items done').waitFor();

    // /onboarding/beneficiary counts as Home (decisions SHELL-049).
    await visit(page, '/onboarding', 'Beneficiary onboarding');
    expect(pathAndSearch(page)).toBe('/onboarding/beneficiary');
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(consoleErrors.filter((text) => /content security policy/i.test(text))).toEqual([]);
    await page.context().close();
  });

  for (const key of ['employerAdmin', 'companyViewer'] as const) {
    it(`${demoAccount(key).fullName} (team ${DEMO_COMPANY_NAME}, onboarded): Home, Documents, Onboarding, Help`, async ({
      signedInPage,
    }) => {
      const { page } = await signedInPage(key);
      await page.getByRole('button', { name: `Account menu: ${DEMO_COMPANY_NAME}` }).waitFor();
      expect(await railItems(page)).toEqual(['Home', 'Documents', 'Onboarding', 'Help']);
      await page.getByText('Cases filed by Northwind Robotics').waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Onboarding' }).click();
      // The wizard opens at its current step; a VIEWER's address gains readOnly=true.
      await page.waitForURL(/\/onboarding\/employer(\/[\w-]+)?(\?readOnly=true)?$/);
      // The address changes a moment before the rail re-renders: wait for the highlight, not just read it.
      await page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]', { hasText: 'Onboarding' }).waitFor();
      await visit(page, '/docs', 'Documents');
      await page.getByText('Company documents').waitFor();
      await expectAccessible(page, `docs-${key}`);
      await page.context().close();
    });
  }

  it('staff admin: lands on /admin, no customer rail there, admin tools linked', async ({ newPage }) => {
    // Through the real sign-in: landing on /admin is what happens after it.
    const { page } = await newPage();
    await signInAs(page, app.url, 'staffAdmin');
    await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    for (const tool of [
      'Petition builder',
      'Entities',
      'Exhibit repository',
      'Letter drafting',
      'Generate bio',
      'Letter generation',
      'Research agent',
    ]) {
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${tool}`) })
        .waitFor();
    }
    await expectAccessible(page, 'admin-dashboard');

    // The research-agent documentation (RESEARCH_AGENT_DOCS_URL, default the bundled static page) in its frame.
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Research agent/ })
      .click();
    await page.getByRole('heading', { name: 'Research agent', level: 1 }).waitFor();
    const docs = page.frameLocator('iframe[title="Research agent documentation"]');
    await docs.getByRole('heading', { name: 'Research agent service', level: 1 }).waitFor();
    await docs.getByRole('heading', { name: 'POST /exhibit', level: 2 }).waitFor();
    // Issue 26: the routes are served, and the page says so.
    await docs.getByText('Status: served.').waitFor();
    expect(await docs.getByText('not served yet').count()).toBe(0);
    await page.context().close();
  });
});

describe('read-only mode', () => {
  it('survives navigation, redirects and account switching, and disables inputs', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary', '/actions?readOnly=true');
    await page.getByRole('heading', { name: 'Action Items', level: 1 }).waitFor();
    expect(pathAndSearch(page)).toBe('/actions?readOnly=true');
    await page.getByText('Read-only', { exact: true }).waitFor();
    const boxes = page.getByRole('checkbox');
    await boxes.first().waitFor();
    for (const box of await boxes.all()) expect(await box.isDisabled()).toBe(true);
    await expectAccessible(page, 'read-only-actions');

    const rail = page.getByRole('navigation', { name: 'Main' });
    await rail.getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    expect(pathAndSearch(page)).toBe('/docs?readOnly=true');
    // Viewing files changes nothing: still allowed.
    expect(
      await page
        .getByRole('button', { name: /^Download / })
        .first()
        .isDisabled(),
    ).toBe(false);

    await rail.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
    expect(pathAndSearch(page)).toBe('/?readOnly=true');
    await page.getByRole('link', { name: 'Continue onboarding' }).click();
    await page.waitForURL(/\/onboarding\/beneficiary\?readOnly=true$/);

    // The /onboarding redirect keeps it.
    await visit(page, '/onboarding?readOnly=true', 'Beneficiary onboarding');
    expect(pathAndSearch(page)).toBe('/onboarding/beneficiary?readOnly=true');
    // The checklist has loaded (a menu opened while the page still changed under it once closed before its item
    // could be chosen, on a loaded CI host).
    await page.locator('#cover-title, #exhibit-title').first().waitFor();

    // Choosing an account returns to / and keeps it.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitemradio', { name: 'Priya Sharma' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathAndSearch(page)).toBe('/?readOnly=true');

    // The error page's Go Home keeps it too.
    await visit(page, '/nowhere?readOnly=true', 'Sorry, something went wrong.');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathAndSearch(page)).toBe('/?readOnly=true');
    await page.context().close();
  });
});

describe('account and team switcher', () => {
  it('switches between the team and the personal account, and falls back when the team is missing', async ({ signedInPage }) => {
    const { page } = await signedInPage('employerAdmin', '/docs');
    const daniel = demoAccount('employerAdmin');
    await page.getByRole('button', { name: `Account menu: ${DEMO_COMPANY_NAME}` }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Teams', { exact: true }).waitFor();
    await menu.getByText('Personal', { exact: true }).waitFor();
    await screenshot(page, 'account-menu');
    await menu.getByRole('menuitemradio', { name: daniel.fullName }).click();

    await page.getByRole('button', { name: `Account menu: ${daniel.fullName}` }).waitFor();
    expect(pathAndSearch(page)).toBe('/');
    expect(await railItems(page)).toEqual(['Home', 'Documents', 'Help']);
    const stored = await page.evaluate(
      (keys) => [localStorage.getItem(keys.viewAccountId), localStorage.getItem(keys.viewTeam)],
      STORAGE_KEYS,
    );
    expect(stored[0]).toBeTruthy();
    expect(stored[1]).toBeNull();

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitemradio', { name: DEMO_COMPANY_NAME }).click();
    await page.getByRole('button', { name: `Account menu: ${DEMO_COMPANY_NAME}` }).waitFor();
    expect(await railItems(page)).toEqual(['Home', 'Documents', 'Onboarding', 'Help']);

    // A team that no longer exists: back to the first team.
    await page.evaluate((keys) => {
      localStorage.setItem(keys.viewTeam, '00000000-0000-0000-0000-000000000000');
      localStorage.setItem(keys.viewAccountId, '00000000-0000-0000-0000-000000000000');
    }, STORAGE_KEYS);
    await page.reload();
    await page.getByRole('button', { name: `Account menu: ${DEMO_COMPANY_NAME}` }).waitFor();
    await page.context().close();
  });
});

describe('error page and admin-only pages', () => {
  it('shows the error page on unmatched paths, with Go Home', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary', '/no/such/page');
    await page.getByRole('heading', { name: 'Sorry, something went wrong.' }).waitFor();
    await page.getByText('Our team is already working to fix this problem.').waitFor();
    await expectAccessible(page, 'error-page');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
    expect(pathAndSearch(page)).toBe('/');

    // A workspace override left in the browser does not apply to a customer: it is dropped.
    await page.evaluate((key) => localStorage.setItem(key, '00000000-0000-0000-0000-000000000000'), STORAGE_KEYS.overridingWsId);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.overridingWsId)).toBeNull();

    // /admin/researchagent sends a non-admin to /404, which says the page was not found (issue 26).
    await page.goto(`${app.url}/admin/researchagent`);
    await page.waitForURL((url) => url.pathname === '/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  });

  it('admins see the research-agent frame', async ({ newPage }) => {
    // A page asked for before signing in opens after it, for admins too (issue 26, refining SHELL-012).
    const { page } = await newPage();
    await signInAs(page, app.url, 'staffAdmin', '/admin/researchagent');
    await page.waitForURL((url) => url.pathname === '/admin/researchagent');
    await page.getByRole('heading', { name: 'Research agent', level: 1 }).waitFor();
    expect(await page.locator('iframe[title="Research agent documentation"]').count()).toBe(1);
    await visit(page, '/admin/petition-builder', 'Petition builder');
    await expectAccessible(page, 'petition-builder');
    await page.context().close();
  });
});

describe('petition builder landing', () => {
  it('searches on the server, filters by active status, and links to a new petition', async ({ signedInPage }) => {
    const { page } = await signedInPage('staffAdmin', '/admin');
    await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Petition builder' }).click();
    await page.getByRole('heading', { name: 'Petition builder', level: 1 }).waitFor();
    const activeOnly = page.getByRole('checkbox', { name: 'Show only active petitions' });
    expect(await activeOnly.getAttribute('aria-checked')).toBe('true');

    await page.getByRole('combobox', { name: 'Select a petition...' }).click();
    const search = page.getByPlaceholder('Select a petition...');
    await search.fill('Priya');
    const priya = page.getByRole('option', { name: /Priya Sharma \(/ });
    await priya.first().waitFor();
    expect(await page.getByRole('option').filter({ hasText: 'O-1A' }).count()).toBeGreaterThan(0);
    const listHeight = await page.getByRole('listbox').evaluate((element) => element.getBoundingClientRect().height);
    expect(listHeight).toBeLessThanOrEqual(201);
    await screenshot(page, 'picker-open');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Ingrid Andersen's case is approved: not active.
    await search.fill('Ingrid Andersen');
    await page.getByText('No results found.').waitFor();
    await page.keyboard.press('Escape');
    await activeOnly.click();
    expect(await activeOnly.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('combobox', { name: 'Select a petition...' }).click();
    await page
      .getByRole('option', { name: /Ingrid Andersen \(/ })
      .first()
      .waitFor();

    await page
      .getByRole('option', { name: /Ingrid Andersen \(/ })
      .first()
      .click();
    await page.waitForURL(/\/admin\/petition-builder\/[0-9a-f-]{36}$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Create a new Petition' }).click();
    await page.waitForURL(/\/admin\/petition-builder\/new$/);
    await page.context().close();
  });
});

describe('workspace override', () => {
  it('lets an admin view the portal as another account, read-only, with Home in the admin header', async ({ signedInPage }) => {
    const { page } = await signedInPage('staffAdmin', '/admin');
    await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
    await page.getByPlaceholder('Search people and companies...').fill('Priya');
    await page
      .getByRole('option', { name: /Priya Sharma/ })
      .first()
      .click();

    await page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor();
    expect(pathAndSearch(page)).toBe('/?readOnly=true');
    await page.getByText('Viewing the app as').waitFor();
    expect(await railItems(page)).toEqual(['Home', 'Documents', 'Help']);
    await expectAccessible(page, 'view-as-priya');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.overridingWsId)).toBeTruthy();

    await page.getByRole('button', { name: 'Back to admin' }).click();
    await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Stop viewing as' }).click();
    await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.overridingWsId)).toBeNull();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Home' }).count()).toBe(0);
    await page.context().close();
  });
});
