import { randomUUID } from 'node:crypto';
import { REUSABLE_EXHIBIT_NAME_TEXTS } from '@app/domain';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { choose } from './support/combobox.ts';
import { it, type OpenedPage, type SignedInPage } from './support/fixtures.ts';
import { dragOnto } from './support/drag.ts';
import { pdfWithText, solidPng } from './support/sample-files.ts';

/**
 * /admin/exhibit-repo (spec 2 §2.1, §2.2) and the shared rich-text editor in its pane, as the demo staff
 * account against the started app. The tests make their own exhibits (names carry a tag, so the demo
 * repository never matches a search) and link files of the demo repository to them.
 */
let db: pg.Client;

const tag = `rx${randomUUID().slice(0, 6)}`;
const ids = {
  prize: randomUUID(),
  fellowship: randomUUID(),
  announcement: randomUUID(),
  statistics: randomUUID(),
};
const names = {
  prize: `Tagged Prize ${tag}`,
  fellowship: `Tagged Fellowship ${tag}`,
  announcement: `Announcement ${tag}`,
  statistics: `Statistics ${tag}`,
};
let fileIds: string[] = [];
let membershipModuleName = '';

it.beforeAll(async ({ db: fileDb }) => {
  db = fileDb;
  const types = await db.query<{ id: string; module_type_id: string; module_name: string }>(
    `select e.id, e.module_type_id, m.name as module_name from app_public.exhibit_types e
       join app_public.module_types m on m.id = e.module_type_id where e.id in ('awards', 'membership')`,
  );
  const award = types.rows.find((row) => row.id === 'awards')!;
  const membership = types.rows.find((row) => row.id === 'membership')!;
  membershipModuleName = membership.module_name;
  await db.query(
    `insert into app_public.reusable_exhibits (id, parent_id, name, description, visible, owned_by, exhibit_type, module_type, order_index)
     values ($1, null, $5, '<p>Original description.</p>', true, 'PLYMOUTH', 'awards', $9, 0),
            ($2, null, $6, null, true, 'PLYMOUTH', 'membership', $10, 0),
            ($3, $1, $7, null, true, 'PLYMOUTH', 'awards', $9, 0),
            ($4, $1, $8, null, true, 'PLYMOUTH', 'awards', $9, 1)`,
    [
      ids.prize,
      ids.fellowship,
      ids.announcement,
      ids.statistics,
      names.prize,
      names.fellowship,
      names.announcement,
      names.statistics,
      award.module_type_id,
      membership.module_type_id,
    ],
  );
  // Three stored demo files (real bytes, so a preview works) become the prize's files, in this order.
  const files = await db.query<{ id: string }>(
    `select f.id from app_public.files f where not f.deleted and f.mime_type = 'application/pdf'
       and exists (select 1 from app_public.reusable_exhibit_files r where r.file_id = f.id)
     order by f.name limit 3`,
  );
  fileIds = files.rows.map((row) => row.id);
  for (const [index, fileId] of fileIds.entries())
    await db.query(
      'insert into app_public.reusable_exhibit_files (reusable_exhibit_id, file_id, order_index) values ($1, $2, $3)',
      [ids.prize, fileId, index],
    );
});

afterAll(async () => {
  await db?.query('delete from app_public.reusable_exhibits where id = any($1)', [Object.values(ids)]);
});

const REPOSITORY = '/admin/exhibit-repo';

/** A page signed in as staff, at the page under test. */
async function openAsStaff(signedInPage: SignedInPage, pathAndQuery: string): Promise<OpenedPage> {
  const opened = await signedInPage('staffAdmin', `${pathAndQuery}`);
  const { page } = opened;
  await page.getByRole('heading', { name: 'Exhibit repository', level: 1 }).waitFor();
  return opened;
}

function exhibitList(page: Page): Locator {
  return page.getByRole('list', { name: 'Exhibits' });
}

