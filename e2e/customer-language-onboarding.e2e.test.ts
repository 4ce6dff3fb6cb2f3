import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { catalogue, expectNoEnglish, text, type Catalogue } from './support/catalogues.ts';
import { withOwnApp } from './support/fixtures.ts';
import { priyasOnboarding, ONBOARDING_TIMEOUT } from './support/onboarding-screens.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

/**
 * Issue 36: Priya walks the personal module of her onboarding checklist on a phone in Spanish, then in Chinese:
 * every screen's own words, its buttons and a validation message come from the catalogues, none is left in
 * English, and what she types is saved as in English. She reads the welcome tutorial in Spanish too. Module and exhibit names are data the case team wrote and
 * stay as written. Its own app: the language and the checklist set here are hers for this file only.
 */
const it = withOwnApp({});

const BASE = '/onboarding/beneficiary';
const MODULE_ID = 'language-personal';
/** The module's first screen (the base path would resume where this browser left the first walk). */
const FIRST_SCREEN = `${BASE}/personal?id=${MODULE_ID}&exhibitId=language-legal-name`;

function exhibit(id: string, type: string, name: string, required: boolean) {
  return {
    id,
    exhibitId: null,
    type,
    name,
    description: '',
    required,
    hidden: false,
    status: 'pending',
    data: {},
    moduleType: 'PERSONAL',
  };
}

/** The personal module (its names as a case team writes them): legal name, other names, U.S. address. */
const MODULES = [
  {
    id: MODULE_ID,
    type: 'PERSONAL',
    title: 'Personal Information',
    subtitle: '',
    name: 'Personal Information',
    status: 'pending',
    exhibits: [
      exhibit('language-legal-name', 'LEGAL_NAME', 'Legal name', true),
      exhibit('language-other-names', 'OTHER_NAMES', 'Other names', false),
      exhibit('language-us-address', 'US_ADDRESS', 'U.S. address', true),
    ],
  },
];

const screenTitle = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true }).waitFor({ timeout: ONBOARDING_TIMEOUT });

/** Presses a button from the keyboard (a click right after typing would lose to the field's blur validation). */
async function press(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
}

async function expectScreenInLanguage(page: Page, messages: Catalogue, where: string) {
  await expectNoEnglish(page.locator('body'), messages, where);
  await expectFitsPhone(page, `language-${where.replaceAll(/\W+/g, '-')}`);
}

