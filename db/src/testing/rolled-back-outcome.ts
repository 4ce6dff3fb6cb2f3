import type pg from 'pg';

/**
 * Runs one statement in a transaction that is rolled back: 'ok', or the refused check's name (or, for a check raised
 * by a trigger, its message); any other error as "code: message". The database tests of the field rules ask this of
 * each value at a bound and one past it.
 */
export async function rolledBackOutcome(pool: pg.Pool, sql: string, params: unknown[]): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(sql, params);
    return 'ok';
  } catch (error) {
    const { code, constraint, message } = error as { code?: string; constraint?: string; message: string };
    return code === '23514' ? (constraint ?? message) : `${code}: ${message}`;
  } finally {
    await client.query('rollback');
    client.release();
  }
}
