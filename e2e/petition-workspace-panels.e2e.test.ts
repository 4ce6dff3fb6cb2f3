import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { CASE_FIELD_TEXTS, PETITION_STATUS_LABELS, PROPOSED_SALARY_ERROR, isPetitionStatus } from '@app/domain';
import { demoAccount, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { delayOperation } from './support/graphql-operations.ts';
import { it } from './support/fixtures.ts';
import { changeUntilPageRefetches } from './support/live-probe.ts';
import { overlappingControls } from './support/overlaps.ts';
import { openPetitionAsStaff, waitForTree } from './support/petition-page.ts';

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** A petition of the demo beneficiary (Priya) with an exhibit customers see, so she can complete a task on it. */
async function priyasPetition(): Promise<{ petitionId: string; exhibitId: string; exhibitName: string }> {
  const { rows } = await db.query<{ petition_id: string; exhibit_id: string; exhibit_name: string }>(`
    select p.id as petition_id, e.id as exhibit_id, e.name as exhibit_name
    from app_public.petitions p
    join app_public.users u on u.id = p.beneficiary_id
    join app_public.exhibits e on e.petition_id = p.id and e.parent_exhibit_id is null
    where u.email = 'priya@demo.petition.studio'
    order by p.created_at, e.order_index limit 1`);
  expect(rows).toHaveLength(1);
  return { petitionId: rows[0]!.petition_id, exhibitId: rows[0]!.exhibit_id, exhibitName: rows[0]!.exhibit_name };
}

/** Changes a harmless key of the petition until the History panel's live refetch is sent (still on its way). */
async function liveRefetchInFlight(page: Page, petitionId: string): Promise<void> {
  await changeUntilPageRefetches(
    page,
    'WorkspacePetitionChanges',
    (attempt) =>
      db.query(
        `update app_public.petitions set metadata = jsonb_set(metadata, '{e2eHistoryProbe}', to_jsonb($2::int)) where id = $1`,
        [petitionId, attempt],
      ),
    'sent',
  );
}

const statusLabel = (status: string) => (isPetitionStatus(status) ? PETITION_STATUS_LABELS[status] : status);

function tab(page: Page, name: string) {
  return page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name, exact: true });
}

