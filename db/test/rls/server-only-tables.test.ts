import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../../src/testing/index.ts';
import { testDatabaseUrl } from '../../src/testing/worker-database.ts';

/**
 * Tables of app_private that only the server (the schema owner) uses: row-level security on with no
 * policy, and no grant, so a request's role (the visitor) can neither read nor write them, even through a
 * future grant by mistake. The matrix (matrix.test.ts) covers app_public; these are listed here.
 */
const SERVER_ONLY_TABLES = ['job_worker_heartbeats', 'petition_search_texts', 'sign_in_failures', 'signature_secrets'];

let pool: pg.Pool;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
});
afterAll(async () => {
  await pool?.end();
});

describe('server-only tables', () => {
  it('have row-level security on and no policy', async () => {
    const { rows } = await pool.query<{ table: string; rls: boolean; policies: number }>(
      `select c.relname as table, c.relrowsecurity as rls,
              (select count(*)::int from pg_policies p where p.schemaname = 'app_private' and p.tablename = c.relname) as policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'app_private' and c.relname = any($1) order by c.relname`,
      [SERVER_ONLY_TABLES],
    );
    expect(rows).toEqual(SERVER_ONLY_TABLES.map((table) => ({ table, rls: true, policies: 0 })));
  });

  for (const table of SERVER_ONLY_TABLES) {
    it(`${table}: the request role reads and writes nothing`, async () => {
      await asUserRolledBack(pool, null, async (client) => {
        for (const sql of [`select * from app_private.${table}`, `delete from app_private.${table}`]) {
          await client.query('savepoint probe');
          await expect(client.query(sql)).rejects.toMatchObject({ code: '42501' });
          await client.query('rollback to savepoint probe');
        }
      });
    });
  }
});
