import type pg from 'pg';

/**
 * Runs `work` in a transaction on a client of its own (as the pool's role): committed when `work` resolves, rolled
 * back when it throws, the client released either way. `begin` names the transaction's mode.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, begin = 'begin'): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
