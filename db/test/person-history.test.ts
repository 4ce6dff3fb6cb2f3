import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeCompany, makeCompanyOffice, makePetition, makeUser, makeUserData } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0037: the address history, the passport's issue date and the petition's worksite refuse
 * implausible data whoever writes it (here the person themselves, as the API writes it).
 */
let pool: pg.Pool;
const ids = {} as Record<'person' | 'company' | 'otherCompany' | 'office' | 'otherOffice' | 'petition', string>;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  ids.person = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'user_data', makeUserData({ user_id: ids.person, date_of_birth: '1990-05-01' }));
  ids.company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Person History Co' }))).id as string;
  ids.otherCompany = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Other Co' }))).id as string;
  ids.office = (await insertRow(pool, 'company_offices', makeCompanyOffice({ company_id: ids.company }))).id as string;
  ids.otherOffice = (await insertRow(pool, 'company_offices', makeCompanyOffice({ company_id: ids.otherCompany }))).id as string;
  ids.petition = (
    await insertRow(
      pool,
      'petitions',
      makePetition({ beneficiary_id: ids.person, company_id: ids.company, visa_class: visaClass }),
    )
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

/** Runs one statement as the person, rolled back; the SQLSTATE it failed with, or 'ok'. */
async function outcome(sql: string, params: unknown[] = []): Promise<string> {
  return asUserRolledBack(pool, ids.person, async (client) => {
    try {
      await client.query(sql, params);
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code ?? 'error';
    }
  });
}

const addAddress = (from: string, to: string | null, current: boolean) =>
  outcome(
    `insert into app_public.user_addresses (user_id, street, city, country, from_date, to_date, is_current)
     values ($1, '1 Main St', 'Austin', 'US', $2, $3, $4)`,
    [ids.person, from, to, current],
  );

describe('address history', () => {
  it('keeps past addresses with their dates and one current address', async () => {
    expect(await addAddress('2015-01-01', '2019-12-31', false)).toBe('ok');
    expect(await addAddress('2020-01-01', null, true)).toBe('ok');
  });
  it('refuses a start after the end, dates in the future, and a current address with an end or a past one without', async () => {
    expect(await addAddress('2020-01-02', '2020-01-01', false)).toBe('23514');
    expect(await addAddress('2999-01-01', null, true)).toBe('23514');
    expect(await addAddress('2020-01-01', '2999-01-01', false)).toBe('23514');
    expect(await addAddress('2020-01-01', '2021-01-01', true)).toBe('23514');
    expect(await addAddress('2020-01-01', null, false)).toBe('23514');
  });
  it('refuses a second current address of the same person', async () => {
    const result = await asUserRolledBack(pool, ids.person, async (client) => {
      const insert = `insert into app_public.user_addresses (user_id, street, city, country, from_date, is_current)
                      values ($1, $2, 'Austin', 'US', '2020-01-01', true)`;
      await client.query(insert, [ids.person, '1 Main St']);
      try {
        await client.query(insert, [ids.person, '2 Side St']);
        return 'ok';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    });
    expect(result).toBe('23505');
  });
  it('refuses a country that is not a two-letter code and an empty street', async () => {
    expect(
      await outcome(
        `insert into app_public.user_addresses (user_id, street, city, country, from_date, is_current) values ($1, ' ', 'Austin', 'US', '2020-01-01', true)`,
        [ids.person],
      ),
    ).toBe('23514');
    expect(
      await outcome(
        `insert into app_public.user_addresses (user_id, street, city, country, from_date, is_current) values ($1, '1 Main St', 'Austin', 'United States', '2020-01-01', true)`,
        [ids.person],
      ),
    ).toBe('23514');
  });
});

describe('passport issue date', () => {
  const setIssue = (dateOfIssue: string, expirationDate: string | null = null) =>
    outcome(
      `update app_public.user_data set date_of_issue = $2, expiration_date = $3, city_of_issue = 'Mumbai' where user_id = $1`,
      [ids.person, dateOfIssue, expirationDate],
    );
  it('keeps an issue date between birth and today', async () => {
    expect(await setIssue('2018-03-10', '2028-03-09')).toBe('ok');
  });
  it('refuses an issue date in the future, before birth, or an expiry not after issue', async () => {
    expect(await setIssue('2999-01-01')).toBe('23514');
    expect(await setIssue('1989-12-31')).toBe('23514');
    expect(await setIssue('2018-03-10', '2018-03-10')).toBe('23514');
    expect(await outcome(`update app_public.user_data set date_of_birth = '2999-01-01' where user_id = $1`, [ids.person])).toBe(
      '23514',
    );
  });
});

describe('petition worksite', () => {
  it("is one of the petitioner's offices", async () => {
    const staff = (await insertRow(pool, 'users', makeUser())).id as string;
    await insertRow(pool, 'admins', { user_id: staff });
    const set = (office: string) =>
      asUserRolledBack(pool, staff, async (client) => {
        try {
          await client.query('update app_public.petitions set worksite_office_id = $2 where id = $1', [ids.petition, office]);
          return 'ok';
        } catch (error) {
          return (error as { code?: string }).code;
        }
      });
    expect(await set(ids.office)).toBe('ok');
    expect(await set(ids.otherOffice)).toBe('23514');
  });
  it('is chosen by the employer, not by the beneficiary', async () => {
    expect(
      await outcome('update app_public.petitions set worksite_office_id = $2 where id = $1', [ids.petition, ids.office]),
    ).toBe('42501');
  });
});
