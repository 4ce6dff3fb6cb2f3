import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../src/as-user.ts';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeCompany, makeCompanyMember, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * The petition page shows the address the forms print, whose last fallback is the company's business address
 * (docs/decisions.md, "The business address reaches the petition page live"; migration 0098). A committed, real change
 * to the company's address fields notifies the builder_petition topic of each of that company's petitions, and of no
 * other company's; a rolled-back write, a write that changes nothing, or a change to another field tells nobody. Who
 * may change the address is as before (row-level security unchanged).
 */
let pool: pg.Pool;
let listener: pg.PoolClient;
const heard: string[] = [];
const ids = {} as Record<'staff' | 'editor' | 'viewer' | 'otherEditor' | 'company' | 'otherCompany', string>;
const petitions: Record<'first' | 'second' | 'other', string> = { first: '', second: '', other: '' };

const SET_STREET = 'update app_public.companies set street_number_street_name_business_address = $2 where id = $1';

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 3 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  const user = async () => (await insertRow(pool, 'users', makeUser())).id as string;
  ids.staff = await user();
  await insertRow(pool, 'admins', { user_id: ids.staff });
  ids.editor = await user();
  ids.viewer = await user();
  ids.otherEditor = await user();
  ids.company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Address Live Co' }))).id as string;
  ids.otherCompany = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Address Live Other Co' }))).id as string;
  const member = (company: string, userId: string, role: 'ADMIN' | 'VIEWER') =>
    insertRow(pool, 'company_members', makeCompanyMember({ company_id: company, user_id: userId, role }));
  await member(ids.company, ids.editor, 'ADMIN');
  await member(ids.company, ids.viewer, 'VIEWER');
  await member(ids.otherCompany, ids.otherEditor, 'ADMIN');
  const petition = async (company: string) =>
    (
      await insertRow(
        pool,
        'petitions',
        makePetition({ beneficiary_id: await user(), company_id: company, visa_class: visaClass }),
      )
    ).id as string;
  petitions.first = await petition(ids.company);
  petitions.second = await petition(ids.company);
  petitions.other = await petition(ids.otherCompany);
  await pool.query(SET_STREET, [ids.company, '1 Old Street']);

  listener = await pool.connect();
  listener.on('notification', (message) => heard.push(message.channel));
  for (const id of Object.values(petitions)) await listener.query(`listen "builder_petition:${id}"`);
});
afterAll(async () => {
  await listener?.query('unlisten *');
  listener?.release();
  await pool?.end();
});

const channel = (petition: string) => `builder_petition:${petition}`;

/** What the listener heard once a marker notification (sent after the writes) has arrived: only what came before it. */
async function heardBefore(marker: string): Promise<string[]> {
  await pool.query(`select pg_notify($1, '')`, [channel(marker)]);
  await expect.poll(() => heard.includes(channel(marker))).toBe(true);
  const before = heard.splice(0).filter((name) => name !== channel(marker));
  return before.sort();
}

describe("a change to the company's business address reaches its petitions' pages", () => {
  it("notifies each petition of the company, not another company's, once the editor's change commits", async () => {
    heard.splice(0);
    await asUser(pool, ids.editor, async (client) => {
      await client.query(SET_STREET, [ids.company, '77 Harbor Way']);
      // Deferred to the commit: nothing is heard while the transaction is open.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
    });
    expect(await heardBefore(petitions.other)).toEqual([channel(petitions.first), channel(petitions.second)].sort());
  });

  it('tells nobody of a rolled-back change, a write that changes nothing, or a change to another field', async () => {
    heard.splice(0);
    await asUserRolledBack(pool, ids.editor, (client) => client.query(SET_STREET, [ids.company, '9 Elm Street']));
    await pool.query(SET_STREET, [ids.company, '77 Harbor Way']);
    await pool.query('update app_public.companies set bio = $2 where id = $1', [ids.company, 'Makes robots.']);
    expect(await heardBefore(petitions.other)).toEqual([]);
  });

  it('notifies for each address field the forms print, and whether the business address is the worksite', async () => {
    for (const [column, value] of [
      ['city', 'Reno'],
      ['state', 'NV'],
      ['zip_code', '89501'],
      ['unit_type', 'STE'],
      ['unit_number', '4'],
      ['country', 'CA'],
      ['is_business_address_worksite', true],
    ] as const) {
      heard.splice(0);
      await pool.query(`update app_public.companies set ${column} = $2 where id = $1`, [ids.company, value]);
      expect(await heardBefore(petitions.other), column).toEqual([channel(petitions.first), channel(petitions.second)].sort());
    }
  });

  it('leaves who may change the address as it was: staff and the editor, not a viewer nor another company', async () => {
    const change = (userId: string) =>
      asUserRolledBack(pool, userId, async (client) => (await client.query(SET_STREET, [ids.company, '5 New Road'])).rowCount);
    expect(await change(ids.staff)).toBe(1);
    expect(await change(ids.editor)).toBe(1);
    expect(await change(ids.viewer)).toBe(0);
    expect(await change(ids.otherEditor)).toBe(0);
  });
});
