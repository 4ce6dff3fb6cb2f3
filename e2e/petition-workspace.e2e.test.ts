import type pg from 'pg';
import { describe, expect } from 'vitest';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { it } from './support/fixtures.ts';
import { moduleCards, openPetitionAsStaff, waitForTree } from './support/petition-page.ts';
import { moveByKeyboardTo } from './support/drag.ts';
import { pdfWithText } from './support/sample-files.ts';

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** A demo petition with at least two modules and an exhibit to work on. */
async function demoPetition(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`
    select p.id from app_public.petitions p
    where (select count(*) from app_public.modules m where m.petition_id = p.id) >= 2
      and exists (select 1 from app_public.exhibits e where e.petition_id = p.id and e.parent_exhibit_id is null)
    order by p.created_at limit 1`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

async function petitionRow(id: string) {
  const { rows } = await db.query<{
    status: string;
    uscis_receipt_number: string | null;
    project_management_status: string | null;
  }>('select status, uscis_receipt_number, project_management_status from app_public.petitions where id = $1', [id]);
  return rows[0]!;
}

async function moduleIdsInOrder(petitionId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'select id from app_public.modules where petition_id = $1 order by order_index, created_at',
    [petitionId],
  );
  return rows.map((row) => row.id);
}

const withoutNumber = (names: string[]) => names.map((name) => name.replace(/^Module \d+: /, ''));