async function listedNames(page: Page): Promise<string[]> {
  return (await exhibitList(page).getByRole('button').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
}

async function exhibitRow(id: string) {
  const { rows } = await db.query<{
    name: string;
    description: string | null;
    visible: boolean;
    deleted: boolean;
    owned_by: string;
  }>('select name, description, visible, deleted, owned_by from app_public.reusable_exhibits where id = $1', [id]);
  return rows[0]!;
}

async function fileOrder(exhibitId: string): Promise<string[]> {
  const { rows } = await db.query<{ file_id: string }>(
    'select file_id from app_public.reusable_exhibit_files where reusable_exhibit_id = $1 order by order_index, file_id',
    [exhibitId],
  );
  return rows.map((row) => row.file_id);
}

async function subExhibitOrder(parentId: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    'select name from app_public.reusable_exhibits where parent_id = $1 order by order_index, id',
    [parentId],
  );
  return rows.map((row) => row.name);
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

describe('reusable exhibit repository (/admin/exhibit-repo)', () => {
  it('searches and filters on the server, and Back and Forward restore the filters and the search', async ({ signedInPage }) => {
    const { page } = await openAsStaff(signedInPage, REPOSITORY);
    await page.getByRole('searchbox').waitFor();
    expect(await page.getByPlaceholder('Search exhibits...').isVisible()).toBe(true);

    // Typing replaces the history entry.
    const lengthBeforeTyping = await historyLength(page);
    await page.getByPlaceholder('Search exhibits...').fill(tag);
    await expect.poll(() => listedNames(page), { timeout: 10_000 }).toEqual([names.fellowship, names.prize]);
    expect(await historyLength(page)).toBe(lengthBeforeTyping);

    // A filter pushes one.
    await choose(page, 'Module Type', membershipModuleName);
    await expect.poll(() => listedNames(page), { timeout: 10_000 }).toEqual([names.fellowship]);
    expect(new URL(page.url()).searchParams.get('moduleType')).not.toBeNull();
    expect(await historyLength(page)).toBe(lengthBeforeTyping + 1);

    // Choosing an exhibit replaces it and opens the editor.
    await exhibitList(page).getByRole('button', { name: names.fellowship }).click();
    await page.getByRole('article', { name: `Exhibit ${names.fellowship}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('reusableExhibitId')).toBe(ids.fellowship);
    expect(await historyLength(page)).toBe(lengthBeforeTyping + 1);

    // Back: no module filter, the search kept; Forward: the filter and the choice again.
    await page.goBack();
    await expect.poll(() => listedNames(page), { timeout: 10_000 }).toEqual([names.fellowship, names.prize]);
    expect(new URL(page.url()).searchParams.get('moduleType')).toBeNull();
    expect(await page.getByPlaceholder('Search exhibits...').inputValue()).toBe(tag);
    await page.goForward();
    await expect.poll(() => listedNames(page), { timeout: 10_000 }).toEqual([names.fellowship]);
    expect(new URL(page.url()).searchParams.get('reusableExhibitId')).toBe(ids.fellowship);
    expect(await page.getByPlaceholder('Search exhibits...').inputValue()).toBe(tag);

    // The reset button clears a filter; the exhibit type filter narrows as well.
    await page.getByRole('button', { name: 'Reset Module Type' }).click();
    await expect.poll(() => listedNames(page), { timeout: 10_000 }).toEqual([names.fellowship, names.prize]);
    await choose(page, 'Exhibit Type', 'Award');
    await expect.poll(() => listedNames(page), { timeout: 10_000 }).toEqual([names.prize]);
    expect(new URL(page.url()).searchParams.get('exhibitType')).toBe('awards');

    // Nothing found.
    await page.getByPlaceholder('Search exhibits...').fill(`nothing like this ${tag}`);
    await page.getByText('No exhibits found').waitFor();
    await page.getByText('Try changing your filters or search query').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('edits the exhibit: name, visibility, archive, owner', async ({ signedInPage }) => {
    const { page } = await openAsStaff(signedInPage, `${REPOSITORY}?reusableExhibitId=${ids.prize}`);
    const pane = page.getByRole('article', { name: `Exhibit ${names.prize}` });
    await pane.waitFor();

    await pane.getByLabel('Name', { exact: true }).fill(`${names.prize} renamed`);
    await expect.poll(async () => (await exhibitRow(ids.prize)).name, { timeout: 10_000 }).toBe(`${names.prize} renamed`);
    await pane.getByLabel('Name', { exact: true }).fill(names.prize);
    await expect.poll(async () => (await exhibitRow(ids.prize)).name, { timeout: 10_000 }).toBe(names.prize);

    const visibility = page.getByRole('button', { name: 'Visible', exact: true });
    await visibility.hover();
    expect(await page.getByRole('tooltip').filter({ hasText: 'Exhibit visible to customers' }).first().isVisible()).toBe(true);
    await visibility.click();
    await expect.poll(async () => (await exhibitRow(ids.prize)).visible, { timeout: 10_000 }).toBe(false);
    await page.getByRole('button', { name: 'Hidden', exact: true }).click();
    await expect.poll(async () => (await exhibitRow(ids.prize)).visible, { timeout: 10_000 }).toBe(true);

    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect.poll(async () => (await exhibitRow(ids.prize)).deleted, { timeout: 10_000 }).toBe(true);
    await pane.getByText('Archived', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Unarchive', exact: true }).click();
    await expect.poll(async () => (await exhibitRow(ids.prize)).deleted, { timeout: 10_000 }).toBe(false);

    await choose(page, 'Owner', 'Beneficiary');
    await expect.poll(async () => (await exhibitRow(ids.prize)).owned_by, { timeout: 10_000 }).toBe('BENEFICIARY');
    await page.close();
  });

  it('keeps a name the rule refuses on screen with its sentence, unsaved, and a pause after a space keeps the space', async ({
    signedInPage,
  }) => {
    // A small laptop: a 600-character paste once widened this page to 5,000 px.
    const { page } = await signedInPage('staffAdmin', `${REPOSITORY}?reusableExhibitId=${ids.fellowship}`, {
      viewport: { width: 1024, height: 768 },
    });
    const pane = page.getByRole('article', { name: `Exhibit ${names.fellowship}` });
    const name = pane.getByLabel('Name', { exact: true });
    await name.waitFor();
    const notSaved = pane.getByRole('status').filter({ hasText: 'Not saved: fix the highlighted field' });

    // Cleared to type another: the old name used to come back under "All changes saved".
    await name.fill('');
    await pane.getByText(REUSABLE_EXHIBIT_NAME_TEXTS.blank, { exact: true }).waitFor();
    await notSaved.waitFor();
    await page.waitForTimeout(1_500);
    expect(await name.inputValue()).toBe('');
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    const pasted = `${names.fellowship}:\t${'very long '.repeat(30)}`;
    await name.fill(pasted);
    await pane.getByText(REUSABLE_EXHIBIT_NAME_TEXTS.tooLong, { exact: true }).waitFor();
    await page.waitForTimeout(1_500);
    expect(await name.inputValue()).toBe(pasted);
    expect((await exhibitRow(ids.fellowship)).name).toBe(names.fellowship);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

    // The stored name is trimmed; the space typed before the pause stays for the next word.
    await name.fill(`${names.fellowship} `);
    await pane.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    await name.press('End');
    await name.pressSequentially('Award');
    await expect.poll(async () => (await exhibitRow(ids.fellowship)).name, { timeout: 10_000 }).toBe(`${names.fellowship} Award`);
    expect(await name.inputValue()).toBe(`${names.fellowship} Award`);
    await name.fill(names.fellowship);
    await expect.poll(async () => (await exhibitRow(ids.fellowship)).name, { timeout: 10_000 }).toBe(names.fellowship);
    await page.close();
  });

  it('reorders files by keyboard and sub-exhibits by drag, and the order persists after a reload', async ({ signedInPage }) => {
    const { page } = await openAsStaff(signedInPage, `${REPOSITORY}?reusableExhibitId=${ids.prize}`);
    await page.getByRole('article', { name: `Exhibit ${names.prize}` }).waitFor();
    const fileNames = await page
      .getByRole('list', { name: `Files of ${names.prize}, in order` })
      .getByRole('listitem')
      .allInnerTexts();
    expect(fileNames).toHaveLength(3);

    // Keyboard (dnd-kit): focus the first file's handle, Space, ArrowDown, Space.
    const handle = page.getByRole('button', { name: `Reorder file ${fileNames[0]!.trim()}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.locator('[aria-pressed="true"]').and(handle).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect.poll(() => fileOrder(ids.prize), { timeout: 10_000 }).toEqual([fileIds[1], fileIds[0], fileIds[2]]);

    // Pointer drag of a sub-exhibit, past the 10 px activation distance.
    const first = page.getByRole('button', { name: `Reorder subexhibit ${names.announcement}` });
    const second = page.getByRole('button', { name: `Reorder subexhibit ${names.statistics}` });
    await dragOnto(page, first, second);
    await expect.poll(() => subExhibitOrder(ids.prize), { timeout: 10_000 }).toEqual([names.statistics, names.announcement]);

    await page.reload();
    const files = page.getByRole('list', { name: `Files of ${names.prize}, in order` });
    await files.waitFor();
    expect((await files.getByRole('listitem').allInnerTexts()).map((text) => text.trim())).toEqual(
      [fileNames[1], fileNames[0], fileNames[2]].map((text) => text!.trim()),
    );
    const subs = page.getByRole('list', { name: `Subexhibits of ${names.prize}, in order` });
    expect((await subs.getByRole('listitem').allInnerTexts()).map((text) => text.trim())).toEqual([
      names.statistics,
      names.announcement,
    ]);

    // A sub-exhibit opens the same editor, without entities or sub-exhibits of its own.
    await subs.getByRole('button', { name: names.announcement, exact: true }).click();
    const child = page.getByRole('article', { name: `Subexhibit ${names.announcement}` });
    await child.waitFor();
    await child.getByText('No files provided').waitFor();
    await child.getByText('No description provided').waitFor();
    expect(await child.getByText('No entities provided').count()).toBe(0);
    expect(await child.getByRole('heading', { name: 'Subexhibits' }).count()).toBe(0);

    // Staff upload into the repository with the shared uploader (/db/upload/reusable-exhibit).
    await child.getByLabel(`Upload files to ${names.announcement}`).setInputFiles({
      name: 'announcement.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfWithText('Announcement of the prize'),
    });
    await child
      .getByRole('list', { name: `Files of ${names.announcement}, in order` })
      .getByText('announcement.pdf')
      .waitFor();
    const { rows: uploaded } = await db.query(
      `select 1 from app_public.reusable_exhibit_files rf join app_public.files f on f.id = rf.file_id
         join app_public.reusable_exhibits r on r.id = rf.reusable_exhibit_id
        where r.name = $1 and f.name = 'announcement.pdf'`,
      [names.announcement],
    );
    expect(uploaded).toHaveLength(1);

    // Preview a file, then remove one.
    const previewName = fileNames[1]!.trim();
    await page.getByRole('button', { name: `Preview ${previewName}` }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Remove ${previewName}` }).click();
    await expect.poll(() => fileOrder(ids.prize), { timeout: 10_000 }).toEqual([fileIds[0], fileIds[2]]);
    await page.close();
  });

  it('links and unlinks an entity', async ({ signedInPage }) => {
    const { page } = await openAsStaff(signedInPage, `${REPOSITORY}?reusableExhibitId=${ids.prize}`);
    const pane = page.getByRole('article', { name: `Exhibit ${names.prize}` });
    await pane.getByText('No entities provided').waitFor();

    await choose(page, 'Link entity', 'Award');
    await page.getByRole('combobox', { name: 'Award', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search Award' }).fill('Ada Prize');
    await page.getByRole('option', { name: /Ada Prize for Applied Robotics/ }).click();
    const chip = 'Award: Ada Prize for Applied Robotics';
    await pane.getByText(chip).waitFor();
    const linked = async () =>
      (
        await db.query(
          `select e.name from app_public.reusable_exhibit_entities r join app_public.additional_entities e on e.id = r.entity_id
            where r.reusable_exhibit_id = $1`,
          [ids.prize],
        )
      ).rows.map((row: { name: string }) => row.name);
    expect(await linked()).toEqual(['Ada Prize for Applied Robotics']);

    await page.getByRole('button', { name: `Unlink ${chip}` }).click();
    await pane.getByText('No entities provided').waitFor();
    expect(await linked()).toEqual([]);
    await page.close();
  });

  it('edits the description in the rich-text editor: slash-menu table, image upload, saved 1 s after typing', async ({
    signedInPage,
  }) => {
    const { page } = await openAsStaff(signedInPage, `${REPOSITORY}?reusableExhibitId=${ids.prize}`);
    const pane = page.getByRole('article', { name: `Exhibit ${names.prize}` });
    await pane.getByText('Original description.').waitFor();
    // Clicking the shown description opens the editor.
    await pane.getByText('Original description.').click();
    const editor = page.getByRole('textbox', { name: `Description of ${names.prize}` });
    await editor.waitFor();

    // Typing is saved once the editor has been quiet for 1 s.
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Typed in the repository.');
    expect((await exhibitRow(ids.prize)).description).not.toContain('Typed in the repository.');
    await expect
      .poll(async () => (await exhibitRow(ids.prize)).description, { timeout: 10_000 })
      .toContain('Original description. Typed in the repository.');

    // The slash menu inserts a table.
    await page.keyboard.press('Enter');
    await page.keyboard.type('/table');
    await page.getByRole('listbox', { name: 'Insert block' }).getByRole('option', { name: /Table/ }).waitFor();
    await page.keyboard.press('Enter');
    await editor.locator('table').waitFor();
    await expect.poll(async () => (await exhibitRow(ids.prize)).description, { timeout: 10_000 }).toContain('<table');

    // An image chosen with the picker uploads through /db/upload/editor-image and renders.
    const chooser = page.waitForEvent('filechooser');
    await pane.getByRole('button', { name: 'Insert image' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'repository-figure.png',
      mimeType: 'image/png',
      buffer: solidPng(8, 8, [30, 120, 200]),
    });
    const image = editor.locator('img[src*="/files/editor-images/"]');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
      .toBe(8);
    await expect
      .poll(async () => (await exhibitRow(ids.prize)).description, { timeout: 10_000 })
      .toMatch(/<img[^>]+src="\/files\/editor-images\/[0-9a-f-]{36}"/);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'exhibit-repository-editor');

    // Done shows the saved HTML again.
    await page.getByRole('button', { name: 'Done' }).click();
    await pane.locator('table').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });
});
