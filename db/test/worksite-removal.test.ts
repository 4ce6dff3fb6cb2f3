import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import {
  insertRow,
  makeCompany,
  makeCompanyMember,
  makeCompanyOffice,
  makePetition,
  makeUser,
} from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Staff on Entities and the employer in the wizard remove a worksite only when no petition uses it (docs/decisions.md,
 * "Removing worksites and following them live"; migration 0095), and a change to a company's worksites notifies the
 * petition pages of its petitions (builder_petition topic).
 */
let pool: pg.Pool;
const ids = {} as Record<
  'staff' | 'beneficiary' | 'editor' | 'viewer' | 'otherEditor' | 'company' | 'used' | 'unused' | 'petition',
  string
>;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  const user = async () => (await insertRow(pool, 'users', makeUser())).id as string;
  ids.staff = await user();
  await insertRow(pool, 'admins', { user_id: ids.staff });
  ids.beneficiary = await user();
  ids.editor = await user();
  ids.viewer = await user();
  ids.otherEditor = await user();
  ids.company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Worksite Removal Co' }))).id as string;
  const otherCompany = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Worksite Removal Other Co' }))).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: ids.editor, role: 'ADMIN' }));
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: ids.viewer, role: 'VIEWER' }));
  await insertRow(
    pool,
    'company_members',
    makeCompanyMember({ company_id: otherCompany, user_id: ids.otherEditor, role: 'ADMIN' }),
  );
  ids.used = (await insertRow(pool, 'company_offices', makeCompanyOffice({ company_id: ids.company }))).id as string;
  ids.unused = (await insertRow(pool, 'company_offices', makeCompanyOffice({ company_id: ids.company }))).id as string;
  ids.petition = (
    await insertRow(
      pool,
      'petitions',
      makePetition({ beneficiary_id: ids.beneficiary, company_id: ids.company, visa_class: visaClass }),
    )
  ).id as string;
  await pool.query('update app_public.petitions set worksite_office_id = $2 where id = $1', [ids.petition, ids.used]);
});
afterAll(async () => {
  await pool?.end();
});

/** Runs statements in order as one person, rolled back: the last one's row count, or the error it failed with. */
async function as(userId: string, ...statements: [string, unknown[]][]): Promise<number | { code?: string; message: string }> {
  return asUserRolledBack(pool, userId, async (client) => {
    try {
      let count: number | null = null;
      for (const [sql, params] of statements) count = (await client.query(sql, params)).rowCount;
      return count ?? 0;
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      return { code, message };
    }
  });
}

const remove = (office: string): [string, unknown[]] => ['delete from app_public.company_offices where id = $1', [office]];
const chooseWorksite = (office: string | null): [string, unknown[]] => [
  'update app_public.petitions set worksite_office_id = $2 where id = $1',
  [ids.petition, office],
];
const REFUSED = {
  code: '23503',
  message: 'A petition uses this worksite: choose another worksite for that petition before removing this one',
};

describe('removing a worksite', () => {
  it('removes one no petition uses (staff, or an editor of the company)', async () => {
    expect(await as(ids.staff, remove(ids.unused))).toBe(1);
    expect(await as(ids.editor, remove(ids.unused))).toBe(1);
  });

  it('refuses one a petition uses, whoever asks, with a sentence for the caller', async () => {
    expect(await as(ids.staff, remove(ids.used))).toEqual(REFUSED);
    expect(await as(ids.editor, remove(ids.used))).toEqual(REFUSED);
    // The petition's choice is still there (the foreign key's "set null" never ran).
    const { rows } = await pool.query('select worksite_office_id from app_public.petitions where id = $1', [ids.petition]);
    expect(rows).toEqual([{ worksite_office_id: ids.used }]);
  });

  it('removes it once the petition has another worksite', async () => {
    expect(await as(ids.staff, chooseWorksite(ids.unused), remove(ids.used))).toBe(1);
    expect(await as(ids.editor, chooseWorksite(null), remove(ids.used))).toBe(1);
  });

  it("is not for a viewer of the company, another company's editor or the beneficiary", async () => {
    // Row-level security: their delete reaches no row.
    expect(await as(ids.viewer, remove(ids.unused))).toBe(0);
    expect(await as(ids.otherEditor, remove(ids.unused))).toBe(0);
    expect(await as(ids.beneficiary, remove(ids.unused))).toBe(0);
  });
});

describe("a change to a company's worksites reaches its petitions' pages", () => {
  it('notifies the builder_petition topic of each petition of the company', async () => {
    const listener = await pool.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (message) => heard.push(message.channel));
      await listener.query(`listen "builder_petition:${ids.petition}"`);
      await as(ids.editor, ['update app_public.company_offices set street = $2 where id = $1', [ids.used, '9 Elm Street']]);
      // The change above was rolled back, so it notified no one; this one, of another worksite of the company, is kept.
      await pool.query('update app_public.company_offices set street = street where id = $1', [ids.unused]);
      await expect.poll(() => heard).toEqual([`builder_petition:${ids.petition}`]);
    } finally {
      await listener.query('unlisten *');
      listener.release();
    }
  });
});
