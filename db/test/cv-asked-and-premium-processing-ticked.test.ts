import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeExhibit, makeModule, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0116: the checklist asks the beneficiary for the CV of a filed (visible) module, in Professional Details,
 * and "Premium processing (I-907) decided" follows the decision staff make in the Forms panel.
 */
let pool: pg.Pool;
const tag = randomBytes(4).toString('hex');
let staffId: string;
let petitionId: string;
let cvId: string;
let hiddenCvId: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const personId = (await insertRow(pool, 'users', makeUser({ full_name: `Ngozi Cv${tag}`, auth0_sub: null }))).id as string;
  staffId = (await insertRow(pool, 'users', makeUser({ full_name: `Staff Cv${tag}`, auth0_sub: null }))).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: staffId }));
  petitionId = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: personId, company_id: null, visa_class: 'eb_1a' }))
  ).id as string;
  // A petition made before 0116: the CV in the hidden memo starter. One made after: in the visible background module.
  const memo = await insertRow(
    pool,
    'modules',
    makeModule({ petition_id: petitionId, type: 'memo-starter', name: 'Memo Starter', visible: false, order_index: 0 }),
  );
  const background = await insertRow(
    pool,
    'modules',
    makeModule({ petition_id: petitionId, type: 'beneficiary-background', name: 'Beneficiary Background', order_index: 1 }),
  );
  const awards = await insertRow(pool, 'modules', makeModule({ petition_id: petitionId, order_index: 2 }));
  hiddenCvId = (
    await insertRow(
      pool,
      'exhibits',
      makeExhibit({
        module_id: memo.id as string,
        petition_id: petitionId,
        exhibit_type: 'beneficiary-cv',
        name: 'Beneficiary CV',
      }),
    )
  ).id as string;
  cvId = (
    await insertRow(
      pool,
      'exhibits',
      makeExhibit({
        module_id: background.id as string,
        petition_id: petitionId,
        exhibit_type: 'beneficiary-cv',
        name: 'Beneficiary CV',
      }),
    )
  ).id as string;
  await insertRow(
    pool,
    'exhibits',
    makeExhibit({
      module_id: awards.id as string,
      petition_id: petitionId,
      exhibit_type: 'award-evidence',
      name: 'Award evidence',
    }),
  );
});
afterAll(async () => {
  await pool?.end();
});

type Item = { id: string; exhibitId: string | null; type: string; name: string; required: boolean; moduleType: string };
type Module = { type: string; exhibits: Item[] };

describe("the beneficiary's CV on her checklist (migration 0116)", () => {
  it('asks for the CV of a filed module in Professional Details, after her employment history, linked to that exhibit', async () => {
    const modules = await asUserRolledBack(pool, staffId, async (client) => {
      const { rows } = await client.query<{ modules: Module[] }>(
        'select modules from app_public.start_beneficiary_onboarding($1)',
        [petitionId],
      );
      return rows[0]!.modules;
    });
    const employment = modules.find((module) => module.type === 'EMPLOYMENT')!;
    expect(employment.exhibits.map((item) => [item.type, item.exhibitId, item.required, item.moduleType])).toEqual([
      ['EMPLOYMENT_HISTORY', null, true, 'EMPLOYMENT'],
      ['BENEFICIARY_CV', cvId, true, 'EMPLOYMENT'],
    ]);
    expect(employment.exhibits[1]).toMatchObject({ id: cvId, name: 'Beneficiary CV' });
    // Asked once: not also under a criterion, and never the CV left in the hidden memo starter (it is not filed).
    const everyItem = modules.flatMap((module) => module.exhibits);
    expect(everyItem.filter((item) => item.type === 'BENEFICIARY_CV')).toHaveLength(1);
    expect(everyItem.some((item) => item.exhibitId === hiddenCvId)).toBe(false);
    expect(modules.map((module) => module.type)).toContain('AWARDS');
  });
});

describe('"Premium processing (I-907) decided" follows the decision (migration 0116)', () => {
  /** Sets premium processing as the Forms panel does, in order, as staff: the item's state after each. */
  const itemAfter = (values: readonly (string | null)[], { tickedByHand = false } = {}) =>
    asUserRolledBack(pool, staffId, async (client) => {
      if (tickedByHand) {
        await client.query(
          `insert into app_public.petition_checklist_items (petition_id, task_id, completed_at, completed_by)
           select $1, id, now(), $2 from app_public.checklist_tasks where code = 'forms.i907'`,
          [petitionId, staffId],
        );
      }
      const states: string[] = [];
      for (const value of values) {
        await client.query(`select app_public.set_petition_case_detail($1, 'premiumProcessing', $2)`, [petitionId, value]);
        const { rows } = await client.query<{ completed_at: Date | null; completed_by: string | null }>(
          `select i.completed_at, i.completed_by from app_public.petition_checklist_items i
             join app_public.checklist_tasks t on t.id = i.task_id
            where t.code = 'forms.i907' and i.petition_id = $1 and i.module_id is null`,
          [petitionId],
        );
        const row = rows[0];
        states.push(!row ? 'no item' : row.completed_at ? `ticked${row.completed_by === staffId ? ' by staff' : ''}` : 'open');
      }
      return states;
    });

  it('ticks it when staff decide (Requested or Not requested) and unticks it when the decision is taken back', async () => {
    expect(await itemAfter(['Yes', 'No', null, 'No'])).toEqual(['ticked by staff', 'ticked by staff', 'open', 'ticked by staff']);
  });

  it('leaves an item ticked by hand alone while nothing is decided', async () => {
    expect(await itemAfter([null], { tickedByHand: true })).toEqual(['ticked by staff']);
  });
});
