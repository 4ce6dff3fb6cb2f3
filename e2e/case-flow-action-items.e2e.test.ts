import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { EMPLOYER_ONBOARDING_STEPS } from '@app/domain';
import {
  EMPLOYER_WIZARD,
  expectStep,
  heading,
  next,
  northwindId,
  STEP_TIMEOUT_MS,
  uploadPdf,
} from './support/employer-wizard.ts';
import { demoAccount, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { it, type SignedInPage } from './support/fixtures.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';
import { nextSubscription } from './support/subscriptions.ts';

/**
 * Issue 25 in the browser: action items derive from the data they ask for. Each party sees only its own
 * items, Open leads to the screen where the item is done (the rail highlighting it), an upload closes the
 * item by itself, and finishing the employer wizard ticks the staff checklist with the time.
 * The demo data: Daniel is ADMIN of Northwind Robotics, which filed Priya Sharma's O-1A petition.
 */
let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const PRIYAS_PAY_STUBS = 'Upload your last three pay stubs';
const PRIYAS_CHECKLIST_ITEM = 'Finish the High Remuneration part of your checklist';
const FEIN_ITEM = 'Upload: Tax ID (FEIN) document';

async function priyasPetition(): Promise<{ petitionId: string; payStubsExhibitId: string }> {
  const { rows } = await db.query<{ petition_id: string; exhibit_id: string }>(`
    select p.id as petition_id, e.id as exhibit_id
      from app_public.petitions p
      join app_public.users u on u.id = p.beneficiary_id
      join app_public.exhibits e on e.petition_id = p.id and e.exhibit_type = 'pay-stubs'
     where u.email = 'priya@demo.petition.studio'
     order by p.created_at desc limit 1`);
  expect(rows).toHaveLength(1);
  return { petitionId: rows[0]!.petition_id, payStubsExhibitId: rows[0]!.exhibit_id };
}

async function userId(email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from app_public.users where email = $1', [email]);
  return rows[0]!.id;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The rail's highlighted entry (waited for: the address changes a moment before the rail re-renders). */
async function highlighted(page: Page, name: string): Promise<void> {
  await mainNav(page).locator('a[aria-current="page"]', { hasText: name }).waitFor({ timeout: STEP_TIMEOUT_MS });
  expect(await mainNav(page).locator('a[aria-current="page"]').count()).toBe(1);
}

async function openStaffPanel(signedInPage: SignedInPage, petitionId: string, tabName: string) {
  const opened = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
  await opened.page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
  await opened.page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name: tabName, exact: true }).click();
  return opened;
}

/** Resolves when the page next sends a petition's live-changes subscription (set up before it happens). */
function petitionSubscription(page: Page): Promise<void> {
  return nextSubscription(page, 'PetitionChanged');
}

/** Marks the window, so a later check can tell the page was never reloaded. */
async function markNotReloaded(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded?: boolean }).notReloaded = true;
  });
}

const stillNotReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);

