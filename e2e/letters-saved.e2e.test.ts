import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { pick } from './support/combobox.ts';
import { it, type OpenedPage, type SignedInPage } from './support/fixtures.ts';
import { caretAtEnd } from './support/rich-text.ts';

let db: pg.Client;
const LETTER_PREFIX = 'Saved letter e2e';
const LETTER_NAME = `${LETTER_PREFIX} ${Date.now()}`;
/** A demo beneficiary, picked here as the signatory: people of the demo data with jobs are beneficiaries. */
const SIGNATORY = 'Arjun Mehta';

it.beforeAll(async ({ db: fileDb }) => {
  db = fileDb;
});

afterAll(async () => {
  // The letters this file saved are its own; the demo petition is left as it was.
  await db?.query('delete from app_public.petition_letters where name like $1', [`${LETTER_PREFIX} %`]);
});

/** A person's current job as stored (no end date first, then the latest start): what a pick should fill. */
async function currentJob(fullName: string): Promise<{ position: string; employer: string }> {
  const { rows } = await db.query<{ position: string; employer: string }>(
    `select e.position, e.company_name as employer
       from app_public.user_employments e join app_public.users u on u.id = e.user_id
      where u.full_name = $1
      order by e.end_date is null desc, e.is_current desc, e.start_date desc nulls last
      limit 1`,
    [fullName],
  );
  expect(rows[0]?.position, `${fullName} has a current job in the demo data`).toBeTruthy();
  return rows[0]!;
}

async function openDraftPage(signedInPage: SignedInPage): Promise<OpenedPage> {
  const opened = await signedInPage('staffAdmin', `/admin/draft`);
  const { page } = opened;
  await page.getByRole('navigation', { name: 'Letter types' }).waitFor();
  return opened;
}

const missingText = (page: Page) => page.getByText(/^Missing: /);
const missingInputs = async (page: Page) => ((await missingText(page).textContent()) ?? '').replace(/^Missing: /, '').split(', ');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Letter', exact: true });

/** Everything the critical-role letter needs: picks (which fill names, bios, titles), then the rest typed. */
async function fillCriticalRole(page: Page, signatoryTitle?: string) {
  const job = await currentJob(SIGNATORY);
  await pick(page, 'Beneficiary', 'Priya', 'Priya Sharma');
  await pick(page, 'Signatory', 'Arjun', SIGNATORY);
  await pick(page, 'Company', 'Northwind', 'Northwind Robotics');
  // The employment arrives a moment after the pick; typing before it would be overwritten.
  await expect.poll(() => field(page, 'Signatory employer').inputValue()).toBe(job.employer);
  if (signatoryTitle) await field(page, 'Signatory title').fill(signatoryTitle);
  await field(page, 'Visa category').fill('O-1A');
  await field(page, 'Field of endeavor').fill('Robot perception');
  await field(page, 'Beneficiary bio').fill('Priya leads perception at Northwind Robotics.');
  await field(page, 'Signatory bio').fill('Arjun builds grid forecasting systems.');
  await field(page, 'Company bio').fill('Northwind Robotics builds warehouse robots.');
  await expect.poll(() => missingText(page).count()).toBe(0);
}

/** Presses Draft and waits for the new letter in the editor; its text. */
async function draftLetter(page: Page, previous?: string): Promise<string> {
  await page.getByRole('button', { name: 'Draft', exact: true }).click();
  await expect.poll(() => editor(page).getAttribute('contenteditable'), { timeout: 30_000 }).toBe('true');
  if (previous !== undefined) await expect.poll(() => editor(page).innerText(), { timeout: 30_000 }).not.toBe(previous);
  return editor(page).innerText();
}

/** Types at the end of the letter and waits out the editor's 1 s debounce before it hands its HTML over. */
async function typeAtEnd(page: Page, text: string) {
  await caretAtEnd(page);
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
  await page.waitForTimeout(2_000);
}

/** Chooses Priya Sharma's petition in the save panel; its id. */
async function choosePetition(page: Page): Promise<string> {
  await page.getByLabel('Find petition').fill('Priya');
  const petition = page.getByLabel('Petition', { exact: true });
  const option = petition.locator('option', { hasText: 'Priya Sharma' }).first();
  await option.waitFor({ state: 'attached', timeout: 15_000 });
  const petitionId = (await option.getAttribute('value'))!;
  await petition.selectOption(petitionId);
  return petitionId;
}

