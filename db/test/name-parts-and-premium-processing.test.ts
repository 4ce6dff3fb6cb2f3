import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { rolledBackOutcome } from '../src/testing/rolled-back-outcome.ts';
import { insertRow, makeAdmin, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/** Migration 0115: a person's name parts, given with the full name they spell, are kept; premium processing is a case detail. */
let pool: pg.Pool;
const tag = randomBytes(4).toString('hex');
let personId: string;
let staffId: string;
let petitionId: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  personId = (await insertRow(pool, 'users', makeUser({ full_name: `Ngozi Name${tag}`, auth0_sub: null }))).id as string;
  staffId = (await insertRow(pool, 'users', makeUser({ full_name: `Staff Name${tag}`, auth0_sub: null }))).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: staffId }));
  const visaClass = (await pool.query<{ id: string }>(`select id from app_public.visa_types where id = 'eb_1a'`)).rows[0]!.id;
  petitionId = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: personId, company_id: null, visa_class: visaClass }))
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

type Parts = { full_name: string; first_name: string; middle_name: string | null; last_name: string };

/** An update of the person's name as the given columns say it, rolled back: the stored parts. */
async function storedAfter(patch: Partial<Parts>): Promise<Parts> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const columns = Object.keys(patch);
    const { rows } = await client.query<Parts>(
      `update app_public.users set ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')} where id = $1
       returning full_name, first_name, middle_name, last_name`,
      [personId, ...Object.values(patch)],
    );
    return rows[0]!;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe("a person's name parts (migration 0115)", () => {
  it('keeps the parts the Legal name step gives with the full name they spell (a two-word middle name)', async () => {
    expect(
      await storedAfter({
        full_name: 'Ngozi Oluwaseun Itzel Adébáyọ̀-Castellanos',
        first_name: 'Ngozi',
        middle_name: 'Oluwaseun Itzel',
        last_name: 'Adébáyọ̀-Castellanos',
      }),
    ).toEqual({
      full_name: 'Ngozi Oluwaseun Itzel Adébáyọ̀-Castellanos',
      first_name: 'Ngozi',
      middle_name: 'Oluwaseun Itzel',
      last_name: 'Adébáyọ̀-Castellanos',
    });
    // A two-word last name without a middle name, spaces tidied.
    expect(
      await storedAfter({ full_name: 'María  de la Cruz', first_name: ' María', middle_name: '', last_name: 'de  la Cruz ' }),
    ).toEqual({ full_name: 'María de la Cruz', first_name: 'María', middle_name: null, last_name: 'de la Cruz' });
  });

  it('splits a full name alone by the spec’s rule, and parts that do not spell it too', async () => {
    expect(await storedAfter({ full_name: 'Maria Luisa de la Cruz' })).toEqual({
      full_name: 'Maria Luisa de la Cruz',
      first_name: 'Maria',
      middle_name: 'Luisa',
      last_name: 'de la Cruz',
    });
    expect(
      await storedAfter({ full_name: 'Ana Beatriz Souza Lima', first_name: 'Ana', middle_name: null, last_name: 'Lima' }),
    ).toEqual({ full_name: 'Ana Beatriz Souza Lima', first_name: 'Ana', middle_name: 'Beatriz', last_name: 'Souza Lima' });
  });
});

describe('premium processing as a case detail (migration 0115)', () => {
  const setDetail = (value: string | null) =>
    asUserRolledBack(pool, staffId, async (client) => {
      const { rows } = await client.query<{ premium: string | null }>(
        `select (app_public.set_petition_case_detail($1, 'premiumProcessing', $2)).metadata ->> 'premiumProcessing' as premium`,
        [petitionId, value],
      );
      return rows[0]!.premium;
    }).catch((error: Error & { constraint?: string }) => error.constraint ?? error.message);

  it('staff set it to Yes or No, and blank removes it', async () => {
    expect(await setDetail('Yes')).toBe('Yes');
    expect(await setDetail('No')).toBe('No');
    expect(await setDetail('  ')).toBeNull();
  });

  it('holds Yes or No for every writer', async () => {
    expect(await setDetail('Maybe')).toBe('petitions_premium_processing_yes_no');
    expect(
      await rolledBackOutcome(
        pool,
        `update app_public.petitions set metadata = metadata || '{"premiumProcessing": "yes"}' where id = $1`,
        [petitionId],
      ),
    ).toBe('petitions_premium_processing_yes_no');
  });
});
