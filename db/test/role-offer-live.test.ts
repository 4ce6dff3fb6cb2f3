import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../src/as-user.ts';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeCompany, makeCompanyMember, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * The staff petition page says what the forms print from the employer's role offer (its title, salary and dates), read
 * from the beneficiary's employment at the petitioner (docs/decisions.md, "The role offer reaches the open petition
 * page"; migration 0107). A committed, real change of such an employment notifies the builder_petition topic of each
 * petition of that beneficiary at that company, and of no other petition (the beneficiary's at another company,
 * another beneficiary's at the same one); a rolled-back write, a write that changes nothing, or an employment at no
 * company tells nobody.
 */
let pool: pg.Pool;
let listener: pg.PoolClient;
const heard: string[] = [];
const ids = {} as Record<'beneficiary' | 'otherBeneficiary' | 'editor' | 'company' | 'otherCompany', string>;
const petitions: Record<'current' | 'earlier' | 'elsewhere' | 'colleague', string> = {
  current: '',
  earlier: '',
  elsewhere: '',
  colleague: '',
};
let offer = '';

const channel = (petition: string) => `builder_petition:${petition}`;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 3 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  const user = async () => (await insertRow(pool, 'users', makeUser())).id as string;
  ids.beneficiary = await user();
  ids.otherBeneficiary = await user();
  ids.editor = await user();
  ids.company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Role Offer Live Co' }))).id as string;
  ids.otherCompany = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Role Offer Other Co' }))).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: ids.editor, role: 'ADMIN' }));
  const petition = async (beneficiary: string, company: string) =>
    (
      await insertRow(
        pool,
        'petitions',
        makePetition({ beneficiary_id: beneficiary, company_id: company, visa_class: visaClass }),
      )
    ).id as string;
  // Two petitions of the beneficiary at the company (a new one and an earlier one), one at another company, and a
  // colleague's at the same company.
  petitions.current = await petition(ids.beneficiary, ids.company);
  petitions.earlier = await petition(ids.beneficiary, ids.company);
  petitions.elsewhere = await petition(ids.beneficiary, ids.otherCompany);
  petitions.colleague = await petition(ids.otherBeneficiary, ids.company);
  offer = (
    await pool.query<{ id: string }>(
      `insert into app_public.user_employments (user_id, company_id, company_name, position, salary, salary_frequency, is_current)
       values ($1, $2, 'Role Offer Live Co', 'Staff Engineer', 185000, 'annual', true) returning id`,
      [ids.beneficiary, ids.company],
    )
  ).rows[0]!.id;

  listener = await pool.connect();
  listener.on('notification', (message) => heard.push(message.channel));
  for (const id of Object.values(petitions)) await listener.query(`listen "${channel(id)}"`);
});
afterAll(async () => {
  await listener?.query('unlisten *');
  listener?.release();
  await pool?.end();
});

/** What the listener heard once a marker notification (sent after the writes) has arrived: only what came before it. */
async function heardBefore(marker: string): Promise<string[]> {
  await pool.query(`select pg_notify($1, '')`, [channel(marker)]);
  await expect.poll(() => heard.includes(channel(marker))).toBe(true);
  return heard
    .splice(0)
    .filter((name) => name !== channel(marker))
    .sort();
}
const both = () => [channel(petitions.current), channel(petitions.earlier)].sort();

describe("a change of the employer's role offer reaches the pages of the petitions it concerns", () => {
  it("notifies each petition of the beneficiary at the company when the employer's editor changes the offer", async () => {
    heard.splice(0);
    await asUser(pool, ids.editor, async (client) => {
      const { rowCount } = await client.query(
        `update app_public.user_employments set position = 'Principal Engineer', salary = 215500 where id = $1`,
        [offer],
      );
      expect(rowCount).toBe(1);
    });
    expect(await heardBefore(petitions.colleague)).toEqual(both());
    // The dates the requested period falls back to, the frequency: each a change of the offer.
    for (const change of ["start_date = '2027-01-04'", "end_date = '2030-01-03'", "salary_frequency = 'monthly'"]) {
      await pool.query(`update app_public.user_employments set ${change} where id = $1`, [offer]);
      expect(await heardBefore(petitions.colleague), change).toEqual(both());
    }
  });

  it('tells nobody of a rolled-back change, a write that changes nothing, or an employment at no company', async () => {
    heard.splice(0);
    await asUserRolledBack(pool, ids.editor, (client) =>
      client.query(`update app_public.user_employments set position = 'Rolled back' where id = $1`, [offer]),
    );
    await pool.query(`update app_public.user_employments set position = position, salary = salary where id = $1`, [offer]);
    const history = await pool.query<{ id: string }>(
      `insert into app_public.user_employments (user_id, company_name, position) values ($1, 'An earlier employer', 'Engineer')
       returning id`,
      [ids.beneficiary],
    );
    await pool.query(`update app_public.user_employments set position = 'Senior Engineer' where id = $1`, [history.rows[0]!.id]);
    await pool.query('delete from app_public.user_employments where id = $1', [history.rows[0]!.id]);
    expect(await heardBefore(petitions.colleague)).toEqual([]);
  });

  it("notifies a colleague's petition only for the colleague's offer, and both companies' petitions when one moves", async () => {
    heard.splice(0);
    const colleagueOffer = await pool.query<{ id: string }>(
      `insert into app_public.user_employments (user_id, company_id, company_name, position, is_current)
       values ($1, $2, 'Role Offer Live Co', 'Research Scientist', true) returning id`,
      [ids.otherBeneficiary, ids.company],
    );
    expect(await heardBefore(petitions.elsewhere)).toEqual([channel(petitions.colleague)]);
    await pool.query('delete from app_public.user_employments where id = $1', [colleagueOffer.rows[0]!.id]);
    expect(await heardBefore(petitions.elsewhere)).toEqual([channel(petitions.colleague)]);

    // Staff move the beneficiary's employment to the other company (a staff-only column): both sides hear.
    await pool.query('update app_public.user_employments set company_id = $2 where id = $1', [offer, ids.otherCompany]);
    expect(await heardBefore(petitions.colleague)).toEqual([...both(), channel(petitions.elsewhere)].sort());
    await pool.query('delete from app_public.user_employments where id = $1', [offer]);
    expect(await heardBefore(petitions.colleague)).toEqual([channel(petitions.elsewhere)]);
  });
});
