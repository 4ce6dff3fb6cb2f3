import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeCompany, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * A task for the petitioner needs a petitioner company (migration 0099): on an EB-1A self-petition (no company) a
 * PETITIONER task would be read by nobody, so the database refuses it whoever writes it; the beneficiary's and staff's
 * tasks are written as before, and a company's petition still takes the petitioner's.
 */
let pool: pg.Pool;
let staff: string;
let selfPetition: string;
let companyPetition: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  staff = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'admins', { user_id: staff });
  const beneficiary = (await insertRow(pool, 'users', makeUser())).id as string;
  const company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Task Party Co' }))).id as string;
  selfPetition = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiary, visa_class: 'eb_1a', company_id: null }))
  ).id as string;
  companyPetition = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiary, visa_class: 'eb_1a', company_id: company }))
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

async function addTask(petitionId: string, party: string): Promise<{ code?: string; message: string } | null> {
  return asUserRolledBack(pool, staff, async (client) => {
    try {
      await client.query(
        `insert into app_public.pending_petition_tasks (petition_id, content, party, created_by) values ($1, 'Send it', $2, $3)`,
        [petitionId, party, staff],
      );
      return null;
    } catch (error) {
      return error as { code?: string; message: string };
    }
  });
}

describe('a task for the petitioner needs a petitioner company', () => {
  it('refuses one on a self-petition, in words; the beneficiary and staff still get theirs', async () => {
    expect(await addTask(selfPetition, 'PETITIONER')).toMatchObject({
      code: '23514',
      message: 'This petition has no petitioner company (a self-petition): give the task to the beneficiary',
    });
    expect(await addTask(selfPetition, 'BENEFICIARY')).toBeNull();
    expect(await addTask(selfPetition, 'PLYMOUTH')).toBeNull();
  });

  it('takes one on a petition with a company, and refuses moving a task to the petitioner of a self-petition', async () => {
    expect(await addTask(companyPetition, 'PETITIONER')).toBeNull();
    const moved = await asUserRolledBack(pool, staff, async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `insert into app_public.pending_petition_tasks (petition_id, content, party, created_by)
         values ($1, 'Send it', 'BENEFICIARY', $2) returning id`,
        [selfPetition, staff],
      );
      try {
        await client.query(`update app_public.pending_petition_tasks set party = 'PETITIONER' where id = $1`, [rows[0]!.id]);
        return null;
      } catch (error) {
        return error as { code?: string };
      }
    });
    expect(moved).toMatchObject({ code: '23514' });
  });
});
