import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../src/as-user.ts';
import { insertRow, makeAdmin, makeCompany, makeCompanyMember, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * A case status moved by a USCIS status is told once per person, whoever recorded the status (migration 0130): in
 * the USCIS status's own notification (caseStatus) to the staff on the case and, while the USCIS status is shared,
 * the customer and the employer's team; a customer not shown the USCIS status is told the case status alone. The
 * polling job (no user) tells the same people as staff recording the status (who are not told what they did).
 */
let pool: pg.Pool;
let recorder: string;
let attorney: string;
let beneficiary: string;
let teammate: string;
let company: string;
let visaClass: string;
const petitions: string[] = [];
let receiptSerial = 0;

async function newCase({ shared }: { shared: boolean }): Promise<{ id: string; receipt: string }> {
  const row = makePetition({ beneficiary_id: beneficiary, visa_class: visaClass, company_id: company, oa_user_id: attorney });
  const id = (await insertRow(pool, 'petitions', row)).id as string;
  petitions.push(id);
  await pool.query(`update app_public.petitions set status = 'SHIPPED', share_uscis_status = $2 where id = $1`, [id, shared]);
  receiptSerial += 1;
  return { id, receipt: `EAC27${String(receiptSerial).padStart(8, '0')}` };
}

const polled = (c: { id: string; receipt: string }, status: string) =>
  pool.query(
    `insert into app_public.uscis_case_statuses (petition_id, receipt_number, status, source) values ($1, $2, $3, 'uscis-api')`,
    [c.id, c.receipt, status],
  );

const recordedByStaff = (c: { id: string; receipt: string }, status: string) =>
  asUser(pool, recorder, (client) =>
    client.query('insert into app_public.uscis_case_statuses (petition_id, receipt_number, status) values ($1, $2, $3)', [
      c.id,
      c.receipt,
      status,
    ]),
  );

/** What each person was told about the case: kind and the case status it names, per person. */
async function toldAbout(petitionId: string): Promise<Record<string, { kind: string; caseStatus: string | null }[]>> {
  const { rows } = await pool.query<{ user_id: string; kind: string; case_status: string | null }>(
    `select user_id, kind, coalesce(data ->> 'caseStatus', case kind when 'status-changed' then data ->> 'status' end) as case_status
       from app_public.notifications where petition_id = $1 order by created_at, kind`,
    [petitionId],
  );
  const names = new Map([
    [recorder, 'recorder'],
    [attorney, 'attorney'],
    [beneficiary, 'beneficiary'],
    [teammate, 'teammate'],
  ]);
  const told: Record<string, { kind: string; caseStatus: string | null }[]> = {};
  for (const row of rows)
    (told[names.get(row.user_id) ?? row.user_id] ??= []).push({ kind: row.kind, caseStatus: row.case_status });
  return told;
}

const statusOf = async (petitionId: string) =>
  (await pool.query<{ status: string }>('select status from app_public.petitions where id = $1', [petitionId])).rows[0]!.status;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  recorder = (await insertRow(pool, 'users', makeUser())).id as string;
  attorney = (await insertRow(pool, 'users', makeUser())).id as string;
  beneficiary = (await insertRow(pool, 'users', makeUser())).id as string;
  teammate = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: recorder }));
  await insertRow(pool, 'admins', makeAdmin({ user_id: attorney }));
  company = (await insertRow(pool, 'companies', makeCompany())).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: company, user_id: teammate }));
});
afterAll(async () => {
  if (petitions.length > 0) await pool?.query('delete from app_public.petitions where id = any($1)', [petitions]);
  await pool?.end();
});

const RFE = 'Request for Evidence Was Sent';
const toldWithUscis = [{ kind: 'uscis-status', caseStatus: 'RFEED' }];

describe('a shared case moved to RFE Received', () => {
  it('tells each person once, the USCIS status and the case status together, when staff record the status', async () => {
    const c = await newCase({ shared: true });
    await recordedByStaff(c, RFE);
    expect(await statusOf(c.id)).toBe('RFEED');
    expect(await toldAbout(c.id)).toEqual({ attorney: toldWithUscis, beneficiary: toldWithUscis, teammate: toldWithUscis });
  });

  it('tells the same people the same way when the polling job reads the status', async () => {
    const c = await newCase({ shared: true });
    await polled(c, RFE);
    expect(await statusOf(c.id)).toBe('RFEED');
    expect(await toldAbout(c.id)).toEqual({ attorney: toldWithUscis, beneficiary: toldWithUscis, teammate: toldWithUscis });
  });
});

describe('an unshared case moved to Shipped', () => {
  it('tells staff in the USCIS status and the customer the case status alone, polled or recorded alike', async () => {
    const staffRecorded = await newCase({ shared: false });
    const pollRecorded = await newCase({ shared: false });
    for (const c of [staffRecorded, pollRecorded]) {
      await pool.query(`update app_public.petitions set status = 'PRINT_SHIP_REQUESTED' where id = $1`, [c.id]);
    }
    await recordedByStaff(staffRecorded, RFE);
    await polled(pollRecorded, RFE);
    const customers = {
      beneficiary: [{ kind: 'status-changed', caseStatus: 'SHIPPED' }],
      teammate: [{ kind: 'status-changed', caseStatus: 'SHIPPED' }],
    };
    const staffTold = [{ kind: 'uscis-status', caseStatus: 'SHIPPED' }];
    expect(await toldAbout(staffRecorded.id)).toEqual({ attorney: staffTold, ...customers });
    expect(await toldAbout(pollRecorded.id)).toEqual({ attorney: staffTold, ...customers });
  });
});

describe('a USCIS status that does not move the case', () => {
  it('is told without a case status, and a change a seed makes tells nobody', async () => {
    const c = await newCase({ shared: true });
    await polled(c, 'Case Is Being Actively Reviewed By USCIS');
    const told = await toldAbout(c.id);
    expect(told.beneficiary).toEqual([{ kind: 'uscis-status', caseStatus: null }]);
    await pool.query(`update app_public.petitions set status = 'APPROVED' where id = $1`, [c.id]);
    expect(await toldAbout(c.id)).toEqual(told);
  });
});
