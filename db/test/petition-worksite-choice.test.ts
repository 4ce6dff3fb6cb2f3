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
 * Staff choose a petition's worksite on the petition page and add a company's worksites on Entities (docs/decisions.md,
 * "Staff choose the petition's worksite"): what row-level security and the triggers of migrations 0037 and 0089 let
 * each person do with company_offices and petitions.worksite_office_id.
 */
let pool: pg.Pool;
const ids = {} as Record<
  | 'staff'
  | 'beneficiary'
  | 'editor'
  | 'viewer'
  | 'otherEditor'
  | 'company'
  | 'otherCompany'
  | 'office'
  | 'otherOffice'
  | 'petition',
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
  ids.company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Worksite Choice Co' }))).id as string;
  ids.otherCompany = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Worksite Other Co' }))).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: ids.editor, role: 'ADMIN' }));
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: ids.viewer, role: 'VIEWER' }));
  await insertRow(
    pool,
    'company_members',
    makeCompanyMember({ company_id: ids.otherCompany, user_id: ids.otherEditor, role: 'ADMIN' }),
  );
  ids.office = (await insertRow(pool, 'company_offices', makeCompanyOffice({ company_id: ids.company }))).id as string;
  ids.otherOffice = (await insertRow(pool, 'company_offices', makeCompanyOffice({ company_id: ids.otherCompany }))).id as string;
  ids.petition = (
    await insertRow(
      pool,
      'petitions',
      makePetition({ beneficiary_id: ids.beneficiary, company_id: ids.company, visa_class: visaClass }),
    )
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

/** Runs statements in order as one person, rolled back: the last one's row count, or the SQLSTATE one failed with. */
async function as(userId: string, ...statements: [string, unknown[]][]): Promise<number | string> {
  return asUserRolledBack(pool, userId, async (client) => {
    try {
      let count: number | null = null;
      for (const [sql, params] of statements) count = (await client.query(sql, params)).rowCount;
      return count ?? 0;
    } catch (error) {
      return (error as { code?: string }).code ?? 'error';
    }
  });
}

const chooseWorksite = (office: string | null): [string, unknown[]] => [
  'update app_public.petitions set worksite_office_id = $2 where id = $1',
  [ids.petition, office],
];
const addOffice = (companyId: string): [string, unknown[]] => [
  `insert into app_public.company_offices (company_id, label, street, city, state, country, postal_code, is_employee_worksite)
   values ($1, 'Austin lab', '500 Congress Avenue', 'Austin', 'TX', 'US', '78701', true)`,
  [companyId],
];
const moveOffice = (office: string, companyId: string): [string, unknown[]] => [
  'update app_public.company_offices set company_id = $2 where id = $1',
  [office, companyId],
];

describe("staff choose the petition's worksite", () => {
  it("sets one of the petitioner's worksites, or none (the employer's from onboarding)", async () => {
    expect(await as(ids.staff, chooseWorksite(ids.office))).toBe(1);
    expect(await as(ids.staff, chooseWorksite(ids.office), chooseWorksite(null))).toBe(1);
  });

  it("refuses another company's office, whoever asks", async () => {
    expect(await as(ids.staff, chooseWorksite(ids.otherOffice))).toBe('23514');
    expect(await as(ids.editor, chooseWorksite(ids.otherOffice))).toBe('23514');
  });

  it('is not for the beneficiary, a viewer of the petitioner or another company', async () => {
    expect(await as(ids.beneficiary, chooseWorksite(ids.office))).toBe('42501');
    // Neither may update the petition at all (row-level security): nothing changes.
    expect(await as(ids.viewer, chooseWorksite(ids.office))).toBe(0);
    expect(await as(ids.otherEditor, chooseWorksite(ids.office))).toBe(0);
    // The petitioner's editor chooses it in the wizard, as before.
    expect(await as(ids.editor, chooseWorksite(ids.office))).toBe(1);
  });
});

describe("staff add and edit a company's worksites", () => {
  it('adds and edits the worksites of any company (staff) or of their own (editor)', async () => {
    expect(await as(ids.staff, addOffice(ids.company))).toBe(1);
    expect(
      await as(ids.staff, ['update app_public.company_offices set label = $2 where id = $1', [ids.office, 'Headquarters']]),
    ).toBe(1);
    expect(await as(ids.editor, addOffice(ids.company))).toBe(1);
  });

  it("keeps others out of a company's worksites", async () => {
    expect(await as(ids.otherEditor, addOffice(ids.company))).toBe('42501');
    expect(await as(ids.viewer, addOffice(ids.company))).toBe('42501');
    expect(await as(ids.otherEditor, ['update app_public.company_offices set label = $2 where id = $1', [ids.office, 'X']])).toBe(
      0,
    );
    // The worksites another company's member may not see are not listed to them either.
    expect(await as(ids.otherEditor, ['select 1 from app_public.company_offices where company_id = $1', [ids.company]])).toBe(0);
  });

  it('does not move a worksite a petition uses to another company (migration 0089)', async () => {
    expect(await as(ids.staff, chooseWorksite(ids.office), moveOffice(ids.office, ids.otherCompany))).toBe('23514');
    // Unused, it may still move: only the petitions' worksite is at stake.
    expect(await as(ids.staff, chooseWorksite(null), moveOffice(ids.office, ids.otherCompany))).toBe(1);
  });
});
