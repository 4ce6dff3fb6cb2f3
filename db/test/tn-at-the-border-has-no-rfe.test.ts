import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeCompany, makeCompanyMember, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * A TN applied for at the border or a consulate files nothing with USCIS (migration 0137; docs/decisions.md, "A TN
 * applied for at the border or a consulate never speaks of a USCIS petition"): no RFE is opened on it, and the news of
 * its status says it is such an application, so the bell and e-mails word its shipping statuses as the route has them.
 */
let pool: pg.Pool;
const ids = {} as Record<'staff' | 'beneficiary' | 'member' | 'company' | 'petition', string>;

/** The UTC date `offset` days from today: an RFE's dates are checked against today (migration 0100). */
function day(offset: number): string {
  const date = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const setRoute = (visaClass: string, filingType: string | null) =>
  pool.query('update app_public.petitions set visa_class = $2, filing_type = $3 where id = $1', [
    ids.petition,
    visaClass,
    filingType,
  ]);

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
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
      makePetition({ beneficiary_id: ids.beneficiary, company_id: ids.company, visa_class: 'tn', oa_user_id: ids.staff }),
    )
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

/** Opens an RFE on the petition as staff (rolled back): null when it was accepted, else the database's message. */
function openRfe(): Promise<string | null> {
  return asUserRolledBack(pool, ids.staff, async (client) => {
    try {
      await client.query('insert into app_public.rfe_responses (petition_id, received_date, due_date) values ($1, $2, $3)', [
        ids.petition,
        day(-2),
        day(60),
      ]);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  });
}

/** The status-changed news the beneficiary and the employer's member get when staff move the case to `status`. */
function statusNews(status: string): Promise<Record<string, unknown>[]> {
  return asUserRolledBack(pool, ids.staff, async (client) => {
    await client.query('update app_public.petitions set status = $2 where id = $1', [ids.petition, status]);
    await client.query('reset role');
    const { rows } = await client.query<{ data: Record<string, unknown> }>(
      `select data from app_public.notifications where petition_id = $1 and kind = 'status-changed' and user_id = any($2)
        order by user_id`,
      [ids.petition, [ids.beneficiary, ids.member]],
    );
    return rows.map((row) => row.data);
  });
}

describe('a TN applied for at the border or a consulate', () => {
  it('has no RFE opened on it; a TN filed with USCIS, or with no route chosen yet, may', async () => {
    await setRoute('tn', 'consular_processing');
    expect(await openRfe()).toMatch(/^USCIS sends no Request for Evidence on a TN applied for at the border or a consulate/);
    await setRoute('tn', 'change_of_status');
    expect(await openRfe()).toBeNull();
    await setRoute('tn', null);
    expect(await openRfe()).toBeNull();
    await setRoute('o_1a', 'consular_processing');
    expect(await openRfe()).toBeNull();
  });

  it("tells its status as the border route's news; every other case's news is the status alone", async () => {
    await setRoute('tn', 'consular_processing');
    expect(await statusNews('SHIPPED')).toEqual([
      { status: 'SHIPPED', borderApplication: true },
      { status: 'SHIPPED', borderApplication: true },
    ]);
    await setRoute('tn', 'change_of_status');
    expect(await statusNews('SHIPPED')).toEqual([{ status: 'SHIPPED' }, { status: 'SHIPPED' }]);
  });
});
