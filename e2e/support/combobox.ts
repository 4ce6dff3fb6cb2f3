import type { Page } from 'playwright-core';

/**
 * Opens a searchable picker (a combobox named `picker`, whose popup has a "Search <picker>" field that
 * asks the server), types `search` and chooses the first option whose name matches `option`.
 */
export async function pick(page: Page, picker: string, search: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: picker, exact: true }).click();
  await page.getByRole('combobox', { name: `Search ${picker}` }).fill(search);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
}

/** Opens a select-like combobox (its accessible name) and chooses the option named exactly `option`. */
export async function choose(page: Page, combobox: string | RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox, exact: typeof combobox === 'string' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
