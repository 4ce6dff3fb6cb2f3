import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../src/as-user.ts';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeCompany, makeCompanyMember, makeCompanyOffice, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Staff's Entities page follows what the employer saves (docs/decisions.md, "Staff's Entities page follows the
 * employer's answers live"; migration 0138): the company_updated:<company id> channel is told of a change to the
 * company row, its team (members, signatories), its offices and worksites, and a member's name, e-mail address,
 * sign-in or telephone; the payload names the company and the editor session of the request that made the change (the
 * page's own save is its echo). Another company, a non-member's details, a rolled-back write or a write that changes
 * no shown detail tell nobody. Who may listen is the API's check (apps/api/test/subscription-access.test.ts).
 */
let pool: pg.Pool;
let listener: pg.PoolClient;
const heard: { channel: string; payload: Record<string, unknown> }[] = [];
const ids = {} as Record<'admin' | 'viewer' | 'outsider' | 'company' | 'otherCompany', string>;

/** A channel of this file's own, notified after the writes: what was heard before it came is what they told. */
const MARKER = `entity_live_marker:${crypto.randomUUID()}`;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 3 });
  const user = async () => (await insertRow(pool, 'users', makeUser())).id as string;
  ids.admin = await user();
  ids.viewer = await user();
  ids.outsider = await user();
  ids.company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Entity Live Co' }))).id as string;
  ids.otherCompany = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Entity Live Other Co' }))).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: ids.admin, role: 'ADMIN' }));
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: ids.viewer, role: 'VIEWER' }));

  listener = await pool.connect();
  listener.on('notification', (message) =>
    heard.push({ channel: message.channel, payload: JSON.parse(message.payload ?? '{}') as Record<string, unknown> }),
  );
  for (const id of [ids.company, ids.otherCompany]) await listener.query(`listen "company_updated:${id}"`);
  await listener.query(`listen "${MARKER}"`);
});
afterAll(async () => {
  await listener?.query('unlisten *');
  listener?.release();
  await pool?.end();
});

const channel = (company: string) => `company_updated:${company}`;

/** What the listener heard once a marker notification (sent after the writes) has arrived: only what came before it. */
async function heardBefore(): Promise<{ channel: string; payload: Record<string, unknown> }[]> {
  const token = crypto.randomUUID();
  await pool.query('select pg_notify($1, $2)', [MARKER, JSON.stringify({ token })]);
  await expect.poll(() => heard.some((event) => event.channel === MARKER && event.payload.token === token)).toBe(true);
  return heard.splice(0).filter((event) => event.channel !== MARKER);
}
/** The channels heard before the marker, sorted, each once. */
async function channelsHeard(): Promise<string[]> {
  return [...new Set((await heardBefore()).map((event) => event.channel))].sort();
}

