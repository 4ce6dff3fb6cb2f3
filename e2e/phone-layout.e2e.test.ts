import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_COMPANY_NAME } from '@app/domain';
import { it } from './support/fixtures.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { expectFitsPhone, horizontalOverflow, MIN_TARGET_PX, PHONE } from './support/phone.ts';

/** Goes to a path (a full load) and waits for its level-1 heading and a line of its content. */
async function visit(page: Page, baseUrl: string, path: string, heading: string | RegExp, content?: string | RegExp) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  if (content) await page.getByText(content).first().waitFor();
}

/** The drawer's rail item names, in order. */
async function drawerItems(page: Page): Promise<string[]> {
  const names = await drawer(page).getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
  return names.map((name) => name.replace('(opens in a new tab)', '').trim());
}

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

describe('the customer portal on a phone (390 × 844)', () => {
  it('Priya: every screen fits; the menu drawer opens, keeps the focus, closes on Escape and navigates', async ({
    app,
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('beneficiary', '/', { viewport: PHONE });
    await page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor();
    // Other browser tests of this app may give Priya another O-1A case: any of her cases will do.
    await page.getByText('O-1A — Priya Sharma').first().waitFor();
    // The rail is not beside the page on a phone: the menu button stands for it.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await menuButton(page).waitFor();
    await expectFitsPhone(page, 'home-beneficiary');

    // The drawer: opens, holds the focus (Tab cycles inside it), closes on Escape, gives the focus back.
    await menuButton(page).click();
    await drawer(page).waitFor();
    const nav = drawer(page).getByRole('navigation', { name: 'Main' });
    expect(await drawerItems(page)).toEqual(['Home', 'Documents', 'Help']);
    const focusInDrawer = () =>
      page.evaluate(() => document.activeElement !== null && !!document.activeElement.closest('dialog[open]'));
    expect(await focusInDrawer()).toBe(true);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      // Past the drawer's last link the browser's own controls may take the focus for a moment, never the page.
      expect(
        await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog[open]')),
      ).toBe(true);
    }
    const railTargets = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    for (const height of railTargets) expect(height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-drawer-beneficiary');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await menuButton(page).evaluate((button) => button === document.activeElement)).toBe(true);

    // A rail link in the drawer navigates and closes it; the new page takes the focus.
    await menuButton(page).click();
    await drawer(page).getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await page.getByText('passport-sharma.jpg').waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs');
    expect(await drawer(page).isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await expectFitsPhone(page, 'docs-beneficiary');
    // Uploads offer the camera on a phone, beside the file picker (which stays): the chooser opens with capture.
    expect(await page.getByRole('button', { name: 'Choose files' }).isVisible()).toBe(true);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Take a photo' }).click();
    const camera = (await chooser).element();
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/jpeg,image/png');

    // A tap on the dimmed page beside the drawer closes it too.
    await menuButton(page).click();
    await drawer(page).waitFor();
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
    await drawer(page).waitFor({ state: 'hidden' });

    await visit(page, app.url, '/actions', 'Action Items', 'Upload your last three pay stubs');
    await expectFitsPhone(page, 'actions-beneficiary');
    // A task's label wraps on a phone: its lines stay apart (line height at least 1.25 × the font size).
    const spacing = await page
      .getByRole('main')
      .locator('label')
      .evaluateAll((labels) =>
        labels.map((label) => parseFloat(getComputedStyle(label).lineHeight) / parseFloat(getComputedStyle(label).fontSize)),
      );
    expect(spacing.length).toBeGreaterThan(0);
    for (const ratio of spacing) expect(ratio).toBeGreaterThanOrEqual(1.25);
    await visit(page, app.url, '/onboarding/beneficiary', 'Beneficiary onboarding');
    // The current screen's title (level 2) once the checklist has loaded.
    await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30_000 });
    await expectFitsPhone(page, 'onboarding-beneficiary');
    // Every step of an opened section shows its whole name (wrapped, never cut short with "…").
    const checklist = page.getByRole('navigation', { name: 'Onboarding Checklist' });
    const contributions = checklist.getByRole('button', { name: 'Original Contributions' });
    if ((await contributions.getAttribute('aria-expanded')) !== 'true') await contributions.click();
    const steps = checklist.getByRole('listitem').getByRole('link');
    await steps.first().waitFor();
    const cutShort = await steps.evaluateAll((links) =>
      links
        .flatMap((link) => [...link.querySelectorAll('span')])
        .filter((span) => span.scrollWidth > span.clientWidth + 1)
        .map((span) => span.textContent),
    );
    expect(cutShort).toEqual([]);
    // Tapping a step shows its screen, below the checklist on a phone, rather than leaving it below the fold.
    const other = checklist.getByRole('listitem').locator('a:not([aria-current])').first();
    const stepName = (await other.locator('span').first().textContent())!;
    await other.click();
    const stepHeading = page.getByRole('main').getByRole('heading', { level: 2, name: stepName, exact: true });
    const headingInUpperHalf = async () => {
      const box = await stepHeading.boundingBox();
      return box !== null && box.y >= 0 && box.y < PHONE.height / 2;
    };
    await expect.poll(headingInUpperHalf, { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(300); // past the checklist's own delayed scroll (100 ms), which must not pull it back
    expect(await headingInUpperHalf()).toBe(true);
    await visit(page, app.url, '/welcome', 'Take your first step into the land of opportunity.', /The founders of/);
    await expectFitsPhone(page, 'welcome-beneficiary');

    // Support: the help button's panel fits the phone too.
    await visit(page, app.url, '/', 'Welcome, Priya', 'O-1A — Priya Sharma');
    await page.getByRole('button', { name: 'Help and support' }).click();
    const support = page.getByRole('dialog', { name: 'Help and support' });
    await support.getByRole('textbox').first().waitFor();
    const panel = await support.boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(PHONE.width);
    await expectFitsPhone(page, 'support-beneficiary');
    expect(consoleErrors).toEqual([]);
  });

  it(`Daniel (${DEMO_COMPANY_NAME}): Home, Action Items, Documents and the employer onboarding fit; the drawer navigates`, async ({
    app,
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('employerAdmin', '/', { viewport: PHONE });
    await page.getByText('Cases filed by Northwind Robotics').waitFor();
    // A decided case that never had a task says so, without an empty "done" bar; a case with tasks counts them.
    const decided = page.getByRole('region', { name: 'O-1A case for Hyun-woo Park' });
    await decided.getByText('No tasks for this case').waitFor();
    expect(await decided.getByRole('progressbar', { name: /^Tasks done for/ }).count()).toBe(0);
    // (Other tests of this app may add cases for Priya: her demo case, with its tasks, is one of them.)
    await page
      .getByText(/^Tasks: \d+ of \d+ done$/)
      .first()
      .waitFor();
    expect(await page.getByRole('progressbar', { name: /^Tasks done for/ }).count()).toBeGreaterThan(0);
    await expectFitsPhone(page, 'home-employer');

    await menuButton(page).click();
    expect(await drawerItems(page)).toEqual(['Home', 'Documents', 'Onboarding', 'Help']);
    await drawer(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Onboarding' }).click();
    await page.waitForURL(/\/onboarding\/employer(\/[\w-]+)?$/);
    // The address changes before the wizard's chunk has rendered: wait for its heading, not Home's.
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Welcome, Daniel' }).waitFor();
    expect(await drawer(page).isVisible()).toBe(false);
    await expectFitsPhone(page, 'onboarding-employer');

    await visit(page, app.url, '/docs', 'Documents', 'Company documents');
    await expectFitsPhone(page, 'docs-employer');
    await visit(page, app.url, '/actions', 'Action Items');
    await expectFitsPhone(page, 'actions-employer');
    expect(consoleErrors).toEqual([]);
  });

  it(`Mei (VIEWER of ${DEMO_COMPANY_NAME}): the same pages fit, and where Daniel would act she reads why she cannot`, async ({
    app,
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('companyViewer', '/', { viewport: PHONE });
    await page.getByText('Cases filed by Northwind Robotics').waitFor();
    await expectFitsPhone(page, 'home-viewer');
    // Documents: no uploader, replace or delete, and a sentence where the uploader would be.
    await visit(page, app.url, '/docs', 'Documents', 'Company documents');
    await page.getByText("View only: ask your team's admin to add or replace documents.", { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^(Choose files|Take a photo|Delete|Replace)\b/ }).count()).toBe(0);
    await expectFitsPhone(page, 'docs-viewer');
    // The wizard's step says why its controls are disabled.
    await visit(page, app.url, '/onboarding/employer/add-contact', 'Authorized Signatory');
    await page.getByText("View only: ask your team's admin to change this", { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add signatory' }).isDisabled()).toBe(true);
    await expectFitsPhone(page, 'onboarding-viewer');
    await visit(page, app.url, '/actions', 'Action Items');
    await expectFitsPhone(page, 'actions-viewer');
    expect(consoleErrors).toEqual([]);
  });

  it('from md up the rail is beside the page and there is no menu button', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary', '/', { viewport: { width: 768, height: 1024 } });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).waitFor();
    expect(await menuButton(page).isVisible()).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The camera button is for phones; the picker is the way in from here on.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'Choose files' }).waitFor();
    expect(await page.getByRole('button', { name: 'Take a photo' }).isVisible()).toBe(false);
  });

  it('admin pages fit a tablet (768 × 1024)', async ({ signedInPage }) => {
    const { page } = await signedInPage('staffAdmin', '/admin', { viewport: { width: 768, height: 1024 } });
    await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'tablet-admin-dashboard');
    await page.goto(`${page.url().replace(/\/admin.*$/, '')}/admin/petition-builder`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'tablet-admin-petition-builder');
    // The case list's filters share a row: its longest sort option must shorten its select, not widen the page,
    // at the tablet's width (two columns) and at a small laptop's (four).
    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${page.url().replace(/\/admin.*$/, '')}/admin/cases`);
      await page.getByRole('table', { name: 'Cases' }).waitFor();
      expect(await horizontalOverflow(page), `at ${viewport.width} px`).toBeLessThanOrEqual(0);
    }
  });
});