describe('petition workspace side panels', () => {
  it('adds, edits and deletes a note, and is axe clean', async ({ signedInPage }) => {
    const { petitionId } = await priyasPetition();
    const { page, consoleErrors } = await openPetitionAsStaff(signedInPage, petitionId);
    await tab(page, 'Notes').click();

    const text = `Call the expert on Monday ${Date.now()}`;
    await page.getByLabel('New note').fill(text);
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('list', { name: 'Notes' });
    const note = notes.getByRole('article').filter({ hasText: text });
    await note.waitFor();
    // Focus follows each step (the emptied form's disabled button, Edit and the edit form each dropped it to the body):
    // the note added, the text being edited, then Edit again.
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    await expect.poll(() => focused(note)).toBe(true);
    // Author and time in the spec's format (MM/dd/yyyy hh:mm a z).
    const stamp = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2} (AM|PM) \S+`;
    await expect
      .poll(() => note.textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`^${demoAccount('staffAdmin').fullName} · ${stamp}`));
    expect(await notes.getByRole('article').first().textContent()).toContain(text); // newest first

    await note.getByRole('button', { name: 'Edit' }).click();
    expect(await focused(page.getByLabel('Edit note'))).toBe(true);
    await page.getByLabel('Edit note').fill(`${text} (moved to Tuesday)`);
    await page.getByRole('button', { name: 'Save note' }).click();
    await notes.getByText(`${text} (moved to Tuesday)`).waitFor();
    const editedNote = notes.getByRole('article').filter({ hasText: `${text} (moved to Tuesday)` });
    await expect.poll(() => focused(editedNote.getByRole('button', { name: 'Edit' }))).toBe(true);
    const savedNotes = async () =>
      (
        await db.query<{ content: string }>('select content from app_public.notes where petition_id = $1 and content like $2', [
          petitionId,
          `${text}%`,
        ])
      ).rows.map((row) => row.content);
    await expect.poll(savedNotes, { timeout: 10_000 }).toEqual([`${text} (moved to Tuesday)`]);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'petition-workspace-notes');

    const edited = notes.getByRole('article').filter({ hasText: `${text} (moved to Tuesday)` });
    await edited.getByRole('button', { name: /^Delete note by / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await edited.waitFor({ state: 'detached' });
    await expect.poll(savedNotes, { timeout: 10_000 }).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('shows a task the beneficiary completes on Action Items as completed, live', async ({ signedInPage }) => {
    const { petitionId, exhibitId, exhibitName } = await priyasPetition();
    // At 1280 wide the panels sit beside the tree, a third of the window wide.
    const staff = await openPetitionAsStaff(signedInPage, petitionId, '', { viewport: { width: 1280, height: 900 } });
    await tab(staff.page, 'Pending tasks').click();

    const content = `Upload the signed offer letter ${Date.now()}`;
    await staff.page.getByLabel('Task', { exact: true }).fill(content);
    await staff.page.getByLabel('Link', { exact: true }).fill('not a link');
    await staff.page.getByLabel('Linked exhibit').selectOption(exhibitId);
    await staff.page.getByRole('button', { name: 'Add task' }).click();
    await staff.page.getByRole('alert').filter({ hasText: 'Enter a web address' }).waitFor();
    await staff.page.getByLabel('Link', { exact: true }).fill('https://www.uscis.gov/i-129');
    await staff.page.getByRole('button', { name: 'Add task' }).click();

    const openList = staff.page.getByRole('list', { name: /^Open tasks/ });
    const task = openList.getByRole('article', { name: `Task ${content}` });
    await task.waitFor();
    // The task added has the focus (the emptied form's disabled Add task dropped it to the page's body).
    await expect.poll(() => task.evaluate((card) => card === document.activeElement)).toBe(true);
    // The linked exhibit's button takes staff to its row in the tree.
    await task.getByRole('button', { name: `Exhibit: ${exhibitName}` }).click();
    await expect
      .poll(() => staff.page.evaluate(() => document.activeElement?.id), { timeout: 10_000 })
      .toBe(`workspace-exhibit-${exhibitId}`);
    const { rows: created } = await db.query<{ exhibit_id: string; link: string; completed_at: Date | null }>(
      'select exhibit_id, link, completed_at from app_public.pending_petition_tasks where petition_id = $1 and content = $2',
      [petitionId, content],
    );
    expect(created).toEqual([{ exhibit_id: exhibitId, link: 'https://www.uscis.gov/i-129', completed_at: null }]);
    // The form's and each task's date, priority and assignee fit the panel's width, none drawn over another.
    expect(await overlappingControls(staff.page)).toEqual([]);

    // Priya completes it on Action Items in another browser; the staff page shows it completed without a reload.
    const beneficiary = await signedInPage('beneficiary', '/actions');
    await beneficiary.page.getByRole('heading', { name: 'Action Items' }).waitFor();
    await beneficiary.page.getByRole('checkbox', { name: content }).click();
    await expect
      .poll(() => beneficiary.page.getByRole('checkbox', { name: content }).getAttribute('aria-checked'), { timeout: 10_000 })
      .toBe('true');

    const completedTask = staff.page
      .getByRole('list', { name: /^Completed tasks/ })
      .getByRole('article', { name: `Task ${content}` });
    await completedTask.waitFor({ timeout: 15_000 });
    expect(await completedTask.textContent()).toMatch(/Completed .* by Priya/);
    expect(await openList.getByRole('article', { name: `Task ${content}` }).count()).toBe(0);
    // Staff reopen it: it moves back to the open list as a new card, and its box there keeps the focus.
    await completedTask.getByRole('checkbox').click();
    await task.waitFor();
    await expect.poll(() => task.getByRole('checkbox').evaluate((box) => box === document.activeElement)).toBe(true);

    expect(await seriousAccessibilityViolations(staff.page)).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
    expect(beneficiary.consoleErrors).toEqual([]);
    await db.query('delete from app_public.pending_petition_tasks where petition_id = $1 and content = $2', [
      petitionId,
      content,
    ]);
    await beneficiary.page.context().close();
    await staff.page.context().close();
  });

  it('ticks a checklist item with a note, and finds a status change in History with old → new', async ({ signedInPage }) => {
    const { petitionId } = await priyasPetition();
    const { page, consoleErrors } = await openPetitionAsStaff(signedInPage, petitionId);
    await tab(page, 'Checklist').click();

    const label = 'Kickoff call held with beneficiary and petitioner';
    const checkbox = page.getByRole('checkbox', { name: label });
    await checkbox.waitFor();
    if ((await checkbox.getAttribute('aria-checked')) === 'true') {
      await checkbox.click();
      await expect.poll(() => checkbox.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('false');
    }
    await checkbox.click();
    await expect.poll(() => checkbox.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
    await page
      .getByText(/Completed .* by /)
      .first()
      .waitFor();
    const noteText = `Held on Zoom ${Date.now()}`;
    await page.getByLabel(`Note for ${label}`).fill(noteText);
    const itemRow = async () =>
      (
        await db.query<{ completed_at: Date | null; completed_by: string | null; note: string | null }>(
          `select i.completed_at, i.completed_by, i.note from app_public.petition_checklist_items i
           join app_public.checklist_tasks t on t.id = i.task_id
           where i.petition_id = $1 and i.module_id is null and t.code = 'intake.kickoff-call'`,
          [petitionId],
        )
      ).rows[0];
    await expect.poll(async () => (await itemRow())?.note, { timeout: 10_000 }).toBe(noteText);
    expect((await itemRow())?.completed_by).not.toBeNull();

    // A status change made on the page shows in History with old → new.
    const statusBefore = (
      await db.query<{ status: string }>('select status from app_public.petitions where id = $1', [petitionId])
    ).rows[0]!.status;
    const statusAfter = statusBefore === 'IN_ATTORNEY_REVIEW' ? 'SUBMITTED' : 'IN_ATTORNEY_REVIEW';
    await tab(page, 'History').click();
    await page.getByLabel('Kind').selectOption('petitions');
    await page.getByLabel('Status', { exact: true }).selectOption(statusAfter);
    // As a sentence in labels, not column names or enum values (issue 26).
    const sentence = `${demoAccount('staffAdmin').fullName} changed Status from ${statusLabel(statusBefore)} to ${statusLabel(statusAfter)}`;
    const entry = page.getByRole('list', { name: 'Changes' }).getByRole('article', { name: sentence }).first();
    await entry.waitFor({ timeout: 15_000 });
    expect(await entry.textContent()).not.toMatch(/status:|_/);

    expect(await overlappingControls(page), 'History filters').toEqual([]);
    // The person filter offers who acted; the checklist tick is there under its own kind.
    expect(await page.getByLabel('Person').locator('option').allTextContents()).toContain(demoAccount('staffAdmin').fullName);
    await page.getByLabel('Kind').selectOption('petition_checklist_items');
    await page
      .getByRole('list', { name: 'Changes' })
      .getByRole('article', { name: new RegExp(`^${demoAccount('staffAdmin').fullName} (created|updated|changed|set) `) })
      .first()
      .waitFor();

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'petition-workspace-history');

    // Load more from the keyboard: focus goes to the first change it brought (read out), not to the page's body
    // (the button was disabled while the longer page loaded). The demo petition has more than a page of changes.
    await page.getByLabel('Kind').selectOption('');
    const changes = page.getByRole('list', { name: 'Changes' });
    await expect.poll(() => changes.locator(':scope > li').count()).toBe(25);
    // Pressed while a live refetch (someone else's change) is on its way: the button left that press unanswered (CI).
    await page.getByRole('button', { name: 'Load more' }).focus();
    const releaseRefetch = await delayOperation(page, 'WorkspacePetitionChanges', 2_000);
    await liveRefetchInFlight(page, petitionId);
    await page.keyboard.press('Enter');
    // Where the focused entry stands in the list: the 26th, or one further down if a change made meanwhile (the
    // status change's own follow-ups, live) was added at the top after the focus moved.
    await expect
      .poll(() => changes.evaluate((list) => [...list.children].findIndex((entry) => entry === document.activeElement)))
      .toBeGreaterThanOrEqual(25);
    expect(consoleErrors).toEqual([]);

    await releaseRefetch();
    await db.query(`update app_public.petitions set metadata = metadata - 'e2eHistoryProbe' where id = $1`, [petitionId]);

    // Put the petition back as it was (other files read the demo data).
    await page.getByLabel('Status', { exact: true }).selectOption(statusBefore);
    await expect
      .poll(
        async () =>
          (await db.query<{ status: string }>('select status from app_public.petitions where id = $1', [petitionId])).rows[0]!
            .status,
        { timeout: 10_000 },
      )
      .toBe(statusBefore);
    await page.context().close();
  });
});

describe('petition workspace case fields', () => {
  it("edits the builder's proposed role and salary and a USCIS address in place, refusing a bad salary and a too-long address", async ({
    signedInPage,
  }) => {
    const { petitionId } = await priyasPetition();
    const caseRow = async () =>
      (
        await db.query<{ uscis_address: string | null; metadata: Record<string, unknown> }>(
          'select uscis_address, metadata from app_public.petitions where id = $1',
          [petitionId],
        )
      ).rows[0]!;
    const before = await caseRow();
    const { page, consoleErrors } = await openPetitionAsStaff(signedInPage, petitionId);
    const field = (label: string) => page.getByRole('region', { name: 'Case fields' }).getByLabel(label, { exact: true });

    // The builder's case details are on the page, as the builder saved them.
    expect(await field('Proposed US role').inputValue()).toBe(before.metadata['proposedUSRole']);
    expect(await field('Proposed US salary').inputValue()).toBe(before.metadata['proposedUSSalary']);
    expect(await field('Field of endeavor').inputValue()).toBe(before.metadata['fieldOfEndeavor']);
    expect(await field('Worksite location').inputValue()).toBe(before.metadata['worksiteLocation']);

    await field('Proposed US role').fill('Principal Perception Engineer');
    await expect
      .poll(async () => (await caseRow()).metadata['proposedUSRole'], { timeout: 10_000 })
      .toBe('Principal Perception Engineer');

    // A salary the I-129 could not read is refused with the builder's sentence and never saved.
    await field('Proposed US salary').fill('TBD');
    await page.getByText(PROPOSED_SALARY_ERROR, { exact: true }).waitFor();
    expect(await field('Proposed US salary').getAttribute('aria-invalid')).toBe('true');
    await field('Proposed US salary').fill('$212,500 per year');
    await page.getByText(PROPOSED_SALARY_ERROR, { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await caseRow()).metadata['proposedUSSalary'], { timeout: 10_000 }).toBe('$212,500 per year');

    // A 3,000-character USCIS address reads the field's bound and is not saved; an address in lines is.
    await field('USCIS address').fill('x'.repeat(3000));
    await page.getByText(CASE_FIELD_TEXTS.uscisAddress, { exact: true }).waitFor();
    expect((await caseRow()).uscis_address).toBe(before.uscis_address);
    const address = 'USCIS\nAttn: I-129\n2500 Westfield Drive\nElgin, IL 60124-7836';
    await field('USCIS address').fill(address);
    await page.getByText(CASE_FIELD_TEXTS.uscisAddress, { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await caseRow()).uscis_address, { timeout: 10_000 }).toBe(address);
    // The other metadata keys (onboarding's answers, the filing type) are kept.
    expect((await caseRow()).metadata).toEqual({
      ...before.metadata,
      proposedUSRole: 'Principal Perception Engineer',
      proposedUSSalary: '$212,500 per year',
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    await waitForTree(page);
    expect(await field('Proposed US role').inputValue()).toBe('Principal Perception Engineer');
    expect(await field('Proposed US salary').inputValue()).toBe('$212,500 per year');
    expect(await field('USCIS address').inputValue()).toBe(address);
    await screenshot(page, 'petition-workspace-case-fields');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();

    // Put the petition back as it was (other files read the demo data).
    await db.query('update app_public.petitions set uscis_address = $2, metadata = $3 where id = $1', [
      petitionId,
      before.uscis_address,
      before.metadata,
    ]);
  });
});
