import { randomUUID } from 'node:crypto';
import { getExhibitType } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * search_reusable_exhibits (migration 0027), the repository page's server-side search: top-level exhibits
 * by a name fragment and the module/exhibit type filters, paged by PostGraphile; staff only (row-level security).
 */
let pool: pg.Pool;
/** Every name carries the tag, so exhibits other tests add to the shared database never match. */
const tag = `rx${randomUUID().slice(0, 8)}`;
const staff = randomUUID();
const customer = randomUUID();
const award = getExhibitType('awards');
const membership = getExhibitType('membership');
const ids = { prize: randomUUID(), archived: randomUUID(), fellowship: randomUUID(), child: randomUUID() };

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  await pool.query(
    `insert into app_public.users (id, email, full_name) values ($1, $3 || '-staff@example.test', 'Staff ' || $3),
       ($2, $3 || '-customer@example.test', 'Customer ' || $3)`,
    [staff, customer, tag],
  );
  await pool.query('insert into app_public.admins (user_id) values ($1)', [staff]);
  await pool.query(
    `insert into app_public.reusable_exhibits (id, parent_id, name, deleted, exhibit_type, module_type) values
       ($1, null, 'Robotics Prize ' || $5, false, $6, $7),
       ($2, null, 'Archived prize ' || $5, true, $6, $7),
       ($3, null, 'Fellowship ' || $5, false, $8, $9),
       ($4, $1, 'Prize announcement ' || $5, false, $6, $7)`,
    [ids.prize, ids.archived, ids.fellowship, ids.child, tag, award.id, award.moduleType, membership.id, membership.moduleType],
  );
});

afterAll(async () => {
  await pool.query('delete from app_public.reusable_exhibits where id = any($1)', [Object.values(ids)]);
  await pool.query('delete from app_public.users where id = any($1)', [[staff, customer]]);
  await pool.end();
});

async function names(userId: string | null, search: string, moduleType: string | null, exhibitType: string | null) {
  return asUserRolledBack(pool, userId, async (client) => {
    const { rows } = await client.query<{ name: string }>('select name from app_public.search_reusable_exhibits($1, $2, $3)', [
      search,
      moduleType,
      exhibitType,
    ]);
    return rows.map((row) => row.name);
  });
}

describe('search_reusable_exhibits', () => {
  it('finds top-level exhibits whose name contains the search, archived included, by name, case-insensitively', async () => {
    expect(await names(staff, tag.toUpperCase(), null, null)).toEqual([
      `Archived prize ${tag}`,
      `Fellowship ${tag}`,
      `Robotics Prize ${tag}`,
    ]);
    expect(await names(staff, `  prize ${tag} `, null, null)).toEqual([`Archived prize ${tag}`, `Robotics Prize ${tag}`]);
  });

  it('filters by module type and by exhibit type', async () => {
    expect(await names(staff, tag, membership.moduleType, null)).toEqual([`Fellowship ${tag}`]);
    expect(await names(staff, tag, null, award.id)).toEqual([`Archived prize ${tag}`, `Robotics Prize ${tag}`]);
    expect(await names(staff, tag, award.moduleType, membership.id)).toEqual([]);
  });

  it('lists every top-level exhibit for a blank search', async () => {
    const all = await names(staff, '', null, null);
    expect(all).toEqual(expect.arrayContaining([`Fellowship ${tag}`, `Robotics Prize ${tag}`]));
    expect(all).not.toContain(`Prize announcement ${tag}`);
  });

  it('finds nothing for customers or anonymous callers (the repository is staff-only)', async () => {
    expect(await names(customer, tag, null, null)).toEqual([]);
    expect(await names(null, tag, null, null)).toEqual([]);
  });
});
