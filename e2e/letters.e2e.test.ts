import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { pick } from './support/combobox.ts';
import { it, type OpenedPage, type SignedInPage } from './support/fixtures.ts';
import { caretAtEnd } from './support/rich-text.ts';

let db: pg.Client;
const LETTER_NAME = `EV letter e2e ${Date.now()}`;

it.beforeAll(async ({ db: fileDb }) => {
  db = fileDb;
});

afterAll(async () => {
  // The letters this file saved are its own; the demo petition is left as it was.
  await db?.query('delete from app_public.petition_letters where name like $1', ['EV letter e2e %']);
});

async function openDraftPage(signedInPage: SignedInPage): Promise<OpenedPage> {
  const opened = await signedInPage('staffAdmin', `/admin/draft`);
  const { page } = opened;
  await page.getByRole('navigation', { name: 'Letter types' }).waitFor();
  return opened;
}

const missingText = (page: Page) => page.getByText(/^Missing: /);
/** The inputs named beside the Draft button, sorted (their order follows the contract's fields). */
const missingInputs = async (page: Page) =>
  ((await missingText(page).textContent()) ?? '')
    .replace(/^Missing: /, '')
    .split(', ')
    .sort();

describe('letter drafting (/admin/draft)', () => {
  it('names what is missing beside a disabled Draft button, for each letter', async ({ signedInPage }) => {
    const { page } = await openDraftPage(signedInPage);
    const draft = page.getByRole('button', { name: 'Draft', exact: true });
    expect(await draft.isDisabled()).toBe(true);
    expect(await missingInputs(page)).toEqual(
      [
        'Visa category',
        'Beneficiary',
        'Beneficiary bio',
        'Beneficiary title',
        'Signatory',
        'Signatory bio',
        'Signatory title',
        'Company',
        'Company bio',
        'Field of endeavor',
        'Archetype',
        'Signatory employer',
      ].sort(),
    );
    await page.getByRole('button', { name: 'TN support letter' }).click();
    // The USMCA profession is chosen from Appendix 1603.D.1 (issue 33), no longer fixed to Engineer.
    expect(await missingInputs(page)).toEqual(['Job offer letter', 'Resume', 'TN profession']);
    expect(await page.getByLabel('TN profession').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Advisory opinion (AO)' }).click();
    expect(await missingText(page).textContent()).toContain('AO criteria');
    await page.getByRole('button', { name: 'Employment verification (EV)' }).click();
    expect(await missingInputs(page)).toEqual(
      ['Beneficiary', 'Beneficiary title', 'Signatory', 'Signatory title', 'Company', 'Company bio', 'Salary'].sort(),
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('drafts an EV letter from demo data, edits it, saves it to a petition and exports DOCX and PDF', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await openDraftPage(signedInPage);
    await page.getByRole('button', { name: 'Employment verification (EV)' }).click();
    const editor = page.getByRole('textbox', { name: 'Letter', exact: true });
    expect(await editor.getAttribute('contenteditable')).toBe('false');

    await pick(page, 'Beneficiary', 'Priya', 'Priya Sharma');
    await pick(page, 'Signatory', 'Daniel', 'Daniel Okafor');
    await pick(page, 'Company', 'Northwind', 'Northwind Robotics');
    // Picking fills the names (and bios where known); they stay editable.
    expect(await page.getByLabel('Beneficiary name').inputValue()).toBe('Priya Sharma');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Northwind Robotics');
    await page.getByLabel('Beneficiary title').fill('Senior Robotics Engineer');
    await page.getByLabel('Signatory title').fill('VP of Engineering');
    await page.getByLabel('Company bio').fill('Northwind Robotics builds warehouse robots.');
    await page.getByLabel('Salary').fill('$185,000 per year');
    expect(await missingText(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    await expect.poll(() => editor.getAttribute('contenteditable'), { timeout: 30_000 }).toBe('true');
    const drafted = await editor.innerText();
    expect(drafted).toContain('Template draft');
    expect(drafted).toContain('Priya Sharma');
    expect(drafted).toContain('$185,000 per year');
    await page.getByRole('complementary', { name: 'Generated description provenance' }).waitFor();

    // Edit: a closing line typed at the end of the letter.
    await caretAtEnd(page);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Edited in the browser test.');
    await page.waitForTimeout(2_000); // the editor hands its HTML over after its 1 s debounce

    await page.getByLabel('Find petition').fill('Priya');
    const petition = page.getByLabel('Petition', { exact: true });
    const priyasPetition = petition.locator('option', { hasText: 'Priya Sharma' }).first();
    await priyasPetition.waitFor({ state: 'attached', timeout: 15_000 });
    const petitionId = await priyasPetition.getAttribute('value');
    // Two petitions of the same people are told apart: the short reference the builder's picker shows, and the status.
    expect(await priyasPetition.textContent()).toMatch(/^Priya Sharma \(#[0-9A-F]{8}\) · [^·]+ · O-1A · [A-Z][^·]+$/);
    await petition.selectOption(petitionId!);
    await page.getByLabel('Letter name').fill(LETTER_NAME);
    await page.getByRole('button', { name: 'Save letter' }).click();
    await page.getByText(`Saved version 1 of ${LETTER_NAME}.`).waitFor();
    const { rows } = await db.query<{ content: string; final_file_id: string | null; letter_type: string }>(
      'select content, final_file_id, letter_type from app_public.petition_letters where name = $1 and petition_id = $2',
      [LETTER_NAME, petitionId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.letter_type).toBe('ev-letter');
    expect(rows[0]!.content).toMatch(/>Edited in the browser test\.<\/p>$/);
    expect(rows[0]!.final_file_id).not.toBeNull();

    for (const format of ['DOCX', 'PDF'] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Export ${format}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${LETTER_NAME}.${format.toLowerCase()}`);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe(format === 'PDF' ? '%PDF' : 'PK\u0003\u0004');
    }

    // Saved again after an edit: a new version, the first one kept.
    await caretAtEnd(page);
    await page.keyboard.type(' Second edit.');
    await page.waitForTimeout(2_000);
    await page.getByRole('button', { name: 'Save new version' }).click();
    await page.getByText(`Saved version 2 of ${LETTER_NAME}.`).waitFor();
    await page.getByRole('button', { name: 'Load version 1' }).waitFor();

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'letters-ev-saved');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("shows 'Failed to generate letter.' when generation fails, keeping the inputs", async ({ signedInPage }) => {
    const { page } = await openDraftPage(signedInPage);
    await page.getByRole('button', { name: 'Employment verification (EV)' }).click();
    await pick(page, 'Beneficiary', 'Priya', 'Priya Sharma');
    await pick(page, 'Signatory', 'Daniel', 'Daniel Okafor');
    await pick(page, 'Company', 'Northwind', 'Northwind Robotics');
    await page.getByLabel('Beneficiary title').fill('Engineer');
    await page.getByLabel('Signatory title').fill('CEO');
    await page.getByLabel('Company bio').fill('Robots.');
    await page.getByLabel('Salary').fill('$1');
    // The letter service is unreachable for this request.
    await page.route('**/generate-employment-verification-letter', (route) => route.abort('connectionrefused'));
    page.on('console', () => undefined);
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to generate letter.' }).waitFor();
    expect(await page.getByLabel('Salary').inputValue()).toBe('$1');
    expect(await page.getByLabel('Beneficiary name').inputValue()).toBe('Priya Sharma');
    expect(await page.getByRole('button', { name: 'Draft', exact: true }).isDisabled()).toBe(false);
    await page.close();
  });
});
