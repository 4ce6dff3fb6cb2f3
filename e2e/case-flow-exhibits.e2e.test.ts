import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowserTest, openBrowserTest } from './support/browser-test.ts';
import {
  pressNext,
  priyasOnboarding,
  restoreOnboarding,
  screenTitle,
  type SavedOnboarding,
} from './support/onboarding-screens.ts';
import { openPage, screenshot, seriousAccessibilityViolations, signInAs } from './support/pages.ts';
import { openExhibitWithContribution } from './support/petition-page.ts';
import { pdfWithText, solidPng } from './support/sample-files.ts';
import type { RunningApp } from './support/start-app.ts';

/**
 * One source of truth per exhibit (issue 25): what Priya provides in her checklist (a passport, an evidence
 * file, a link) is on the petition's exhibits where staff work, with who provided it and the same status,
 * and her Documents page lists the evidence with its exhibit.
 */
let app: RunningApp;
let browser: Browser;
let db: pg.Client;
let saved: SavedOnboarding;
/** Priya's petition exhibits the checklist below is for, by catalogue type. */
const exhibits = { passport: '', orgChart: '', codeContribution: '' };
const names = { passport: '', orgChart: '', codeContribution: '' };

const BASE = '/onboarding/beneficiary';
const TIMEOUT = 15_000;
const PASSPORT_FILE = 'passport-case-flow.png';
const EVIDENCE_FILE = 'org-chart-case-flow.pdf';
const LINK = 'https://github.com/priya-sharma/gripper-controller';

function item(id: string, exhibitId: string | null, type: string, name: string, moduleType: string) {
  return {
    id,
    exhibitId,
    type,
    name,
    description: `${name}.`,
    required: true,
    hidden: false,
    status: 'pending',
    data: {},
    moduleType,
  };
}

/** Her checklist for this file: the passport (a personal item without exhibitId), then two evidence items. */
function checklist() {
  return [
    {
      id: 'case-flow-identification',
      type: 'IDENTIFICATION',
      title: 'Identification Documents',
      subtitle: 'Passport and visa documents.',
      name: 'Identification Documents',
      status: 'pending',
      exhibits: [item('case-flow-passport', null, 'PASSPORT', 'Passport', 'IDENTIFICATION')],
    },
    {
      id: 'case-flow-critical-role',
      type: 'CRITICAL_ROLE',
      title: 'Critical Role at Distinguished Organization',
      subtitle: 'Your role at the organization.',
      name: 'Critical Role',
      status: 'pending',
      exhibits: [
        item(exhibits.orgChart, exhibits.orgChart, 'ORG_CHART', names.orgChart, 'CRITICAL_ROLE'),
        item(exhibits.codeContribution, exhibits.codeContribution, 'CODE_CONTRIBUTION', names.codeContribution, 'CRITICAL_ROLE'),
      ],
    },
  ];
}

beforeAll(async () => {
  ({ app, browser, db } = await openBrowserTest());
  saved = await priyasOnboarding(db);
  const { rows } = await db.query<{ id: string; name: string; exhibit_type: string }>(
    `select distinct on (exhibit_type) id, name, exhibit_type from app_public.exhibits
      where petition_id = $1 and exhibit_type in ('passport', 'org-chart', 'code-contribution') and parent_exhibit_id is null
      order by exhibit_type, order_index, id`,
    [saved.petitionId],
  );
  const byType = new Map(rows.map((row) => [row.exhibit_type, row]));
  for (const [key, type] of [
    ['passport', 'passport'],
    ['orgChart', 'org-chart'],
    ['codeContribution', 'code-contribution'],
  ] as const) {
    const row = byType.get(type);
    if (!row) throw new Error(`the demo petition of Priya has no ${type} exhibit`);
    exhibits[key] = row.id;
    names[key] = row.name;
  }
  await db.query(
    `update app_public.onboardings set modules = $2, status = 'not_started', flow_state = null where petition_id = $1`,
    [saved.petitionId, JSON.stringify(checklist())],
  );
});

afterAll(async () => {
  if (saved) {
    // Her uploads go with their links (exhibit files, immigration and user documents); then what she typed.
    await db.query(`delete from app_public.files where name = any($1) and owner_id = $2`, [
      [PASSPORT_FILE, EVIDENCE_FILE],
      saved.priyaId,
    ]);
    await db.query(`delete from app_public.exhibit_contributions where exhibit_id = any($1)`, [Object.values(exhibits)]);
    await restoreOnboarding(db, saved);
  }
  await closeBrowserTest({ app, browser, db });
});

async function upload(page: Page, region: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('region', { name: region }).locator('input[type=file]').setInputFiles(file);
  await page.getByRole('list', { name: 'Uploaded files' }).getByText(file.name).waitFor({ timeout: TIMEOUT });
}

