import type pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowserTest, openBrowserTest } from './support/browser-test.ts';
import { openPage, screenshot, seriousAccessibilityViolations, signInAs } from './support/pages.ts';
import { waitForTree } from './support/petition-page.ts';
import type { RunningApp } from './support/start-app.ts';

/**
 * Issue 25: the builder's module template follows visa type and archetype whatever order they are
 * chosen in, and asks (keep, replace, merge) before touching modules staff changed; the workspace's
 * "Add exhibit" copies a repository exhibit chosen by title and adds an exhibit to autogenerate. The
 * petition the workspace tests use is created here and removed afterwards.
 */
let app: RunningApp;
let browser: Browser;
let db: pg.Client;
const createdPetitionIds: string[] = [];

beforeAll(async () => {
  ({ app, browser, db } = await openBrowserTest());
});

afterAll(async () => {
  if (createdPetitionIds.length > 0) await db?.query('delete from app_public.petitions where id = any($1)', [createdPetitionIds]);
  await closeBrowserTest({ app, browser, db });
});

const NEW_PETITION = '/admin/petition-builder/new';
const PETITION_PAGE = /\/admin\/petition-builder\/([0-9a-f-]{36})$/;

const TN_CARDS = [
  'Module 1: TN Support Letter and Offer of Employment',
  'Module 2: TN Occupation List',
  'Module 3: TN Beneficiary Education Documents',
];
const ENGINEER_TYPES = [
  'Memo Starter',
  // The beneficiary's CV, asked for on her checklist and filed first (docs/decisions.md, 24th session).
  'Beneficiary Background',
  'Judging',
  'Original Contributions',
  'Authorship',
  'Critical Role',
  'High Remuneration',
  'Conclusion',
];

async function openNewPetition(page: Page) {
  await signInAs(page, app.url, 'staffAdmin', '/admin');
  await page.goto(`${app.url}${NEW_PETITION}`);
  await page.getByRole('heading', { name: 'New petition', level: 1 }).waitFor();
}

/** Opens a picker (its accessible name), searches the server and chooses the match. */
async function pick(page: Page, picker: string, search: string, option: string) {
  await page.getByRole('combobox', { name: picker }).click();
  await page.getByRole('combobox', { name: `Search ${picker}` }).fill(search);
  await page.getByRole('option', { name: new RegExp(option) }).click();
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The module cards' accessible names, in order ('Module 1: Memo Starter', …). */
async function moduleCards(page: Page): Promise<string[]> {
  const cards = page.getByRole('group', { name: /^Module \d+: / });
  const count = await cards.count();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) names.push((await cards.nth(index).getAttribute('aria-label')) ?? '');
  return names;
}

/** The card names without their numbers ('Judging', …). */
async function moduleNames(page: Page): Promise<string[]> {
  return (await moduleCards(page)).map((name) => name.replace(/^Module \d+: /, ''));
}

function presetQuestion(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Use the new module template?' });
}

/** Wei Zhang (software engineer), visa TN, and an Awards module staff added: a list of their own. */
async function editedTnPetition(page: Page) {
  await openNewPetition(page);
  await pick(page, 'Beneficiary', 'Wei', 'Wei Zhang');
  await page.getByRole('group', { name: 'Module 1: Memo Starter' }).waitFor();
  await choose(page, 'Visa type', 'TN');
  await page.getByRole('group', { name: TN_CARDS[0] }).waitFor();
  await choose(page, 'Module to add', 'Awards');
  await page.getByRole('button', { name: 'Add module' }).click();
  await page.getByRole('group', { name: 'Module 4: Awards' }).waitFor();
  await choose(page, 'Visa type', 'O-1A');
  await presetQuestion(page).waitFor();
}

