import type pg from 'pg';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './pages.ts';

/** How long an onboarding step may take to show under a busy CI machine. */
export const ONBOARDING_TIMEOUT = 15_000;

/** Priya's latest petition and its onboarding record as the demo seed left it, to restore after a test file. */
export interface SavedOnboarding {
  petitionId: string;
  priyaId: string;
  modules: unknown;
  status: string;
  flowState: string | null;
}

export async function priyasOnboarding(db: pg.Client): Promise<SavedOnboarding> {
  const { rows } = await db.query<{
    id: string;
    beneficiary_id: string;
    modules: unknown;
    status: string;
    flow_state: string | null;
  }>(
    `select p.id, p.beneficiary_id, o.modules, o.status::text, o.flow_state from app_public.petitions p
       join app_public.users u on u.id = p.beneficiary_id
       join app_public.onboardings o on o.petition_id = p.id
      where u.email = 'priya@demo.petition.studio' and p.latest_petition order by p.updated_at desc limit 1`,
  );
  const record = rows[0]!;
  return {
    petitionId: record.id,
    priyaId: record.beneficiary_id,
    modules: record.modules,
    status: record.status,
    flowState: record.flow_state,
  };
}

/** Puts the onboarding record back as it was saved. */
export async function restoreOnboarding(db: pg.Client, saved: SavedOnboarding): Promise<void> {
  await db.query(
    `update app_public.onboardings set modules = $2, status = $3::app_public.onboarding_status, flow_state = $4 where petition_id = $1`,
    [saved.petitionId, JSON.stringify(saved.modules), saved.status, saved.flowState],
  );
}

/** Waits for an onboarding screen's title (its level-2 heading). */
export const screenTitle = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true }).waitFor({ timeout: ONBOARDING_TIMEOUT });

/**
 * Presses a button from the keyboard. A click right after typing would lose the field's focus first, and the
 * message that blur validation shows above the button moves it away from under the pointer.
 */
export async function pressButton(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  // A screen still loading its answers shows the button disabled: focusing it then moves no focus, and Enter
  // would go to nothing (a slow network lost the press so).
  await expect.poll(() => button.isEnabled(), { timeout: ONBOARDING_TIMEOUT }).toBe(true);
  await button.focus();
  await page.keyboard.press('Enter');
}

export const pressNext = (page: Page) => pressButton(page, 'Next');

/** Waits for a text on the page; a screenshot named after the file and the text is kept when it never shows. */
export function textWaiter(screenshotPrefix: string) {
  return async (page: Page, value: string) => {
    try {
      await page.getByText(value, { exact: true }).first().waitFor({ timeout: ONBOARDING_TIMEOUT });
    } catch (error) {
      await screenshot(page, `${screenshotPrefix}-${value.slice(0, 20).replaceAll(/\W/g, '-')}`);
      throw error;
    }
  };
}