describe('action items derived from data (issue 25)', () => {
  it("Daniel's pay-stub item opens the employer's Documents, highlighted in the rail; each party sees only its items", async ({
    signedInPage,
  }) => {
    const { petitionId, payStubsExhibitId } = await priyasPetition();
    const content = `Upload the last three pay stubs you issued to Priya Sharma ${Date.now()}`;

    // Staff give the employer the item in the workspace: for the petitioner, closing when a file is on the exhibit.
    const staff = await openStaffPanel(signedInPage, petitionId, 'Pending tasks');
    await staff.page.getByLabel('For', { exact: true }).selectOption({ label: 'Employer (petitioner)' });
    await staff.page.getByLabel('Task', { exact: true }).fill(content);
    await staff.page.getByLabel('Closes when', { exact: true }).selectOption({ label: 'A file on the exhibit arrives' });
    await staff.page.getByRole('button', { name: 'Add task' }).click();
    await staff.page.getByRole('alert').filter({ hasText: 'Choose the exhibit' }).waitFor();
    await staff.page.getByLabel('Linked exhibit').selectOption(payStubsExhibitId);
    await staff.page.getByRole('button', { name: 'Add task' }).click();
    const created = staff.page.getByRole('list', { name: /^Open tasks/ }).getByRole('article', { name: `Task ${content}` });
    await created.waitFor();
    expect(await created.textContent()).toContain('For Employer (petitioner) · closes when a file on the exhibit arrives');
    const { rows: stored } = await db.query(
      'select party, awaited_kind, awaited_type, exhibit_id from app_public.pending_petition_tasks where content = $1',
      [content],
    );
    expect(stored).toEqual([
      { party: 'PETITIONER', awaited_kind: 'EXHIBIT_FILE', awaited_type: null, exhibit_id: payStubsExhibitId },
    ]);

    try {
      // Daniel: the item is among his next steps on Home, Priya's are not.
      const daniel = await signedInPage('employerAdmin', '/');
      const nextSteps = daniel.page.getByRole('region', { name: 'Next steps' });
      await nextSteps.getByRole('link', { name: `Open: ${content}` }).waitFor();
      // A team reads whose case each item is on.
      expect(await nextSteps.getByRole('listitem').filter({ hasText: content }).textContent()).toContain('— Priya Sharma');
      expect(await nextSteps.getByText(PRIYAS_PAY_STUBS, { exact: true }).count()).toBe(0);
      expect(await nextSteps.getByText(PRIYAS_CHECKLIST_ITEM).count()).toBe(0);

      // All his items: still none of Priya's; the rail has no Action Items for a team, so Home stays lit.
      await daniel.page.getByRole('link', { name: 'See all action items' }).click();
      await daniel.page.getByRole('heading', { name: 'Action Items', level: 1 }).waitFor();
      await daniel.page.getByText(content, { exact: true }).waitFor();
      await highlighted(daniel.page, 'Home');
      expect(await daniel.page.getByText(PRIYAS_PAY_STUBS, { exact: true }).count()).toBe(0);
      expect(await daniel.page.getByText(PRIYAS_CHECKLIST_ITEM).count()).toBe(0);
      expect(await seriousAccessibilityViolations(daniel.page)).toEqual([]);

      // Open: the employer's Documents, not the beneficiary's onboarding; the rail highlights Documents.
      await daniel.page.getByRole('link', { name: `Open: ${content}` }).click();
      await daniel.page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
      expect(new URL(daniel.page.url()).pathname).toBe('/docs');
      await highlighted(daniel.page, 'Documents');
      expect(daniel.consoleErrors).toEqual([]);

      // Priya sees her items and not the employer's.
      const priya = await signedInPage('beneficiary', '/actions');
      await priya.page.getByText(PRIYAS_PAY_STUBS, { exact: true }).waitFor();
      await priya.page.getByText(PRIYAS_CHECKLIST_ITEM, { exact: true }).waitFor();
      expect(await priya.page.getByText(content).count()).toBe(0);
      expect(await priya.page.getByText(FEIN_ITEM).count()).toBe(0);
      // On Home her own items do not repeat her name after each of them.
      await priya.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      const herNextSteps = priya.page.getByRole('region', { name: 'Next steps' });
      await herNextSteps.getByRole('listitem').first().waitFor();
      expect(await herNextSteps.getByText('Priya Sharma').count()).toBe(0);
      await priya.page.goBack();
      // Her checklist item opens its module of the beneficiary checklist.
      await priya.page.getByRole('link', { name: `Open: ${PRIYAS_CHECKLIST_ITEM}` }).click();
      await priya.page.waitForURL(/\/onboarding\/beneficiary\/high-remuneration\?id=/);
      await highlighted(priya.page, 'Home');
    } finally {
      await db.query('delete from app_public.pending_petition_tasks where content = $1', [content]);
    }
  });

  it("staff's task for Priya shows on her Action Items on her phone without a reload, and so does ticking it done; her focus stays", async ({
    signedInPage,
  }) => {
    const { petitionId } = await priyasPetition();
    const stamp = Date.now();
    // One of her own to tick, whose box she is on when staff change the case.
    const hers = `Bring two passport photos ${stamp}`;
    const theirs = `Send us the signed offer letter ${stamp}`;
    const { rows } = await db.query<{ id: string }>(
      `insert into app_public.pending_petition_tasks (petition_id, content, party) values ($1, $2, 'BENEFICIARY') returning id`,
      [petitionId, hers],
    );
    try {
      const staff = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}?panel=tasks`, {
        viewport: { width: 1280, height: 900 },
      });
      await staff.page.getByLabel('Task', { exact: true }).waitFor();

      const priya = await signedInPage('beneficiary', '/actions', { viewport: PHONE });
      // Loaded again with an eye on its websocket, to know when it listens to her petition's changes.
      const subscribed = petitionSubscription(priya.page);
      subscribed.catch(() => undefined);
      await priya.page.reload();
      const herBox = priya.page.getByRole('checkbox', { name: hers });
      await herBox.waitFor();
      await subscribed;
      // Give the server a moment to start listening for the subscription's topic.
      await priya.page.waitForTimeout(1_000);
      await herBox.focus();
      await markNotReloaded(priya.page);

      // Staff add a task for her on the petition page.
      await staff.page.getByLabel('For', { exact: true }).selectOption({ label: 'Beneficiary' });
      await staff.page.getByLabel('Task', { exact: true }).fill(theirs);
      await staff.page.getByRole('button', { name: 'Add task' }).click();
      const added = staff.page.getByRole('list', { name: /^Open tasks/ }).getByRole('article', { name: `Task ${theirs}` });
      await added.waitFor();

      // Her page shows it without a reload, and the box she was on keeps the focus (the list stayed while it refetched).
      const newItem = priya.page.getByRole('listitem').filter({ hasText: theirs });
      await newItem.getByText(/^Added \d\d\/\d\d\/\d{4}/).waitFor({ timeout: 15_000 });
      expect(await stillNotReloaded(priya.page)).toBe(true);
      expect(await herBox.evaluate((box) => box === document.activeElement)).toBe(true);
      expect(await priya.page.getByRole('checkbox', { name: theirs }).getAttribute('aria-checked')).toBe('false');
      await expectFitsPhone(priya.page, 'action-items-live');

      // Staff tick it done: it shows done on her page, still without a reload.
      await added.getByRole('checkbox').click();
      await newItem.getByText(/^Completed \d\d\/\d\d\/\d{4}/).waitFor({ timeout: 15_000 });
      expect(await priya.page.getByRole('checkbox', { name: theirs }).getAttribute('aria-checked')).toBe('true');
      expect(await stillNotReloaded(priya.page)).toBe(true);
      expect(await herBox.evaluate((box) => box === document.activeElement)).toBe(true);
      expect(priya.consoleErrors).toEqual([]);
      expect(staff.consoleErrors).toEqual([]);
    } finally {
      await db.query('delete from app_public.pending_petition_tasks where id = $1 or content = $2', [rows[0]!.id, theirs]);
    }
  });

  it('staff choose the personal document a task waits for from a list, by name, and read it back in words', async ({
    signedInPage,
  }) => {
    const { petitionId } = await priyasPetition();
    const content = `Upload your latest tax return ${Date.now()}`;
    const staff = await openStaffPanel(signedInPage, petitionId, 'Pending tasks');
    await staff.page.getByLabel('For', { exact: true }).selectOption({ label: 'Beneficiary' });
    await staff.page.getByLabel('Task', { exact: true }).fill(content);
    await staff.page.getByLabel('Closes when', { exact: true }).selectOption({ label: 'A personal document arrives' });
    // A list of the personal document types by name, not a text box for a catalogue id.
    const which = staff.page.getByLabel('Which one', { exact: true });
    expect(await which.evaluate((element) => element.tagName)).toBe('SELECT');
    await which.selectOption({ label: 'Tax return' });
    await staff.page.getByRole('button', { name: 'Add task' }).click();
    try {
      const created = staff.page.getByRole('list', { name: /^Open tasks/ }).getByRole('article', { name: `Task ${content}` });
      await created.waitFor();
      expect(await created.textContent()).toContain('For Beneficiary · closes when a personal document (Tax return) arrives');
      const { rows } = await db.query(
        'select awaited_kind, awaited_type from app_public.pending_petition_tasks where content = $1',
        [content],
      );
      expect(rows).toEqual([{ awaited_kind: 'USER_DOCUMENT', awaited_type: 'tax-return' }]);
      expect(staff.consoleErrors).toEqual([]);
    } finally {
      await db.query('delete from app_public.pending_petition_tasks where content = $1', [content]);
    }
  });

  it('Daniel uploads the FEIN on the wizard step his item opens, and the item closes by itself', async ({ signedInPage }) => {
    const { petitionId } = await priyasPetition();
    const northwind = await northwindId(db);
    // The company has not sent its FEIN yet: the item waiting for it is open.
    await db.query(`delete from app_public.company_documents where company_id = $1 and type = 'TAX_ID_FEIN_DOCUMENT'`, [
      northwind,
    ]);
    await db.query('update app_public.companies set portal_onboarded = true where id = $1', [northwind]);
    const { rowCount } = await db.query(
      `update app_public.pending_petition_tasks set completed_at = null, completed_by = null
        where petition_id = $1 and awaited_kind = 'COMPANY_DOCUMENT' and awaited_type = 'TAX_ID_FEIN_DOCUMENT'`,
      [petitionId],
    );
    expect(rowCount).toBe(1);

    // On a phone-sized screen, as customers use it: the item, how it closes, and its Open link.
    const phone = await signedInPage('employerAdmin', '/actions', { viewport: { width: 390, height: 844 } });
    const phoneItem = phone.page.getByRole('listitem').filter({ hasText: FEIN_ITEM });
    await phoneItem.getByText('Closes by itself when the document is uploaded.', { exact: false }).waitFor();
    // It closes when the data arrives, so there is nothing to tick by hand.
    expect(await phoneItem.getByRole('checkbox').count()).toBe(0);
    expect(await phoneItem.getByRole('link', { name: `Open: ${FEIN_ITEM}` }).isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(phone.page)).toEqual([]);
    await screenshot(phone.page, 'action-items-employer-390');

    const { page, consoleErrors } = await signedInPage('employerAdmin', '/actions');
    const item = page.getByRole('listitem').filter({ hasText: FEIN_ITEM });
    await item.getByRole('link', { name: `Open: ${FEIN_ITEM}` }).click();
    await expectStep(page, 'corporate-docs', 'Corporate Documents');
    await highlighted(page, 'Onboarding');
    await uploadPdf(page, 'Tax ID / FEIN Document', 'fein.pdf');

    await expect
      .poll(
        async () =>
          (
            await db.query<{ completed_by: string | null }>(
              `select completed_by from app_public.pending_petition_tasks
                where petition_id = $1 and awaited_type = 'TAX_ID_FEIN_DOCUMENT'`,
              [petitionId],
            )
          ).rows[0]?.completed_by,
        { timeout: STEP_TIMEOUT_MS },
      )
      .toBe(await userId(demoAccount('employerAdmin').email));
    await page.goto(new URL('/actions', page.url()).toString());
    const done = page.getByRole('listitem').filter({ hasText: FEIN_ITEM });
    await done.getByText(/^Completed \d\d\/\d\d\/\d{4}/).waitFor();
    expect(await done.getByRole('link', { name: `Open: ${FEIN_ITEM}` }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('after Daniel completes employer onboarding, staff see "Employer onboarding completed" ticked with the time', async ({
    signedInPage,
  }) => {
    const { petitionId } = await priyasPetition();
    const northwind = await northwindId(db);
    // Northwind is on the last step, with its checklist item not ticked yet.
    await db.query(
      `delete from app_public.petition_checklist_items i using app_public.checklist_tasks t
        where t.id = i.task_id and t.code = 'intake.employer-onboarding'
          and i.petition_id in (select id from app_public.petitions where company_id = $1)`,
      [northwind],
    );
    await db.query(
      `insert into app_public.employer_onboardings (company_id, step, items) values ($1, 'employerFundingDocs', $2::jsonb)
       on conflict (company_id) do update set step = excluded.step, items = excluded.items`,
      [northwind, JSON.stringify(Object.fromEntries(EMPLOYER_ONBOARDING_STEPS.map((step) => [step, 'complete'])))],
    );

    const { page, consoleErrors } = await signedInPage('employerAdmin', `${EMPLOYER_WIZARD}/employer-funding-docs`);
    await expectStep(page, 'employer-funding-docs', 'Employer Funding Documents');
    await uploadPdf(page, 'Funding Document', 'seed-round.pdf');
    const before = Date.now();
    await next(page);
    await heading(page, 'Onboarding Complete!').waitFor({ timeout: STEP_TIMEOUT_MS });

    const daniel = await userId(demoAccount('employerAdmin').email);
    await expect
      .poll(
        async () =>
          (
            await db.query<{ completed_by: string | null; completed_at: Date | null }>(
              `select i.completed_by, i.completed_at from app_public.petition_checklist_items i
                 join app_public.checklist_tasks t on t.id = i.task_id
                where i.petition_id = $1 and t.code = 'intake.employer-onboarding' and i.module_id is null`,
              [petitionId],
            )
          ).rows[0]?.completed_by ?? null,
        { timeout: STEP_TIMEOUT_MS },
      )
      .toBe(daniel);
    const { rows } = await db.query<{ completed_at: Date }>(
      `select i.completed_at from app_public.petition_checklist_items i join app_public.checklist_tasks t on t.id = i.task_id
        where i.petition_id = $1 and t.code = 'intake.employer-onboarding'`,
      [petitionId],
    );
    expect(rows[0]!.completed_at.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect(consoleErrors).toEqual([]);

    // Staff: the item is ticked, with when and by whom.
    const staff = await openStaffPanel(signedInPage, petitionId, 'Checklist');
    const tick = staff.page.getByRole('checkbox', { name: 'Employer onboarding completed' });
    await expect.poll(() => tick.getAttribute('aria-checked'), { timeout: STEP_TIMEOUT_MS }).toBe('true');
    const row = staff.page.locator('div.rounded-md.border').filter({ has: tick });
    expect(await row.textContent()).toMatch(
      new RegExp(String.raw`Completed \d{2}/\d{2}/\d{4} \d{2}:\d{2} (AM|PM) \S+ by ${demoAccount('employerAdmin').fullName}`),
    );
  });
});
