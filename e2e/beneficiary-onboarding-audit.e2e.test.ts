import { DEFAULT_ACCOUNT_CONTACT } from '@app/domain';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { seriousAccessibilityViolations } from './support/pages.ts';
import { it, type SignedInPage } from './support/fixtures.ts';
import {
  ONBOARDING_TIMEOUT,
  pressNext,
  priyasOnboarding,
  restoreOnboarding,
  type SavedOnboarding,
  screenTitle,
  textWaiter,
} from './support/onboarding-screens.ts';
import type { RunningApp } from './support/start-app.ts';

/**
 * The audit of issue 16 against the running app: what the two other onboarding files leave out. The
 * validation messages of spec 3 §5 (beneficiary side) they do not show, axe on the description+files
 * screen, the entry analytics event, the status on Home, the 'Visa question?' mail link, the reduced-motion
 * celebration, readOnly=true through links and redirects, and the loading/timeout screen.
 */
let app: RunningApp;
let db: pg.Client;

let petitionId: string;
let priyaId: string;
/** Two customer-facing exhibits of her petition (the file screens list their files). */
let filesExhibitId: string;
let linksExhibitId: string;
let original: SavedOnboarding | undefined;

const BASE = '/onboarding/beneficiary';
const TIMEOUT = ONBOARDING_TIMEOUT;

function item(id: string, exhibitId: string | null, type: string, name: string, moduleType: string, required = true) {
  return { id, exhibitId, type, name, description: '', required, hidden: false, status: 'pending', data: {}, moduleType };
}
function module(id: string, type: string, title: string, exhibits: ReturnType<typeof item>[], status = 'pending') {
  return { id, type, title, subtitle: `${title} subtitle`, name: title, status, exhibits };
}
function auditModules() {
  return [
    module('a-personal', 'PERSONAL', 'Personal Information', [
      item('a-legal-name', null, 'LEGAL_NAME', 'Legal name', 'PERSONAL'),
      item('a-other-names', null, 'OTHER_NAMES', 'Other names', 'PERSONAL'),
      item('a-foreign-address', null, 'FOREIGN_ADDRESS', 'Foreign address', 'PERSONAL'),
    ]),
    module('a-identification', 'IDENTIFICATION', 'Identification Documents', [
      item('a-visa-stamp', null, 'VISA_STAMP', 'Visa stamp', 'IDENTIFICATION'),
      item('a-student-visa', null, 'STUDENT_VISA', 'Student visa', 'IDENTIFICATION'),
    ]),
    module('a-contribution', 'ORIGINAL_CONTRIBUTION', 'Original Contribution', [
      item(filesExhibitId, filesExhibitId, 'ORIGINAL_CONTRIBUTION_EVIDENCE', 'Contribution evidence', 'ORIGINAL_CONTRIBUTION'),
      item('a-event-links', null, 'LINK_TO_EVENT', 'Event page', 'ORIGINAL_CONTRIBUTION'),
      item(linksExhibitId, linksExhibitId, 'PRESS_ARTICLE', 'Press article', 'ORIGINAL_CONTRIBUTION'),
    ]),
  ];
}
const url = (slug: string, moduleId: string, exhibitId: string, readOnly = false) =>
  `${BASE}/${slug}?id=${moduleId}&exhibitId=${exhibitId}${readOnly ? '&readOnly=true' : ''}`;

async function setRecord(modules: unknown, status = 'in_progress') {
  await db.query(
    `update app_public.onboardings set modules = $2, status = $3::app_public.onboarding_status, flow_state = null
      where petition_id = $1`,
    [petitionId, JSON.stringify(modules), status],
  );
}

it.beforeAll(async ({ app: fileApp, db: fileDb }) => {
  app = fileApp;
  db = fileDb;
  original = await priyasOnboarding(db);
  ({ petitionId, priyaId } = original);
  const exhibits = await db.query<{ id: string }>(
    `select e.id from app_public.exhibits e where e.petition_id = $1 and e.owned_by <> 'PLYMOUTH' and e.visible
        and not exists (select 1 from app_public.exhibit_files ef where ef.exhibit_id = e.id) order by e.id desc limit 2`,
    [petitionId],
  );
  [filesExhibitId, linksExhibitId] = exhibits.rows.map((row) => row.id) as [string, string];
  await setRecord(auditModules());
});

afterAll(async () => {
  if (original) await restoreOnboarding(db, original);
});

const title = screenTitle;
const pageTitle = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: TIMEOUT });
const next = pressNext;
const text = textWaiter('onboarding-audit-failed');
async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousAccessibilityViolations(page), screen).toEqual([]);
}
async function exhibitRecord(id: string) {
  const { rows } = await db.query<{ modules: { exhibits: { id: string; status: string; data: Record<string, unknown> }[] }[] }>(
    `select modules from app_public.onboardings where petition_id = $1`,
    [petitionId],
  );
  return rows[0]!.modules.flatMap((m) => m.exhibits).find((e) => e.id === id);
}
const exhibitStatus = async (id: string) => (await exhibitRecord(id))?.status;