describe("what the employer saves reaches the company's entity page", () => {
  it("tells the company of the employer's profile and HQ address answers, with the saving page's editor session", async () => {
    heard.splice(0);
    const session = crypto.randomUUID();
    await asUser(pool, ids.admin, async (client) => {
      await client.query(`select set_config('app.editor_session', $1, true)`, [session]);
      await client.query(
        `update app_public.companies set street_number_street_name_business_address = '77 Harbor Way', city = 'Reno',
           current_number_of_employees = 12 where id = $1`,
        [ids.company],
      );
    });
    expect(await heardBefore()).toEqual([
      { channel: channel(ids.company), payload: { event: 'UPDATE', subject: ids.company, editorSession: session } },
    ]);
  });

  it('tells the company of a signatory the wizard adds, a member changed or removed', async () => {
    heard.splice(0);
    await asUser(pool, ids.admin, (client) =>
      client.query(`select app_public.add_company_signatory($1, 'CEO', 'Sina', 'Signer', $2, '617-555-0142')`, [
        ids.company,
        `sina.${crypto.randomUUID().slice(0, 8)}@example.test`,
      ]),
    );
    expect(await heardBefore()).toEqual([
      { channel: channel(ids.company), payload: { event: 'INSERT', subject: ids.company, editorSession: null } },
    ]);
    await pool.query(`update app_public.company_members set role = 'MEMBER' where company_id = $1 and user_id = $2`, [
      ids.company,
      ids.viewer,
    ]);
    expect(await channelsHeard()).toEqual([channel(ids.company)]);
    const guest = (await insertRow(pool, 'users', makeUser())).id as string;
    await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: guest, role: 'VIEWER' }));
    await pool.query('delete from app_public.company_members where company_id = $1 and user_id = $2', [ids.company, guest]);
    expect((await heardBefore()).map((event) => event.payload.event)).toEqual(['INSERT', 'DELETE']);
  });

  it('tells the company of a worksite added, changed or removed, and both companies of one that moved', async () => {
    heard.splice(0);
    const office = (await insertRow(pool, 'company_offices', makeCompanyOffice({ company_id: ids.company, label: 'Lab' })))
      .id as string;
    await pool.query(`update app_public.company_offices set city = 'Sparks' where id = $1`, [office]);
    expect((await heardBefore()).map((event) => [event.channel, event.payload.event])).toEqual([
      [channel(ids.company), 'INSERT'],
      [channel(ids.company), 'UPDATE'],
    ]);
    await pool.query('update app_public.company_offices set company_id = $2 where id = $1', [office, ids.otherCompany]);
    expect(await channelsHeard()).toEqual([channel(ids.company), channel(ids.otherCompany)].sort());
    await pool.query('delete from app_public.company_offices where id = $1', [office]);
    expect(await channelsHeard()).toEqual([channel(ids.otherCompany)]);
  });

  it("tells each company of a member's name, e-mail address, first sign-in or telephone; nothing of a non-member", async () => {
    heard.splice(0);
    await pool.query(`update app_public.users set full_name = 'Ada Admin' where id = $1`, [ids.admin]);
    expect(await channelsHeard()).toEqual([channel(ids.company)]);
    await pool.query(`update app_public.users set email = $2 where id = $1`, [
      ids.admin,
      `ada.${crypto.randomUUID().slice(0, 8)}@example.test`,
    ]);
    expect(await channelsHeard()).toEqual([channel(ids.company)]);
    await pool.query(`update app_public.users set auth0_sub = $2 where id = $1`, [ids.viewer, `test|${crypto.randomUUID()}`]);
    expect(await channelsHeard()).toEqual([channel(ids.company)]);
    await pool.query(
      `insert into app_public.user_data (user_id, phone_number) values ($1, '617-555-0100')
         on conflict (user_id) do update set phone_number = excluded.phone_number`,
      [ids.admin],
    );
    expect(await channelsHeard()).toEqual([channel(ids.company)]);
    await pool.query(`update app_public.user_data set phone_number = '617-555-0199' where user_id = $1`, [ids.admin]);
    expect(await channelsHeard()).toEqual([channel(ids.company)]);

    // A non-member's change, a write that changes no shown detail, or another column tells nobody.
    await pool.query(`update app_public.users set full_name = 'Otto Outsider' where id = $1`, [ids.outsider]);
    await pool.query(`update app_public.users set full_name = 'Ada Admin' where id = $1`, [ids.admin]);
    await pool.query(`update app_public.users set bio = 'Runs the team.' where id = $1`, [ids.admin]);
    await pool.query(`update app_public.user_data set phone_number = '617-555-0199' where user_id = $1`, [ids.admin]);
    expect(await heardBefore()).toEqual([]);
  });

  it("tells a person's own channel of their name, e-mail address, first sign-in or bio, and nothing of another column", async () => {
    const person = `person_updated:${ids.outsider}`;
    await listener.query(`listen "${person}"`);
    try {
      heard.splice(0);
      const session = crypto.randomUUID();
      await asUser(pool, ids.outsider, async (client) => {
        await client.query(`select set_config('app.editor_session', $1, true)`, [session]);
        await client.query(`update app_public.users set full_name = 'Otto Renamed' where id = $1`, [ids.outsider]);
      });
      expect(await heardBefore()).toEqual([
        { channel: person, payload: { event: 'UPDATE', subject: ids.outsider, editorSession: session } },
      ]);
      for (const [column, value] of [
        ['email', `otto.${crypto.randomUUID().slice(0, 8)}@example.test`],
        ['auth0_sub', `test|${crypto.randomUUID()}`],
        ['bio', 'Builds bridges.'],
      ] as const) {
        await pool.query(`update app_public.users set ${column} = $2 where id = $1`, [ids.outsider, value]);
        expect(await channelsHeard(), column).toEqual([person]);
      }
      await pool.query(`update app_public.users set bio = 'Builds bridges.', locale = 'es' where id = $1`, [ids.outsider]);
      expect(await heardBefore()).toEqual([]);
    } finally {
      await listener.query(`unlisten "${person}"`);
    }
  });

  it("tells nobody of a rolled-back write, and nothing of another company's change to this one", async () => {
    heard.splice(0);
    await asUserRolledBack(pool, ids.admin, (client) =>
      client.query(`update app_public.companies set city = 'Carson City' where id = $1`, [ids.company]),
    );
    await pool.query(`update app_public.companies set city = 'Elko' where id = $1`, [ids.otherCompany]);
    expect(await channelsHeard()).toEqual([channel(ids.otherCompany)]);
  });
});
