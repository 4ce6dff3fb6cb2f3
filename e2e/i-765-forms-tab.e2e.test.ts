import { CURRENT_FORM_EDITIONS } from '@app/domain';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { downloadedForm } from './support/form-pdf.ts';
import { priyasOnboarding } from './support/onboarding-screens.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';

/**
 * The I-765 (category (c)(9)) on the petition page's Forms tab: Alex does not find it on Priya's O-1A petition; once
 * her case is an EB-1A petition and she adjusts status in the United States, it is offered as optional, with why, and
 * the copy he generates carries her name and the (c)(9) category. An app of its own: the demo petition is changed.
 */
const it = withOwnApp({});

const TIMEOUT = 15_000;
const I765 = 'I-765 (category (c)(9))';

let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

async function formsTab(page: Page) {
  await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });
  await page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: 'Forms', exact: true }).click();
  const section = page.getByRole('region', { name: 'Filled from the case' });
  await section.getByRole('article', { name: 'G-28', exact: true }).waitFor({ timeout: TIMEOUT });
  return section;
}

const fieldOf = (label: string) => CURRENT_FORM_EDITIONS['i-765'].fields.find((entry) => entry.label === label)!.field;

describe('the I-765 on the Forms tab', () => {
  it('is not offered on an O-1A petition, and is offered and generated on an EB-1A case adjusting status', async ({
    signedInPage,
  }) => {
    const { petitionId, priyaId } = await priyasOnboarding(db);
    const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    let section = await formsTab(staff.page);
    await section.getByRole('article', { name: /^I-129/ }).waitFor({ timeout: TIMEOUT });
    expect(await section.getByRole('article', { name: I765, exact: true }).count()).toBe(0);

    await db.query(`update app_public.petitions set visa_class = 'eb_1a', filing_type = 'change_of_status' where id = $1`, [
      petitionId,
    ]);
    await staff.page.reload();
    section = await formsTab(staff.page);
    const card = section.getByRole('article', { name: I765, exact: true });
    await card.waitFor({ timeout: TIMEOUT });
    await card.getByText(/^Optional: the beneficiary’s employment authorization while the I-485/).waitFor({ timeout: TIMEOUT });
    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);

    await card.getByRole('button', { name: `Generate ${I765}` }).click();
    await staff.page.getByText(`${I765} generated.`, { exact: true }).waitFor({ timeout: 60_000 });
    const pdf = await downloadedForm(staff.page, card.getByRole('button', { name: 'Download I-765.pdf' }));
    const { rows } = await db.query<{ family: string }>(
      `select coalesce(nullif(d.surname, ''), u.last_name) as family from app_public.users u
         left join app_public.user_data d on d.user_id = u.id where u.id = $1`,
      [priyaId],
    );
    expect(pdf.getTextField(fieldOf('Applicant family name')).getText()).toBe(rows[0]!.family);
    expect(pdf.getTextField(fieldOf('Eligibility category: letter')).getText()).toBe('c');
    expect(pdf.getTextField(fieldOf('Eligibility category: number')).getText()).toBe('9');
    expect(staff.consoleErrors).toEqual([]);
  }, 180_000);
});
