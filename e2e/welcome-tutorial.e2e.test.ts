import { DEFAULT_ACCOUNT_CONTACT } from '@app/domain';
import { describe, expect } from 'vitest';
import { pathAndSearch, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { it } from './support/fixtures.ts';

/** The four steps of spec 3 §2.4: path, heading, a line of the step's text, and its button. */
const STEPS = [
  ['/welcome', 'Take your first step into the land of opportunity.', /The founders of/, 'START TUTORIAL'],
  ['/welcome/security', 'Your documents are confidential', /seen only by your team .* and by the immigration agency/, 'NEXT'],
  [
    '/welcome/tasks',
    'Working through your tasks',
    /'Next – Skip for now' .* your progress is saved, and your onboarding stays open/,
    'NEXT',
  ],
  [
    '/welcome/expert-letters',
    'Choosing a signatory for an expert letter',
    /based in the U\.S\., has 5-10 years of experience/,
    'EXIT TUTORIAL',
  ],
] as const;

describe('welcome tutorial', () => {
  it('Priya walks the four steps, copies her contact’s e-mail and exits to onboarding', async ({ app, signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('beneficiary', '/welcome');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });

    for (const [index, [path, heading, text, button]] of STEPS.entries()) {
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(pathAndSearch(page)).toBe(path);
      await page.getByText(`Step ${index + 1} of 4`).waitFor();
      await page.getByText(text).waitFor();
      await screenshot(page, `welcome-step-${index + 1}`);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: button, exact: true }).click();
    }

    // The exit card: full screen, the account contact with photo and a copyable address.
    const card = page.getByRole('dialog', { name: 'You are all set' });
    await card.waitFor();
    expect(pathAndSearch(page)).toBe('/welcome/expert-letters');
    await card.getByText(DEFAULT_ACCOUNT_CONTACT.name, { exact: true }).waitFor();
    await card.getByRole('img', { name: `Photo of ${DEFAULT_ACCOUNT_CONTACT.name}` }).waitFor();
    await card.getByRole('link', { name: DEFAULT_ACCOUNT_CONTACT.email }).waitFor();
    await card.getByRole('button', { name: 'Copy e-mail address' }).click();
    await card.getByRole('status').getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEFAULT_ACCOUNT_CONTACT.email);
    await screenshot(page, 'welcome-exit-card');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'EXIT TUTORIAL', exact: true }).click();
    // /onboarding redirects to the beneficiary checklist (spec 3 §2.1).
    await page.waitForURL((url) => url.pathname === '/onboarding/beneficiary');
    expect(consoleErrors).toEqual([]);
  });

  it('Daniel (a company account) exits the tutorial to the employer wizard, not to a checklist he has none of', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('employerAdmin', '/welcome/expert-letters');
    await page.getByRole('button', { name: 'EXIT TUTORIAL', exact: true }).click();
    await page.getByRole('dialog', { name: 'You are all set' }).getByRole('button', { name: 'EXIT TUTORIAL' }).click();
    // The wizard's step he is at (its last one once the shared app's Daniel has finished onboarding), not a checklist.
    await page.waitForURL((url) => url.pathname.startsWith('/onboarding/employer/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Beneficiary onboarding' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('an unknown step goes back to the first one', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary', '/welcome/nowhere');
    await page.getByRole('heading', { name: 'Take your first step into the land of opportunity.', level: 1 }).waitFor();
    expect(pathAndSearch(page)).toBe('/welcome');
  });
});
