import { answeredRfeTexts } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../src/as-user.ts';
import { asUserRolledBack } from '../src/testing/index.ts';
import {
  insertRow,
  makeAdmin,
  makeCompany,
  makeCompanyMember,
  makeExhibit,
  makeModule,
  makePetition,
  makeUser,
} from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * An answered RFE is closed (migration 0073): its items and tasks refuse changes in a sentence naming the day it was
 * answered; answering closes the customer's open tasks of it and tells the customer while the case status is shared,
 * who then reads the day (never the RFE); clearing the answer opens again what it closed.
 */
let pool: pg.Pool;
const ids = {} as Record<
  'staff' | 'beneficiary' | 'member' | 'company' | 'petition' | 'module' | 'exhibit' | 'rfe' | 'item1' | 'item2',
  string
>;
const tasks = {} as Record<'beneficiary' | 'petitioner' | 'staff', string>;
/** The UTC date `offset` days from today: an RFE's dates are checked against today (migration 0100). */
function day(offset: number): string {
  const date = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}
/** Received 16 days ago, due 12 weeks after, answered yesterday. */
const RECEIVED = day(-16);
const DUE = day(68);
const ANSWERED = day(-1);
const texts = answeredRfeTexts(ANSWERED);

async function taskRows() {
  const { rows } = await pool.query<{ id: string; done: boolean; closed_reason: string | null; completed_by: string | null }>(
    `select id, completed_at is not null as done, closed_reason, completed_by from app_public.pending_petition_tasks
      where petition_id = $1`,
    [ids.petition],
  );
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

/** The petition's notifications (newest first within a person), and whether each has an e-mail in the outbox. */
async function notificationsOf(petitionId: string) {
  const { rows } = await pool.query<{ user_id: string; kind: string; data: unknown; emailed: boolean }>(
    `select n.user_id, n.kind, n.data, exists (select 1 from app_public.email_outbox o where o.notification_id = n.id) as emailed
       from app_public.notifications n where n.petition_id = $1 order by n.user_id, n.kind`,
    [petitionId],
  );
  return rows;
}

/** What `userId` is answered when running `sql` (rolled back): 'ok' or the refusal's sentence. */
async function outcome(userId: string, sql: string, params: unknown[]): Promise<string> {
  return asUserRolledBack(pool, userId, async (client) => {
    await client.query(sql, params);
    return 'ok';
  }).catch((error: Error) => error.message);
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const moduleType = (await pool.query<{ id: string }>('select id from app_public.module_types order by id limit 1')).rows[0]!.id;
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  for (const key of ['staff', 'beneficiary', 'member'] as const) {
    ids[key] = (await insertRow(pool, 'users', makeUser())).id as string;
  }
  await insertRow(pool, 'admins', makeAdmin({ user_id: ids.staff }));
  ids.company = (await insertRow(pool, 'companies', makeCompany())).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: ids.member }));
  ids.petition = (
    await insertRow(
      pool,
      'petitions',
      makePetition({ beneficiary_id: ids.beneficiary, company_id: ids.company, visa_class: visaClass }),
    )
  ).id as string;
  await pool.query('update app_public.petitions set share_uscis_status = true where id = $1', [ids.petition]);
  ids.module = (await insertRow(pool, 'modules', makeModule({ petition_id: ids.petition, type: moduleType }))).id as string;
  ids.exhibit = (
    await insertRow(pool, 'exhibits', makeExhibit({ module_id: ids.module, petition_id: ids.petition, name: 'Press' }))
  ).id as string;
  ids.rfe = (
    await pool.query<{ id: string }>(
      `insert into app_public.rfe_responses (petition_id, received_date, due_date) values ($1, $2, $3) returning id`,
      [ids.petition, RECEIVED, DUE],
    )
  ).rows[0]!.id;
  const item = async (position: number, moduleId: string | null) =>
    (
      await pool.query<{ id: string }>(
        `insert into app_public.rfe_deficiencies (rfe_response_id, position, title, module_id, response_text)
         values ($1, $2, $3, $4, 'Exhibit B-2 answers it.') returning id`,
        [ids.rfe, position, `Item ${position}`, moduleId],
      )
    ).rows[0]!.id;
  ids.item1 = await item(1, ids.module);
  ids.item2 = await item(2, null);
  const task = async (party: string, itemId: string, awaited: boolean) =>
    (
      await pool.query<{ id: string }>(
        `insert into app_public.pending_petition_tasks (petition_id, content, party, rfe_deficiency_id, awaited_kind, exhibit_id)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [ids.petition, `Task for ${party}`, party, itemId, awaited ? 'EXHIBIT_FILE' : null, awaited ? ids.exhibit : null],
      )
    ).rows[0]!.id;
  tasks.beneficiary = await task('BENEFICIARY', ids.item1, true);
  tasks.petitioner = await task('PETITIONER', ids.item2, false);
  tasks.staff = await task('PLYMOUTH', ids.item2, false);
});
afterAll(async () => {
  await pool?.end();
});

describe('an answered RFE', () => {
  it('is open to changes until it is answered, and tells the customer nothing before', async () => {
    expect(await outcome(ids.staff, `update app_public.rfe_deficiencies set title = 'Awards' where id = $1`, [ids.item1])).toBe(
      'ok',
    );
    const sent = await asUserRolledBack(pool, ids.beneficiary, (client) =>
      client.query<{ sent: string[] }>(
        `select app_public.petitions_rfe_responses_sent(p)::text[] as sent from app_public.petitions p where p.id = $1`,
        [ids.petition],
      ),
    );
    expect(sent.rows[0]!.sent).toEqual([]);
  });

  it("closes the customer's open tasks when staff answer it, keeps staff's own, and tells the customer", async () => {
    await asUser(pool, ids.staff, (client) =>
      client.query('update app_public.rfe_responses set answered_on = $2 where id = $1', [ids.rfe, ANSWERED]),
    );
    const rows = await taskRows();
    expect(rows[tasks.beneficiary]).toMatchObject({ done: true, closed_reason: 'rfe-answered', completed_by: ids.staff });
    expect(rows[tasks.petitioner]).toMatchObject({ done: true, closed_reason: 'rfe-answered' });
    expect(rows[tasks.staff]).toMatchObject({ done: false, closed_reason: null });
    const { rows: told } = await pool.query<{ user_id: string; data: unknown; emailed: boolean }>(
      `select n.user_id, n.data, exists (select 1 from app_public.email_outbox o where o.notification_id = n.id) as emailed
         from app_public.notifications n where n.kind = 'rfe-response-sent' and n.petition_id = $1 order by n.user_id`,
      [ids.petition],
    );
    expect(told).toEqual(
      [ids.beneficiary, ids.member].sort().map((userId) => ({ user_id: userId, data: { answeredOn: ANSWERED }, emailed: true })),
    );
  });

  it('refuses new, removed and changed items in a sentence naming the day it was answered', async () => {
    expect(
      await outcome(
        ids.staff,
        `insert into app_public.rfe_deficiencies (rfe_response_id, position, title) values ($1, 3, 'Salary')`,
        [ids.rfe],
      ),
    ).toBe(texts.items);
    expect(
      await outcome(ids.staff, `update app_public.rfe_deficiencies set response_text = 'More' where id = $1`, [ids.item1]),
    ).toBe(texts.items);
    expect(await outcome(ids.staff, `update app_public.rfe_deficiencies set module_id = null where id = $1`, [ids.item1])).toBe(
      texts.items,
    );
    expect(await outcome(ids.staff, 'delete from app_public.rfe_deficiencies where id = $1', [ids.item2])).toBe(texts.items);
    const shown = `${ANSWERED.slice(5, 7)}/${ANSWERED.slice(8, 10)}/${ANSWERED.slice(0, 4)}`;
    expect(texts.items).toBe(`This RFE was answered on ${shown}: its items can no longer be added, removed or changed.`);
  });

  it("takes no new tasks, and keeps the customer's side of it closed", async () => {
    expect(
      await outcome(
        ids.staff,
        `insert into app_public.pending_petition_tasks (petition_id, content, party, rfe_deficiency_id) values ($1, 'More', 'BENEFICIARY', $2)`,
        [ids.petition, ids.item1],
      ),
    ).toBe(texts.tasks);
    const other = (
      await pool.query<{ id: string }>(
        `insert into app_public.pending_petition_tasks (petition_id, content, party) values ($1, 'Unrelated', 'PLYMOUTH') returning id`,
        [ids.petition],
      )
    ).rows[0]!.id;
    expect(
      await outcome(ids.staff, 'update app_public.pending_petition_tasks set rfe_deficiency_id = $2 where id = $1', [
        other,
        ids.item1,
      ]),
    ).toBe(texts.tasks);
    // The customer unticks the task the answer closed; staff hand theirs over to the customer.
    expect(
      await outcome(
        ids.member,
        'update app_public.pending_petition_tasks set completed_at = null, completed_by = null where id = $1',
        [tasks.petitioner],
      ),
    ).toBe(texts.customerTasks);
    expect(
      await outcome(ids.staff, `update app_public.pending_petition_tasks set party = 'BENEFICIARY' where id = $1`, [tasks.staff]),
    ).toBe(texts.customerTasks);
    // Staff still close their own.
    expect(
      await outcome(ids.staff, 'update app_public.pending_petition_tasks set completed_at = now() where id = $1', [tasks.staff]),
    ).toBe('ok');
  });

  it('is not compiled again', async () => {
    expect(await outcome(ids.staff, 'select app_public.compile_rfe_response($1)', [ids.rfe])).toBe(texts.packet);
  });

  it('lets the customer read the day the response was sent while the case status is shared, never the RFE', async () => {
    const read = (userId: string) =>
      asUserRolledBack(pool, userId, async (client) => {
        const sent = await client.query<{ sent: string[] }>(
          `select app_public.petitions_rfe_responses_sent(p)::text[] as sent from app_public.petitions p where p.id = $1`,
          [ids.petition],
        );
        const rfes = await client.query('select 1 from app_public.rfe_responses where petition_id = $1', [ids.petition]);
        return { sent: sent.rows[0]?.sent, rfes: rfes.rowCount };
      });
    expect(await read(ids.beneficiary)).toEqual({ sent: [ANSWERED], rfes: 0 });
    expect(await read(ids.member)).toEqual({ sent: [ANSWERED], rfes: 0 });
    expect(await read(ids.staff)).toEqual({ sent: [ANSWERED], rfes: 1 });
    await pool.query('update app_public.petitions set share_uscis_status = false where id = $1', [ids.petition]);
    try {
      expect(await read(ids.beneficiary)).toEqual({ sent: [], rfes: 0 });
    } finally {
      await pool.query('update app_public.petitions set share_uscis_status = true where id = $1', [ids.petition]);
    }
  });

  it('still lets a criterion it maps be removed from the petition (the item loses its mapping)', async () => {
    expect(await outcome(ids.staff, 'delete from app_public.modules where id = $1', [ids.module])).toBe('ok');
  });

  it('opens again, with the tasks its answer closed, when the answer is cleared', async () => {
    // The member read the news in the bell; the beneficiary has not. Neither e-mail has gone out yet.
    await pool.query(
      `update app_public.notifications set read_at = now() where kind = 'rfe-response-sent' and petition_id = $1 and user_id = $2`,
      [ids.petition, ids.member],
    );
    await asUser(pool, ids.staff, (client) =>
      client.query('update app_public.rfe_responses set answered_on = null where id = $1', [ids.rfe]),
    );
    const rows = await taskRows();
    expect(rows[tasks.beneficiary]).toMatchObject({ done: false, closed_reason: null, completed_by: null });
    expect(rows[tasks.petitioner]).toMatchObject({ done: false, closed_reason: null });
    expect(await outcome(ids.staff, `update app_public.rfe_deficiencies set title = 'Press' where id = $1`, [ids.item1])).toBe(
      'ok',
    );
    // The news stays, marked corrected, its queued e-mail not sent; a follow-up in the bell says the response was not
    // sent and their task is open again (not e-mailed: nobody got the news by e-mail).
    const corrected = (userId: string) => [
      { user_id: userId, kind: 'rfe-reopened', data: { answeredOn: ANSWERED, tasksReopened: true }, emailed: false },
      { user_id: userId, kind: 'rfe-response-sent', data: { answeredOn: ANSWERED, corrected: true }, emailed: false },
    ];
    // (The share box ticked again above moved the case back to RFE Received, told as a status change since 0130.)
    const rfeNews = (await notificationsOf(ids.petition)).filter((row) => row.kind !== 'status-changed');
    expect(rfeNews).toEqual([ids.beneficiary, ids.member].sort().flatMap((userId) => corrected(userId)));
    const sent = await asUserRolledBack(pool, ids.beneficiary, (client) =>
      client.query<{ sent: string[] }>(
        `select app_public.petitions_rfe_responses_sent(p)::text[] as sent from app_public.petitions p where p.id = $1`,
        [ids.petition],
      ),
    );
    expect(sent.rows[0]!.sent).toEqual([]);
  });

  it('e-mails the correction to whoever was e-mailed the news, and keeps the record of that e-mail', async () => {
    await pool.query(`delete from app_public.notifications where petition_id = $1`, [ids.petition]);
    await asUser(pool, ids.staff, (client) =>
      client.query('update app_public.rfe_responses set answered_on = $2 where id = $1', [ids.rfe, ANSWERED]),
    );
    // The beneficiary's e-mail went out (as the send job records it); the member's is still queued.
    await pool.query(
      `update app_public.email_outbox o set status = 'sent', sent_at = now(), attempts = 1
         from app_public.notifications n where n.id = o.notification_id and n.petition_id = $1 and n.user_id = $2`,
      [ids.petition, ids.beneficiary],
    );
    await asUser(pool, ids.staff, (client) =>
      client.query('update app_public.rfe_responses set answered_on = null where id = $1', [ids.rfe]),
    );
    const told = await notificationsOf(ids.petition);
    expect(told.filter((row) => row.user_id === ids.beneficiary)).toEqual([
      { user_id: ids.beneficiary, kind: 'rfe-reopened', data: { answeredOn: ANSWERED, tasksReopened: true }, emailed: true },
      { user_id: ids.beneficiary, kind: 'rfe-response-sent', data: { answeredOn: ANSWERED, corrected: true }, emailed: true },
    ]);
    expect(told.filter((row) => row.user_id === ids.member).map((row) => row.emailed)).toEqual([false, false]);
    const { rows } = await pool.query<{ status: string }>(
      `select o.status from app_public.email_outbox o join app_public.notifications n on n.id = o.notification_id
        where n.petition_id = $1 and n.kind = 'rfe-response-sent'`,
      [ids.petition],
    );
    expect(rows).toEqual([{ status: 'sent' }]);
  });

  it('counts an e-mail the mail server takes while the RFE is reopened as sent, and follows it with the correction', async () => {
    await pool.query(`delete from app_public.notifications where petition_id = $1`, [ids.petition]);
    await asUser(pool, ids.staff, (client) =>
      client.query('update app_public.rfe_responses set answered_on = $2 where id = $1', [ids.rfe, ANSWERED]),
    );
    // The send job holds the beneficiary's e-mail (its row lock) while staff reopen the RFE.
    const sender = await pool.connect();
    try {
      await sender.query('begin');
      await sender.query(
        `select o.id from app_public.email_outbox o join app_public.notifications n on n.id = o.notification_id
          where n.petition_id = $1 and n.user_id = $2 for update of o`,
        [ids.petition, ids.beneficiary],
      );
      const reopening = asUser(pool, ids.staff, (client) =>
        client.query('update app_public.rfe_responses set answered_on = null where id = $1', [ids.rfe]),
      );
      // The reopening waits for the send: the mail server took it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sender.query(
        `update app_public.email_outbox o set status = 'sent', sent_at = now(), attempts = 1
           from app_public.notifications n where n.id = o.notification_id and n.petition_id = $1 and n.user_id = $2`,
        [ids.petition, ids.beneficiary],
      );
      await sender.query('commit');
      await reopening;
    } finally {
      sender.release();
    }
    const told = await notificationsOf(ids.petition);
    expect(told.filter((row) => row.user_id === ids.beneficiary).map((row) => [row.kind, row.emailed])).toEqual([
      ['rfe-reopened', true],
      ['rfe-response-sent', true],
    ]);
    expect(told.filter((row) => row.user_id === ids.member).map((row) => [row.kind, row.emailed])).toEqual([
      ['rfe-reopened', false],
      ['rfe-response-sent', false],
    ]);
  });

  it('goes with its petition', async () => {
    await asUser(pool, ids.staff, (client) =>
      client.query('update app_public.rfe_responses set answered_on = $2 where id = $1', [ids.rfe, ANSWERED]),
    );
    expect(await outcome(ids.staff, 'delete from app_public.petitions where id = $1', [ids.petition])).toBe('ok');
  });
});
