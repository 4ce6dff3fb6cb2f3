import { ENUM_VALUE_PATTERN, NOT_FOUND_TEXT, NOT_FOUND_TITLE, UUID_PATTERN } from '@app/domain';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { demoAccount, SIGN_IN_PAGE, screenshot, seriousAccessibilityViolations, signInAs } from './support/pages.ts';

/**
 * Issue 26: one session for every tab (a petition link opened in a new tab opens the petition), deep links
 * kept through sign-in, labels instead of codes on the key pages, the provider's configured name, and
 * 'page not found' for a customer on an admin page. Its own app, to run under another provider's name.
 */
const PROVIDER_NAME = 'Acme Immigration';
const it = withOwnApp({ env: { PROVIDER_NAME } });

const TIMEOUT = 15_000;

/** Rendered text must never show a UUID or an enum value such as PENDING_DOCS (issue 26's check). */
async function expectNoCodes(where: Locator, what: string): Promise<void> {
  const text = await where.innerText();
  expect(text.match(UUID_PATTERN)?.[0], `UUID on ${what}`).toBeUndefined();
  expect(text.match(ENUM_VALUE_PATTERN)?.[0], `enum value on ${what}`).toBeUndefined();
}

/** Every page the tab showed, so a test can tell it never passed through sign-in. */
function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

async function priyasPetition(db: pg.Client): Promise<{ petitionId: string; exhibitName: string }> {
  const { rows } = await db.query<{ petition_id: string; exhibit_name: string }>(`
    select p.id as petition_id, e.name as exhibit_name
    from app_public.petitions p
    join app_public.users u on u.id = p.beneficiary_id
    join app_public.exhibits e on e.petition_id = p.id and e.parent_exhibit_id is null
    where u.email = 'priya@demo.petition.studio'
    order by p.created_at, e.order_index limit 1`);
  expect(rows).toHaveLength(1);
  return { petitionId: rows[0]!.petition_id, exhibitName: rows[0]!.exhibit_name };
}

describe('deep links across tabs', () => {
  it('staff signed in in one tab open a petition link in a new tab and land on it, without signing in again', async ({
    app,
    db,
    newPage,
  }) => {
    const { petitionId } = await priyasPetition(db);
    const { page } = await newPage();
    // A real sign-in (no seeded session): what a staff member does once in the morning.
    await signInAs(page, app.url, 'staffAdmin', '/admin');
    await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();

    // A middle-click or a colleague's link: a new tab of the same browser.
    const second = await page.context().newPage();
    const urls = visitedUrls(second);
    await second.goto(`${app.url}/admin/petition-builder/${petitionId}`);
    await second.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });
    expect(new URL(second.url()).pathname).toBe(`/admin/petition-builder/${petitionId}`);
    expect(urls.filter((url) => SIGN_IN_PAGE.test(url) || /\/(login|callback)\b/.test(url))).toEqual([]);

    // Signing out in the new tab signs out the first one too, which says so rather than signing in again
    // through the provider's session the other tab is ending (one session).
    await second.goto(`${app.url}/logout`);
    await second.waitForURL(SIGN_IN_PAGE, { timeout: TIMEOUT });
    await page.getByText('You signed out in another tab.').waitFor({ timeout: TIMEOUT });
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await page.waitForURL(SIGN_IN_PAGE, { timeout: TIMEOUT });
  });

  it('a petition link opened signed out opens that petition after sign-in, not /admin', async ({ app, db, newPage }) => {
    const { petitionId } = await priyasPetition(db);
    const { page } = await newPage();
    await signInAs(page, app.url, 'staffAdmin', `/admin/petition-builder/${petitionId}`);
    await page.waitForURL((url) => url.pathname === `/admin/petition-builder/${petitionId}`, { timeout: TIMEOUT });
    await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });

    // Without a page asked for, admins still land on /admin (decisions SHELL-012).
    const { page: fresh } = await newPage();
    await signInAs(fresh, app.url, 'staffAdmin', '/');
    await fresh.waitForURL((url) => url.pathname === '/admin', { timeout: TIMEOUT });
  });
});

