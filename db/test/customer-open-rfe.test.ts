import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeCompany, makeCompanyMember, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * The customer reads that an RFE is open and when our response is due (migration 0103), under 0073's rule for the
 * days responses were sent: dates only, through `petitions.open_rfe` (security definer), only while staff share the
 * case status, only of a petition they can read. Never the RFE's rows.
 */
let pool: pg.Pool;
const ids = {} as Record<'staff' | 'beneficiary' | 'member' | 'stranger' | 'company' | 'petition' | 'rfe', string>;

/** The UTC date `offset` days from today: an RFE's dates are checked against today (migration 0100). */
function day(offset: number): string {
  const date = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}
const RECEIVED = day(-16);
const DUE = day(68);
const ANSWERED = day(-1);

interface Read {
  /** What `open_rfe` answers: null, or its two dates. */
  open: { received_date: string | null; due_date: string } | null;
  /** The RFE rows the reader sees in the table itself. */
  rows: number;
}

/** What `userId` reads of the petition's open RFE through the petition they select (rolled back); undefined: no petition. */
function read(userId: string): Promise<Read | undefined> {
  return asUserRolledBack(pool, userId, async (client) => {
    const open = await client.query<{ open: Read['open'] }>(
      'select to_json(app_public.petitions_open_rfe(p)) as open from app_public.petitions p where p.id = $1',
      [ids.petition],
    );
    const rows = await client.query('select 1 from app_public.rfe_responses where petition_id = $1', [ids.petition]);
    return open.rows[0] && { open: open.rows[0].open, rows: rows.rowCount ?? 0 };
  });
}
/** Both dates, as `open_rfe` answers them. */
const OPEN = { received_date: RECEIVED, due_date: DUE };

const setShared = (shared: boolean) =>
  pool.query('update app_public.petitions set share_uscis_status = $2 where id = $1', [ids.petition, shared]);

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  for (const key of ['staff', 'beneficiary', 'member', 'stranger'] as const) {
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
  // The stranger is a customer too, with a shared case of her own.
  const theirs = (await insertRow(pool, 'petitions', makePetition({ beneficiary_id: ids.stranger, visa_class: visaClass })))
    .id as string;
  await pool.query('update app_public.petitions set share_uscis_status = true where id = any($1)', [[ids.petition, theirs]]);
  ids.rfe = (
    await pool.query<{ id: string }>(
      `insert into app_public.rfe_responses (petition_id, received_date, due_date) values ($1, $2, $3) returning id`,
      [ids.petition, RECEIVED, DUE],
    )
  ).rows[0]!.id;
});
afterAll(async () => {
  await pool?.end();
});

describe("the customer's view of an open RFE", () => {
  it('gives the beneficiary and the company team its received and due dates while the case status is shared, never the RFE', async () => {
    expect(await read(ids.beneficiary)).toEqual({ open: OPEN, rows: 0 });
    expect(await read(ids.member)).toEqual({ open: OPEN, rows: 0 });
    expect(await read(ids.staff)).toEqual({ open: OPEN, rows: 1 });
  });

  it('gives the customer nothing while the case status is not shared; staff still read it', async () => {
    await setShared(false);
    try {
      expect(await read(ids.beneficiary)).toEqual({ open: null, rows: 0 });
      expect(await read(ids.member)).toEqual({ open: null, rows: 0 });
      expect(await read(ids.staff)).toEqual({ open: OPEN, rows: 1 });
    } finally {
      await setShared(true);
    }
  });

  it('gives another customer nothing of a petition they cannot read, even from a petition row they build', async () => {
    expect(await read(ids.stranger)).toBeUndefined();
    const forged = await asUserRolledBack(pool, ids.stranger, (client) =>
      client.query<{ open: unknown }>(
        `select app_public.petitions_open_rfe(
                  json_populate_record(null::app_public.petitions,
                                       json_build_object('id', $1::uuid, 'share_uscis_status', true))) is null as open`,
        [ids.petition],
      ),
    );
    expect(forged.rows).toEqual([{ open: true }]);
  });

  it('says the received date is not known when staff did not enter it', async () => {
    await pool.query('update app_public.rfe_responses set received_date = null where id = $1', [ids.rfe]);
    try {
      expect(await read(ids.beneficiary)).toEqual({ open: { received_date: null, due_date: DUE }, rows: 0 });
    } finally {
      await pool.query('update app_public.rfe_responses set received_date = $2 where id = $1', [ids.rfe, RECEIVED]);
    }
  });

  it('is no longer open once answered (the day it was sent is read instead), and open again when the answer is cleared', async () => {
    await pool.query('update app_public.rfe_responses set answered_on = $2 where id = $1', [ids.rfe, ANSWERED]);
    try {
      expect(await read(ids.beneficiary)).toEqual({ open: null, rows: 0 });
      expect(await read(ids.staff)).toEqual({ open: null, rows: 1 });
      const sent = await asUserRolledBack(pool, ids.beneficiary, (client) =>
        client.query<{ sent: string[] }>(
          `select app_public.petitions_rfe_responses_sent(p)::text[] as sent from app_public.petitions p where p.id = $1`,
          [ids.petition],
        ),
      );
      expect(sent.rows[0]!.sent).toEqual([ANSWERED]);
    } finally {
      await pool.query('update app_public.rfe_responses set answered_on = null where id = $1', [ids.rfe]);
    }
    expect(await read(ids.beneficiary)).toEqual({ open: OPEN, rows: 0 });
  });
});
