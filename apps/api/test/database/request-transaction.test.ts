import { afterAll, describe, expect, it } from 'vitest';
import { visitorSettings } from '@app/db';
import { createDatabasePool } from '../../src/database/create-pool.ts';
import type pg from 'pg';
import { beginWithSettings, createRequestWithPgClient } from '../../src/database/request-transaction.ts';
import { testDatabaseUrl } from '../support/database.ts';

// One connection: every request below reuses the same one, so anything left on it would show.
const pool = createDatabasePool(testDatabaseUrl(), 1);
afterAll(() => pool.end());
const withPgClient = createRequestWithPgClient({ pool });

const sessionState = async () =>
  (
    await pool.query<{ role: string; claim: string; in_transaction: boolean }>(
      `select current_user as role, coalesce(current_setting('jwt.claims.user_id', true), '') as claim,
              now() <> statement_timestamp() as in_transaction`,
    )
  ).rows[0];

describe('request transactions (begin and settings in one round trip)', () => {
  it('quotes every setting as a literal', () => {
    const escaper = { escapeLiteral: (value: string) => `'${value.replace(/'/g, "''")}'` };
    expect(
      beginWithSettings(escaper, {
        role: 'petition_studio_visitor',
        'jwt.claims.user_id': "x'); drop table t; --",
        skipped: null,
      }),
    ).toBe(
      "begin; select set_config('role', 'petition_studio_visitor', true), set_config('jwt.claims.user_id', 'x''); drop table t; --', true)",
    );
    expect(beginWithSettings(escaper, {})).toBeNull();
  });

  it('runs the request as the visitor with its claim, and leaves the pooled connection as it was', async () => {
    const before = await sessionState();
    const userId = '00000000-0000-4000-8000-000000000035';
    const { rows } = await withPgClient(visitorSettings(userId), (client) =>
      client.query<{ role: string; claim: string }>({
        text: `select current_user as role, current_setting('jwt.claims.user_id', true) as claim`,
      }),
    );
    expect(rows[0]).toEqual({ role: 'petition_studio_visitor', claim: userId });
    expect(await sessionState()).toEqual(before);
  });

  it('answers a read-only request before its commit is through, and hands the connection back only after it', async () => {
    // The same pool, but each `commit` reaches PostgreSQL 300 ms late, and when it finished is noted.
    const events: string[] = [];
    const slowCommits = {
      connect: async () => {
        const client = await pool.connect();
        const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
        return Object.assign(Object.create(client) as pg.PoolClient, {
          query: async (...args: unknown[]) => {
            if (args[0] !== 'commit') return query(...args);
            await new Promise((resolve) => setTimeout(resolve, 300));
            const done = await query(...args);
            events.push('committed');
            return done;
          },
          release: (error?: Error) => {
            events.push('released');
            client.release(error);
          },
        });
      },
    } as unknown as pg.Pool;
    const slowWithPgClient = createRequestWithPgClient({ pool: slowCommits });
    const userId = '00000000-0000-4000-8000-000000000036';

    const read = await slowWithPgClient({ ...visitorSettings(userId), transaction_read_only: 'on' }, (client) =>
      client.query<{ read_only: string }>({ text: `select current_setting('transaction_read_only') as read_only` }),
    );
    events.push('answered');
    expect(read.rows[0]).toEqual({ read_only: 'on' });
    // The one connection is busy until the commit went through; then it is clean for the next request.
    expect(await sessionState()).toEqual({ role: 'postgres', claim: '', in_transaction: false });
    expect(events).toEqual(['answered', 'committed', 'released']);

    events.length = 0;
    await slowWithPgClient(visitorSettings(userId), (client) => client.query({ text: 'select 1' }));
    events.push('answered');
    // A request that may write is answered only after its commit.
    expect(events).toEqual(['committed', 'released', 'answered']);
  });

  it('rolls back a failed request, savepoints included, and the connection serves the next one', async () => {
    const table = `request_tx_${process.pid}`;
    await pool.query(`create table if not exists ${table} (n int)`);
    try {
      await expect(
        withPgClient({ role: 'postgres' }, async (client) => {
          await client.query({ text: `insert into ${table} values (1)` });
          await client.withTransaction((inner) => inner.query({ text: `insert into ${table} values (2)` }));
          await client.query({ text: 'select 1 / 0' });
        }),
      ).rejects.toMatchObject({ code: '22012' });
      await withPgClient({ role: 'postgres' }, (client) => client.query({ text: `insert into ${table} values (3)` }));
      const { rows } = await pool.query<{ n: number }>(`select n from ${table} order by n`);
      expect(rows).toEqual([{ n: 3 }]);
      expect((await sessionState())?.in_transaction).toBe(false);
    } finally {
      await pool.query(`drop table ${table}`);
    }
  });
});
