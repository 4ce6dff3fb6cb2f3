import type { Page, Request } from 'playwright-core';
import type pg from 'pg';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { moveByKeyboardTo } from './support/drag.ts';
import { signInAs } from './support/pages.ts';
import { nextSubscription } from './support/subscriptions.ts';

/**
 * Issue 35: one drag in the petition tree is one round trip, and so is a field edit. The reorder's answer re-sorts the
 * cached tree, an edit's answer updates the cached exhibit, and their live echo (marked with the page's editor
 * session) refetches nothing; another editor's change still refetches.
 */

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** A petition of its own (copying a demo petition's people): one module with three exhibits. */
async function roundTripPetition(): Promise<{ petitionId: string; exhibits: string[] }> {
  const { rows } = await db.query<{ id: string }>(
    `insert into app_public.petitions (beneficiary_id, company_id, visa_class)
     select beneficiary_id, company_id, visa_class from app_public.petitions order by created_at limit 1
     returning id`,
  );
  const petitionId = rows[0]!.id;
  const { rows: types } = await db.query<{ id: string }>('select id from app_public.module_types order by id limit 1');
  const { rows: modules } = await db.query<{ id: string }>(
    'insert into app_public.modules (petition_id, type, name, order_index) values ($1, $2, $3, 0) returning id',
    [petitionId, types[0]!.id, 'Round trip module'],
  );
  const exhibits = ['Round trip exhibit one', 'Round trip exhibit two', 'Round trip exhibit three'];
  for (const [index, name] of exhibits.entries()) {
    await db.query('insert into app_public.exhibits (petition_id, module_id, name, order_index) values ($1, $2, $3, $4)', [
      petitionId,
      modules[0]!.id,
      name,
      index,
    ]);
  }
  return { petitionId, exhibits };
}

const savedOrder = async (petitionId: string) =>
  (
    await db.query<{ name: string }>(
      `select name from app_public.exhibits where petition_id = $1 and parent_exhibit_id is null order by order_index, created_at`,
      [petitionId],
    )
  ).rows.map((row) => row.name);

const shownOrder = async (page: Page) =>
  (
    await Promise.all(
      (await page.getByRole('button', { name: /^Reorder exhibit Round trip exhibit / }).all()).map((handle) =>
        handle.getAttribute('aria-label'),
      ),
    )
  ).map((label) => label?.replace('Reorder exhibit ', ''));

/** The names of the GraphQL operations the page sends over HTTP from now on (subscriptions use the websocket). */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    operations.push(body?.operationName ?? body?.query?.match(/^\s*(?:query|mutation)\s+(\w+)/)?.[1] ?? '(anonymous)');
  });
  return operations;
}

/** Resolves when the page has sent the tree's live subscription (set up before the page loads). */
function subscribed(page: Page): Promise<void> {
  return nextSubscription(page, 'WorkspacePetitionChanged');
}

describe('petition workspace round trips', () => {
  it("sends one mutation for one drag or one field edit and refetches the tree only for another editor's change", async ({
    app,
    newPage,
  }) => {
    const { petitionId, exhibits } = await roundTripPetition();
    const { page, consoleErrors } = await newPage();
    const live = subscribed(page);
    await signInAs(page, app.url, 'staffAdmin', `/admin/petition-builder/${petitionId}`);
    await page.getByRole('group', { name: 'Module 1: Round trip module' }).waitFor();
    await live;
    // Let the first load's own requests settle before counting.
    await page.waitForLoadState('networkidle');

    const operations = recordOperations(page);
    await moveByKeyboardTo(page, 'exhibit', exhibits[0]!, 2);
    const moved = [exhibits[1], exhibits[0], exhibits[2]];
    await expect.poll(() => savedOrder(petitionId), { timeout: 10_000 }).toEqual(moved);
    // The echo of the reorder arrives within moments; give it time to (not) refetch.
    await page.waitForTimeout(2_000);
    await page.waitForLoadState('networkidle');

    const mutations = operations.filter((name) => name.startsWith('Workspace') && /Reorder|Update|Delete|Create/.test(name));
    expect(mutations).toEqual(['WorkspaceReorderExhibits']);
    expect(operations.filter((name) => name === 'WorkspacePetition')).toEqual([]);
    expect(await shownOrder(page)).toEqual(moved);

    // A field edit is one round trip too: its answer carries every field the tree shows of the exhibit (derived ones
    // included), so its echo refetches nothing and the page keeps showing what was saved.
    operations.length = 0;
    const statusSelect = page.getByLabel(`Status of ${exhibits[0]}`, { exact: true });
    await statusSelect.selectOption('APPROVED_EXHIBIT');
    await expect
      .poll(
        async () =>
          (
            await db.query('select status from app_public.exhibits where petition_id = $1 and name = $2', [
              petitionId,
              exhibits[0],
            ])
          ).rows[0],
        { timeout: 10_000 },
      )
      .toEqual({ status: 'APPROVED_EXHIBIT' });
    await page.waitForTimeout(2_000);
    await page.waitForLoadState('networkidle');
    expect(operations.filter((name) => name.startsWith('Workspace') && /Reorder|Update|Delete|Create/.test(name))).toEqual([
      'WorkspaceUpdateExhibit',
    ]);
    expect(operations.filter((name) => name === 'WorkspacePetition')).toEqual([]);
    expect(await statusSelect.inputValue()).toBe('APPROVED_EXHIBIT');

    // Another editor's change (here straight in the database) still reaches the tree: one refetch.
    operations.length = 0;
    await db.query(`update app_public.exhibits set name = $2 where petition_id = $1 and name = $3`, [
      petitionId,
      'Round trip exhibit renamed',
      exhibits[2],
    ]);
    await page
      .getByRole('button', { name: 'Reorder exhibit Round trip exhibit renamed', exact: true })
      .waitFor({ timeout: 15_000 });
    expect(operations.filter((name) => name === 'WorkspacePetition').length).toBeGreaterThanOrEqual(1);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
