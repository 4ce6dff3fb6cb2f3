import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { it, type SignedInPage } from './support/fixtures.ts';
import { openExhibit, openPetitionAsStaff, waitForTree } from './support/petition-page.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import type { RunningApp } from './support/start-app.ts';

/**
 * Exhibit actions on the petition workspace tree (issue 11): copy an exhibit from the reusable repository
 * into a module, clone an exhibit into the repository, the autogen data of press articles and patents,
 * and cloning the whole petition. The tests add their own tagged exhibits (to a demo petition other files
 * do not work on) and a tagged reusable exhibit, so searches match only them, and remove them afterwards.
 */
let app: RunningApp;
let db: pg.Client;

const tag = `xa${randomUUID().slice(0, 6)}`;
const names = {
  reusable: `Reusable award ${tag}`,
  press: `Press article ${tag}`,
  patent: `Patent ${tag}`,
};
let petitionId = '';
let moduleId = '';
const exhibitIds = { press: randomUUID(), patent: randomUUID() };
const reusableId = randomUUID();
const clonedPetitionIds: string[] = [];

it.beforeAll(async ({ app: fileApp, db: fileDb }) => {
  app = fileApp;
  db = fileDb;
  // The newest demo petition with a module: the other workspace tests take the oldest.
  const { rows } = await db.query<{ petition_id: string; module_id: string }>(`
    select p.id as petition_id, m.id as module_id from app_public.petitions p
      join app_public.modules m on m.petition_id = p.id
    where p.beneficiary_id is not null and p.visa_class is not null
    order by p.created_at desc, m.order_index, m.created_at limit 1`);
  expect(rows).toHaveLength(1);
  ({ petition_id: petitionId, module_id: moduleId } = rows[0]!);
  await db.query(
    `insert into app_public.exhibits (id, module_id, exhibit_type, name, owned_by, visible, order_index, data)
     values ($1, $3, 'press-article', $4, 'BENEFICIARY', true, 1000, '{}'),
            ($2, $3, 'patent', $5, 'BENEFICIARY', true, 1001, '{"entities": []}')`,
    [exhibitIds.press, exhibitIds.patent, moduleId, names.press, names.patent],
  );
  await db.query(
    `insert into app_public.reusable_exhibits (id, parent_id, name, description, visible, owned_by, exhibit_type, module_type, order_index)
     values ($1, null, $2, '<p>An award kept for reuse.</p>', true, 'PLYMOUTH', 'awards',
             (select module_type_id from app_public.exhibit_types where id = 'awards'), 0)`,
    [reusableId, names.reusable],
  );
});

afterAll(async () => {
  await db?.query('delete from app_public.exhibits where petition_id = $1 and name like $2', [petitionId, `%${tag}%`]);
  await db?.query('delete from app_public.reusable_exhibits where name like $1', [`%${tag}%`]);
  if (clonedPetitionIds.length > 0) await db?.query('delete from app_public.petitions where id = any($1)', [clonedPetitionIds]);
});

const openPetition = (signedInPage: SignedInPage, query = '') => openPetitionAsStaff(signedInPage, petitionId, query);

/** The module card holding our exhibits. */
function ourModule(page: Page): Locator {
  return page
    .getByRole('group', { name: /^Module \d+: / })
    .filter({ has: page.getByRole('article', { name: `Exhibit ${names.press}` }) });
}

function exhibit(page: Page, name: string): Locator {
  return page.getByRole('article', { name: `Exhibit ${name}`, exact: true });
}

async function exhibitData(id: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ data: Record<string, unknown> }>('select data from app_public.exhibits where id = $1', [id]);
  return rows[0]!.data;
}

