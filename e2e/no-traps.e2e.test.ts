import type pg from 'pg';
import { describe, expect } from 'vitest';
import { choose, pick } from './support/combobox.ts';
import { documentSection, northwindId, uploadPdf } from './support/employer-wizard.ts';
import { withOwnApp } from './support/fixtures.ts';
import { pdfWithText } from './support/sample-files.ts';

/**
 * Issue 26, "no traps", in the browser: lists that stay put while ticking, deletes that can be undone,
 * read-only controls that say why they are disabled. The demo data: Daniel is ADMIN and Mei VIEWER of
 * Northwind Robotics, which filed Priya Sharma's O-1A petition. Each test makes its own data and removes it.
 */
// An app of its own: the tests tick, delete and replace Daniel's and Priya's things, which the shared app's
// other files read.
const it = withOwnApp({});
let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const TIMEOUT = 30_000;
/** use-undoable-delete.ts: the file is deleted this long after Delete unless Undo is pressed. */
const UNDO_WINDOW_MS = 6000;
const VIEW_ONLY_REASON = "View only: ask your team's admin to change this";

async function northwindPetitionId(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`
    select p.id from app_public.petitions p
      join app_public.users u on u.id = p.beneficiary_id
     where u.email = 'priya@demo.petition.studio'
     order by p.created_at desc limit 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** Hand-closed tasks for the employer's team, the first already done (so it sorts last on load). */
async function employerTasks(stamp: number): Promise<{ ids: string[]; contents: string[] }> {
  const petitionId = await northwindPetitionId();
  const contents = ['done first', 'open second', 'open third'].map((what) => `No-traps ${what} ${stamp}`);
  const ids: string[] = [];
  for (const [index, content] of contents.entries()) {
    const { rows } = await db.query<{ id: string }>(
      `insert into app_public.pending_petition_tasks (petition_id, content, party, created_at, completed_at)
       values ($1, $2, 'PETITIONER', now() - make_interval(mins => $3), $4) returning id`,
      [petitionId, content, 10 - index, index === 0 ? new Date().toISOString() : null],
    );
    ids.push(rows[0]!.id);
  }
  return { ids, contents };
}

describe('no traps (issue 26)', () => {
  it('ticking an action item leaves the list where it is; done items sort last only on load', async ({ signedInPage }) => {
    const stamp = Date.now();
    const { ids, contents } = await employerTasks(stamp);
    try {
      const { page } = await signedInPage('employerAdmin', '/actions');
      const ours = page.getByRole('checkbox', { name: new RegExp(`^No-traps .* ${stamp}$`) });
      await expect.poll(() => ours.count(), { timeout: TIMEOUT }).toBe(3);
      const order = async () => Promise.all((await ours.all()).map((box) => box.getAttribute('id')));
      // On load: the done one last.
      expect(await order()).toEqual([`task-${ids[1]}`, `task-${ids[2]}`, `task-${ids[0]}`]);

      // Ticking the first open item keeps it first; a second click at the same place unticks it again
      // instead of ticking the next one (the trap a double click fell into).
      const first = page.getByRole('checkbox', { name: contents[1] });
      await first.click();
      await expect.poll(() => first.getAttribute('aria-checked'), { timeout: TIMEOUT }).toBe('true');
      await expect
        .poll(() => db.query('select completed_at from app_public.pending_petition_tasks where id = $1', [ids[1]]), {
          timeout: TIMEOUT,
        })
        .toMatchObject({ rows: [{ completed_at: expect.any(Date) }] });
      expect(await order()).toEqual([`task-${ids[1]}`, `task-${ids[2]}`, `task-${ids[0]}`]);
      await ours.first().click();
      await expect.poll(() => first.getAttribute('aria-checked'), { timeout: TIMEOUT }).toBe('false');
      expect(await page.getByRole('checkbox', { name: contents[2] }).getAttribute('aria-checked')).toBe('false');
      expect(await order()).toEqual([`task-${ids[1]}`, `task-${ids[2]}`, `task-${ids[0]}`]);

      // A reload sorts the done ones last again.
      await first.click();
      await expect.poll(() => first.getAttribute('aria-checked'), { timeout: TIMEOUT }).toBe('true');
      await page.reload();
      await expect.poll(() => ours.count(), { timeout: TIMEOUT }).toBe(3);
      expect(await order()).toEqual([`task-${ids[2]}`, `task-${ids[0]}`, `task-${ids[1]}`]);
    } finally {
      await db.query('delete from app_public.pending_petition_tasks where id = any($1)', [ids]);
    }
  });

  it('deleting an upload in the employer wizard can be undone; without Undo it is deleted after a few seconds', async ({
    signedInPage,
  }) => {
    const name = `no-traps-${Date.now()}.pdf`;
    const companyId = await northwindId(db);
    const held = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from app_public.company_documents d join app_public.files f on f.id = d.file_id
            where d.company_id = $1 and f.name = $2`,
          [companyId, name],
        )
      ).rows[0]!.n;
    try {
      const { page } = await signedInPage('employerAdmin', '/onboarding/employer/corporate-docs');
      await uploadPdf(page, 'Name Change', name);
      expect(await held()).toBe(1);
      const section = documentSection(page, 'Name Change');
      const del = section.getByRole('button', { name: `Delete ${name}`, exact: true });

      // Delete: gone from the list at once, an Undo toast; Undo brings it back and nothing is deleted.
      await del.click();
      await del.waitFor({ state: 'detached', timeout: TIMEOUT });
      const toast = page.getByRole('listitem').filter({ hasText: `Deleted ${name}` });
      await toast.waitFor({ timeout: TIMEOUT });
      await toast.getByRole('button', { name: 'Undo' }).click();
      await del.waitFor({ timeout: TIMEOUT });
      await page.waitForTimeout(UNDO_WINDOW_MS + 1000);
      expect(await held()).toBe(1);
      expect(await del.count()).toBe(1);

      // Delete without Undo: still stored inside the window, deleted after it.
      await del.click();
      await del.waitFor({ state: 'detached', timeout: TIMEOUT });
      expect(await held()).toBe(1);
      await expect.poll(held, { timeout: TIMEOUT }).toBe(0);
      await page.reload();
      await documentSection(page, 'Articles of Incorporation').waitFor({ timeout: TIMEOUT });
      expect(await del.count()).toBe(0);
    } finally {
      await db.query(
        `delete from app_public.company_documents d using app_public.files f
          where f.id = d.file_id and d.company_id = $1 and f.name = $2`,
        [companyId, name],
      );
    }
  });

  it("Mei (view only) sees the action items' checkboxes disabled, with the reason", async ({ signedInPage }) => {
    const stamp = Date.now();
    const { ids, contents } = await employerTasks(stamp);
    try {
      const { page } = await signedInPage('companyViewer', '/actions');
      const box = page.getByRole('checkbox', { name: contents[1] });
      await box.waitFor({ timeout: TIMEOUT });
      expect(await box.isDisabled()).toBe(true);
      expect(await box.getAttribute('title')).toBe(VIEW_ONLY_REASON);
      const reasonId = (await box.getAttribute('aria-describedby'))!.split(' ').at(-1)!;
      expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe(VIEW_ONLY_REASON);
      expect(await page.getByText(VIEW_ONLY_REASON).isVisible()).toBe(true);
      await box.click({ force: true });
      await page.waitForTimeout(500);
      expect(await box.getAttribute('aria-checked')).toBe('false');

      // Daniel (ADMIN) on the same items: enabled, no reason.
      const daniel = await signedInPage('employerAdmin', '/actions');
      const his = daniel.page.getByRole('checkbox', { name: contents[1] });
      await his.waitFor({ timeout: TIMEOUT });
      expect(await his.isDisabled()).toBe(false);
      expect(await his.getAttribute('title')).toBeNull();
      expect(await daniel.page.getByText(VIEW_ONLY_REASON).count()).toBe(0);
    } finally {
      await db.query('delete from app_public.pending_petition_tasks where id = any($1)', [ids]);
    }
  });

  it('Case strategy says at once that an edit is waiting to be saved, then that it is saved', async ({ signedInPage }) => {
    const { page } = await signedInPage('staffAdmin', '/admin/petition-builder/new?isCaseStrategy=true');
    await page.getByRole('heading', { name: 'Build case strategy', level: 1 }).waitFor({ timeout: TIMEOUT });
    await choose(page, 'Visa type', 'O-1A');
    await pick(page, 'Petitioner', 'Helios', 'Helios Grid Analytics');
    await pick(page, 'Beneficiary', 'Sofia', 'Sofia Castillo');
    await page.waitForURL(/caseStrategyId=[0-9a-f-]{36}/, { timeout: TIMEOUT });
    const strategyId = new URL(page.url()).searchParams.get('caseStrategyId')!;
    try {
      const status = page.getByRole('complementary', { name: 'Case strategy' }).getByRole('status');
      await status.filter({ hasText: 'All changes saved' }).waitFor({ timeout: TIMEOUT });
      const label = `No-traps strategy ${Date.now()}`;
      await page.getByLabel('Label', { exact: true }).fill(label);
      // The label is saved by the 5 s autosave; the indicator does not wait for it to start.
      const started = Date.now();
      await status.filter({ hasText: 'Saving...' }).waitFor({ timeout: 2000 });
      expect(Date.now() - started).toBeLessThan(2000);
      await status.filter({ hasText: 'All changes saved' }).waitFor({ timeout: TIMEOUT });
      const { rows } = await db.query<{ label: string }>('select label from app_public.case_strategies where id = $1', [
        strategyId,
      ]);
      expect(rows[0]!.label).toBe(label);
    } finally {
      await db.query('delete from app_public.case_strategies where id = $1', [strategyId]);
    }
  });

  it('Documents: Priya replaces and deletes a file she provided; a file in a compiled packet asks first', async ({
    signedInPage,
  }) => {
    const stamp = Date.now();
    const first = `no-traps-i94-${stamp}.pdf`;
    const second = `no-traps-i94-new-${stamp}.pdf`;
    const petitionId = await northwindPetitionId();
    const stored = async (name: string) =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from app_public.files f
             join app_public.immigration_documents d on d.file_id = f.id
            where f.name = $1 and d.type = 'I_94'`,
          [name],
        )
      ).rows[0]!.n;
    let packetId: string | null = null;
    try {
      const { page } = await signedInPage('beneficiary', '/docs');
      await page.getByRole('heading', { name: 'Add documents' }).waitFor({ timeout: TIMEOUT });
      await page.getByLabel('Document type').selectOption({ label: 'I-94' });
      await page
        .getByLabel('Upload I-94')
        .setInputFiles({ name: first, mimeType: 'application/pdf', buffer: await pdfWithText('I-94 first') });
      await page.getByRole('button', { name: `Delete ${first}` }).waitFor({ timeout: TIMEOUT });

      // Replace: the new file is filed the same way (an I-94), the old one is gone.
      const chooser = page.waitForEvent('filechooser', { timeout: TIMEOUT });
      await page.getByRole('button', { name: `Replace ${first}` }).click();
      await (await chooser).setFiles({ name: second, mimeType: 'application/pdf', buffer: await pdfWithText('I-94 second') });
      await page.getByRole('button', { name: `Delete ${second}` }).waitFor({ timeout: TIMEOUT });
      await expect.poll(() => stored(first), { timeout: TIMEOUT }).toBe(0);
      expect(await stored(second)).toBe(1);
      expect(await page.getByRole('button', { name: `Delete ${first}` }).count()).toBe(0);

      // The new file goes into a compiled, shared packet: Delete now warns first; Cancel keeps it.
      const { rows: exhibits } = await db.query<{ id: string }>(
        'select id from app_public.exhibits where petition_id = $1 order by order_index limit 1',
        [petitionId],
      );
      await db.query(
        `insert into app_public.exhibit_files (exhibit_id, file_id, order_index, created_at)
         select $1, f.id, 999, now() - interval '1 hour' from app_public.files f where f.name = $2`,
        [exhibits[0]!.id, second],
      );
      const { rows: packets } = await db.query<{ id: string }>(
        `insert into app_public.compiled_petitions (petition_id, display_name, status, finished_at, shared_with_customers)
         values ($1, $2, 'COMPLETED', now(), true) returning id`,
        [petitionId, `No-traps packet ${stamp}`],
      );
      packetId = packets[0]!.id;
      await page.reload();
      const del = page.getByRole('button', { name: `Delete ${second}` }).first();
      await del.waitFor({ timeout: TIMEOUT });
      await del.click();
      const dialog = page.getByRole('alertdialog', { name: `Delete ${second}?` });
      await dialog.getByText(`This file is in the compiled packet "No-traps packet ${stamp}".`, { exact: false }).waitFor({
        timeout: TIMEOUT,
      });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached', timeout: TIMEOUT });
      await page.waitForTimeout(UNDO_WINDOW_MS + 1000);
      expect(await stored(second)).toBe(1);

      // Confirmed: gone from the page at once (with Undo), deleted after the window.
      await del.click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByText(`Deleted ${second}`).waitFor({ timeout: TIMEOUT });
      await expect.poll(() => page.getByRole('button', { name: `Delete ${second}` }).count(), { timeout: TIMEOUT }).toBe(0);
      await expect.poll(() => stored(second), { timeout: TIMEOUT }).toBe(0);
    } finally {
      if (packetId) await db.query('delete from app_public.compiled_petitions where id = $1', [packetId]);
      await db.query('delete from app_public.files where name = any($1)', [[first, second]]);
    }
  });
});