describe('labels, not codes', () => {
  it('the picker, the History and Pending tasks panels and the exhibit owners show labels, short references and the provider’s name', async ({
    db,
    signedInPage,
  }) => {
    const { petitionId, exhibitName } = await priyasPetition(db);
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/petition-builder');

    // The picker: name with a short reference, visa class, company; no UUID.
    await page.getByRole('combobox', { name: 'Select a petition...' }).click();
    await page.getByPlaceholder('Select a petition...').fill('Priya');
    const option = page.getByRole('option', { name: /Priya Sharma \(#[0-9A-F]{8}\)/ }).first();
    await option.waitFor({ timeout: TIMEOUT });
    await expectNoCodes(page.getByRole('listbox'), 'the petition picker');
    await screenshot(page, 'labels-picker');
    await page.keyboard.press('Escape');

    // A status change made on the page, then History: sentences in labels.
    await page.goto(`${page.url().replace(/\/admin.*$/, '')}/admin/petition-builder/${petitionId}`);
    await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });
    const statusField = page.getByLabel('Status', { exact: true });
    const statusBefore = await statusField.inputValue();
    const statusAfter = statusBefore === 'IN_ATTORNEY_REVIEW' ? 'SUBMITTED' : 'IN_ATTORNEY_REVIEW';
    const labelOf = async (value: string) => (await statusField.locator(`option[value="${value}"]`).innerText()).trim();
    const [before, after] = [await labelOf(statusBefore), await labelOf(statusAfter)];
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'History', exact: true }).click();
    await statusField.selectOption(statusAfter);
    const changes = page.getByRole('list', { name: 'Changes' });
    const sentence = `${demoAccount('staffAdmin').fullName} changed Status from ${before} to ${after}`;
    await changes.getByRole('article', { name: sentence }).first().waitFor({ timeout: TIMEOUT });
    // The seed's entries too (every field of a new record): no column names, UUIDs or JSON.
    await expectNoCodes(changes, 'the History panel');
    expect(await changes.innerText()).not.toMatch(/[{}]|\b[a-z]+_[a-z_]+\b/);
    // People among the values read by name (the seed's tasks and checklist items were made and ticked by staff).
    const historyText = await changes.innerText();
    expect(historyText).toMatch(/(Created|Completed) by to [A-Z][a-z]+ [A-Z][a-z]+/);
    expect(historyText).not.toMatch(/(Created|Completed|Provided) by to #[0-9A-F]{8}/);
    await screenshot(page, 'labels-history');
    await statusField.selectOption(statusBefore);

    // Pending tasks say what closes them in words: the seed's pay stubs task waits for a personal document.
    await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Pending tasks', exact: true }).click();
    const tasks = page.getByRole('tabpanel');
    await tasks
      .getByText('For Beneficiary · closes when a personal document (Pay stubs) arrives')
      .first()
      .waitFor({ timeout: TIMEOUT });
    await expectNoCodes(tasks, 'the Pending tasks panel');
    expect(await tasks.innerText()).not.toMatch(/\([a-z0-9]+(-[a-z0-9]+)+\)/);

    // The exhibit's owner list names the provider as configured (PROVIDER_NAME), not 'Plymouth'.
    const exhibit = page.getByRole('article', { name: `Exhibit ${exhibitName}`, exact: true });
    await exhibit.getByRole('button', { name: `Open exhibit ${exhibitName}`, exact: true }).click();
    const owners = await exhibit.getByLabel(`Owner of ${exhibitName}`).locator('option').allInnerTexts();
    expect(owners.map((owner) => owner.trim())).toEqual(['Beneficiary', 'Petitioner', PROVIDER_NAME]);
    expect(consoleErrors).toEqual([]);
  });

  it('customers read the configured provider’s name on the tutorial and labels on Documents', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary', '/welcome', { viewport: { width: 390, height: 844 } });
    await page.getByText(`The founders of ${PROVIDER_NAME}`).waitFor({ timeout: TIMEOUT });
    expect(await page.getByText('Plymouth').count()).toBe(0);

    await page.goto(page.url().replace(/\/welcome.*$/, '/docs'));
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor({ timeout: TIMEOUT });
    await page.waitForLoadState('networkidle');
    await expectNoCodes(page.getByRole('main'), 'the Documents page');
  });
});

describe('admin pages for customers', () => {
  it('a customer who opens an admin page sees page not found, at phone size', async ({ app, db, signedInPage }) => {
    const { petitionId } = await priyasPetition(db);
    const { page } = await signedInPage('beneficiary', '/', { viewport: { width: 390, height: 844 } });
    for (const path of ['/admin', `/admin/petition-builder/${petitionId}`]) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/404', { timeout: TIMEOUT });
      await page.getByRole('heading', { name: NOT_FOUND_TITLE, level: 1 }).waitFor();
      await page.getByText(NOT_FOUND_TEXT).waitFor();
      expect(await page.getByText('Our team is already working to fix this problem.').count()).toBe(0);
    }
    await screenshot(page, 'customer-admin-not-found');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Any other unknown path keeps the spec's words (SHELL-034/035).
    await page.goto(`${app.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Sorry, something went wrong.' }).waitFor();
  });
});