describe('petition workspace: exhibit actions', () => {
  it('copies a reusable exhibit into a module from the cmdk picker; the copy stays after a reload', async ({ signedInPage }) => {
    const { page, consoleErrors } = await openPetition(signedInPage);
    const card = ourModule(page);
    await card.getByRole('combobox', { name: /^Copy from repository into / }).click();
    // The unfiltered first page (with 'Type more to narrow' when the repository holds more) is accessible too.
    const picker = page.getByRole('dialog', { name: /^Copy an exhibit into / });
    await picker.getByRole('option').first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await picker.getByRole('combobox', { name: 'Search the exhibit repository' }).fill(tag);
    const option = picker.getByRole('option', { name: new RegExp(names.reusable) });
    // The server's search has answered: only the tagged exhibit is left.
    await expect.poll(() => picker.getByRole('option').count(), { timeout: 10_000 }).toBe(1);
    await option.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await option.click();

    await page.getByText(`Copied "${names.reusable}" into`).waitFor();
    await exhibit(page, names.reusable).waitFor();
    // Focus lands on the copy's row in the tree (it fell to the page's body while the copy ran, and stayed there).
    await expect.poll(() => exhibit(page, names.reusable).evaluate((row) => row === document.activeElement)).toBe(true);
    const { rows } = await db.query<{ module_id: string; exhibit_type: string; description: string }>(
      'select module_id, exhibit_type, description from app_public.exhibits where petition_id = $1 and name = $2',
      [petitionId, names.reusable],
    );
    expect(rows).toEqual([{ module_id: moduleId, exhibit_type: 'awards', description: '<p>An award kept for reuse.</p>' }]);

    await page.reload();
    await exhibit(page, names.reusable).waitFor();
    expect(
      await ourModule(page)
        .getByRole('article', { name: `Exhibit ${names.reusable}` })
        .count(),
    ).toBe(1);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('clones an exhibit into the repository and finds it on /admin/exhibit-repo', async ({ signedInPage }) => {
    const { page, consoleErrors } = await openPetition(signedInPage);
    // From the keyboard: the tree does not change, so focus stays on the button (it fell to the page's body while
    // the disabled button waited for the server, and stayed there).
    const clone = exhibit(page, names.patent).getByRole('button', { name: `Clone exhibit ${names.patent} into the repository` });
    await clone.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`"${names.patent}" was added to the exhibit repository.`).waitFor();
    expect(await clone.evaluate((button) => button === document.activeElement)).toBe(true);
    const { rows } = await db.query<{ id: string; exhibit_type: string }>(
      'select id, exhibit_type from app_public.reusable_exhibits where name = $1',
      [names.patent],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.exhibit_type).toBe('patent');

    // The toast's Open goes to the repository with the copy selected.
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.getByRole('heading', { name: 'Exhibit repository', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('reusableExhibitId')).toBe(rows[0]!.id);
    await page.getByRole('article', { name: `Exhibit ${names.patent}` }).waitFor();

    // And a search of the repository lists it.
    await page.goto(`${app.url}/admin/exhibit-repo`);
    await page.getByPlaceholder('Search exhibits...').fill(tag);
    await page.getByRole('list', { name: 'Exhibits' }).getByRole('button', { name: names.patent }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('saves a press-article url and a patent key and value in place; they persist after a reload', async ({ signedInPage }) => {
    const { page, consoleErrors } = await openPetition(signedInPage);
    const press = await openExhibit(page, names.press);
    await press.getByLabel('Article URL').fill('https://press.example/2026/robotics');
    const patent = await openExhibit(page, names.patent);
    await patent.getByLabel('Identified by').selectOption('google_patent_url');
    await patent.getByLabel('Google Patents URL or patent number').fill('https://patents.google.com/patent/US11222333B2');
    await patent.getByLabel(`Autogenerate ${names.patent}`).click();

    await expect
      .poll(() => exhibitData(exhibitIds.press), { timeout: 10_000 })
      .toEqual({ url: 'https://press.example/2026/robotics' });
    // The key and value went out together and the data the form does not show is kept.
    await expect
      .poll(() => exhibitData(exhibitIds.patent), { timeout: 10_000 })
      .toEqual({ entities: [], key: 'google_patent_url', value: 'https://patents.google.com/patent/US11222333B2' });
    await expect
      .poll(async () => (await db.query('select autogen from app_public.exhibits where id = $1', [exhibitIds.patent])).rows[0])
      .toEqual({ autogen: true });

    await page.reload();
    await waitForTree(page);
    const pressAgain = await openExhibit(page, names.press);
    expect(await pressAgain.getByLabel('Article URL').inputValue()).toBe('https://press.example/2026/robotics');
    const patentAgain = await openExhibit(page, names.patent);
    expect(await patentAgain.getByLabel('Identified by').inputValue()).toBe('google_patent_url');
    expect(await patentAgain.getByLabel('Google Patents URL or patent number').inputValue()).toBe(
      'https://patents.google.com/patent/US11222333B2',
    );
    expect(await patentAgain.getByLabel(`Autogenerate ${names.patent}`).getAttribute('aria-checked')).toBe('true');

    // Emptying the url removes it from the data rather than storing blank text.
    await pressAgain.getByLabel('Article URL').fill('');
    await expect.poll(() => exhibitData(exhibitIds.press), { timeout: 10_000 }).toEqual({});
    await screenshot(page, 'petition-workspace-exhibit-actions');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('loads the description editor while an exhibit is pointed at, so it opens as the editor without a loading line', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await openPetition(signedInPage);
    const row = exhibit(page, names.press);
    const open = row.getByRole('button', { name: `Open exhibit ${names.press}`, exact: true });
    // Nothing on the page has shown an editor yet: its code is fetched when the button is pointed at.
    const editorCode = page.waitForResponse((response) => /\/assets\/RichTextEditor-[^/]+\.js$/.test(response.url()), {
      timeout: 15_000,
    });
    await open.hover();
    const codeUrl = (await editorCode).url();
    // Resolves once the module and its imports have run, as the page's own import has by then.
    // (A string, since the test runner rewrites an import() written in a function.)
    await page.evaluate(`import(${JSON.stringify(codeUrl)}).then(() => true)`);

    await open.click();
    // The click renders the opened exhibit at once; had the code still been loading, its loading line would be here.
    expect(await row.getByText(`Loading the editor for description of ${names.press}…`).count()).toBe(0);
    await row.getByRole('textbox', { name: `Description of ${names.press}` }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('disables copying, cloning and the autogen data in read-only mode (readOnly=true)', async ({ signedInPage }) => {
    const { page, consoleErrors } = await openPetition(signedInPage, '?readOnly=true');
    expect(
      await ourModule(page)
        .getByRole('combobox', { name: /^Copy from repository into / })
        .isDisabled(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Clone petition' }).isDisabled()).toBe(true);
    const patent = await openExhibit(page, names.patent);
    expect(await patent.getByRole('button', { name: `Clone exhibit ${names.patent} into the repository` }).isDisabled()).toBe(
      true,
    );
    expect(await patent.getByLabel('Identified by').isDisabled()).toBe(true);
    expect(await patent.getByLabel('Google Patents URL or patent number').isDisabled()).toBe(true);
    expect(await patent.getByLabel(`Autogenerate ${names.patent}`).isDisabled()).toBe(true);
    const press = await openExhibit(page, names.press);
    expect(await press.getByLabel('Article URL').isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('clones the whole petition and opens the copy with its modules', async ({ signedInPage }) => {
    const { page, consoleErrors } = await openPetition(signedInPage);
    const before = await db.query<{ count: string }>('select count(*) from app_public.modules where petition_id = $1', [
      petitionId,
    ]);
    await page.getByRole('button', { name: 'Clone petition' }).click();
    await page.waitForURL(
      (url) => /\/admin\/petition-builder\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(petitionId),
    );
    const newId = new URL(page.url()).pathname.split('/').pop()!;
    clonedPetitionIds.push(newId);
    await page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
    await page.getByRole('group', { name: /^Module 1: / }).waitFor();
    // Our tagged exhibits came along (exhibits are copied with the modules).
    await exhibit(page, names.press).waitFor();

    const { rows } = await db.query<{ beneficiary_id: string; status: string; modules: string }>(
      `select p.beneficiary_id, p.status, (select count(*) from app_public.modules m where m.petition_id = p.id) as modules
         from app_public.petitions p where p.id = $1`,
      [newId],
    );
    const original = await db.query<{ beneficiary_id: string }>('select beneficiary_id from app_public.petitions where id = $1', [
      petitionId,
    ]);
    expect(rows[0]).toEqual({
      beneficiary_id: original.rows[0]!.beneficiary_id,
      status: 'PENDING_DOCS',
      modules: before.rows[0]!.count,
    });
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
