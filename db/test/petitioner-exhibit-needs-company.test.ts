import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeCompany, makeModule, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * An exhibit owned by the petitioner needs a petitioner company (migration 0102): on an EB-1A self-petition (no
 * company) nobody could read or upload a PETITIONER exhibit, so a new one becomes the beneficiary's (the builder and
 * the research agent give an Employer Documents exhibit to the petitioner by default) and making one the
 * petitioner's is refused; a company's petition keeps the petitioner's exhibits.
 */
let pool: pg.Pool;
let staff: string;
let selfModule: string;
let companyModule: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  staff = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'admins', { user_id: staff });
  const beneficiary = (await insertRow(pool, 'users', makeUser())).id as string;
  const company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Exhibit Owner Co' }))).id as string;
  const selfPetition = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiary, visa_class: 'eb_1a', company_id: null }))
  ).id as string;
  const companyPetition = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiary, visa_class: 'eb_1a', company_id: company }))
  ).id as string;
  selfModule = (await insertRow(pool, 'modules', makeModule({ petition_id: selfPetition, type: 'employer-documents' })))
    .id as string;
  companyModule = (await insertRow(pool, 'modules', makeModule({ petition_id: companyPetition, type: 'employer-documents' })))
    .id as string;
});
afterAll(async () => {
  await pool?.end();
});

/** Staff add an exhibit owned by `owner` to the module, then change its owner to `changeTo` if given. */
async function addExhibit(
  moduleId: string,
  owner: string,
  changeTo?: string,
): Promise<{ ownedBy: string } | { code?: string; message: string }> {
  return asUserRolledBack(pool, staff, async (client) => {
    try {
      const { rows } = await client.query<{ id: string; owned_by: string }>(
        `insert into app_public.exhibits (module_id, name, owned_by) values ($1, 'Payroll records', $2) returning id, owned_by`,
        [moduleId, owner],
      );
      if (!changeTo) return { ownedBy: rows[0]!.owned_by };
      const changed = await client.query<{ owned_by: string }>(
        `update app_public.exhibits set owned_by = $2 where id = $1 returning owned_by`,
        [rows[0]!.id, changeTo],
      );
      return { ownedBy: changed.rows[0]!.owned_by };
    } catch (error) {
      return error as { code?: string; message: string };
    }
  });
}

describe('an exhibit owned by the petitioner needs a petitioner company', () => {
  it('gives a new petitioner exhibit of a self-petition to the beneficiary; staff and the beneficiary keep theirs', async () => {
    expect(await addExhibit(selfModule, 'PETITIONER')).toEqual({ ownedBy: 'BENEFICIARY' });
    expect(await addExhibit(selfModule, 'PLYMOUTH')).toEqual({ ownedBy: 'PLYMOUTH' });
    expect(await addExhibit(selfModule, 'BENEFICIARY')).toEqual({ ownedBy: 'BENEFICIARY' });
  });

  it('refuses, in words, making an exhibit of a self-petition the petitioner’s', async () => {
    expect(await addExhibit(selfModule, 'BENEFICIARY', 'PETITIONER')).toMatchObject({
      code: '23514',
      message: 'This petition has no petitioner company (a self-petition): the beneficiary provides this exhibit',
    });
  });

  it('keeps the petitioner’s exhibits on a petition with a company', async () => {
    expect(await addExhibit(companyModule, 'PETITIONER')).toEqual({ ownedBy: 'PETITIONER' });
    expect(await addExhibit(companyModule, 'BENEFICIARY', 'PETITIONER')).toEqual({ ownedBy: 'PETITIONER' });
  });
});
