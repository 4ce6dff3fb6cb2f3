import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { railItems, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { it } from './support/fixtures.ts';

const FLAG = 'beneficiary-onboarding';

function flagCheckbox(page: Page) {
  return page.getByRole('region', { name: 'Feature flags' }).getByRole('checkbox', { name: `${FLAG} On by default` });
}

/** Clicks the flag's checkbox and waits for the saved toast and the new state. */
async function setDefault(page: Page, enabled: boolean) {
  const checkbox = flagCheckbox(page);
  expect(await checkbox.getAttribute('aria-checked')).toBe(String(!enabled));
  await checkbox.click();
  await page.getByText(`${FLAG} is now ${enabled ? 'on' : 'off'} by default`).waitFor();
  expect(await checkbox.getAttribute('aria-checked')).toBe(String(enabled));
}

/** The beneficiary's rail after a fresh load (flags are evaluated by the server at load). */
async function beneficiaryRail(page: Page): Promise<string[]> {
  await page.reload();
  await page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor();
  return railItems(page);
}

describe('feature flags on /admin', () => {
  it('staff turn beneficiary-onboarding off and on again; a beneficiary’s rail follows', async ({ signedInPage }) => {
    const admin = await signedInPage('staffAdmin', '/admin');
    await admin.page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
    await flagCheckbox(admin.page).waitFor();
    await admin.page.getByText('Beneficiary onboarding checklist; hides Action Items for personal accounts.').waitFor();
    await screenshot(admin.page, 'admin-feature-flags');
    expect(await seriousAccessibilityViolations(admin.page)).toEqual([]);

    const beneficiary = await signedInPage('beneficiary');
    await beneficiary.page.getByRole('heading', { name: 'Welcome, Priya', level: 1 }).waitFor();
    // The gate on (its default): a personal account's rail has no Action Items (rail.ts, SHELL-049).
    expect(await railItems(beneficiary.page)).toEqual(['Home', 'Documents', 'Help']);

    try {
      await setDefault(admin.page, false);
      await screenshot(admin.page, 'admin-feature-flags-off');
      // Saved on the server: still off after a reload.
      await admin.page.reload();
      await admin.page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
      await flagCheckbox(admin.page).waitFor();
      expect(await flagCheckbox(admin.page).getAttribute('aria-checked')).toBe('false');

      // The gate off: the rail shows Action Items instead of the onboarding checklist's place.
      expect(await beneficiaryRail(beneficiary.page)).toEqual(['Home', 'Action Items', 'Documents', 'Help']);
    } finally {
      // Back on, as the other tests expect.
      if ((await flagCheckbox(admin.page).getAttribute('aria-checked')) === 'false') await setDefault(admin.page, true);
    }
    expect(await beneficiaryRail(beneficiary.page)).toEqual(['Home', 'Documents', 'Help']);

    expect(admin.consoleErrors).toEqual([]);
    expect(beneficiary.consoleErrors).toEqual([]);
    await admin.page.context().close();
    await beneficiary.page.context().close();
  });
});
