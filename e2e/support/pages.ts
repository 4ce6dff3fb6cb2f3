import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, type DemoAccount, type DemoAccountKey } from '@app/domain';
import { watchPage } from './failure-report.ts';
import { TEST_RESULTS_DIR } from './repo-paths.ts';

export const SIGN_IN_PAGE = /\/oidc\/interaction\/[\w-]+$/;

export function demoAccount(key: DemoAccountKey): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`demo account ${key} missing`);
  return account;
}

export interface PageOptions {
  /** Default 1200×900; customer screens are also checked at 390×844. */
  viewport?: { width: number; height: number };
}

/** A fresh browser profile; collects console errors (CSP violations show up there), described if its test fails. */
/**
 * E2E_SLOW_NETWORK_MS=N holds every GraphQL request a random 0..N ms, so answers arrive late and out of order
 * as on a slow host or phone: a diagnostic run that shakes out races a fast machine hides (the employer
 * wizard's resume after a save still on its way was found so). Unset in CI.
 */
async function slowGraphqlWhenAsked(context: BrowserContext): Promise<void> {
  const most = Number(process.env.E2E_SLOW_NETWORK_MS ?? 0);
  if (!(most > 0)) return;
  await context.route('**/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * most));
    await route.fallback();
  });
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1200, height: 900 } });
  await slowGraphqlWhenAsked(context);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  watchPage(page, consoleErrors);
  return { page, consoleErrors };
}

/** Opens `path` signed out, picks the demo account on the development sign-in page, waits for the app. */
export async function signInAs(page: Page, baseUrl: string, key: DemoAccountKey, pathAndQuery = '/'): Promise<void> {
  const account = demoAccount(key);
  await page.goto(`${baseUrl}${pathAndQuery}`);
  await page.waitForURL(SIGN_IN_PAGE);
  await page.getByRole('button', { name: new RegExp(account.fullName) }).click();
  await page.getByRole('button', { name: /^Account menu/ }).waitFor();
}

/** The customer rail's item names, in order. */
export async function railItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  const names = await nav.getByRole('link').allInnerTexts();
  return names.map((name) => name.replace('(opens in a new tab)', '').trim());
}

export function pathAndSearch(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(TEST_RESULTS_DIR, `${name}.png`), fullPage: true });
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Every toast on the page fully shown or fully gone: none at part opacity, none moving. */
async function waitForToastsToSettle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => {
          const opacity = getComputedStyle(toast).opacity;
          return opacity === '1' || opacity === '0';
        }) &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              !(animation.effect instanceof KeyframeEffect && animation.effect.target?.closest('[data-sonner-toast]')),
          ),
      undefined,
      { timeout: 3_000, polling: 'raf' },
    )
    .catch(() => undefined);
}

/**
 * axe-core in the page (added as a script element by the test driver, so the page's CSP, which only
 * allows its own scripts, is bypassed by Playwright's evaluate, not by the app): serious and critical
 * violations, described.
 *
 * A toast fading in or out is measured at part opacity, which fails colour contrast it passes once shown. So the
 * check waits (briefly) until no toast is mid-fade, and a violation found inside a toast (one that appeared while
 * axe ran) is measured again once the toasts have settled; a toast that fails when fully shown still fails.
 * Other animations (spinners run for ever) are not waited for.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Loaded once per document: a page checked several times (a walk through its states) parses axe once.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  for (let attempt = 1; ; attempt += 1) {
    await waitForToastsToSettle(page);
    const violations = (await page.evaluate(async () => {
      type FoundViolation = Omit<AxeViolation, 'nodes'> & { nodes: { target: unknown[]; element?: Element }[] };
      const axe = (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: FoundViolation[] }> };
        }
      ).axe;
      // elementRef: the nodes themselves, so a toast that left the page while axe ran is still known as a toast.
      const result = await axe.run(document, { resultTypes: ['violations'], elementRef: true });
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target }) => ({ target })),
        inToast: nodes.some(({ element }) => !!element?.closest('[data-sonner-toast]')),
      }));
    })) as (AxeViolation & { inToast: boolean })[];
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    if (attempt < 3 && serious.some((violation) => violation.inToast)) continue;
    return serious.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    );
  }
}
