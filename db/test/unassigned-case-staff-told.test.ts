import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow, makeAdmin, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Staff told about a case after filing when nobody is assigned to it (migration 0124): a new USCIS status (the polling
 * job's "Request for Evidence Was Sent") and an open RFE's due-date reminders reach every staff admin not disabled when
 * the petition has neither an attorney nor a success manager (0064's rule for a customer's notice), and only those two
 * when it has them.
 */
let pool: pg.Pool;
const ids = {} as Record<'staff' | 'disabledStaff' | 'attorney' | 'beneficiary' | 'unassigned' | 'assigned', string>;
let today: string;

/** Who was told of `kind` on the petition. */
async function toldOf(petitionId: string, kind: string): Promise<string[]> {
  const { rows } = await pool.query<{ user_id: string }>(
    'select user_id from app_public.notifications where petition_id = $1 and kind = $2',
    [petitionId, kind],
  );
  return rows.map((row) => row.user_id);
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  today = (await pool.query<{ today: string }>(`select to_char(current_date, 'YYYY-MM-DD') as today`)).rows[0]!.today;
  for (const key of ['staff', 'disabledStaff', 'attorney', 'beneficiary'] as const) {
    ids[key] = (await insertRow(pool, 'users', makeUser())).id as string;
  }
  for (const key of ['staff', 'disabledStaff', 'attorney'] as const)
    await insertRow(pool, 'admins', makeAdmin({ user_id: ids[key] }));
  await pool.query('update app_public.users set access_disabled_at = now() where id = $1', [ids.disabledStaff]);
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  ids.unassigned = (await insertRow(pool, 'petitions', makePetition({ beneficiary_id: ids.beneficiary, visa_class: visaClass })))
    .id as string;
  ids.assigned = (
    await insertRow(
      pool,
      'petitions',
      makePetition({ beneficiary_id: ids.beneficiary, visa_class: visaClass, oa_user_id: ids.attorney }),
    )
  ).id as string;
  await pool.query('update app_public.petitions set oa_user_id = null, csm_user_id = null where id = $1', [ids.unassigned]);
});
afterAll(async () => {
  await pool?.query('delete from app_public.petitions where id = any($1)', [[ids.unassigned, ids.assigned].filter(Boolean)]);
  await pool?.end();
});

describe('staff told about a case nobody is assigned to', () => {
  it('tells every staff admin not disabled of a new USCIS status, and only the assigned ones otherwise', async () => {
    for (const [petitionId, receipt] of [
      [ids.unassigned, 'WAC2690000101'],
      [ids.assigned, 'WAC2690000102'],
    ] as const) {
      await pool.query(
        `insert into app_public.uscis_case_statuses (petition_id, receipt_number, status, source)
         values ($1, $2, 'Request for Evidence Was Sent', 'uscis-api')`,
        [petitionId, receipt],
      );
    }
    const unassigned = await toldOf(ids.unassigned, 'uscis-status');
    expect(unassigned).toContain(ids.staff);
    expect(unassigned).toContain(ids.attorney);
    expect(unassigned).not.toContain(ids.disabledStaff);
    // Not shared with the customer: she is not told either way.
    expect(unassigned).not.toContain(ids.beneficiary);
    expect(await toldOf(ids.assigned, 'uscis-status')).toEqual([ids.attorney]);
  });

  it("reminds every staff admin not disabled of an unassigned case's RFE due within a week", async () => {
    for (const petitionId of [ids.unassigned, ids.assigned]) {
      await pool.query(`insert into app_public.rfe_responses (petition_id, due_date) values ($1, current_date + 3)`, [
        petitionId,
      ]);
    }
    await pool.query('select app_private.send_rfe_reminders($1::date)', [today]);
    const unassigned = await toldOf(ids.unassigned, 'task-due');
    expect(unassigned).toContain(ids.staff);
    expect(unassigned).not.toContain(ids.disabledStaff);
    expect(await toldOf(ids.assigned, 'task-due')).toEqual([ids.attorney]);
  });
});
