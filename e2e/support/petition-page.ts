import type { Locator, Page } from 'playwright-core';
import type { OpenedPage, SignedInPage } from './fixtures.ts';
import type { PageOptions } from './pages.ts';

/**
 * A page signed in as staff on a petition's workspace (`query` e.g. `?readOnly=true`), once its heading and tree
 * show; `options.viewport` from 1280 wide puts the side panels beside the tree, as on a laptop.
 */
export async function openPetitionAsStaff(
  signedInPage: SignedInPage,
  petitionId: string,
  query = '',
  options: PageOptions = {},
): Promise<OpenedPage> {
  const opened = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}${query}`, options);
  // "<class> petition", or "TN application" on a TN applied for at the border or a consulate (tnApplicationCover).
  await opened.page.getByRole('heading', { level: 1, name: /(petition|application)$/ }).waitFor();
  await waitForTree(opened.page);
  return opened;
}

/**
 * Waits until the module tree has rendered: it follows the header in a commit of its own and the later cards'
 * exhibits follow one card at a time (issue 35), its container busy (a skeleton, then cards still filling in)
 * until then, so counting module cards or exhibits right after the heading shows would find too few.
 */
export async function waitForTree(page: Page): Promise<void> {
  await page.locator('#workspace-module-tree[aria-busy="false"]').waitFor();
}

/** The module cards' accessible names, in order ('Module 1: Memo Starter', …). */
export async function moduleCards(page: Page): Promise<string[]> {
  const cards = page.getByRole('group', { name: /^Module \d+: / });
  const count = await cards.count();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) names.push((await cards.nth(index).getAttribute('aria-label')) ?? '');
  return names;
}

/**
 * Opens exhibit `name` on the petition page and answers its row once the opened body has stopped growing: the
 * description editor's code loads after the click and the body grows when it arrives. A click aimed at a row
 * below while that happens can be pressed on one element and released on another, and such a click is lost
 * (seen in CI: the next exhibit never opened).
 */
export async function openExhibit(page: Page, name: string, timeout?: number): Promise<Locator> {
  const row = page.getByRole('article', { name: `Exhibit ${name}`, exact: true });
  await row.getByRole('button', { name: `Open exhibit ${name}`, exact: true }).click({ timeout });
  await row.getByRole('button', { name: `Close exhibit ${name}`, exact: true }).waitFor({ timeout });
  await row.getByText(`Loading the editor for description of ${name}…`, { exact: true }).waitFor({ state: 'hidden', timeout });
  return row;
}

/** Exhibit `name` opened, with its "Provided by the customer" section (what the customer gave for it). */
export async function openExhibitWithContribution(
  page: Page,
  name: string,
  timeout?: number,
): Promise<{ exhibit: Locator; provided: Locator }> {
  const exhibit = await openExhibit(page, name, timeout);
  const provided = exhibit.getByRole('region', { name: 'Provided by the customer' });
  await provided.waitFor({ timeout });
  return { exhibit, provided };
}
