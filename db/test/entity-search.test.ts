import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * The entity searches of migration 0024 (pickers and /admin/entities) run as the caller: staff find every
 * match, a customer only their own person, their company and the entities linked to them.
 */
let pool: pg.Pool;
/** Every name here carries the tag, so rows other tests add to the shared database never match. */
const tag = `zq${randomUUID().slice(0, 8)}`;
const ids = {
  staff: randomUUID(),
  customer: randomUUID(),
  stranger: randomUUID(),
  customerCompany: randomUUID(),
  otherCompany: randomUUID(),
  customerAward: randomUUID(),
  companyAward: randomUUID(),
  staffAward: randomUUID(),
  staffVc: randomUUID(),
};

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  await pool.query(
    `insert into app_public.users (id, email, full_name) values
       ($1, $4 || '-staff@example.test', 'Staff ' || $4),
       ($2, $4 || '-customer@example.test', 'Customer ' || $4),
       ($3, $4 || '-stranger@example.test', 'Stranger ' || $4)`,
    [ids.staff, ids.customer, ids.stranger, tag],
  );
  await pool.query('insert into app_public.admins (user_id) values ($1)', [ids.staff]);
  await pool.query(`insert into app_public.companies (id, dba_name) values ($1, 'Customer Co ' || $3), ($2, 'Other Co ' || $3)`, [
    ids.customerCompany,
    ids.otherCompany,
    tag,
  ]);
  await pool.query(`insert into app_public.company_members (company_id, user_id, role) values ($1, $2, 'MEMBER')`, [
    ids.customerCompany,
    ids.customer,
  ]);
  await pool.query(
    `insert into app_public.additional_entities (id, name, type, data, user_id, company_id) values
       ($1, 'Customer Prize ' || $6, 'AWARD', '{"description": "own"}', $7, null),
       ($2, 'Company Prize ' || $6, 'AWARD', '{}', null, $8),
       ($3, 'Staff Prize ' || $6, 'AWARD', '{}', null, null),
       ($4, 'Staff Fund ' || $6, 'VC', '{"description": "seed fund"}', null, null),
       ($5, 'Stranger link ' || $6, 'USER', '{}', $9, null)`,
    [
      ids.customerAward,
      ids.companyAward,
      ids.staffAward,
      ids.staffVc,
      randomUUID(),
      tag,
      ids.customer,
      ids.customerCompany,
      ids.stranger,
    ],
  );
});

afterAll(async () => {
  await pool.query('delete from app_public.users where id = any($1)', [[ids.staff, ids.customer, ids.stranger]]);
  await pool.query('delete from app_public.companies where id = any($1)', [[ids.customerCompany, ids.otherCompany]]);
  await pool.end();
});

async function names(userId: string | null, sql: string, params: unknown[]): Promise<string[]> {
  return asUserRolledBack(pool, userId, async (client) => {
    const { rows } = await client.query<{ name: string }>(sql, params);
    return rows.map((row) => row.name);
  });
}

describe('search_entities', () => {
  const sql = 'select name from app_public.search_entities($1, $2)';

  it('finds entities of the type whose name contains the search, by name, for staff', async () => {
    expect(await names(ids.staff, sql, ['AWARD', `prize ${tag}`])).toEqual([
      `Company Prize ${tag}`,
      `Customer Prize ${tag}`,
      `Staff Prize ${tag}`,
    ]);
    expect(await names(ids.staff, sql, ['VC', tag])).toEqual([`Staff Fund ${tag}`]);
    expect(await names(ids.staff, sql, [null, `staff fund ${tag}`])).toEqual([`Staff Fund ${tag}`]);
  });

  it('gives a customer only the entities of their person and company', async () => {
    expect(await names(ids.customer, sql, ['AWARD', tag])).toEqual([`Company Prize ${tag}`, `Customer Prize ${tag}`]);
    expect(await names(ids.customer, sql, ['VC', tag])).toEqual([]);
    expect(await names(ids.stranger, sql, ['AWARD', tag])).toEqual([]);
    expect(await names(null, sql, [null, tag])).toEqual([]);
  });
});

