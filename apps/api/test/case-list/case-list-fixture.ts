import { insertRow, makePetition, makeUser } from '@app/db/seed';
import type pg from 'pg';
import type { World } from '../support/world.ts';

export interface CaseListFixture {
  /** The world's petitions plus the extra ones, all with the world's tag in the beneficiary's name. */
  petitionIds: string[];
  overduePetitionId: string;
  staffPetitionId: string;
}

/**
 * Seven more petitions for the world's tag, with due dates, target dates and customer activity spread so that
 * every sort has ties and gaps: an overdue one, one the staff member is OA of, one with a task assigned to them.
 */
export async function createCaseListFixture(pool: pg.Pool, world: World): Promise<CaseListFixture> {
  const ids: string[] = [world.petitionId, world.otherPetitionId];
  for (let n = 0; n < 7; n += 1) {
    const user = makeUser({ full_name: `Case ${n} ${world.tag}` });
    await insertRow(pool, 'users', user);
    const petition = makePetition({
      beneficiary_id: user.id,
      company_id: world.companyId,
      // Two petitions share each target date (ties broken by id); one has none.
      target_submission_date: n === 6 ? null : `2027-0${1 + Math.floor(n / 2)}-15`,
      status: n % 2 === 0 ? 'PENDING_DOCS' : 'IN_ATTORNEY_REVIEW',
      oa_user_id: n === 3 ? world.staff.id : null,
    });
    await insertRow(pool, 'petitions', petition);
    ids.push(petition.id);
  }
  const [overdue, soon, later, , assigned] = ids.slice(2) as [string, string, string, string, string];
  await pool.query(
    `insert into app_public.pending_petition_tasks (petition_id, content, party, due_date, assignee_id, completed_at) values
       ($1, 'Upload the offer letter', 'BENEFICIARY', current_date - 2, null, null),
       ($1, 'Sign the G-28', 'PETITIONER', current_date + 30, null, null),
       ($2, 'Send the itinerary', 'PETITIONER', current_date + 1, null, null),
       ($3, 'Check the exhibits', 'PLYMOUTH', current_date + 1, null, null),
       ($3, 'Done long ago', 'BENEFICIARY', current_date - 40, null, now()),
       ($4, 'Review the letter', 'PLYMOUTH', current_date + 9, $5, null)`,
    [overdue, soon, later, assigned, world.staff.id],
  );
  // Customer activity: a change by the beneficiary (not staff) on the world's petition.
  await pool.query(
    `insert into app_public.pending_petition_tasks (petition_id, content, party) values ($1, 'Old staff task', 'PLYMOUTH')`,
    [world.otherPetitionId],
  );
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [world.beneficiary.id]);
    await client.query(`update app_public.petitions set metadata = metadata || '{"touched": true}' where id = $1`, [
      world.petitionId,
    ]);
    await client.query('commit');
  } finally {
    client.release();
  }
  return { petitionIds: ids, overduePetitionId: overdue, staffPetitionId: ids[5]! };
}
