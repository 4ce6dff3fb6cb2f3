import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makePendingTask, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Whose words an action item's title is (migration 0126): title_generated marks the app's wording of what the task
 * waits for, which customers read in their language. Staff who rewrite it make the words theirs; no customer sets
 * the mark; and only a task that waits for something can carry it (the customer's page words the title from that).
 */
let pool: pg.Pool;
let staff: string;
let beneficiary: string;
let petition: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  staff = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'admins', { user_id: staff });
  beneficiary = (await insertRow(pool, 'users', makeUser())).id as string;
  petition = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiary, visa_class: 'eb_1a', company_id: null }))
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

const appWorded = () =>
  insertRow(
    pool,
    'pending_petition_tasks',
    makePendingTask({
      petition_id: petition,
      content: 'Finish the High Remuneration part of your checklist',
      party: 'BENEFICIARY',
      awaited_kind: 'ONBOARDING_MODULE',
      awaited_type: 'HIGH_REMUNERATION',
      title_generated: true,
    }),
  ).then((row) => row.id as string);

const attempt = (userId: string, sql: string, params: unknown[]) =>
  asUserRolledBack(pool, userId, async (client) => {
    try {
      const { rows } = await client.query<{ title_generated: boolean; content: string }>(sql, params);
      return { rows, error: null };
    } catch (error) {
      return { rows: [], error: error as { code?: string } };
    }
  });

describe('whose words an action item’s title is', () => {
  it('becomes staff’s when staff rewrite the app’s title; a change of anything else keeps it the app’s', async () => {
    const task = await appWorded();
    const rewritten = await attempt(
      staff,
      `update app_public.pending_petition_tasks set content = 'Please finish your pay details by Friday' where id = $1
       returning title_generated, content`,
      [task],
    );
    expect(rewritten).toEqual({
      rows: [{ title_generated: false, content: 'Please finish your pay details by Friday' }],
      error: null,
    });
    const dated = await attempt(
      staff,
      `update app_public.pending_petition_tasks set due_date = '2026-12-20' where id = $1 returning title_generated, content`,
      [task],
    );
    expect(dated.rows).toEqual([{ title_generated: true, content: 'Finish the High Remuneration part of your checklist' }]);
  });

  it('is never set by a customer', async () => {
    const task = await insertRow(
      pool,
      'pending_petition_tasks',
      makePendingTask({
        petition_id: petition,
        content: 'Send the org chart of 2025',
        party: 'BENEFICIARY',
        awaited_kind: 'ONBOARDING_MODULE',
        awaited_type: 'HIGH_REMUNERATION',
      }),
    );
    const claimed = await attempt(
      beneficiary,
      'update app_public.pending_petition_tasks set title_generated = true where id = $1 returning title_generated',
      [task.id],
    );
    expect(claimed.error).toMatchObject({ code: '42501' });
  });

  it('needs something the task waits for, to word the title from', async () => {
    const handTicked = await attempt(
      staff,
      `insert into app_public.pending_petition_tasks (petition_id, content, party, title_generated)
       values ($1, 'Sign the G-28 form', 'BENEFICIARY', true) returning title_generated`,
      [petition],
    );
    expect(handTicked.error).toMatchObject({ code: '23514', constraint: 'pending_petition_tasks_title_generated_check' });
  });
});