describe('search_people and search_companies', () => {
  it('find every match for staff and only what a customer may see', async () => {
    const people = 'select full_name as name from app_public.search_people($1)';
    const companies = 'select dba_name as name from app_public.search_companies($1)';
    expect(await names(ids.staff, people, [tag])).toEqual([`Customer ${tag}`, `Staff ${tag}`, `Stranger ${tag}`]);
    expect(await names(ids.customer, people, [tag])).toEqual([`Customer ${tag}`]);
    expect(await names(ids.staff, companies, [tag])).toEqual([`Customer Co ${tag}`, `Other Co ${tag}`]);
    expect(await names(ids.customer, companies, [tag])).toEqual([`Customer Co ${tag}`]);
  });
});

describe('search_entity_listing', () => {
  const sql = 'select type, name, description, email from app_public.search_entity_listing($1, $2)';
  async function rows(userId: string, type: string | null) {
    return asUserRolledBack(pool, userId, async (client) => (await client.query(sql, [type, tag])).rows);
  }

  it('lists people, companies and other entities together for staff, leaving out USER/COMPANY link rows', async () => {
    const all = await rows(ids.staff, null);
    expect(all.map((row) => `${row.type} ${row.name}`)).toEqual([
      `AWARD Company Prize ${tag}`,
      `COMPANY Customer Co ${tag}`,
      `AWARD Customer Prize ${tag}`,
      `USER Customer ${tag}`,
      `COMPANY Other Co ${tag}`,
      `VC Staff Fund ${tag}`,
      `AWARD Staff Prize ${tag}`,
      `USER Staff ${tag}`,
      `USER Stranger ${tag}`,
    ]);
    expect(all.find((row) => row.type === 'VC')?.description).toBe('seed fund');
    expect((await rows(ids.staff, 'COMPANY')).map((row) => row.name)).toEqual([`Customer Co ${tag}`, `Other Co ${tag}`]);
  });

  it('shows each person’s e-mail address, and finds a person by a fragment of it', async () => {
    const staffRows = await rows(ids.staff, 'USER');
    expect(staffRows.map((row) => `${row.name} <${row.email}>`)).toEqual([
      `Customer ${tag} <${tag}-customer@example.test>`,
      `Staff ${tag} <${tag}-staff@example.test>`,
      `Stranger ${tag} <${tag}-stranger@example.test>`,
    ]);
    expect((await rows(ids.staff, 'COMPANY')).map((row) => row.email)).toEqual([null, null]);
    const byEmail = await asUserRolledBack(pool, ids.staff, async (client) =>
      (await client.query(sql, [null, `${tag}-stranger@example`])).rows.map((row) => row.name),
    );
    expect(byEmail).toEqual([`Stranger ${tag}`]);
  });

  it('gives a customer only their own rows', async () => {
    expect((await rows(ids.customer, null)).map((row) => row.name)).toEqual([
      `Company Prize ${tag}`,
      `Customer Co ${tag}`,
      `Customer Prize ${tag}`,
      `Customer ${tag}`,
    ]);
  });
});

describe('migration 0086 itself', () => {
  it('goes down to 0024’s listing without e-mail and a company without its date established, and up again', async () => {
    const migration = await readFile(
      new URL('../migrations/0086_entity-listing-email-and-date-established.sql', import.meta.url),
      'utf8',
    );
    const [up, down] = migration.split('-- Down Migration');
    const client = await pool.connect();
    const columnsOf = async () =>
      (await client.query('select * from app_public.search_entity_listing(null, $1) limit 1', [tag])).fields.map(
        (field) => field.name,
      );
    try {
      await client.query('begin');
      await client.query(down!);
      expect(await columnsOf()).toEqual(['type', 'id', 'name', 'description']);
      const dateColumn = `select 1 from information_schema.columns
        where table_schema = 'app_public' and table_name = 'companies' and column_name = 'date_established'`;
      expect((await client.query(dateColumn)).rows).toEqual([]);
      await client.query(up!);
      expect(await columnsOf()).toEqual(['type', 'id', 'name', 'description', 'email']);
      expect((await client.query(dateColumn)).rows).toEqual([{ '?column?': 1 }]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