describe('beneficiary onboarding audit (issue 16)', () => {
  it('logs the entry event, and each personal screen shows its spec 3 §5 messages', async ({ signedInPage }) => {
    const { count: before } = (
      await db.query<{ count: number }>(
        `select count(*)::int as count from app_public.analytics_events where event = 'beneficiary_onboarding_view' and user_id = $1`,
        [priyaId],
      )
    ).rows[0]!;
    const { page } = await signedInPage('beneficiary', url('personal', 'a-personal', 'a-legal-name'));
    await title(page, 'Legal name');
    await expect
      .poll(
        async () =>
          (
            await db.query<{ count: number }>(
              `select count(*)::int as count from app_public.analytics_events where event = 'beneficiary_onboarding_view' and user_id = $1`,
              [priyaId],
            )
          ).rows[0]!.count,
        { timeout: TIMEOUT },
      )
      .toBeGreaterThan(before);

    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('');
    await next(page);
    await text(page, 'Please provide a last name');
    await page.getByRole('button', { name: 'Next – Skip for now' }).click();

    // Other names: yes adds one blank name, whose first and last names are required; none at all is refused too.
    await title(page, 'Other names');
    await page.getByRole('radiogroup', { name: 'Have you used any other names?' }).getByRole('radio', { name: 'Yes' }).click();
    await page.getByRole('group', { name: 'Name 1' }).waitFor();
    await next(page);
    await text(page, 'Please provide a first name');
    await text(page, 'Please provide a last name');
    await expectAxeClean(page, 'other names errors');
    await page.getByRole('group', { name: 'Name 1' }).getByRole('button', { name: 'Remove' }).click();
    await next(page);
    await text(page, 'Please add at least one name');
    await page.getByRole('button', { name: 'Next – Skip for now' }).click();

    await title(page, 'Foreign address');
    await expectAxeClean(page, 'foreign address');
    // Her seeded address fills the form: two of its fields are emptied.
    await page.getByLabel('Street address').fill('');
    await page.getByLabel('City').fill('');
    await next(page);
    await text(page, 'Required');
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(2);
    expect(await exhibitStatus('a-foreign-address')).not.toBe('completed');
  });

  it('visa stamp and student visa: the visa stamp asks for its file, the student visa is no hard block', async ({
    signedInPage,
  }) => {
    // Her seeded visa documents are set aside (marked deleted) for this test and put back afterwards.
    const { rows: setAside } = await db.query<{ file_id: string }>(
      `update app_public.immigration_documents set deleted = true
        where owner_id = $1 and type in ('VISA_STAMP', 'STUDENT_VISA') and not deleted returning file_id`,
      [priyaId],
    );
    try {
      await visaScreens(signedInPage);
    } finally {
      await db.query(`update app_public.immigration_documents set deleted = false where owner_id = $1 and file_id = any($2)`, [
        priyaId,
        setAside.map((row) => row.file_id),
      ]);
    }
  });
  async function visaScreens(signedInPage: SignedInPage) {
    const { page } = await signedInPage('beneficiary', url('identification', 'a-identification', 'a-visa-stamp'));
    await title(page, 'Visa stamp');
    await next(page);
    await text(page, 'Please upload your visa');
    await expectAxeClean(page, 'visa stamp');
    await page.getByRole('button', { name: 'Next – Skip for now' }).click();

    await title(page, 'Identification Documents');
    await next(page);
    // Moved on with the item still open (followup lists it): the next module opens on its virtual cover.
    await title(page, 'Original Contribution');
    expect(await exhibitStatus('a-student-visa')).toBe('pending');
  }

  it('description+files, links only and links+files show their messages; the guidance text is on its screen', async ({
    signedInPage,
  }) => {
    const { page } = await signedInPage('beneficiary', url('original-contribution', 'a-contribution', filesExhibitId));
    await title(page, 'Contribution evidence');
    await text(page, 'Upload 1-2 documents showing you are the author and 1-2 showing its adoption.');
    await expectAxeClean(page, 'description and files');
    await next(page);
    await text(page, 'Required');
    await page.getByLabel('Description').fill('The grasping method adopted by three warehouse operators.');
    // Autosaved before any Next: the save status says so and the item is in progress with the text.
    await text(page, 'All changes saved');
    await expect
      .poll(() => exhibitRecord(filesExhibitId), { timeout: TIMEOUT })
      .toMatchObject({
        status: 'in_progress',
        data: { description: 'The grasping method adopted by three warehouse operators.' },
      });
    await next(page);
    await text(page, 'Please upload at least one file');
    await page.getByRole('button', { name: 'Next – Skip for now' }).click();

    await title(page, 'Event page');
    await page.getByRole('button', { name: 'Remove link 1' }).click();
    await next(page);
    await text(page, 'At least one link is required');
    await page.getByRole('button', { name: 'Next – Skip for now' }).click();

    await title(page, 'Press article');
    await expectAxeClean(page, 'links and files');
    await next(page);
    await text(page, 'Please upload at least one file');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByLabel('Link 1', { exact: true }).fill('not a url');
    await next(page);
    await text(page, 'Please provide a valid URL');
  });

  it("followup keeps readOnly on its links and its 'Visa question?' Ask mails the operations contact", async ({
    signedInPage,
  }) => {
    await setRecord(auditModules(), 'followup');
    const { page } = await signedInPage('beneficiary', `${BASE}/followup?readOnly=true`);
    await pageTitle(page, 'Please complete the following tasks');
    const item = page.getByRole('link', { name: /Identification Documents/ });
    await item.waitFor({ timeout: TIMEOUT });
    expect(await item.getAttribute('href')).toBe(`${BASE}/identification?id=a-identification&readOnly=true`);
    const ask = page.getByRole('complementary', { name: 'Visa question?' }).getByRole('link', { name: 'Ask' });
    expect(await ask.getAttribute('href')).toBe(`mailto:${DEFAULT_ACCOUNT_CONTACT.email}?subject=Visa%20question`);

    // Followed in read-only mode: the module opens read-only, and the sidebar links keep it.
    await item.click();
    await title(page, 'Visa stamp');
    expect(new URL(page.url()).searchParams.get('readOnly')).toBe('true');
    const sidebarLinks = page.getByRole('navigation', { name: 'Onboarding Checklist' }).getByRole('link');
    for (const href of await sidebarLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toContain('readOnly=true');
    }
  });

  it('a missing exhibit shows the exit, a wrong module is corrected, both keeping readOnly; Home shows the status', async ({
    signedInPage,
  }) => {
    await setRecord(auditModules(), 'followup');
    const { page } = await signedInPage('beneficiary', `${BASE}/personal?id=a-personal&exhibitId=gone&readOnly=true`);
    // Spec 3 §2.3: the loading/timeout screen with its exit, the address left as it was.
    const exit = page.getByRole('link', { name: 'Exit' });
    await exit.waitFor({ timeout: TIMEOUT });
    expect(await exit.getAttribute('href')).toBe(`${BASE}?readOnly=true`);
    expect(await page.getByRole('heading', { level: 2, name: 'Legal name' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('exhibitId')).toBe('gone');
    await exit.click();
    await title(page, 'Legal name');
    expect(new URL(page.url()).searchParams.get('readOnly')).toBe('true');

    await page.goto(`${app.url}${BASE}/personal?id=gone&readOnly=true`);
    await title(page, 'Legal name');
    await page.waitForURL((address) => address.search.includes('exhibitId=a-legal-name'), { timeout: TIMEOUT });
    expect(new URL(page.url()).searchParams.get('readOnly')).toBe('true');

    await page.goto(`${app.url}/?readOnly=true`);
    await page.getByText('Onboarding: Follow-up').first().waitFor({ timeout: TIMEOUT });
    expect(await page.getByRole('link', { name: 'Continue onboarding' }).getAttribute('href')).toBe(`${BASE}?readOnly=true`);
    await setRecord(auditModules(), 'completed');
    await page.reload();
    await page.getByText('Onboarding: Completed').first().waitFor({ timeout: TIMEOUT });
  });

  it('the celebration stops for reduced motion; Go back to dashboard keeps readOnly', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary', `${BASE}/complete?readOnly=true`);
    await pageTitle(page, "Wooohoo, you're done!");
    const animation = () =>
      page.locator('section[aria-labelledby="complete-title"] svg').evaluate((icon) => getComputedStyle(icon).animationName);
    expect(await animation()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
    await expectAxeClean(page, 'complete, reduced motion');

    await page.getByRole('link', { name: 'Go back to dashboard' }).click();
    await page.waitForURL((address) => address.pathname === '/', { timeout: TIMEOUT });
    expect(new URL(page.url()).searchParams.get('readOnly')).toBe('true');
  });

  it('with no checklist to show: the loading screen, after 12 s the timeout text, and the exit', async ({ signedInPage }) => {
    await setRecord([]);
    const { page, consoleErrors } = await signedInPage('beneficiary', `${BASE}?readOnly=true`);
    const exit = page.getByRole('link', { name: 'Exit' });
    await exit.waitFor({ timeout: TIMEOUT });
    expect(await exit.getAttribute('href')).toBe(`${BASE}?readOnly=true`);
    await page.getByRole('alert').getByText('This is taking longer than expected.').waitFor({ timeout: 30_000 });
    expect(consoleErrors.some((message) => message.includes('Waiting Splash is timing out'))).toBe(true);
    await expectAxeClean(page, 'timeout');
    await exit.click();
    await page.waitForURL((address) => address.pathname === BASE, { timeout: TIMEOUT });
  });
});
