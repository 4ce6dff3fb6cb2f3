import { afterAll, describe, expect, it } from 'vitest';
import { createDatabasePool } from '../../src/database/create-pool.ts';
import { testDatabaseUrl } from '../support/database.ts';

const pool = createDatabasePool(testDatabaseUrl(), 2);
afterAll(() => pool.end());

describe('createDatabasePool', () => {
  it('opens every connection with JIT off (a large RLS statement compiled for 1.8 s per request with it on)', async () => {
    // Two connections at once: the setting comes with each new connection, not from one that happened to run SET.
    const clients = await Promise.all([pool.connect(), pool.connect()]);
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ jit: string }>("select current_setting('jit') as jit");
        expect(rows[0]?.jit).toBe('off');
      }
    } finally {
      for (const client of clients) client.release();
    }
  });
});