/** A checklist sidebar entry: the item's name, then its status. */
const completed = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*Completed$`);

// From the keyboard, as the other onboarding walks do: the passport's read-out appears above the button as the
// upload settles and moved it from under a click (CI once saw the passport step not advance).
const next = pressNext;

describe('case flow: what the customer provides is on the exhibit', () => {
  it('Priya provides a passport, an evidence file and a link; staff see them on the exhibits with the same status', async () => {
    const { page } = await openPage(browser);
    await signInAs(page, app.url, 'beneficiary', BASE);

    await screenTitle(page, 'Passport');
    await upload(page, 'Upload your passport', {
      name: PASSPORT_FILE,
      mimeType: 'image/png',
      buffer: solidPng(600, 420, [210, 215, 220]),
    });
    await next(page);

    // The module's (virtual) cover page, then its first item.
    await screenTitle(page, 'Critical Role at Distinguished Organization');
    await next(page);
    await screenTitle(page, names.orgChart);
    await upload(page, `Upload ${names.orgChart}`, {
      name: EVIDENCE_FILE,
      mimeType: 'application/pdf',
      buffer: await pdfWithText('Org chart: Priya leads the controls team'),
    });
    await next(page);

    await screenTitle(page, names.codeContribution);
    await page.getByRole('button', { name: 'Add link' }).click();
    const link = page.getByRole('textbox', { name: 'Link 1' });
    // A list form flags a field once it is left, and the message goes as soon as the value is right, not only
    // when the field is left again.
    await link.fill('not a url');
    await link.press('Tab');
    const linkMessage = page.getByText(/valid URL/);
    await linkMessage.waitFor();
    await link.fill(LINK);
    await expect.poll(() => linkMessage.count()).toBe(0);
    // Her checklist: what she handed in reads as completed.
    const sidebar = page.getByRole('navigation', { name: 'Onboarding Checklist' });
    await sidebar.getByRole('link', { name: completed(names.orgChart) }).waitFor({ timeout: TIMEOUT });
    await sidebar.getByRole('button', { name: 'Identification Documents' }).click();
    await sidebar.getByRole('link', { name: completed('Passport') }).waitFor({ timeout: TIMEOUT });
    await next(page);
    await page.getByRole('heading', { level: 1, name: "Wooohoo, you're done!" }).waitFor({ timeout: TIMEOUT });

    // Stored on the exhibits: the passport is a file of the petition's Passport exhibit (the one the packet compiles).
    const passportLinks = await db.query(
      `select 1 from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
        where ef.exhibit_id = $1 and f.name = $2`,
      [exhibits.passport, PASSPORT_FILE],
    );
    expect(passportLinks.rowCount).toBe(1);
    const progress = await db.query<{ id: string; progress: string }>(
      `select e.id, app_public.exhibits_customer_progress(e) as progress from app_public.exhibits e where e.id = any($1)`,
      [Object.values(exhibits)],
    );
    expect(Object.fromEntries(progress.rows.map((row) => [row.id, row.progress]))).toEqual({
      [exhibits.passport]: 'provided',
      [exhibits.orgChart]: 'provided',
      [exhibits.codeContribution]: 'provided',
    });

    // Staff open the petition: each exhibit shows what she provided, by whom, and the one status in both wordings.
    const staff = (await openPage(browser)).page;
    await signInAs(staff, app.url, 'staffAdmin', '/admin');
    await staff.goto(`${app.url}/admin/petition-builder/${saved.petitionId}`);
    await staff.getByRole('heading', { level: 1, name: /petition$/ }).waitFor({ timeout: TIMEOUT });

    const passport = await openExhibitWithContribution(staff, names.passport, TIMEOUT);
    await passport.provided.getByText(PASSPORT_FILE).waitFor();
    await passport.provided.getByText(/uploaded by Priya Sharma/).waitFor();
    expect(await passport.provided.getByText(/^Status:/).innerText()).toBe('Status: Submitted (the customer sees “Completed”)');
    // The row's badge, read as a screen reader announces it.
    expect(await passport.exhibit.getByText('Customer status:').locator('..').textContent()).toBe('Customer status: Submitted');

    const orgChart = await openExhibitWithContribution(staff, names.orgChart, TIMEOUT);
    await orgChart.provided.getByText(EVIDENCE_FILE).waitFor();
    await orgChart.provided.getByText(/^Saved by Priya Sharma on /).waitFor();
    expect(await orgChart.provided.getByText(/^Status:/).innerText()).toBe('Status: Submitted (the customer sees “Completed”)');

    const code = await openExhibitWithContribution(staff, names.codeContribution, TIMEOUT);
    expect(await code.provided.getByRole('link', { name: LINK }).getAttribute('href')).toBe(LINK);
    expect(await code.provided.getByText(/^Status:/).innerText()).toBe('Status: Submitted (the customer sees “Completed”)');
    expect(await seriousAccessibilityViolations(staff), 'staff workspace').toEqual([]);
    await screenshot(staff, 'case-flow-exhibits-staff');
  });

  it('her Documents page lists the evidence file with the exhibit it belongs to, on a phone', async () => {
    const { page } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, app.url, 'beneficiary', '/docs');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor({ timeout: TIMEOUT });
    const evidence = page.getByRole('listitem').filter({ hasText: EVIDENCE_FILE });
    await evidence.waitFor({ timeout: TIMEOUT });
    expect(await evidence.innerText()).toContain(`Exhibit: ${names.orgChart}`);
    const passport = page.getByRole('listitem').filter({ hasText: PASSPORT_FILE });
    expect(await passport.innerText()).toContain(`Exhibit: ${names.passport}`);
    // Labels only: exhibits by their titles, never ids; her evidence by its type's name.
    expect(await page.locator('main').innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(await evidence.innerText()).toMatch(/^Org chart · /m);
    // The row fits the phone, its Preview and Download buttons included (they wrap under the name).
    const box = await evidence.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const download = await evidence.getByRole('button', { name: `Download ${EVIDENCE_FILE}` }).boundingBox();
    expect(download!.x + download!.width).toBeLessThanOrEqual(390);
    expect(await seriousAccessibilityViolations(page), 'documents').toEqual([]);
    await screenshot(page, 'case-flow-exhibits-documents');
  });
});
