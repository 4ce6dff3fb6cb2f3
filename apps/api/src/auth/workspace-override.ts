import type pg from 'pg';
import { SafeError } from 'postgraphile/grafast';

/** Header (and websocket connection parameter) with the workspace a staff admin views as. */
export const WORKSPACE_OVERRIDE_HEADER = 'x-override-workspace';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user whose view an admin's workspace override shows: the user itself
 * for a personal workspace, or a company's first ADMIN (else first member)
 * for a team workspace. Requests made this way are read-only.
 */
export async function resolveWorkspaceOverride(pool: Pick<pg.Pool, 'query'>, workspaceId: string): Promise<string> {
  if (!UUID_PATTERN.test(workspaceId)) throw new SafeError('Unknown workspace', { code: 'BAD_WORKSPACE' });
  const { rows } = await pool.query<{ user_id: string }>(
    `select id as user_id from app_public.users where id = $1
     union all
     (select user_id from app_public.company_members where company_id = $1
      order by (role = 'ADMIN') desc, created_at, user_id limit 1)
     limit 1`,
    [workspaceId],
  );
  const userId = rows[0]?.user_id;
  if (!userId) throw new SafeError('Unknown workspace', { code: 'BAD_WORKSPACE' });
  return userId;
}
