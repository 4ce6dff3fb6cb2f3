import type pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowserTest, openBrowserTest } from './support/browser-test.ts';
import { openPage, signInAs } from './support/pages.ts';
import type { RunningApp } from './support/start-app.ts';

let app: RunningApp;
let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  ({ app, browser, db } = await openBrowserTest());
});
afterAll(async () => {
  await closeBrowserTest({ app, browser, db });
});

/** Opens a picker (its accessible name), searches the server and chooses the match. */
async function pick(page: Page, picker: string, search: string, option: string) {
  await page.getByRole('combobox', { name: picker, exact: true }).click();
  await page.getByRole('combobox', { name: `Search ${picker}` }).fill(search);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
}

describe('the letter editor while the page re-renders around it (/admin/draft)', () => {
  it('keeps the caret where the user types: text typed before and after the page re-renders stays together', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await signInAs(page, app.url, 'staffAdmin', '/admin');
    await page.goto(`${app.url}/admin/draft`);
    await page.getByRole('button', { name: 'Employment verification (EV)' }).click();
    await pick(page, 'Beneficiary', 'Priya', 'Priya Sharma');
    await pick(page, 'Signatory', 'Daniel', 'Daniel Okafor');
    await pick(page, 'Company', 'Northwind', 'Northwind Robotics');
    await page.getByLabel('Beneficiary title').fill('Senior Robotics Engineer');
    await page.getByLabel('Signatory title').fill('VP of Engineering');
    await page.getByLabel('Company bio').fill('Northwind Robotics builds warehouse robots.');
    await page.getByLabel('Salary').fill('$185,000 per year');
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Letter', exact: true });
    await expect.poll(() => editor.getAttribute('contenteditable'), { timeout: 30_000 }).toBe('true');

    // The caret goes to the end the way a user puts it there: click, then Control+End.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' First part.');
    // The editor hands its HTML to the page after its 1 s debounce: the page (and the editor) re-render.
    await page.getByText('All changes saved').waitFor({ timeout: 10_000 });
    // Choosing a petition lists its saved letters: the save panel re-renders too.
    await page.getByLabel('Find petition').fill('Priya');
    const petition = page.getByLabel('Petition', { exact: true });
    const option = petition.locator('option', { hasText: 'Priya Sharma' }).first();
    await option.waitFor({ state: 'attached', timeout: 15_000 });
    await petition.selectOption((await option.getAttribute('value'))!);
    // Back in the letter, typing continues at the caret (Control+End again: the select took the focus).
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Second part.');

    await expect.poll(async () => (await editor.innerText()).trim()).toMatch(/ First part\. Second part\.$/);
    const text = (await editor.innerText()).trim();
    expect(text.startsWith(' First part.')).toBe(false);
    expect(text.match(/First part\./g)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