describe('presets that cannot go wrong (issue 25)', () => {
  it('beneficiary then TN gives the TN preset, as TN then beneficiary does, without asking', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await openNewPetition(page);
    await pick(page, 'Beneficiary', 'Wei', 'Wei Zhang');
    await page.getByRole('group', { name: 'Module 1: Memo Starter' }).waitFor();
    expect(await moduleNames(page)).toEqual(ENGINEER_TYPES);
    await choose(page, 'Visa type', 'TN');
    await page.getByRole('group', { name: TN_CARDS[0] }).waitFor();
    expect(await moduleCards(page)).toEqual(TN_CARDS);
    expect(await presetQuestion(page).count()).toBe(0);

    await page.goto(`${app.url}${NEW_PETITION}`);
    await page.getByRole('heading', { name: 'New petition', level: 1 }).waitFor();
    await choose(page, 'Visa type', 'TN');
    await page.getByRole('group', { name: TN_CARDS[0] }).waitFor();
    await pick(page, 'Beneficiary', 'Wei', 'Wei Zhang');
    await page.getByRole('button', { name: 'Create petition', exact: true }).waitFor();
    expect(await moduleCards(page)).toEqual(TN_CARDS);
    expect(await presetQuestion(page).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('asks before replacing modules staff changed; keep leaves them', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await editedTnPetition(page);
    const dialog = presetQuestion(page);
    // It names the modules by their labels: the template's, and what merge would add.
    await dialog.getByRole('region', { name: 'Merge would add' }).getByText('Judging', { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'case-flow-presets-question');
    await dialog.getByRole('button', { name: 'Keep my modules' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await moduleCards(page)).toEqual([...TN_CARDS, 'Module 4: Awards']);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("replace puts the new visa's template in their place", async () => {
    const { page } = await openPage(browser);
    await editedTnPetition(page);
    await presetQuestion(page).getByRole('button', { name: 'Replace with the template' }).click();
    await page.getByRole('group', { name: 'Module 1: Memo Starter' }).waitFor();
    expect(await moduleNames(page)).toEqual(ENGINEER_TYPES);
    await page.context().close();
  });

  it("merge keeps staff's modules and adds the template's missing ones", async () => {
    const { page } = await openPage(browser);
    await editedTnPetition(page);
    await presetQuestion(page).getByRole('button', { name: 'Merge: add the missing template modules' }).click();
    await page.getByRole('group', { name: 'Module 1: Memo Starter' }).waitFor();
    expect(await moduleNames(page)).toEqual([
      ...ENGINEER_TYPES.slice(0, -1),
      'TN Support Letter and Offer of Employment',
      'TN Occupation List',
      'TN Beneficiary Education Documents',
      'Awards',
      'Conclusion',
    ]);
    await page.context().close();
  });
});

describe('add exhibit from the repository and by autogenerate (issue 25)', () => {
  let petitionId = '';

  /** A technology founder's O-1A petition (Awards and Press modules), created through the builder. */
  async function createPetition(page: Page) {
    await openNewPetition(page);
    await pick(page, 'Beneficiary', 'Wei', 'Wei Zhang');
    await page.getByRole('group', { name: 'Module 1: Memo Starter' }).waitFor();
    await pick(page, 'Petitioner', 'Cobalt', 'Cobalt Ridge Software');
    await choose(page, 'Visa type', 'O-1A');
    // The untouched template follows the archetype chosen after the beneficiary.
    await choose(page, 'Archetype', 'Technology Founder');
    await page.getByRole('group', { name: /^Module \d+: Awards$/ }).waitFor();
    await page.getByRole('button', { name: 'Create petition', exact: true }).click();
    await page.waitForURL(PETITION_PAGE);
    petitionId = PETITION_PAGE.exec(new URL(page.url()).pathname)![1]!;
    createdPetitionIds.push(petitionId);
    // The workspace's own heading: the builder's "New petition" also ends in "petition" and stays on screen
    // while the workspace loads.
    await page.getByRole('heading', { level: 1, name: /^O-1A\b.* petition$/ }).waitFor();
  }

  it('copies an awards exhibit chosen by title from the demo repository, with its files and sub-exhibits', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await createPetition(page);
    const awards = page.getByRole('group', { name: /^Module \d+: Awards$/ });
    await awards
      .getByRole('combobox', { name: 'How to add an exhibit to Awards' })
      .selectOption({ label: 'From the repository' });
    const add = awards.getByRole('button', { name: 'Add exhibit', exact: true });
    expect(await add.isDisabled()).toBe(true);
    await awards.getByRole('combobox', { name: 'Choose a repository exhibit to add to Awards' }).click();
    const picker = page.getByRole('dialog', { name: 'Repository exhibits for Awards' });
    // The awards module lists the repository's awards first: titles, never ids.
    await picker.getByRole('option', { name: /Ada Prize for Applied Robotics/ }).waitFor();
    expect(await picker.getByRole('option', { name: /The Bay Ledger/ }).count()).toBe(0);
    expect(await picker.getByRole('listbox').innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await picker.getByRole('combobox', { name: 'Search the exhibit repository' }).fill('Ada Prize');
    await expect.poll(() => picker.getByRole('option').count(), { timeout: 10_000 }).toBe(1);
    await picker.getByRole('option', { name: /Ada Prize for Applied Robotics/ }).click();
    // From the keyboard: the button pressed is disabled while it works, and focus lands on the exhibit it added.
    await add.focus();
    await page.keyboard.press('Enter');

    const copy = awards.getByRole('article', { name: 'Exhibit Ada Prize for Applied Robotics', exact: true });
    await copy.waitFor();
    await expect.poll(() => copy.evaluate((row) => row === document.activeElement)).toBe(true);
    await copy.getByText('1 file', { exact: true }).waitFor();
    await copy.getByRole('button', { name: 'Open exhibit Ada Prize for Applied Robotics' }).click();
    await copy.getByText('ada-prize-for-applied-robotics.pdf').first().waitFor();
    await copy.getByRole('article', { name: 'Exhibit Award announcement' }).waitFor();
    const { rows } = await db.query<{ exhibit_type: string; files: number; children: number }>(
      `select e.exhibit_type,
              (select count(*)::int from app_public.exhibit_files f where f.exhibit_id = e.id) as files,
              (select count(*)::int from app_public.exhibits c where c.parent_exhibit_id = e.id) as children
         from app_public.exhibits e join app_public.modules m on m.id = e.module_id
        where m.petition_id = $1 and m.type = 'awards' and e.name = 'Ada Prize for Applied Robotics'`,
      [petitionId],
    );
    expect(rows).toEqual([{ exhibit_type: 'awards', files: 1, children: 3 }]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('adds a press article to autogenerate only once its URL is given, and sends the URL', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await signInAs(page, app.url, 'staffAdmin', '/admin');
    await page.goto(`${app.url}/admin/petition-builder/${petitionId}`);
    const press = page.getByRole('group', { name: /^Module \d+: Press$/ });
    await press.waitFor();
    // The later cards' exhibits render after the card itself (issue 35): counted before then, there would be none.
    await waitForTree(page);
    const before = await press.getByRole('article').count();
    await press.getByRole('combobox', { name: 'How to add an exhibit to Press' }).selectOption({ label: 'Autogenerate' });
    await press.getByRole('combobox', { name: 'New exhibit type for Press' }).selectOption({ label: 'Press article' });
    const add = press.getByRole('button', { name: 'Add exhibit', exact: true });
    await press.getByText('Press › Press article: autogenerate needs the article URL.').waitFor();
    expect(await add.isDisabled()).toBe(true);
    await press.getByRole('textbox', { name: 'Article URL' }).fill('https://news.example/wei-zhang-founder');
    expect(await add.isDisabled()).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await add.click();

    await expect.poll(() => press.getByRole('article').count(), { timeout: 10_000 }).toBe(before + 1);
    const { rows } = await db.query<{ id: string; name: string; autogen: boolean; data: Record<string, unknown> }>(
      `select e.id, e.name, e.autogen, e.data from app_public.exhibits e join app_public.modules m on m.id = e.module_id
        where m.petition_id = $1 and m.type = 'press' and e.autogen order by e.created_at desc limit 1`,
      [petitionId],
    );
    expect(rows[0]).toMatchObject({
      name: 'Press article',
      autogen: true,
      data: { url: 'https://news.example/wei-zhang-founder' },
    });
    const generated = press.getByRole('article').last();
    expect(await generated.getAttribute('aria-label')).toBe('Exhibit Press article');
    await generated.getByText('0 files').waitFor();
    await generated.getByRole('button', { name: 'Open exhibit Press article' }).click();
    expect(await generated.getByRole('checkbox', { name: 'Autogenerate Press article' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await generated.getByRole('textbox', { name: 'Article URL' }).inputValue()).toBe(
      'https://news.example/wei-zhang-founder',
    );
    await screenshot(page, 'case-flow-presets-added-exhibits');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