/** A demo entity's name and description (what a pick fills in). */
async function demoEntity(name: string): Promise<{ name: string; description: string }> {
  const { rows } = await db.query<{ name: string; description: string }>(
    `select name, data->>'description' as description from app_public.additional_entities where name = $1 limit 1`,
    [name],
  );
  expect(rows[0]?.description, `${name} is in the demo data`).toBeTruthy();
  return rows[0]!;
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('saved letters on /admin/draft', () => {
  it("fills a picked signatory's current title and employer, which stay editable", async ({ signedInPage }) => {
    const { page, consoleErrors } = await openDraftPage(signedInPage);
    const job = await currentJob(SIGNATORY);
    const beneficiaryJob = await currentJob('Priya Sharma');
    await pick(page, 'Signatory', 'Arjun', SIGNATORY);
    await expect.poll(() => field(page, 'Signatory title').inputValue()).toBe(job.position);
    expect(await field(page, 'Signatory employer').inputValue()).toBe(job.employer);
    expect(await field(page, 'Signatory name').inputValue()).toBe(SIGNATORY);
    expect(await missingInputs(page)).not.toContain('Signatory title');
    expect(await missingInputs(page)).not.toContain('Signatory employer');
    await pick(page, 'Beneficiary', 'Priya', 'Priya Sharma');
    await expect.poll(() => field(page, 'Beneficiary title').inputValue()).toBe(beneficiaryJob.position);

    await field(page, 'Signatory title').fill('Chief Technology Officer');
    expect(await field(page, 'Signatory title').inputValue()).toBe('Chief Technology Officer');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('saves a letter, reopens it after a reload, edits and regenerates it as new versions, keeping the first', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await openDraftPage(signedInPage);
    await fillCriticalRole(page);
    const job = await currentJob(SIGNATORY);
    const first = await draftLetter(page);
    expect(first).toContain('Template draft');
    expect(first).toContain(job.employer);
    const petitionId = await choosePetition(page);
    await field(page, 'Letter name').fill(LETTER_NAME);
    await page.getByRole('button', { name: 'Save letter' }).click();
    await page.getByText(`Saved version 1 of ${LETTER_NAME}.`).waitFor();

    // A fresh page: the letter is found among the petition's letters and opened into the editor.
    await page.reload();
    await page.getByRole('navigation', { name: 'Letter types' }).waitFor();
    expect(await editor(page).getAttribute('contenteditable')).toBe('false');
    await choosePetition(page);
    await page.getByRole('heading', { name: 'Letters of this petition' }).waitFor();
    await page.getByRole('button', { name: `Open ${LETTER_NAME}` }).click();
    await page.getByText(`Opened ${LETTER_NAME} (version 1).`).waitFor();
    expect(normalised(await editor(page).innerText())).toBe(normalised(first));

    // Edited and saved: version 2.
    await typeAtEnd(page, 'Reopened and edited.');
    await page.getByRole('button', { name: 'Save new version' }).click();
    await page.getByText(`Saved version 2 of ${LETTER_NAME}.`).waitFor();

    // Regenerated from changed inputs and saved: version 3 of the same letter.
    await fillCriticalRole(page, 'Chief Technology Officer, regenerated');
    const regenerated = await draftLetter(page, await editor(page).innerText());
    expect(regenerated).toContain('Chief Technology Officer, regenerated');
    await page.getByRole('button', { name: 'Save new version' }).click();
    await page.getByText(`Saved version 3 of ${LETTER_NAME}.`).waitFor();

    for (const version of [1, 2, 3]) await page.getByRole('button', { name: `Load version ${version}` }).waitFor();
    await page.getByRole('button', { name: 'Load version 1' }).click();
    await expect.poll(async () => normalised(await editor(page).innerText())).toBe(normalised(first));

    const { rows } = await db.query<{ version: number; content: string; earlier: { version: number; content: string }[] }>(
      `select version, content, earlier_versions as earlier from app_public.petition_letters
        where name = $1 and petition_id = $2`,
      [LETTER_NAME, petitionId],
    );
    expect(rows).toHaveLength(1);
    const letter = rows[0]!;
    expect(letter.version).toBe(3);
    expect(letter.content).toContain('Chief Technology Officer, regenerated');
    expect(letter.content).not.toContain('Reopened and edited.');
    expect(letter.earlier.map((earlier) => earlier.version)).toEqual([1, 2]);
    expect(letter.earlier[0]!.content).not.toContain('Reopened and edited.');
    expect(letter.earlier[0]!.content).toContain(job.position);
    expect(letter.earlier[1]!.content).toMatch(/>Reopened and edited\.<\/p>$/);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'letters-saved-versions');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('names the missing membership and VC entities beside Draft, and a pick removes them', async ({ signedInPage }) => {
    const { page } = await openDraftPage(signedInPage);
    const membership = await demoEntity('Institute of Autonomous Systems, Fellow');
    const vc = await demoEntity('Granite Peak Ventures');

    await page.getByRole('button', { name: 'Membership', exact: true }).click();
    expect(await missingInputs(page)).toContain('Membership entity');
    await pick(page, 'Membership entity', 'Autonomous', membership.name);
    await expect.poll(() => missingInputs(page)).not.toContain('Membership entity');
    expect(await field(page, 'Membership description').inputValue()).toBe(membership.description);
    expect(await missingInputs(page)).not.toContain('VC entity');

    await page.getByRole('button', { name: 'Award / VC funding', exact: true }).click();
    expect(await missingInputs(page)).toContain('VC entity');
    expect(await missingInputs(page)).not.toContain('Membership entity');
    await pick(page, 'VC entity', 'Granite', vc.name);
    await expect.poll(() => missingInputs(page)).not.toContain('VC entity');
    expect(await field(page, 'VC selection criteria').inputValue()).toBe(vc.description);
    expect(await page.getByRole('button', { name: 'Draft', exact: true }).isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });
});
