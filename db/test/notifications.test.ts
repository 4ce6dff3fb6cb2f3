import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomeUser, becomeVisitor } from '../src/as-user.ts';
import { asUserRolledBack } from '../src/testing/index.ts';
import {
  insertRow,
  makeAdmin,
  makeCompany,
  makeCompanyMember,
  makeExhibit,
  makeModule,
  makePetition,
  makeSupportMessage,
  makeUser,
} from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Notifications (migration 0047): the database's triggers tell the people concerned, never the person who acted,
 * and a burst of uploads is one notification counted up.
 */
let pool: pg.Pool;
const ids = {} as Record<
  'attorney' | 'manager' | 'beneficiary' | 'member' | 'company' | 'petition' | 'module' | 'exhibit' | 'message',
  string
>;

interface NotificationRow {
  user_id: string;
  kind: string;
  data: Record<string, unknown>;
  petition_id: string | null;
  read_at: Date | null;
}

async function notificationsOf(client: pg.ClientBase, userIds: string[]): Promise<NotificationRow[]> {
  await client.query('reset role');
  const { rows } = await client.query<NotificationRow>(
    'select user_id, kind, data, petition_id, read_at from app_public.notifications where user_id = any($1) order by created_at, user_id',
    [userIds],
  );
  return rows;
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const moduleType = (await pool.query<{ id: string }>('select id from app_public.module_types order by id limit 1')).rows[0]!.id;
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  for (const key of ['attorney', 'manager', 'beneficiary', 'member'] as const) {
    ids[key] = (await insertRow(pool, 'users', makeUser())).id as string;
  }
  await insertRow(pool, 'admins', makeAdmin({ user_id: ids.attorney }));
  await insertRow(pool, 'admins', makeAdmin({ user_id: ids.manager }));
  ids.company = (await insertRow(pool, 'companies', makeCompany())).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: ids.member }));
  ids.petition = (
    await insertRow(
      pool,
      'petitions',
      makePetition({
        beneficiary_id: ids.beneficiary,
        company_id: ids.company,
        visa_class: visaClass,
        oa_user_id: ids.attorney,
        csm_user_id: ids.manager,
      }),
    )
  ).id as string;
  ids.module = (await insertRow(pool, 'modules', makeModule({ petition_id: ids.petition, type: moduleType }))).id as string;
  ids.exhibit = (
    await insertRow(pool, 'exhibits', makeExhibit({ module_id: ids.module, petition_id: ids.petition, name: 'Award letter' }))
  ).id as string;
  ids.message = (await insertRow(pool, 'support_messages', makeSupportMessage({ user_id: ids.beneficiary }))).id as string;
});
afterAll(async () => {
  await pool?.end();
});

describe('notifications', () => {
  it("tells the customer about a staff reply, but nobody about the customer's own follow-up", async () => {
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await client.query(`insert into app_public.support_replies (support_message_id, body) values ($1, $2)`, [
        ids.message,
        'We have   your passport\nthank you',
      ]);
      expect(await notificationsOf(client, [ids.beneficiary, ids.attorney])).toEqual([
        expect.objectContaining({
          user_id: ids.beneficiary,
          kind: 'support-reply',
          data: { excerpt: 'We have your passport thank you' },
          read_at: null,
        }),
      ]);
    });
    await asUserRolledBack(pool, ids.beneficiary, async (client) => {
      await client.query(`insert into app_public.support_replies (support_message_id, body) values ($1, 'And another')`, [
        ids.message,
      ]);
      expect(await notificationsOf(client, [ids.beneficiary, ids.attorney, ids.manager])).toEqual([]);
    });
  });

  it("tells the beneficiary and the petitioner's members when the status changes, not the staff member who changed it", async () => {
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await client.query(`update app_public.petitions set status = 'SUBMITTED' where id = $1`, [ids.petition]);
      await client.query(`update app_public.petitions set metadata = metadata where id = $1`, [ids.petition]);
      const rows = await notificationsOf(client, Object.values(ids));
      expect(rows.map((row) => [row.user_id, row.kind, row.data])).toEqual(
        expect.arrayContaining([
          [ids.beneficiary, 'status-changed', { status: 'SUBMITTED' }],
          [ids.member, 'status-changed', { status: 'SUBMITTED' }],
        ]),
      );
      expect(rows).toHaveLength(2);
    });
  });

  it("tells the petition's attorney and success manager of a customer's uploads, counted up in one notification", async () => {
    await asUserRolledBack(pool, ids.beneficiary, async (client) => {
      for (const name of ['one.pdf', 'two.pdf', 'three.pdf']) {
        await client.query('reset role');
        const file = await client.query<{ id: string }>(
          'insert into app_public.files (owner_id, name, storage_key, mime_type, size_bytes) values ($1, $2, $3, $4, 10) returning id',
          [ids.beneficiary, name, `k/${name}-${Math.random()}`, 'application/pdf'],
        );
        await becomeVisitor(client);
        await client.query('insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)', [
          ids.exhibit,
          file.rows[0]!.id,
        ]);
      }
      const rows = await notificationsOf(client, [ids.attorney, ids.manager, ids.beneficiary]);
      expect(rows.map((row) => [row.user_id, row.kind, row.data, row.petition_id]).sort()).toEqual(
        [
          [ids.attorney, 'document-uploaded', { exhibitName: 'Award letter', count: 3 }, ids.petition],
          [ids.manager, 'document-uploaded', { exhibitName: 'Award letter', count: 3 }, ids.petition],
        ].sort(),
      );
    });
  });

  it('lets a person count and mark read only their own notifications', async () => {
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await client.query(`update app_public.petitions set status = 'APPROVED' where id = $1`, [ids.petition]);
      await client.query('reset role');
      await becomeUser(client, ids.beneficiary);
      expect((await client.query('select app_public.unread_notification_count() as n')).rows[0].n).toBe(1);
      expect((await client.query('select app_public.mark_notifications_read() as n')).rows[0].n).toBe(1);
      expect((await client.query('select app_public.unread_notification_count() as n')).rows[0].n).toBe(0);
      const rows = await notificationsOf(client, [ids.member]);
      expect(rows.map((row) => row.read_at)).toEqual([null]);
      // Staff viewing the portal as the member see the bell, but reading it does not mark the member's as read.
      await client.query(`select set_config('jwt.claims.signed_in_user_id', $1, true)`, [ids.attorney]);
      await becomeUser(client, ids.member);
      expect((await client.query('select app_public.unread_notification_count() as n')).rows[0].n).toBe(1);
      expect((await client.query('select app_public.mark_notifications_read() as n')).rows[0].n).toBe(0);
      expect((await client.query('update app_public.notifications set read_at = now()')).rowCount).toBe(0);
    });
  });
});

