import { FIELD_CONSTRAINT_MESSAGES, PROPOSED_SALARY_ERROR, PROPOSED_SALARY_PATTERN, proposedSalaryError } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertRow,
  makeCompany,
  makeCompanyOffice,
  makeEmployment,
  makePetition,
  makeUser,
  makeUserData,
} from '../src/seed/factories/index.ts';
import { rolledBackOutcome } from '../src/testing/rolled-back-outcome.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0038 (issue 26): the database refuses what the forms refuse, whoever writes it, and each check
 * has the form's sentence in FIELD_CONSTRAINT_MESSAGES (which the GraphQL error mask returns).
 */
let pool: pg.Pool;
const ids = {} as Record<'person' | 'company' | 'office' | 'petition' | 'employment', string>;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  ids.person = (await insertRow(pool, 'users', makeUser({ full_name: 'Ada Valid' }))).id as string;
  await insertRow(pool, 'user_data', makeUserData({ user_id: ids.person, date_of_birth: '1990-05-01' }));
  ids.company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Field Rules Co', country: 'US' }))).id as string;
  ids.office = (await insertRow(pool, 'company_offices', makeCompanyOffice({ company_id: ids.company, country: 'US' })))
    .id as string;
  ids.petition = (
    await insertRow(
      pool,
      'petitions',
      makePetition({ beneficiary_id: ids.person, company_id: ids.company, visa_class: visaClass }),
    )
  ).id as string;
  ids.employment = (await insertRow(pool, 'user_employments', makeEmployment({ user_id: ids.person }))).id as string;
});
afterAll(async () => {
  await pool?.end();
});

const outcome = (sql: string, params: unknown[]) => rolledBackOutcome(pool, sql, params);
const set = (table: string, column: string, value: unknown, key = 'id', id?: string) =>
  outcome(`update app_public.${table} set ${column} = $1 where ${key} = $2`, [value, id]);

describe('field checks of migration 0038', () => {
  it('refuses a bad ZIP, phone, e-mail, receipt number, case date, birth date and salary; accepts good ones', async () => {
    const cases: [table: string, column: string, key: string, id: string, bad: unknown[], good: unknown[]][] = [
      ['companies', 'zip_code', 'id', ids.company, ['ABC', '7870'], ['78701', '78701-1234', '', null]],
      ['company_offices', 'postal_code', 'id', ids.office, ['ABC'], ['80202']],
      ['companies', 'phone_number', 'id', ids.company, ['abc', '123'], ['+1 (415) 555-0100', '']],
      ['user_data', 'phone_number', 'user_id', ids.person, ['abc'], ['512 555 0199']],
      ['users', 'email', 'id', ids.person, ['not-an-email', 'a b@c.de'], ['ada@example.test']],
      ['petitions', 'uscis_receipt_number', 'id', ids.petition, ['x'.repeat(314), 'wac2512345678'], ['WAC2512345678', null]],
      ['petitions', 'target_submission_date', 'id', ids.petition, ['1999-12-31', 'infinity'], ['2026-12-01', null]],
      ['petitions', 'petition_shipped_date', 'id', ids.petition, ['2101-01-01'], ['2026-12-01']],
      ['user_data', 'date_of_birth', 'user_id', ids.person, ['99999-01-01', '-infinity', '1899-12-31'], ['1985-01-31']],
      ['user_employments', 'salary', 'id', ids.employment, ['NaN', -5, 0, 1e9], [85000.5]],
      ['users', 'locale', 'id', ids.person, ['fr', 'zh', 'EN', ''], ['es', 'zh-Hans', 'pt-BR', 'hi', 'en', null]],
    ];
    for (const [table, column, key, id, bad, good] of cases) {
      for (const value of bad) {
        const refused = await set(table, column, value, key, id);
        expect(refused, `${table}.${column} = ${String(value)}`).not.toBe('ok');
        // A check has its sentence (99999-01-01 is caught first by 0037's "not in the future" trigger).
        if (!refused.includes(' ')) expect(FIELD_CONSTRAINT_MESSAGES[refused], refused).toBeTruthy();
      }
      for (const value of good)
        expect(await set(table, column, value, key, id), `${table}.${column} = ${String(value)}`).toBe('ok');
    }
  });
  it("keeps a foreign office's own postal code, and refuses blanking a first name (not a name never given)", async () => {
    expect(
      await outcome('update app_public.company_offices set country = $1, postal_code = $2 where id = $3', [
        'CA',
        'H2X 1Y4',
        ids.office,
      ]),
    ).toBe('ok');
    expect(await set('users', 'full_name', ' ', 'id', ids.person)).toBe('Enter a first name');
    const unnamed = (await insertRow(pool, 'users', makeUser({ full_name: '' }))).id as string;
    expect(await set('users', 'last_name', 'Only', 'id', unnamed)).toBe('ok');
  });
});

describe('the proposed salary check of migration 0067', () => {
  const withSalary = (salary: unknown) =>
    outcome(
      `update app_public.petitions set metadata = jsonb_set(coalesce(metadata, '{}'), '{proposedUSSalary}', to_jsonb($1::text))
        where id = $2`,
      [salary, ids.petition],
    );

  it("is the domain's pattern, and refuses what the builder's field refuses with the field's sentence", async () => {
    const { rows } = await pool.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'petitions_proposed_salary_format'`,
    );
    expect(rows[0]?.definition).toContain(`'${PROPOSED_SALARY_PATTERN.source}'`);
    for (const bad of ['TBD', '99999999999999999999999', '0 per year', '185000 per fortnight', '100,000,000']) {
      expect(proposedSalaryError(bad), bad).toBe(PROPOSED_SALARY_ERROR);
      expect(await withSalary(bad), bad).toBe('petitions_proposed_salary_format');
    }
    expect(FIELD_CONSTRAINT_MESSAGES.petitions_proposed_salary_format).toBe(PROPOSED_SALARY_ERROR);
    for (const good of ['185000 per year', '$185,000/year', 'USD 1,234,567.89 annually', '95 an hour', '185000', '']) {
      expect(proposedSalaryError(good), good).toBeNull();
      expect(await withSalary(good), good).toBe('ok');
    }
    expect(
      await outcome(`update app_public.petitions set metadata = metadata - 'proposedUSSalary' where id = $1`, [ids.petition]),
    ).toBe('ok');
  });
});
