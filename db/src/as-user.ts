import type pg from 'pg';

/**
 * The database role every API request runs as (GraphQL and REST alike); row-level
 * security policies are written for it. Named here once.
 */
export const VISITOR_ROLE = 'petition_studio_visitor';

/** The transaction-local settings a request runs with: the visitor role and the user the policies see. */
export function visitorSettings(userId: string | null): { role: string; 'jwt.claims.user_id': string } {
  return { role: VISITOR_ROLE, 'jwt.claims.user_id': userId ?? '' };
}

/** Switches an open transaction to the visitor role (the user claim set with it stays as it was). */
export async function becomeVisitor(client: pg.ClientBase): Promise<void> {
  await client.query(`select set_config('role', $1, true)`, [VISITOR_ROLE]);
}

/**
 * Makes an open transaction run as `userId` (null = anonymous) the way an API request does: the
 * visitor role and the user claim, both transaction-local.
 */
export async function becomeUser(client: pg.ClientBase, userId: string | null): Promise<void> {
  const settings = visitorSettings(userId);
  await client.query(`select set_config('role', $1, true), set_config('jwt.claims.user_id', $2, true)`, [
    settings.role,
    settings['jwt.claims.user_id'],
  ]);
}

/**
 * Sets only the user claim of an open transaction, keeping the connection's own role: for owner-run
 * work (seeds) whose changes the history triggers must attribute to a person. null clears it.
 */
export async function actAs(client: pg.ClientBase, userId: string | null): Promise<void> {
  await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [userId ?? '']);
}

export interface AsUserOptions {
  /**
   * 'commit' (default) keeps what `fn` wrote, as an API request does; 'rollback' discards it, for
   * tests that probe what a user could do without changing the fixtures.
   */
  outcome?: 'commit' | 'rollback';
}

/**
 * Runs `fn` as `userId` (null = anonymous) in one transaction, the way the API runs a request:
 * the visitor role and the user id claim are set transaction-locally, so row-level security
 * decides what the user may read and write. An error rolls back and is rethrown.
 */
export async function asUser<T>(
  pool: pg.Pool,
  userId: string | null,
  fn: (client: pg.PoolClient) => Promise<T>,
  options: AsUserOptions = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await becomeUser(client, userId);
    const result = await fn(client);
    await client.query(options.outcome === 'rollback' ? 'rollback' : 'commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
