import { isRequestForEvidenceStatus } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../src/as-user.ts';
import { insertRow, makeAdmin, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * The case's own status follows what USCIS says (migration 0127), whoever records it: Shipped once USCIS has the
 * case, RFE Received on an RFE while the case status is shared (Shipped only, until staff share it), nothing on the
 * response sent; never backwards, never over a decision, and a status staff set by hand stays until USCIS says
 * something new. Both audits say the change followed the USCIS status.
 */
let pool: pg.Pool;
let staff: string;
let beneficiary: string;
let visaClass: string;
const petitions: string[] = [];
let receiptSerial = 0;

async function newCase({ status = 'PENDING_DOCS', shared = true } = {}): Promise<{ id: string; receipt: string }> {
  const id = (await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiary, visa_class: visaClass })))
    .id as string;
  petitions.push(id);
  await pool.query('update app_public.petitions set status = $2, share_uscis_status = $3 where id = $1', [id, status, shared]);
  receiptSerial += 1;
  return { id, receipt: `WAC27${String(receiptSerial).padStart(8, '0')}` };
}

async function statusOf(petitionId: string): Promise<string> {
  return (await pool.query<{ status: string }>('select status from app_public.petitions where id = $1', [petitionId])).rows[0]!
    .status;
}

/** As the polling job records it: no user. */
const polled = (c: { id: string; receipt: string }, status: string) =>
  pool.query(
    `insert into app_public.uscis_case_statuses (petition_id, receipt_number, status, source) values ($1, $2, $3, 'uscis-api')`,
    [c.id, c.receipt, status],
  );

/** As staff record it in the USCIS status panel (or by confirming a receipt notice): through the API's role. */
const recordedByStaff = (c: { id: string; receipt: string }, status: string) =>
  asUser(pool, staff, (client) =>
    client.query('insert into app_public.uscis_case_statuses (petition_id, receipt_number, status) values ($1, $2, $3)', [
      c.id,
      c.receipt,
      status,
    ]),
  );

const setByStaff = (petitionId: string, patch: string, value: unknown) =>
  asUser(pool, staff, (client) =>
    client.query(`update app_public.petitions set ${patch} = $2 where id = $1`, [petitionId, value]),
  );

const rfeOpenedByStaff = (petitionId: string) =>
  asUser(pool, staff, (client) =>
    client.query<{ id: string }>(
      `insert into app_public.rfe_responses (petition_id, received_date, due_date)
       values ($1, current_date - 5, current_date + 60) returning id`,
      [petitionId],
    ),
  ).then((result) => result.rows[0]!.id);

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  staff = (await insertRow(pool, 'users', makeUser())).id as string;
  beneficiary = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: staff }));
});
afterAll(async () => {
  if (petitions.length > 0) await pool?.query('delete from app_public.petitions where id = any($1)', [petitions]);
  await pool?.end();
});

describe('the case status follows a receipt', () => {
  it('moves a case not yet shipped to Shipped when the polling job reads its first status, said to follow USCIS', async () => {
    const c = await newCase({ status: 'IN_ATTORNEY_REVIEW' });
    await polled(c, 'Case Was Received');
    expect(await statusOf(c.id)).toBe('SHIPPED');
    const { rows } = await pool.query(
      `select from_status, to_status, changed_by, follows_uscis_status from app_public.petition_status_changes
        where petition_id = $1 and to_status = 'SHIPPED'`,
      [c.id],
    );
    expect(rows).toEqual([
      { from_status: 'IN_ATTORNEY_REVIEW', to_status: 'SHIPPED', changed_by: null, follows_uscis_status: true },
    ]);
    const history = await pool.query(
      `select changed -> 'status' as status, follows_uscis_status from app_public.petition_changes
        where petition_id = $1 and table_name = 'petitions' and changed ? 'status' and operation = 'UPDATE'
        order by id desc limit 1`,
      [c.id],
    );
    expect(history.rows).toEqual([{ status: { old: 'IN_ATTORNEY_REVIEW', new: 'SHIPPED' }, follows_uscis_status: true }]);
  });

  it('moves it when staff record the status too, the change theirs but following USCIS', async () => {
    const c = await newCase({ status: 'PRINT_SHIP_REQUESTED', shared: false });
    await recordedByStaff(c, 'Case Was Received');
    expect(await statusOf(c.id)).toBe('SHIPPED');
    const { rows } = await pool.query(
      `select changed_by, follows_uscis_status from app_public.petition_status_changes where petition_id = $1 and to_status = 'SHIPPED'`,
      [c.id],
    );
    expect(rows).toEqual([{ changed_by: staff, follows_uscis_status: true }]);
  });

  it('keeps a status staff choose by hand unmarked', async () => {
    const c = await newCase();
    await setByStaff(c.id, 'status', 'SUBMITTED');
    const { rows } = await pool.query(
      `select follows_uscis_status from app_public.petition_status_changes where petition_id = $1 and to_status = 'SUBMITTED'`,
      [c.id],
    );
    expect(rows).toEqual([{ follows_uscis_status: false }]);
  });
});

