import { readFile } from 'node:fs/promises';
import { CASE_LIST_COLUMN_LABELS, CASE_LIST_COLUMNS, formatCalendarDate } from '@app/domain';
import type pg from 'pg';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { demoAccount, seriousAccessibilityViolations } from './support/pages.ts';

/**
 * The staff case list (issue 30): with an overdue open task on Priya's demo petition, staff open Cases from the
 * admin navigation, filter to overdue items, see her petition with its next deadline in words, and export the
 * filtered list as CSV; the filters saved under a name are there again in another browser.
 */
let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const priya = demoAccount('beneficiary');

describe('case list', () => {
  it('staff filter the case list to overdue items and export it', async ({ signedInPage }) => {
    const { rows } = await db.query<{ task_id: string; petition_id: string }>(
      `insert into app_public.pending_petition_tasks (petition_id, content, party, due_date)
       select p.id, 'Upload the signed employment letter', 'BENEFICIARY', current_date - 3
         from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
        where lower(u.email) = lower($1) order by p.created_at limit 1
       returning id as task_id, petition_id`,
      [priya.email],
    );
    expect(rows).toHaveLength(1);
    const { task_id: taskId, petition_id: petitionId } = rows[0]!;
    // Her petition's next deadline: this task's date, or an earlier one of the demo's own open tasks.
    const facts = await db.query<{ due: string }>(
      `select to_char(next_deadline, 'YYYY-MM-DD') as due from app_public.case_list_facts where petition_id = $1`,
      [petitionId],
    );
    const due = facts.rows[0]!.due;
    const filterName = `Overdue ${Date.now()}`;
    try {
      const { page } = await signedInPage('staffAdmin', '/admin');
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Cases' }).click();
      await page.getByRole('heading', { name: 'Cases', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Cases' });
      await table.waitFor();

      await page.getByRole('checkbox', { name: 'Only cases with overdue items' }).check();
      const row = table.getByRole('row').filter({ hasText: priya.fullName }).first();
      await row.waitFor();
      const deadline = `Overdue · ${formatCalendarDate(due)}`;
      expect(await row.innerText()).toContain(deadline);
      // Every row left is overdue.
      const deadlines = await table.locator('tbody tr td:nth-child(7)').allInnerTexts();
      expect(deadlines.length).toBeGreaterThan(0);
      expect(deadlines.every((text) => text.startsWith('Overdue · '))).toBe(true);
      expect(await page.locator('main').innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|PENDING_DOCS|BENEFICIARY/);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^case-list-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
      expect(lines[0]).toBe(CASE_LIST_COLUMNS.map((column) => CASE_LIST_COLUMN_LABELS[column]).join(','));
      expect(lines.some((line) => line.startsWith(`${priya.fullName},`) && line.includes(deadline))).toBe(true);
      expect(lines.slice(1).every((line) => line.includes('Overdue · '))).toBe(true);

      // Saved filters live on the server: saved here, they are there in another browser profile.
      const saved = page.getByRole('region', { name: 'Saved filters' });
      await saved.getByRole('button', { name: 'Save filters' }).click();
      await saved.getByText('Enter a name for these filters.').waitFor();
      await saved.getByLabel('Name for the current filters').fill(filterName);
      await saved.getByRole('button', { name: 'Save filters' }).click();
      await saved.getByText(`Saved as “${filterName}”.`).waitFor();
      const elsewhere = await signedInPage('staffAdmin', '/admin/cases');
      const there = elsewhere.page.getByRole('region', { name: 'Saved filters' });
      expect(await elsewhere.page.getByRole('checkbox', { name: 'Only cases with overdue items' }).isChecked()).toBe(false);
      await there.getByRole('button', { name: filterName, exact: true }).click();
      await expect
        .poll(() => elsewhere.page.getByRole('checkbox', { name: 'Only cases with overdue items' }).isChecked())
        .toBe(true);
      await there.getByRole('button', { name: `Remove the saved filter ${filterName}` }).click();
      await there.getByRole('button', { name: filterName, exact: true }).waitFor({ state: 'detached' });
      expect(elsewhere.consoleErrors).toEqual([]);
    } finally {
      await db.query('delete from app_public.pending_petition_tasks where id = $1', [taskId]);
    }
  });
});
