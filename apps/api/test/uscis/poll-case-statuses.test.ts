import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUscisCaseStatuses } from '../../src/uscis/poll-case-statuses.ts';
import { createUscisCaseStatusClient, type UscisCaseStatusClient } from '../../src/uscis/torch-client.ts';
import { createWorld, type World } from '../support/world.ts';
import { startTorchServer, type TorchServer } from './torch-server.ts';

/**
 * The hourly USCIS polling job (issue 31, migration 0059) against a local server speaking the Case Status API's
 * protocol, on a database of its own (the job reads every petition with a receipt number): a new status becomes a
 * history row, the petition's status and notifications; the daily quota holds; errors are recorded, not thrown.
 */
describe('polling USCIS case statuses', () => {
  let database: { name: string; url: string };
  let pool: pg.Pool;
  let torch: TorchServer;
  let world: World;
  let oaId: string;
  const client = (dailyQuota = 100): UscisCaseStatusClient =>
    createUscisCaseStatusClient(
      { baseUrl: torch.url, clientId: torch.clientId, clientSecret: torch.clientSecret, requestsPerSecond: 10, dailyQuota },
      { sleep: async () => undefined },
    );
  const setReceipt = (petitionId: string, receipt: string | null) =>
    pool.query('update app_public.petitions set uscis_receipt_number = $2 where id = $1', [petitionId, receipt]);
  const notificationsOf = async (userId: string) =>
    (
      await pool.query<{ kind: string; data: Record<string, unknown> }>(
        `select kind, data from app_public.notifications where user_id = $1 and kind = 'uscis-status' order by created_at`,
        [userId],
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase('ps_uscis');
    pool = new pg.Pool({ connectionString: database.url, max: 3 });
    torch = await startTorchServer();
    world = await createWorld(pool);
    oaId = world.staff.id;
    await pool.query('update app_public.petitions set oa_user_id = $2 where id = $1', [world.petitionId, oaId]);
  });
  afterAll(async () => {
    await pool?.end();
    await torch?.close();
    if (database) await dropTestDatabase(database.name);
  });

  it('records a new status with its history, shows it on the petition and tells staff (and the customer when shared)', async () => {
    await setReceipt(world.petitionId, 'WAC2612345678');
    torch.cases.set('WAC2612345678', {
      status: 'Request for Evidence Was Sent',
      modifiedDate: '2026-11-20T10:00:00.000Z',
      history: [{ date: '2026-09-03T00:00:00.000Z', completed_text_en: 'Case Was Received' }],
    });
    expect(await pollUscisCaseStatuses(pool, client())).toEqual({ asked: 1, changed: 1, problems: 0, stoppedBecause: null });

    const { rows } = await pool.query(
      `select status, source, to_char(status_date, 'YYYY-MM-DD') as status_date, form_type, history
         from app_public.uscis_case_statuses where petition_id = $1`,
      [world.petitionId],
    );
    expect(rows).toEqual([
      {
        status: 'Request for Evidence Was Sent',
        source: 'uscis-api',
        status_date: '2026-11-20',
        form_type: 'I-129',
        history: [{ date: '2026-09-03', status: 'Case Was Received' }],
      },
    ]);
    const petition = await pool.query('select uscis_status from app_public.petitions where id = $1', [world.petitionId]);
    expect(petition.rows[0].uscis_status).toBe('Request for Evidence Was Sent');
    // The petition's history has the change (its timeline), made by nobody in particular.
    const change = await pool.query(
      `select actor_id from app_public.petition_changes where petition_id = $1 and changed ? 'uscis_status'`,
      [world.petitionId],
    );
    expect(change.rows.length).toBeGreaterThan(0);
    expect(change.rows.every((row) => row.actor_id === null)).toBe(true);
    // The case moved to Shipped with it (migration 0127; RFE Received only when shared): said in the same item (0130).
    expect(await notificationsOf(oaId)).toEqual([
      {
        kind: 'uscis-status',
        data: {
          status: 'Request for Evidence Was Sent',
          receiptNumber: 'WAC2612345678',
          statusDate: '2026-11-20',
          caseStatus: 'SHIPPED',
        },
      },
    ]);
    // Not shared with the customer: the beneficiary is not told.
    expect(await notificationsOf(world.beneficiary.id)).toEqual([]);

    // Checked within the last 20 hours: the next run does not ask again.
    expect((await pollUscisCaseStatuses(pool, client())).asked).toBe(0);

    // Shared, and USCIS moves on: asked again once the check is old, the beneficiary is told this time.
    await pool.query('update app_public.petitions set share_uscis_status = true where id = $1', [world.petitionId]);
    await pool.query(`update app_private.uscis_status_checks set checked_at = now() - interval '1 day'`);
    torch.cases.set('WAC2612345678', { status: 'Case Was Approved', modifiedDate: '2026-11-26T10:00:00.000Z' });
    expect(await pollUscisCaseStatuses(pool, client())).toMatchObject({ asked: 1, changed: 1 });
    expect((await notificationsOf(world.beneficiary.id)).map((row) => row.data.status)).toEqual(['Case Was Approved']);

    // Decided: never asked again.
    await pool.query(`update app_private.uscis_status_checks set checked_at = now() - interval '1 day'`);
    expect((await pollUscisCaseStatuses(pool, client())).asked).toBe(0);
  });

  it('records an unknown receipt number as a problem staff can read, and stops at the daily quota', async () => {
    await pool.query('delete from app_private.uscis_api_usage');
    await setReceipt(world.otherPetitionId, 'EAC2600000001');
    const extra = await pool.query<{ id: string }>(
      `insert into app_public.petitions (beneficiary_id, company_id, visa_class, uscis_receipt_number)
       select beneficiary_id, company_id, visa_class, 'LIN2600000002' from app_public.petitions where id = $1 returning id`,
      [world.otherPetitionId],
    );
    torch.cases.set('LIN2600000002', { status: 'Case Was Received' });
    // A quota of one request today: one petition is asked about, the other waits for tomorrow.
    expect(await pollUscisCaseStatuses(pool, client(1))).toMatchObject({ asked: 1, stoppedBecause: 'quota' });
    expect((await pool.query(`select requests from app_private.uscis_api_usage`)).rows).toEqual([{ requests: 1 }]);
    expect(await pollUscisCaseStatuses(pool, client(2))).toMatchObject({ asked: 1, stoppedBecause: null });

    const checks = await pool.query<{ petition_id: string; problem: string | null }>(
      'select petition_id, problem from app_private.uscis_status_checks where petition_id = any($1) order by problem nulls first',
      [[world.otherPetitionId, extra.rows[0]!.id]],
    );
    expect(checks.rows).toEqual([
      { petition_id: extra.rows[0]!.id, problem: null },
      {
        petition_id: world.otherPetitionId,
        problem: 'USCIS does not know this receipt number. Check it against the receipt notice.',
      },
    ]);
  });

  it('records a status USCIS dates after today (UTC) without failing: a day ahead as today, further without a date', async () => {
    await pool.query('delete from app_private.uscis_api_usage');
    // Only the petitions made here are due.
    await pool.query('update app_private.uscis_status_checks set checked_at = now()');
    const { rows: clock } = await pool.query<{ today: string }>(
      `select to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as today`,
    );
    const today = clock[0]!.today;
    const daysAfter = (days: number) => {
      const day = new Date(`${today}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + days);
      return day.toISOString().slice(0, 10);
    };
    const cases = [
      { receipt: 'IOE2600000011', modifiedDate: `${daysAfter(1)}T01:30:00.000Z`, expected: today },
      { receipt: 'IOE2600000012', modifiedDate: `${daysAfter(10)}T10:00:00.000Z`, expected: null },
    ];
    const ids: string[] = [];
    for (const { receipt, modifiedDate } of cases) {
      const made = await pool.query<{ id: string }>(
        `insert into app_public.petitions (beneficiary_id, company_id, visa_class, uscis_receipt_number)
         select beneficiary_id, company_id, visa_class, $2 from app_public.petitions where id = $1 returning id`,
        [world.otherPetitionId, receipt],
      );
      ids.push(made.rows[0]!.id);
      torch.cases.set(receipt, { status: 'Case Was Received', modifiedDate });
    }
    expect(await pollUscisCaseStatuses(pool, client())).toEqual({ asked: 2, changed: 2, problems: 0, stoppedBecause: null });
    const { rows } = await pool.query<{ petition_id: string; status: string; status_date: string | null }>(
      `select petition_id, status, to_char(status_date, 'YYYY-MM-DD') as status_date
         from app_public.uscis_case_statuses where petition_id = any($1)`,
      [ids],
    );
    expect(new Map(rows.map((row) => [row.petition_id, row.status_date]))).toEqual(
      new Map(ids.map((id, index) => [id, cases[index]!.expected])),
    );
    expect(rows.every((row) => row.status === 'Case Was Received')).toBe(true);
  });

  it('leaves the cases for the next run when USCIS keeps failing', async () => {
    await pool.query('delete from app_private.uscis_api_usage');
    await pool.query(`update app_private.uscis_status_checks set checked_at = now() - interval '1 day'`);
    // Its status goes with its rows (migration 0112): undecided again, so the job asks USCIS about it.
    await pool.query('delete from app_public.uscis_case_statuses where petition_id = $1', [world.otherPetitionId]);
    torch.failNext.push({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 });
    const before = await pool.query('select petition_id, checked_at from app_private.uscis_status_checks order by petition_id');
    expect(await pollUscisCaseStatuses(pool, client())).toMatchObject({ asked: 1, stoppedBecause: 'unavailable' });
    const after = await pool.query('select petition_id, checked_at from app_private.uscis_status_checks order by petition_id');
    expect(after.rows).toEqual(before.rows);
  });
  it('asks about open cases however many decided ones are first in line (a batch of them never checked)', async () => {
    await pool.query('delete from app_private.uscis_api_usage');
    // Only the petitions made here are due.
    await pool.query('update app_private.uscis_status_checks set checked_at = now()');
    const made = async (receipt: string) =>
      (
        await pool.query<{ id: string }>(
          `insert into app_public.petitions (beneficiary_id, company_id, visa_class, uscis_receipt_number)
           select beneficiary_id, company_id, visa_class, $2 from app_public.petitions where id = $1 returning id`,
          [world.otherPetitionId, receipt],
        )
      ).rows[0]!.id;
    // Two cases staff recorded as decided by hand (never checked: first in line), then an open one.
    for (const [receipt, status] of [
      ['SRC2600000021', 'Case Was Approved'],
      ['SRC2600000022', 'Case Was Denied'],
    ] as const) {
      const id = await made(receipt);
      await pool.query('insert into app_public.uscis_case_statuses (petition_id, receipt_number, status) values ($1, $2, $3)', [
        id,
        receipt,
        status,
      ]);
    }
    const open = await made('SRC2600000023');
    await pool.query(
      `insert into app_private.uscis_status_checks (petition_id, checked_at) values ($1, now() - interval '2 days')`,
      [open],
    );
    torch.cases.set('SRC2600000023', { status: 'Request for Evidence Was Sent' });
    // A batch of two: the decided cases fill the first page; the open case is asked about all the same.
    expect(await pollUscisCaseStatuses(pool, client(), { batch: 2 })).toEqual({
      asked: 1,
      changed: 1,
      problems: 0,
      stoppedBecause: null,
    });
    const petition = await pool.query('select uscis_status from app_public.petitions where id = $1', [open]);
    expect(petition.rows[0].uscis_status).toBe('Request for Evidence Was Sent');
  });
});
