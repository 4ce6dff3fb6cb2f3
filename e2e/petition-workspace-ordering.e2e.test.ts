import type pg from 'pg';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { dragOnto, moveByKeyboardTo } from './support/drag.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';

let db: pg.Client;

it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

/** A petition of its own (copying a demo petition's people): two small modules, the first with three exhibits. */
async function orderingPetition(): Promise<{ petitionId: string; modules: string[]; exhibits: string[] }> {
  const { rows } = await db.query<{ id: string }>(
    `insert into app_public.petitions (beneficiary_id, company_id, visa_class)
     select beneficiary_id, company_id, visa_class from app_public.petitions order by created_at limit 1
     returning id`,
  );
  const petitionId = rows[0]!.id;
  const { rows: types } = await db.query<{ id: string }>('select id from app_public.module_types order by id limit 1');
  const modules = ['Ordering first module', 'Ordering second module'];
  const moduleIds: string[] = [];
  for (const [index, name] of modules.entries()) {
    const { rows: inserted } = await db.query<{ id: string }>(
      'insert into app_public.modules (petition_id, type, name, order_index) values ($1, $2, $3, $4) returning id',
      [petitionId, types[0]!.id, name, index],
    );
    moduleIds.push(inserted[0]!.id);
  }
  const exhibits = ['Ordering exhibit one', 'Ordering exhibit two', 'Ordering exhibit three'];
  for (const [index, name] of exhibits.entries()) {
    await db.query('insert into app_public.exhibits (petition_id, module_id, name, order_index) values ($1, $2, $3, $4)', [
      petitionId,
      moduleIds[0],
      name,
      index,
    ]);
  }
  return { petitionId, modules, exhibits };
}

const moduleNames = async (petitionId: string) =>
  (
    await db.query<{ name: string }>(
      'select name from app_public.modules where petition_id = $1 order by order_index, created_at',
      [petitionId],
    )
  ).rows.map((row) => row.name);

const exhibitNames = async (petitionId: string) =>
  (
    await db.query<{ name: string }>(
      `select e.name from app_public.exhibits e where e.petition_id = $1 and e.parent_exhibit_id is null
       order by e.order_index, e.created_at`,
      [petitionId],
    )
  ).rows.map((row) => row.name);

describe('petition workspace ordering and header links', () => {
  it('reorders a module by pointer drag and an exhibit by keyboard, and both orders persist after a reload', async ({
    signedInPage,
  }) => {
    const { petitionId, modules, exhibits } = await orderingPetition();
    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    await page.getByRole('group', { name: `Module 1: ${modules[0]}` }).waitFor();

    // The second module dragged above the first.
    await dragOnto(
      page,
      page.getByRole('button', { name: `Reorder module ${modules[1]}` }),
      page.getByRole('button', { name: `Reorder module ${modules[0]}` }),
    );
    await expect.poll(() => moduleNames(petitionId), { timeout: 10_000 }).toEqual([modules[1], modules[0]]);

    // The first exhibit moved down one place from the keyboard: Space, ArrowDown, Space.
    await moveByKeyboardTo(page, 'exhibit', exhibits[0]!, 2);
    await expect.poll(() => exhibitNames(petitionId), { timeout: 10_000 }).toEqual([exhibits[1], exhibits[0], exhibits[2]]);

    await page.reload();
    await page.getByRole('group', { name: `Module 1: ${modules[1]}` }).waitFor();
    await page.getByRole('group', { name: `Module 2: ${modules[0]}` }).waitFor();
    const handles = await page.getByRole('button', { name: /^Reorder exhibit Ordering exhibit / }).all();
    const shown = await Promise.all(handles.map((handle) => handle.getAttribute('aria-label')));
    expect(shown.map((label) => label?.replace('Reorder exhibit ', ''))).toEqual([exhibits[1], exhibits[0], exhibits[2]]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('builds the onboarding checklist, shows its status, and links the beneficiary and the petitioner to their records on /admin/entities', async ({
    signedInPage,
  }) => {
    const { petitionId } = await orderingPetition();
    const { rows } = await db.query<{ full_name: string; dba_name: string | null; legal_name: string | null }>(
      `select u.full_name, c.dba_name, c.legal_name from app_public.petitions p
       join app_public.users u on u.id = p.beneficiary_id join app_public.companies c on c.id = p.company_id
       where p.id = $1`,
      [petitionId],
    );
    const { full_name: person, dba_name: dba, legal_name: legal } = rows[0]!;
    const company = dba || legal!;
    const { page, consoleErrors } = await signedInPage('staffAdmin', `/admin/petition-builder/${petitionId}`);
    // The onboarding record's status is shown beside the case fields ('Not started' before there is one).
    const onboarding = page.getByText('Beneficiary onboarding', { exact: true }).locator('..');
    await onboarding.getByText('Not started', { exact: true }).waitFor();
    // Staff build the checklist from the petition; the server writes the record with its modules.
    await onboarding.getByRole('button', { name: 'Start onboarding' }).click();
    await onboarding.getByRole('button', { name: 'Refresh onboarding checklist' }).waitFor();
    const askedOf = async () => {
      const { rows: records } = await db.query<{ modules: { exhibits: { name: string }[] }[] }>(
        'select modules from app_public.onboardings where petition_id = $1',
        [petitionId],
      );
      expect(records).toHaveLength(1);
      return records[0]!.modules.flatMap((module) => module.exhibits.map((item) => item.name));
    };
    expect(await askedOf()).toContain('Ordering exhibit one');

    // The checklist follows the petition only when staff refresh it: an exhibit Alex adds on this page is not asked
    // of the beneficiary until then, and the page says so (migration 0141), then stops saying so once refreshed.
    const behind = onboarding.getByText(/not on the beneficiary's checklist yet/);
    expect(await behind.count()).toBe(0);
    const firstModule = page.getByRole('group', { name: /^Module \d+: Ordering first module$/ });
    const exhibitsBefore = await firstModule.getByRole('article').count();
    await firstModule.getByRole('button', { name: 'Add exhibit', exact: true }).click();
    await expect.poll(() => firstModule.getByRole('article').count()).toBe(exhibitsBefore + 1);
    await behind.waitFor();
    expect(await behind.textContent()).toBe(
      "1 exhibit added to the petition is not on the beneficiary's checklist yet: refresh it to ask for it.",
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await onboarding.getByRole('button', { name: 'Refresh onboarding checklist' }).click();
    await behind.waitFor({ state: 'detached' });
    const { rows: added } = await db.query<{ name: string }>(
      'select name from app_public.exhibits where petition_id = $1 order by created_at desc limit 1',
      [petitionId],
    );
    expect(await askedOf()).toContain(added[0]!.name);
    await db.query(`update app_public.onboardings set status = 'followup' where petition_id = $1`, [petitionId]);
    await page.reload();
    await onboarding.getByText('Follow-up', { exact: true }).waitFor();

    await page.getByRole('link', { name: person, exact: true }).click();
    await page.waitForURL(/\/admin\/entities\?type=USER&id=/);
    await page.getByRole('form', { name: `Edit ${person}` }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: company, exact: true }).click();
    await page.waitForURL(/\/admin\/entities\?type=COMPANY&id=/);
    await page.getByRole('form', { name: `Edit ${company}` }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