describe('the case status follows an RFE', () => {
  it('moves a shared case to RFE Received when USCIS says an RFE was sent, from Shipped or earlier', async () => {
    const shipped = await newCase({ status: 'SHIPPED' });
    await polled(shipped, 'Request for Evidence Was Sent');
    expect(await statusOf(shipped.id)).toBe('RFEED');
    const early = await newCase({ status: 'PENDING_DOCS' });
    await recordedByStaff(early, 'Request For Additional Evidence Was Mailed');
    expect(await statusOf(early.id)).toBe('RFEED');
  });

  it('moves a shared case to RFE Received when staff open an RFE before any status says so', async () => {
    const c = await newCase({ status: 'SHIPPED' });
    await rfeOpenedByStaff(c.id);
    expect(await statusOf(c.id)).toBe('RFEED');
  });

  it('moves an unshared case to Shipped only, and on to RFE Received when staff share the case status', async () => {
    const c = await newCase({ status: 'SUBMITTED', shared: false });
    await polled(c, 'Request for Evidence Was Sent');
    expect(await statusOf(c.id)).toBe('SHIPPED');
    const opened = await newCase({ status: 'SUBMITTED', shared: false });
    await rfeOpenedByStaff(opened.id);
    expect(await statusOf(opened.id)).toBe('SHIPPED');
    await setByStaff(c.id, 'share_uscis_status', true);
    expect(await statusOf(c.id)).toBe('RFEED');
    await setByStaff(opened.id, 'share_uscis_status', true);
    expect(await statusOf(opened.id)).toBe('RFEED');
  });

  it('stays RFE Received once the response is sent and USCIS says it received it', async () => {
    const c = await newCase({ status: 'SHIPPED' });
    await polled(c, 'Request for Evidence Was Sent');
    const rfe = await rfeOpenedByStaff(c.id);
    await asUser(pool, staff, (client) =>
      client.query('update app_public.rfe_responses set answered_on = current_date where id = $1', [rfe]),
    );
    await polled(c, 'Response To USCIS Request For Evidence Was Received');
    expect(await statusOf(c.id)).toBe('RFEED');
  });
});

describe('the case status never moves back', () => {
  it('leaves a decided or archived case as it is, whatever USCIS says next', async () => {
    for (const status of ['APPROVED', 'DENIED', 'ARCHIVED']) {
      const c = await newCase({ status });
      await polled(c, 'Case Was Received');
      await polled(c, 'Request for Evidence Was Sent');
      await rfeOpenedByStaff(c.id);
      expect(await statusOf(c.id)).toBe(status);
    }
  });

  it('leaves RFE Received over a later receipt', async () => {
    const c = await newCase({ status: 'RFEED' });
    await polled(c, 'Case Was Received');
    expect(await statusOf(c.id)).toBe('RFEED');
  });

  it('keeps the status staff set by hand after USCIS moved it, until USCIS says something new', async () => {
    const c = await newCase({ status: 'SUBMITTED' });
    await polled(c, 'Case Was Received');
    expect(await statusOf(c.id)).toBe('SHIPPED');
    await setByStaff(c.id, 'status', 'PRINT_SHIP_REQUESTED');
    // The same status read again is no news.
    await polled(c, 'Case Was Received');
    expect(await statusOf(c.id)).toBe('PRINT_SHIP_REQUESTED');
    // A status staff set later in the flow by hand is never taken back by a receipt.
    await setByStaff(c.id, 'status', 'RFEED');
    await polled(c, 'Case Is Being Actively Reviewed By USCIS');
    expect(await statusOf(c.id)).toBe('RFEED');
  });
});

describe('history replayed', () => {
  it('leaves the statuses to the story the demo seed replays (migration 0058)', async () => {
    const c = await newCase({ status: 'SUBMITTED' });
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('petition_studio.replaying_history', 'on', true)`);
      await client.query('insert into app_public.uscis_case_statuses (petition_id, receipt_number, status) values ($1, $2, $3)', [
        c.id,
        c.receipt,
        'Case Was Received',
      ]);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await statusOf(c.id)).toBe('SUBMITTED');
  });
});

describe('the database reads an RFE status as @app/domain does', () => {
  const wordings = [
    'Request for Evidence Was Sent',
    'Request for Initial Evidence Was Sent',
    'Request For Initial Evidence Was Sent',
    'Request for Additional Evidence Was Sent',
    'Request for Initial Evidence Was Mailed',
    'Request for Additional Evidence Was Mailed',
    'Request for Evidence Was Mailed',
    'Request for Evidence Has Been Issued',
    'REQUEST FOR EVIDENCE WAS SENT',
    '  Request for  Additional Evidence  Was Emailed ',
    'Request for Evidence Was E-mailed',
    'Response To USCIS Request For Evidence Was Received',
    "Response To USCIS' Request For Evidence Was Received",
    'Request For Evidence Was Received',
    'Request for Evidence Response Was Received',
    'Request for Evidence Was Sentence',
    'Request for Additional Information Received',
    'Request For Premium Processing Services Was Received',
    'Notice Explaining USCIS Actions Was Mailed',
    'Case Was Received',
    'Case Was Approved',
    '',
  ];
  it.each(wordings)('%j', async (status) => {
    const { rows } = await pool.query<{ rfe: boolean }>('select app_private.is_request_for_evidence_status($1) as rfe', [status]);
    expect(rows[0]!.rfe).toBe(isRequestForEvidenceStatus(status));
  });
});