describe('petition workspace (/admin/petition-builder/{petitionId})', () => {
  it('saves case fields in place, reorders a module by keyboard, uploads into an exhibit, and is axe clean', async ({
    signedInPage,
  }) => {
    const petitionId = await demoPetition();
    const { page, consoleErrors } = await openPetitionAsStaff(signedInPage, petitionId);

    // The latest I-94 entry's date reads as the app's dates do (MM/DD/YYYY), not as stored.
    const { rows: entries } = await db.query<{ entered: string }>(
      `select to_char(date_of_entry, 'MM/DD/YYYY') as entered from app_public.i94_entries
        where petition_id = $1 order by date_of_entry desc limit 1`,
      [petitionId],
    );
    expect(entries).toHaveLength(1);
    // In the header (the Beneficiary details' arrival history repeats it, with who recorded it).
    await page.locator('header').getByText(`, entered ${entries[0]!.entered}`).waitFor();

    // Case fields autosave; a reload shows what the server kept.
    const before = await petitionRow(petitionId);
    const newStatus = before.status === 'IN_ATTORNEY_REVIEW' ? 'SUBMITTED' : 'IN_ATTORNEY_REVIEW';
    await page.getByLabel('Status', { exact: true }).selectOption(newStatus);
    await page.getByLabel('USCIS receipt number', { exact: true }).fill('IOE0912345678');
    await expect
      .poll(async () => petitionRow(petitionId), { timeout: 10_000 })
      .toMatchObject({
        status: newStatus,
        uscis_receipt_number: 'IOE0912345678',
      });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    await waitForTree(page);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe(newStatus);
    expect(await page.getByLabel('USCIS receipt number', { exact: true }).inputValue()).toBe('IOE0912345678');

    // Keyboard reorder (dnd-kit): focus the first module's handle, Space, ArrowDown, Space.
    const orderBefore = await moduleIdsInOrder(petitionId);
    const cardsBefore = withoutNumber(await moduleCards(page));
    await moveByKeyboardTo(page, 'module', cardsBefore[0]!, 2);
    await expect
      .poll(() => moduleIdsInOrder(petitionId), { timeout: 10_000 })
      .toEqual([orderBefore[1], orderBefore[0], ...orderBefore.slice(2)]);
    await page.reload();
    await page.getByRole('group', { name: /^Module 1: / }).waitFor();
    expect(withoutNumber(await moduleCards(page))).toEqual([cardsBefore[1], cardsBefore[0], ...cardsBefore.slice(2)]);

    // Upload a PDF into the first exhibit with the shared uploader.
    const { rows: exhibits } = await db.query<{ id: string; name: string }>(
      `select e.id, e.name from app_public.exhibits e join app_public.modules m on m.id = e.module_id
       where e.petition_id = $1 and e.parent_exhibit_id is null order by m.order_index, e.order_index limit 1`,
      [petitionId],
    );
    const target = exhibits[0]!;
    await page
      .getByRole('button', { name: `Open exhibit ${target.name}` })
      .first()
      .click();
    await page
      .getByLabel(`Upload files to ${target.name}`)
      .first()
      .setInputFiles({
        name: 'workspace-evidence.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfWithText('Workspace evidence'),
      });
    await page
      .getByRole('list', { name: `Files of ${target.name}` })
      .getByText('workspace-evidence.pdf')
      .first()
      .waitFor();
    const { rows: linked } = await db.query(
      `select 1 from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
       where ef.exhibit_id = $1 and f.name = 'workspace-evidence.pdf'`,
      [target.id],
    );
    expect(linked).toHaveLength(1);

    await screenshot(page, 'petition-workspace');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("reorders an exhibit's files by keyboard, unlinks one and deletes another for good", async ({ signedInPage }) => {
    const petitionId = await demoPetition();
    // An exhibit of its own, so the other tests' uploads do not change what this one counts.
    const { rows } = await db.query<{ id: string; name: string }>(
      `insert into app_public.exhibits (petition_id, module_id, name, order_index)
       select petition_id, id, 'File actions exhibit', 999 from app_public.modules where petition_id = $1
       order by order_index limit 1 returning id, name`,
      [petitionId],
    );
    const exhibit = rows[0]!;
    const fileNames = async () =>
      (
        await db.query<{ name: string }>(
          `select f.name from app_public.exhibit_files ef join app_public.files f on f.id = ef.file_id
           where ef.exhibit_id = $1 order by ef.order_index, f.name`,
          [exhibit.id],
        )
      ).rows.map((row) => row.name);
    const { page, consoleErrors } = await openPetitionAsStaff(signedInPage, petitionId);
    await page.getByRole('button', { name: `Open exhibit ${exhibit.name}` }).click();
    const uploader = page.getByLabel(`Upload files to ${exhibit.name}`);
    for (const name of ['first-proof.pdf', 'second-proof.pdf', 'third-proof.pdf']) {
      await uploader.setInputFiles({ name, mimeType: 'application/pdf', buffer: await pdfWithText(name) });
      await page
        .getByRole('list', { name: `Files of ${exhibit.name}, in order` })
        .getByText(name)
        .waitFor();
    }
    await expect.poll(fileNames).toEqual(['first-proof.pdf', 'second-proof.pdf', 'third-proof.pdf']);

    // Keyboard: the first file moves one place down, saved in one call and kept after a reload.
    await moveByKeyboardTo(page, 'file', 'first-proof.pdf', 2);
    await expect.poll(fileNames, { timeout: 10_000 }).toEqual(['second-proof.pdf', 'first-proof.pdf', 'third-proof.pdf']);

    // Remove unlinks: the file leaves the exhibit but is still stored.
    await page.getByRole('button', { name: 'Remove second-proof.pdf' }).click();
    await expect.poll(fileNames).toEqual(['first-proof.pdf', 'third-proof.pdf']);
    const stored = await db.query(`select 1 from app_public.files where name = 'second-proof.pdf'`);
    expect(stored.rowCount).toBeGreaterThan(0);

    // Delete asks first, then deletes the file itself.
    await page.getByRole('button', { name: 'Delete file third-proof.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(fileNames).toEqual(['first-proof.pdf']);
    // Focus stays in the list, on the file before the deleted one, not the page's body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? document.activeElement?.tagName))
      .toContain('first-proof.pdf');
    const { rows: third } = await db.query(
      `select 1 from app_public.files f where f.name = 'third-proof.pdf'
       and f.id not in (select file_id from app_public.exhibit_files)`,
    );
    expect(third).toEqual([]);
    await page.reload();
    await page.getByRole('button', { name: `Open exhibit ${exhibit.name}` }).click();
    await page
      .getByRole('list', { name: `Files of ${exhibit.name}, in order` })
      .getByText('first-proof.pdf')
      .waitFor();
    expect(await page.getByText('third-proof.pdf').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("shows one editor's change live in a second browser on the same petition", async ({ signedInPage }) => {
    const petitionId = await demoPetition();
    const first = await openPetitionAsStaff(signedInPage, petitionId);
    const second = await openPetitionAsStaff(signedInPage, petitionId);

    // A free-text case field (the header's USCIS status is read only since migration 0112: e2e/header-uscis-status).
    const liveText = `Live ${Date.now()}`;
    await first.page.getByLabel('Project management status', { exact: true }).fill(liveText);
    await expect
      .poll(() => second.page.getByLabel('Project management status', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe(liveText);
    expect((await petitionRow(petitionId)).project_management_status).toBe(liveText);
    expect(first.consoleErrors).toEqual([]);
    expect(second.consoleErrors).toEqual([]);
    await first.page.context().close();
    await second.page.context().close();
  });

  it('generates an exhibit description with the template composer, replacing the text and showing its sources', async ({
    signedInPage,
  }) => {
    const petitionId = await demoPetition();
    const { rows } = await db.query<{ id: string; name: string }>(
      `select e.id, e.name from app_public.exhibits e join app_public.modules m on m.id = e.module_id
        where e.petition_id = $1 and e.parent_exhibit_id is null order by m.order_index desc, e.order_index desc limit 1`,
      [petitionId],
    );
    const target = rows[0]!;
    await db.query("update app_public.exhibits set description = '<p>Old words to be replaced.</p>' where id = $1", [target.id]);
    const { page, consoleErrors } = await openPetitionAsStaff(signedInPage, petitionId);
    await page
      .getByRole('button', { name: `Open exhibit ${target.name}` })
      .first()
      .click();
    const editor = page.getByRole('textbox', { name: `Description of ${target.name}` });
    await editor.getByText('Old words to be replaced.').waitFor();

    await page.getByRole('button', { name: 'AI Tools' }).first().click();
    await page.getByRole('menuitem', { name: 'Generate Description' }).click();
    // The template composer says what it is, and the draft names the sources it rests on.
    await page.getByText('Template draft: no writing model is configured').first().waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Sources' }).first().waitFor();
    // The draft replaced the text (it may quote the old description as evidence, so compare the whole).
    await expect.poll(async () => (await editor.innerText()).trim()).not.toBe('Old words to be replaced.');
    expect((await editor.innerText()).length).toBeGreaterThan(100);
    await expect
      .poll(
        async () =>
          (await db.query<{ description: string }>('select description from app_public.exhibits where id = $1', [target.id]))
            .rows[0]!.description,
        { timeout: 15_000 },
      )
      .not.toBe('<p>Old words to be replaced.</p>');
    const { rows: generated } = await db.query(
      "select 1 from app_public.generated_texts where target_type = 'exhibit' and target_id = $1",
      [target.id],
    );
    expect(generated.length).toBeGreaterThan(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('disables every control that changes data in read-only mode (readOnly=true)', async ({ signedInPage }) => {
    const petitionId = await demoPetition();
    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}?readOnly=true`);
    await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    await page.getByRole('group', { name: /^Module 1: / }).waitFor();
    // Open an exhibit too, so its fields, editor and uploader are on the page.
    await page
      .getByRole('button', { name: /^Open exhibit / })
      .first()
      .click();
    await page
      .getByRole('textbox', { name: /^Description of / })
      .first()
      .waitFor();

    const main = page.getByRole('main');
    const editableFields = await main
      .locator(
        'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])',
      )
      .evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 160)));
    expect(editableFields).toEqual([]);
    expect(await main.locator('[contenteditable="true"]').count()).toBe(0);
    const enabledButtons = await main
      .locator('button:not([disabled])')
      .evaluateAll((buttons) => buttons.map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()));
    // Only looking around stays possible: opening, folding, switching panels, previewing, downloading.
    expect(
      enabledButtons.filter((name) => /delete|remove|add|clone|compile|upload|save|reorder|create|generate/i.test(name)),
    ).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
