import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../src/as-user.ts';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeExhibit, makeModule, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * A decided case ends what its open RFE asks of people (migration 0124): once staff set the case's status to Approved
 * or Denied while its RFE is still open (the response sent but "Answered on" not recorded), the customer
 * no longer reads that our response is due, her open tasks of the RFE close (staff's stay), staff are not reminded
 * that the response is overdue; taking the status back opens the tasks again.
 */
let pool: pg.Pool;
const ids = {} as Record<'staff' | 'beneficiary' | 'petition' | 'module' | 'exhibit' | 'rfe' | 'item', string>;
const tasks = {} as Record<'beneficiary' | 'staff', string>;

/** The UTC date `offset` days from today. */
function day(offset: number): string {
  const date = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function taskStates() {
  const { rows } = await pool.query<{ id: string; closed_reason: string | null; done: boolean }>(
    'select id, closed_reason, completed_at is not null as done from app_public.pending_petition_tasks where petition_id = $1',
    [ids.petition],
  );
  return Object.fromEntries(rows.map((row) => [row.id, { done: row.done, closedReason: row.closed_reason }]));
}

/** The open RFE's due date as `userId` reads it on the petition (null: none to tell of). */
function openRfeDue(userId: string): Promise<string | null> {
  return asUserRolledBack(pool, userId, async (client) => {
    const { rows } = await client.query<{ due: string | null }>(
      `select to_char((app_public.petitions_open_rfe(p)).due_date, 'YYYY-MM-DD') as due from app_public.petitions p where p.id = $1`,
      [ids.petition],
    );
    return rows[0]?.due ?? null;
  });
}

const setStatus = (status: string) =>
  asUser(pool, ids.staff, (client) =>
    client.query('update app_public.petitions set status = $2 where id = $1', [ids.petition, status]),
  );

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const moduleType = (await pool.query<{ id: string }>('select id from app_public.module_types order by id limit 1')).rows[0]!.id;
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  for (const key of ['staff', 'beneficiary'] as const) ids[key] = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: ids.staff }));
  ids.petition = (
    await insertRow(
      pool,
      'petitions',
      makePetition({ beneficiary_id: ids.beneficiary, visa_class: visaClass, oa_user_id: ids.staff }),
    )
  ).id as string;
  await pool.query(`update app_public.petitions set share_uscis_status = true, status = 'SHIPPED' where id = $1`, [ids.petition]);
  ids.module = (await insertRow(pool, 'modules', makeModule({ petition_id: ids.petition, type: moduleType }))).id as string;
  ids.exhibit = (
    await insertRow(pool, 'exhibits', makeExhibit({ module_id: ids.module, petition_id: ids.petition, name: 'Citations' }))
  ).id as string;
  // Due in three days: within the week staff are reminded daily.
  ids.rfe = (
    await pool.query<{ id: string }>(
      'insert into app_public.rfe_responses (petition_id, received_date, due_date) values ($1, $2, $3) returning id',
      [ids.petition, day(-60), day(3)],
    )
  ).rows[0]!.id;
  ids.item = (
    await pool.query<{ id: string }>(
      `insert into app_public.rfe_deficiencies (rfe_response_id, position, title, module_id) values ($1, 1, 'Articles', $2) returning id`,
      [ids.rfe, ids.module],
    )
  ).rows[0]!.id;
  const task = async (party: string, awaited: boolean) =>
    (
      await pool.query<{ id: string }>(
        `insert into app_public.pending_petition_tasks (petition_id, content, party, rfe_deficiency_id, awaited_kind, exhibit_id, due_date)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          ids.petition,
          `Task for ${party}`,
          party,
          ids.item,
          awaited ? 'EXHIBIT_FILE' : null,
          awaited ? ids.exhibit : null,
          day(2),
        ],
      )
    ).rows[0]!.id;
  tasks.beneficiary = await task('BENEFICIARY', true);
  tasks.staff = await task('PLYMOUTH', false);
});
afterAll(async () => {
  if (ids.petition) await pool?.query('delete from app_public.petitions where id = $1', [ids.petition]);
  await pool?.end();
});

describe('a case decided while its RFE is open', () => {
  it('tells the customer the response is due while the case is undecided', async () => {
    expect(await openRfeDue(ids.beneficiary)).toBe(day(3));
    expect(await taskStates()).toEqual({
      [tasks.beneficiary]: { done: false, closedReason: null },
      [tasks.staff]: { done: false, closedReason: null },
    });
  });

  it('closes the customer’s RFE tasks, tells her of no due response and reminds nobody once approved', async () => {
    await setStatus('APPROVED');
    expect(await taskStates()).toEqual({
      [tasks.beneficiary]: { done: true, closedReason: 'case-decided' },
      [tasks.staff]: { done: false, closedReason: null },
    });
    expect(await openRfeDue(ids.beneficiary)).toBeNull();
    // Staff still read the RFE: the panel is where they record when the response was sent.
    expect(await openRfeDue(ids.staff)).toBe(day(3));
    await pool.query('select app_private.send_rfe_reminders($1::date)', [day(0)]);
    const reminders = await pool.query(
      `select 1 from app_public.notifications where petition_id = $1 and kind = 'task-due' and data ->> 'task' = 'Respond to the Request for Evidence'`,
      [ids.petition],
    );
    expect(reminders.rowCount).toBe(0);
  });

  it('opens her tasks again when the status is taken back', async () => {
    await setStatus('SHIPPED');
    expect(await taskStates()).toEqual({
      [tasks.beneficiary]: { done: false, closedReason: null },
      [tasks.staff]: { done: false, closedReason: null },
    });
    expect(await openRfeDue(ids.beneficiary)).toBe(day(3));
  });
});
