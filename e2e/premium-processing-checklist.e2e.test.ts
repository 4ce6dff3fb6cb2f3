import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures.ts';
import { openPetitionAsStaff } from './support/petition-page.ts';

/**
 * The staff checklist's "Premium processing (I-907) decided" follows the decision made in the Forms panel
 * (migration 0116; docs/decisions.md, "The beneficiary's CV is asked for and filed; …"): before, staff who set
 * "Premium processing (Form I-907)" still found the item open and had to tick it by hand.
 */
let db: pg.Client;
it.beforeAll(({ db: fileDb }) => {
  db = fileDb;
});

const ITEM = 'Premium processing (I-907) decided';

const caseWorkTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Case work' }).getByRole('tab', { name, exact: true }).click();

async function premiumChoice(page: Page) {
  await caseWorkTab(page, 'Forms');
  const section = page.getByRole('region', { name: 'Filled from the case' });
  await section.getByRole('article').first().waitFor();
  return section.getByRole('combobox', { name: 'Premium processing (Form I-907)' });
}

async function itemChecked(page: Page): Promise<boolean> {
  await caseWorkTab(page, 'Checklist');
  const box = page.getByRole('region', { name: 'Checklist', exact: true }).getByRole('checkbox', { name: ITEM, exact: true });
  await box.waitFor();
  return box.isChecked();
}

describe('premium processing on the case checklist', () => {
  it('deciding it in the Forms panel ticks "Premium processing (I-907) decided"; taking the decision back unticks it', async ({
    signedInPage,
  }) => {
    const { rows } = await db.query<{ id: string; premium: string | null }>(`
      select p.id, p.metadata ->> 'premiumProcessing' as premium from app_public.petitions p
        join app_public.users u on u.id = p.beneficiary_id
       where u.email = 'priya@demo.petition.studio' and p.visa_class = 'o_1a' order by p.created_at desc limit 1`);
    const { id: petitionId, premium: before } = rows[0]!;
    const item = `select i.* from app_public.petition_checklist_items i join app_public.checklist_tasks t on t.id = i.task_id
                   where t.code = 'forms.i907' and i.petition_id = $1 and i.module_id is null`;
    const savedItem = (await db.query<Record<string, unknown>>(item, [petitionId])).rows[0];
    // Undecided and open to start with, whatever the demo left.
    await db.query(`update app_public.petitions set metadata = metadata - 'premiumProcessing' where id = $1`, [petitionId]);
    await db.query(`delete from app_public.petition_checklist_items where id in (select id from (${item}) i)`, [petitionId]);
    try {
      const { page, consoleErrors } = await openPetitionAsStaff(signedInPage, petitionId);
      expect(await itemChecked(page)).toBe(false);

      await (await premiumChoice(page)).selectOption({ label: 'Requested' });
      await page.getByRole('article', { name: 'I-907', exact: true }).waitFor();
      await expect.poll(() => itemChecked(page)).toBe(true);
      const ticked = await db.query<{ completed_by_staff: boolean }>(
        `select i.completed_by = a.user_id as completed_by_staff from (${item}) i, app_public.admins a
          join app_public.users u on u.id = a.user_id where u.email = 'staff@demo.petition.studio'`,
        [petitionId],
      );
      expect(ticked.rows).toEqual([{ completed_by_staff: true }]);

      // "Not requested" is a decision too; "—" takes it back.
      await (await premiumChoice(page)).selectOption({ label: 'Not requested' });
      await page.getByRole('article', { name: 'I-907', exact: true }).waitFor({ state: 'detached' });
      expect(await itemChecked(page)).toBe(true);
      await (await premiumChoice(page)).selectOption({ index: 0 });
      await expect
        .poll(
          async () =>
            (await db.query(`select 1 from app_public.petitions where id = $1 and metadata ? 'premiumProcessing'`, [petitionId]))
              .rowCount,
        )
        .toBe(0);
      await expect.poll(() => itemChecked(page)).toBe(false);
      expect(consoleErrors).toEqual([]);
    } finally {
      await db.query(
        `update app_public.petitions set metadata = case when $2::text is null then metadata - 'premiumProcessing'
           else metadata || jsonb_build_object('premiumProcessing', $2::text) end where id = $1`,
        [petitionId, before],
      );
      await db.query(`delete from app_public.petition_checklist_items where id in (select id from (${item}) i)`, [petitionId]);
      if (savedItem) {
        await db.query(
          `insert into app_public.petition_checklist_items select * from jsonb_populate_record(null::app_public.petition_checklist_items, $1)`,
          [JSON.stringify(savedItem)],
        );
      }
    }
  });
});