describe('task planning and reminders (migration 0048)', () => {
  async function addTask(client: pg.ClientBase, fields: Record<string, unknown>): Promise<string> {
    const columns = Object.keys(fields);
    const { rows } = await client.query<{ id: string }>(
      `insert into app_public.pending_petition_tasks (petition_id, ${columns.join(', ')})
       values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
      [ids.petition, ...Object.values(fields)],
    );
    return rows[0]!.id;
  }

  it('tells the assigned staff member, and the beneficiary about a task for their side, with its due date', async () => {
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await addTask(client, {
        content: 'Review the expert letter',
        party: 'PLYMOUTH',
        assignee_id: ids.manager,
        due_date: '2026-12-01',
      });
      await addTask(client, { content: 'Upload your pay stubs', party: 'BENEFICIARY' });
      const rows = await notificationsOf(client, [ids.manager, ids.beneficiary, ids.attorney]);
      expect(rows.map((row) => [row.user_id, row.kind, row.data]).sort()).toEqual(
        [
          [ids.manager, 'task-assigned', { task: 'Review the expert letter', dueDate: '2026-12-01' }],
          [ids.beneficiary, 'task-assigned', { task: 'Upload your pay stubs', dueDate: null }],
        ].sort(),
      );
    });
  });

  it('refuses a customer as assignee, and a customer changing the due date', async () => {
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await expect(addTask(client, { content: 'x', party: 'PLYMOUTH', assignee_id: ids.beneficiary })).rejects.toThrow(
        'A task can be assigned only to a staff member',
      );
    });
    await asUserRolledBack(pool, ids.beneficiary, async (client) => {
      await client.query('reset role');
      const { rows } = await client.query<{ id: string }>(
        `insert into app_public.pending_petition_tasks (petition_id, content, party) values ($1, 'Mine', 'BENEFICIARY') returning id`,
        [ids.petition],
      );
      await becomeUser(client, ids.beneficiary);
      await expect(
        client.query(`update app_public.pending_petition_tasks set due_date = '2030-01-01' where id = $1`, [rows[0]!.id]),
      ).rejects.toThrow('Only staff may change due_date');
    });
  });

  it('reminds about tasks due within two days or overdue, once per task and day', async () => {
    await asUserRolledBack(pool, ids.attorney, async (client) => {
      await addTask(client, { content: 'Overdue one', party: 'PLYMOUTH', assignee_id: ids.manager, due_date: '2026-11-20' });
      await addTask(client, { content: 'Due soon one', party: 'BENEFICIARY', due_date: '2026-11-29' });
      await addTask(client, { content: 'Later one', party: 'BENEFICIARY', due_date: '2026-12-20' });
      await addTask(client, { content: 'Done one', party: 'BENEFICIARY', due_date: '2026-11-20', completed_at: new Date() });
      await client.query('reset role');
      await client.query(`delete from app_public.notifications`);
      // The function reminds every due task of the database (other tests' too): the count includes ours.
      expect((await client.query(`select app_private.send_task_reminders('2026-11-27') as n`)).rows[0].n).toBeGreaterThanOrEqual(
        2,
      );
      // Again the same day (a second replica, a retried job): nobody is told twice.
      await client.query(`select app_private.send_task_reminders('2026-11-27')`);
      const rows = await notificationsOf(client, [ids.manager, ids.beneficiary]);
      expect(rows.map((row) => [row.user_id, row.kind, row.data]).sort()).toEqual(
        [
          [ids.manager, 'task-due', { task: 'Overdue one', dueDate: '2026-11-20', overdue: true }],
          [ids.beneficiary, 'task-due', { task: 'Due soon one', dueDate: '2026-11-29', overdue: false }],
        ].sort(),
      );
      // The next day reminds again.
      expect((await client.query(`select app_private.send_task_reminders('2026-11-28') as n`)).rows[0].n).toBeGreaterThanOrEqual(
        2,
      );
      expect(await notificationsOf(client, [ids.manager, ids.beneficiary])).toHaveLength(4);
      // The reminder's bookkeeping is not petition history.
      const history = await client.query(
        `select 1 from app_public.petition_changes where table_name = 'pending_petition_tasks' and changed ? 'reminded_on'`,
      );
      expect(history.rows).toEqual([]);
    });
  });
});
