import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { petitionWithParties, type PetitionWithParties } from '../src/testing/petition-with-parties.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0151: a petition set Denied gives staff a task to decide on a motion or appeal (Form I-290B), due 30 days
 * after the denial, assigned to the case's attorney, once however often the status is set, never seen by customers.
 */
let pool: pg.Pool;
let ids: PetitionWithParties;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  ids = await petitionWithParties(pool, 'Denied Co');
});
afterAll(async () => {
  await pool?.end();
});

const TASKS = `select content, party::text, to_char(due_date, 'YYYY-MM-DD') as due, priority, assignee_id
                 from app_public.pending_petition_tasks where petition_id = $1 and content like 'Decide with the petitioner%'`;

describe('a denial asks for a motion or appeal (migration 0151)', () => {
  it('gives staff one task due 30 days after USCIS denied the case, assigned to the attorney', async () => {
    const seen = await asUserRolledBack(pool, ids.staff, async (client) => {
      await client.query(`update app_public.petitions set status = 'SHIPPED', oa_user_id = $2 where id = $1`, [
        ids.petition,
        ids.staff,
      ]);
      await client.query(
        `insert into app_public.uscis_case_statuses (petition_id, receipt_number, status, status_date)
         values ($1, 'WAC2690012345', 'Case Was Denied', '2026-11-20')`,
        [ids.petition],
      );
      await client.query(`update app_public.petitions set status = 'DENIED' where id = $1`, [ids.petition]);
      // A change of mind and back: still one task.
      await client.query(`update app_public.petitions set status = 'SHIPPED' where id = $1`, [ids.petition]);
      await client.query(`update app_public.petitions set status = 'DENIED' where id = $1`, [ids.petition]);
      const staffSees = (await client.query(TASKS, [ids.petition])).rows;
      await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [ids.beneficiary]);
      const beneficiarySees = (await client.query(TASKS, [ids.petition])).rows;
      return { staffSees, beneficiarySees };
    });
    expect(seen.staffSees).toEqual([
      {
        content:
          'Decide with the petitioner on a motion or appeal (Form I-290B): USCIS must receive it within 30 days of the ' +
          'denial (33 if the decision was mailed)',
        party: 'PLYMOUTH',
        due: '2026-12-20',
        priority: 'high',
        assignee_id: ids.staff,
      },
    ]);
    expect(seen.beneficiarySees).toEqual([]);
  });

  it('counts from the day staff set it when no USCIS status says when', async () => {
    const due = await asUserRolledBack(pool, ids.staff, async (client) => {
      await client.query(`update app_public.petitions set status = 'DENIED' where id = $1`, [ids.petition]);
      const { rows } = await client.query<{ days: number }>(
        `select (due_date - current_date) as days from app_public.pending_petition_tasks
          where petition_id = $1 and content like 'Decide with the petitioner%'`,
        [ids.petition],
      );
      return rows;
    });
    expect(due).toEqual([{ days: 30 }]);
  });
});
