import type { Page } from 'playwright-core';
import type { OpenedPage, SignedInPage } from './fixtures.ts';

/** A page signed in as staff on a petition's workspace (`query` e.g. `?readOnly=true`), once its heading shows. */
export async function openPetitionAsStaff(signedInPage: SignedInPage, petitionId: string, query = ''): Promise<OpenedPage> {
  const opened = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}${query}`);
  await opened.page.getByRole('heading', { level: 1, name: /petition$/ }).waitFor();
  return opened;
}

/** The module cards' accessible names, in order ('Module 1: Memo Starter', …). */
export async function moduleCards(page: Page): Promise<string[]> {
  const cards = page.getByRole('group', { name: /^Module \d+: / });
  const count = await cards.count();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) names.push((await cards.nth(index).getAttribute('aria-label')) ?? '');
  return names;
}
