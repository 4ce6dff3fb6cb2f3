import type pg from 'pg';

/**
 * Runs `fn` in a transaction that is rolled back, as the API runs a request:
 * with the visitor role and the given user id claim (null = anonymous).
 */
export async function asUser<T>(pool: pg.Pool, userId: string | null, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('role', 'petition_studio_visitor', true), set_config('jwt.claims.user_id', $1, true)`, [
      userId ?? '',
    ]);
    return await fn(client);
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}
