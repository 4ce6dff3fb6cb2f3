import type pg from 'pg';
import { VISITOR_ROLE } from '../graphql/request-context.ts';

/**
 * Runs the database steps of a request as its user, in one transaction, the
 * way GraphQL requests run: the visitor role and the user id claim, so
 * row-level security decides what the caller may attach or read.
 */
export async function asRequestUser<T>(pool: pg.Pool, userId: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('role', $1, true), set_config('jwt.claims.user_id', $2, true)`, [VISITOR_ROLE, userId]);
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** PostgreSQL error codes the file routes turn into answers. */
export function pgErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
