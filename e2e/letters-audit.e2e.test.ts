import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { fillEvLetter } from './support/letter-draft.ts';

describe('the letter editor while the page re-renders around it (/admin/draft)', () => {
  it('keeps the caret where the user types: text typed before and after the page re-renders stays together', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/draft');
    await fillEvLetter(page);
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
