import type pg from 'pg';
import { asUser } from '../as-user.ts';

/**
 * Runs `fn` as the API runs a request (the shared asUser), in a transaction that is always rolled
 * back, so a test can probe what a user may do without changing its fixtures.
 */
export function asUserRolledBack<T>(pool: pg.Pool, userId: string | null, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return asUser(pool, userId, fn, { outcome: 'rollback' });
}
