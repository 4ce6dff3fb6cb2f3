import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { catalogue, expectNoEnglish, text, type Catalogue } from './support/catalogues.ts';
import { EMPLOYER_WIZARD, expectStep, STEP_TIMEOUT_MS } from './support/employer-wizard.ts';
import { withOwnApp } from './support/fixtures.ts';
import { demoAccount } from './support/pages.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

/**
 * Issue 36: Daniel, the demo company's admin, walks the employer wizard's first steps on a phone in Spanish: each
 * step's title, its questions, buttons, the checklist and a validation message come from the catalogue and no
 * English is left on those screens. The company's name and what he typed are data and stay as written. Its own app:
 * the wizard's progress moved here is this file's only; his language is set back as it was at the end.
 */
const it = withOwnApp({});

async function expectScreenInSpanish(page: Page, messages: Catalogue, where: string) {
  await expectNoEnglish(page.locator('body'), messages, where);
  await expectFitsPhone(page, `language-employer-${where.replaceAll(/\W+/g, '-')}`);
}

describe('the employer wizard in the company admin’s language (issue 36)', () => {
  it('Daniel walks Welcome, Your Details, Authorized Signatory and the mailing address in Spanish', async ({
    signedInPage,
    db,
  }) => {
    const { rows } = await db.query<{ id: string; locale: string | null }>(
      'select id, locale from app_public.users where email = $1',
      [demoAccount('employerAdmin').email],
    );
    const { id: danielId, locale: localeBefore } = rows[0]!;
    // Signed in first in English (the sign-in helper waits for the English account menu), then Spanish.
    const { page, consoleErrors } = await signedInPage('employerAdmin', '/', { viewport: PHONE });
    await db.query('update app_public.users set locale = $2 where id = $1', [danielId, 'es']);
    try {
      const messages = catalogue('es');
      const t = (id: string, values?: Record<string, string>) => text(messages, id, values);
      const main = page.getByRole('main');
      const button = (id: string) => main.getByRole('button', { name: t(id), exact: true });
      await page.goto(new URL(EMPLOYER_WIZARD, page.url()).href);

      await expectStep(page, 'welcome', t('employer.step.welcome'));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await main.getByText(t('employer.welcome.intro', { company: 'Northwind Robotics' }), { exact: true }).waitFor();
      for (const id of ['employer.welcome.contact', 'employer.welcome.corporate', 'employer.welcome.hq']) {
        await main.getByText(t(id), { exact: true }).waitFor();
      }
      const checklist = main.getByRole('navigation', { name: t('employer.checklist') });
      await checklist.getByRole('heading', { name: t('employer.checklist') }).waitFor();
      await checklist.getByRole('button', { name: t('employer.group.company'), exact: true }).waitFor();
      await checklist.getByRole('button', { name: t('employer.group.immigration'), exact: true }).waitFor();
      await main.getByRole('link', { name: t('employer.exit'), exact: true }).waitFor();
      await main.getByRole('progressbar', { name: t('employer.progress') }).waitFor();
      await button('employer.skipForNow').waitFor();
      await expectScreenInSpanish(page, messages, 'welcome');
      await button('employer.next').click();

      await expectStep(page, 'confirm-contact', t('employer.step.confirmContact'));
      const role = main.getByRole('textbox', { name: t('employer.details.role'), exact: true });
      await role.waitFor();
      const roleBefore = await role.inputValue();
      for (const id of ['employer.details.firstName', 'employer.details.lastName', 'employer.details.email']) {
        await main.getByRole('textbox', { name: t(id), exact: true }).waitFor();
      }
      await main.getByRole('radiogroup', { name: t('employer.details.signatory') }).waitFor();
      await button('employer.back').waitFor();
      // A rule of the domain's schema, shown in Spanish; his role is then typed back as it was.
      await role.fill('');
      await button('employer.next').click();
      await main.getByText(t('validation.required'), { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
      await expectScreenInSpanish(page, messages, 'your details');
      await role.fill(roleBefore || 'Chief Executive Officer');
      await main
        .getByRole('radiogroup', { name: t('employer.details.signatory') })
        .getByRole('radio', { name: t('form.yes') })
        .check();
      await button('employer.next').click();

      await expectStep(page, 'add-contact', t('employer.step.addContact'));
      await main.getByRole('list', { name: t('employer.signatory.list') }).waitFor();
      await main.getByText(t('employer.signatory.you').trim(), { exact: false }).first().waitFor();
      await main.getByRole('textbox', { name: t('employer.signatory.title'), exact: true }).waitFor();
      await button('employer.signatory.add').waitFor();
      await expectScreenInSpanish(page, messages, 'authorized signatory');
      await button('employer.next').click();

      await expectStep(page, 'confirm-address', t('employer.step.confirmAddress'));
      await main.getByRole('group', { name: t('employer.hq.legend') }).waitFor();
      await main.getByRole('radiogroup', { name: t('employer.hq.isWorksite') }).waitFor();
      await main.getByRole('textbox', { name: t('address.street'), exact: true }).waitFor();
      await expectScreenInSpanish(page, messages, 'mailing address');
      // The unit types read as words in his language, not as the stored codes with English words ("APT (Apartment)").
      await main.getByRole('combobox', { name: t('address.unitType'), exact: true }).click();
      expect(await page.getByRole('option').allTextContents()).toEqual(
        ['address.unitNone', 'address.unit.APT', 'address.unit.FLR', 'address.unit.STE'].map((id) => t(id)),
      );
      await page.keyboard.press('Escape');
      expect(consoleErrors).toEqual([]);
    } finally {
      await db.query('update app_public.users set locale = $2 where id = $1', [danielId, localeBefore]);
    }
  });
});
