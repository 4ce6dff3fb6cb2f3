import pg from 'pg';
import { notificationWords } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeCompany, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Checklist items planned like tasks (migration 0052): an assignee who must be staff and is told, reminders once per
 * item and day to the assignee or else the petition's attorney and manager, and dates in the case list's deadline.
 */
let pool: pg.Pool;
const ids = {} as Record<'attorney' | 'manager' | 'colleague' | 'beneficiary' | 'petition' | 'task', string>;
let taskLabel = '';
let visaClass = '';
/** What a notification of this petition's item says of the item and its case (migration 0140). */
const itemFacts = () => ({
  task: taskLabel,
  taskCode: 'filing.attorney-final-review',
  visaClass,
  filingType: null,
  hasPetitionerCompany: true,
  checklist: true,
});

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  // A task every petition has, whatever the visa class (migration 0101 refuses an item of one that does not apply).
  const task = (
    await pool.query<{ id: string; label: string }>(
      `select id, label from app_public.checklist_tasks where code = 'filing.attorney-final-review'`,
    )
  ).rows[0]!;
  ids.task = task.id;
  taskLabel = task.label;
  for (const key of ['attorney', 'manager', 'colleague', 'beneficiary'] as const) {
    ids[key] = (await insertRow(pool, 'users', makeUser())).id as string;
  }
  for (const key of ['attorney', 'manager', 'colleague'] as const)
    await insertRow(pool, 'admins', makeAdmin({ user_id: ids[key] }));
  const company = (await insertRow(pool, 'companies', makeCompany())).id as string;
  ids.petition = (
    await insertRow(
      pool,
      'petitions',
      makePetition({
        beneficiary_id: ids.beneficiary,
        company_id: company,
        visa_class: visaClass,
        oa_user_id: ids.attorney,
        csm_user_id: ids.manager,
      }),
    )
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

async function addItem(client: pg.ClientBase, fields: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(fields);
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.petition_checklist_items (petition_id, task_id, ${columns.join(', ')})
     values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')}) returning id`,
    [ids.petition, ids.task, ...Object.values(fields)],
  );
  return rows[0]!.id;
}

async function notificationsOf(client: pg.ClientBase, userIds: string[]) {
  await client.query('reset role');
  const { rows } = await client.query<{ user_id: string; kind: string; data: Record<string, unknown> }>(
    'select user_id, kind, data from app_public.notifications where user_id = any($1) order by created_at, user_id',
    [userIds],
  );
  return rows.map((row) => [row.user_id, row.kind, row.data]);
}

describe('checklist item planning (migration 0052)', () => {
  it('tells the staff member an item is assigned to, with the item in words, and refuses a customer as assignee', async () => {
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await addItem(client, { assignee_id: ids.colleague, due_date: '2026-12-04', priority: 'high' });
      expect(await notificationsOf(client, [ids.colleague, ids.attorney, ids.manager])).toEqual([
        [ids.colleague, 'task-assigned', { ...itemFacts(), dueDate: '2026-12-04' }],
      ]);
    });
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await expect(addItem(client, { assignee_id: ids.beneficiary })).rejects.toThrow(
        'A checklist item can be assigned only to a staff member',
      );
    });
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await expect(addItem(client, { priority: 'urgent' })).rejects.toThrow('petition_checklist_items_priority');
    });
  });

  it('reminds the attorney and manager of an unassigned item once a day, and puts its date in the case list', async () => {
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await addItem(client, { due_date: '2026-11-26' });
      await client.query('reset role');
      const facts = await client.query('select next_deadline from app_public.case_list_facts where petition_id = $1', [
        ids.petition,
      ]);
      expect(facts.rows[0].next_deadline.toISOString().slice(0, 10)).toBe('2026-11-26');
      await client.query('delete from app_public.notifications');
      // The job runs as nobody in particular (a person is never told of what they did themselves).
      await client.query(`select set_config('jwt.claims.user_id', '', true)`);
      expect(
        (await client.query(`select app_private.send_checklist_reminders('2026-11-27') as n`)).rows[0].n,
      ).toBeGreaterThanOrEqual(1);
      await client.query(`select app_private.send_checklist_reminders('2026-11-27')`);
      const due = { ...itemFacts(), dueDate: '2026-11-26', overdue: true };
      expect((await notificationsOf(client, [ids.attorney, ids.manager])).sort()).toEqual(
        [
          [ids.attorney, 'task-due', due],
          [ids.manager, 'task-due', due],
        ].sort(),
      );
      // Ticking the item off takes its date out of the deadline.
      await client.query('update app_public.petition_checklist_items set completed_at = now() where petition_id = $1', [
        ids.petition,
      ]);
      const after = await client.query('select next_deadline from app_public.case_list_facts where petition_id = $1', [
        ids.petition,
      ]);
      expect(after.rows[0].next_deadline).toBeNull();
    });
  });

  it("names the item in its case's words: a TN applied for at the border compiles an application packet", async () => {
    const tn = (
      await insertRow(
        pool,
        'petitions',
        makePetition({
          beneficiary_id: ids.beneficiary,
          company_id: (await insertRow(pool, 'companies', makeCompany())).id as string,
          visa_class: 'tn',
          filing_type: 'consular_processing',
          oa_user_id: ids.attorney,
        }),
      )
    ).id as string;
    const compiled = (
      await pool.query<{ id: string; label: string }>(
        `select id, label from app_public.checklist_tasks where code = 'filing.compiled'`,
      )
    ).rows[0]!;
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await client.query(
        `insert into app_public.petition_checklist_items (petition_id, task_id, assignee_id) values ($1, $2, $3)`,
        [tn, compiled.id, ids.colleague],
      );
      const [[, kind, data]] = (await notificationsOf(client, [ids.colleague])) as [
        [string, 'task-assigned', Record<string, unknown>],
      ];
      expect(data).toMatchObject({ task: compiled.label, visaClass: 'tn', filingType: 'consular_processing' });
      // The seeded label speaks of the filing PDF; the border route's words are the Checklist panel's.
      expect(notificationWords({ kind, data, petitionId: tn }).title).toBe('New task: Application packet compiled into the PDF');
    });
  });
});
