import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow, makeCompany, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { asUserRolledBack } from '../src/testing/as-user.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0090: a petition's case type and filing type are one choice in two spellings, kept in step by the
 * database whoever writes either (staff on the petition page, the beneficiary in onboarding, a GraphQL client).
 */
let pool: pg.Pool;
let beneficiaryId: string;
let petitionId: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  beneficiaryId = (await insertRow(pool, 'users', makeUser({ full_name: 'Filing Type Person' }))).id as string;
  const companyId = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Filing Type Co' }))).id as string;
  petitionId = (
    await insertRow(
      pool,
      'petitions',
      makePetition({
        beneficiary_id: beneficiaryId,
        company_id: companyId,
        visa_class: visaClass,
        case_type: 'CONSULAR_PROCESSING',
      }),
    )
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

const types = async (client: pg.Pool | pg.PoolClient) =>
  (await client.query('select filing_type, case_type from app_public.petitions where id = $1', [petitionId])).rows[0];

describe('one filing type (migration 0090)', () => {
  it('gives a petition inserted with a case type only the matching filing type', async () => {
    expect(await types(pool)).toEqual({ filing_type: 'consular_processing', case_type: 'CONSULAR_PROCESSING' });
  });

  it('moves the case type with the filing type, and the filing type with a case type written alone', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`update app_public.petitions set filing_type = 'change_of_status' where id = $1`, [petitionId]);
      expect(await types(client)).toEqual({ filing_type: 'change_of_status', case_type: 'CHANGE_OF_STATUS' });
      await client.query(`update app_public.petitions set case_type = 'CONSULAR_PROCESSING' where id = $1`, [petitionId]);
      expect(await types(client)).toEqual({ filing_type: 'consular_processing', case_type: 'CONSULAR_PROCESSING' });
      await client.query('update app_public.petitions set filing_type = null where id = $1', [petitionId]);
      expect(await types(client)).toEqual({ filing_type: null, case_type: null });
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('lets the beneficiary answer the filing type (case type is staff-only, yet follows), never set the case type', async () => {
    const answered = await asUserRolledBack(pool, beneficiaryId, async (client) => {
      await client.query(`update app_public.petitions set filing_type = 'change_of_status' where id = $1`, [petitionId]);
      return types(client);
    });
    expect(answered).toEqual({ filing_type: 'change_of_status', case_type: 'CHANGE_OF_STATUS' });
    await expect(
      asUserRolledBack(pool, beneficiaryId, (client) =>
        client.query(`update app_public.petitions set case_type = 'CHANGE_OF_STATUS' where id = $1`, [petitionId]),
      ),
    ).rejects.toThrow('Only staff may change case_type of petitions');
  });
});