/** The legal name, other names and U.S. address screens in `locale`, from a fresh checklist. */
async function walkPersonalModule(page: Page, locale: string) {
  const messages = catalogue(locale);
  const t = (id: string, values?: Record<string, string>) => text(messages, id, values);
  const main = page.getByRole('main');

  await screenTitle(page, t('checklist.name.legal-name'));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
  const checklist = main.getByRole('navigation', { name: t('onboarding.checklist') });
  await checklist.getByRole('heading', { name: t('onboarding.group.personal') }).waitFor();
  // Each exhibit's status, in her language (which status depends on what the last walk left in this browser).
  const statuses = ['pending', 'in_progress', 'completed', 'skipped'].map((status) => t(`onboarding.status.${status}`));
  await checklist
    .getByText(new RegExp(`^(${statuses.join('|')})$`))
    .first()
    .waitFor();
  await main.getByText(t('onboarding.title'), { exact: true }).waitFor();
  await main.getByText(t('onboarding.step', { step: '1', total: '3' }), { exact: true }).waitFor();
  await main.getByRole('button', { name: t('onboarding.skipForNow'), exact: true }).waitFor();
  await main.getByRole('button', { name: t('onboarding.back'), exact: true }).waitFor();
  await main.getByRole('heading', { name: t('onboarding.placeOfBirth.title') }).waitFor();
  // The header's bell (loaded after the first paint) is named in her language too.
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${t('notifications.heading')}`) })
    .waitFor({ timeout: ONBOARDING_TIMEOUT });
  await main.getByRole('combobox', { name: t('onboarding.placeOfBirth.country') }).waitFor();
  await expectScreenInLanguage(page, messages, `legal name (${locale})`);

  // A rule of the schema, shown in her language; the names she types are saved as typed.
  await main.getByRole('textbox', { name: t('onboarding.firstName'), exact: true }).fill('');
  await press(page, t('onboarding.next'));
  await main.getByText(t('validation.firstName'), { exact: true }).waitFor();
  await main.getByRole('textbox', { name: t('onboarding.firstName'), exact: true }).fill('Priya');
  await main.getByRole('textbox', { name: t('onboarding.lastName'), exact: true }).fill('Sharma');
  await press(page, t('onboarding.next'));

  await screenTitle(page, t('checklist.name.other-names'));
  const question = main.getByRole('radiogroup', { name: t('onboarding.otherNames.question') });
  await question.getByRole('radio', { name: t('form.yes') }).click();
  await main.getByText(t('onboarding.otherNames.name', { number: '1' }), { exact: true }).waitFor();
  await main.getByRole('button', { name: t('onboarding.otherNames.addMore') }).waitFor();
  await expectScreenInLanguage(page, messages, `other names (${locale})`);
  await question.getByRole('radio', { name: t('form.no') }).click();
  await main.getByRole('button', { name: t('onboarding.skip'), exact: true }).click();

  await screenTitle(page, t('checklist.name.us-address'));
  await main.getByRole('group', { name: t('onboarding.address.usLegend') }).waitFor();
  await main.getByRole('checkbox', { name: t('onboarding.address.noUsAddress'), exact: true }).waitFor();
  await main.getByRole('heading', { name: t('onboarding.addressHistory.title') }).waitFor();
  await main.getByText(t('onboarding.addressHistory.none'), { exact: true }).waitFor();
  await main.getByRole('textbox', { name: t('address.street'), exact: true }).fill('');
  await press(page, t('onboarding.next'));
  await main.getByText(t('validation.required'), { exact: true }).first().waitFor();
  await expectScreenInLanguage(page, messages, `U.S. address (${locale})`);
}

describe('the onboarding checklist in the beneficiary’s language (issue 36)', () => {
  it('Priya walks her personal module in Spanish and in Chinese on a phone', async ({ signedInPage, db }) => {
    const { petitionId, priyaId } = await priyasOnboarding(db);
    const start = async (locale: string) => {
      await db.query('update app_public.users set locale = $2 where id = $1', [priyaId, locale]);
      await db.query(
        `update app_public.onboardings set modules = $2, status = 'not_started', flow_state = null where petition_id = $1`,
        [petitionId, JSON.stringify(MODULES)],
      );
    };

    // Signed in first: the sign-in helper waits for the English account menu.
    const { page, consoleErrors } = await signedInPage('beneficiary', '/', { viewport: PHONE });
    await start('es');
    await page.goto(new URL(FIRST_SCREEN, page.url()).href);
    await walkPersonalModule(page, 'es');
    const saved = await db.query<{ first_name: string; last_name: string }>(
      'select first_name, last_name from app_public.users where id = $1',
      [priyaId],
    );
    expect(saved.rows[0]).toEqual({ first_name: 'Priya', last_name: 'Sharma' });

    // Away from the checklist first: a save the last screen still had in flight must not land after the reset.
    await page.goto(new URL('/', page.url()).href);
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: ONBOARDING_TIMEOUT });
    await start('zh-Hans');
    // This browser's checklist progress goes too (the sign-in, kept beside it, stays).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (!key.startsWith('oidc.')) localStorage.removeItem(key);
    });
    await page.goto(new URL(FIRST_SCREEN, page.url()).href);
    await walkPersonalModule(page, 'zh-Hans');
    expect(consoleErrors).toEqual([]);
  });

  it('Priya reads the welcome tutorial in Spanish, from the first step to the exit card', async ({ signedInPage, db }) => {
    const { priyaId } = await priyasOnboarding(db);
    // English while signing in (the sign-in helper waits for the English account menu), then Spanish.
    await db.query('update app_public.users set locale = null where id = $1', [priyaId]);
    const { page } = await signedInPage('beneficiary', '/', { viewport: PHONE });
    await db.query('update app_public.users set locale = $2 where id = $1', [priyaId, 'es']);
    await page.goto(new URL('/welcome', page.url()).href);
    const messages = catalogue('es');
    const t = (id: string, values?: Record<string, string>) => text(messages, id, values);
    const steps = [
      { title: 'welcome.intro.title', button: 'welcome.start' },
      { title: 'welcome.security.title', button: 'welcome.next' },
      { title: 'welcome.tasks.title', button: 'welcome.next' },
      { title: 'welcome.letters.title', button: 'welcome.exit' },
    ];
    for (const [index, step] of steps.entries()) {
      await page.getByRole('heading', { level: 1, name: t(step.title) }).waitFor({ timeout: ONBOARDING_TIMEOUT });
      await page.getByText(t('welcome.step', { step: String(index + 1), total: '4' }), { exact: true }).waitFor();
      await expectScreenInLanguage(page, messages, `welcome step ${index + 1} (es)`);
      await page.getByRole('button', { name: t(step.button), exact: true }).click();
    }
    const card = page.getByRole('dialog', { name: t('welcome.exitTitle') });
    await card.getByText(t('welcome.exitIntro'), { exact: true }).waitFor();
    await card.getByRole('button', { name: t('welcome.copyEmail') }).waitFor();
    await expectNoEnglish(card, messages, 'the welcome exit card (es)');
  });
});
