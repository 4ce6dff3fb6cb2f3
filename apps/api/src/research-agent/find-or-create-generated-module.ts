import { asUser } from '@app/db';
import { PETITION_MODULE_TYPE_DETAILS } from '@app/domain';
import type pg from 'pg';
import { HttpError } from '../http/http-error.ts';
import type { GeneratedModuleType } from './generated-module-kind.ts';

export interface GeneratedModuleRequest {
  petitionId: string;
  type: GeneratedModuleType;
  /** authorship: the module of this name, when given. */
  name?: string | undefined;
  /** authorship: kept in the module's data (google_scholar_url, num_articles). */
  data?: Record<string, unknown>;
}

/**
 * The petition's module of the type (authorship: the one named, else the first), or a new one at the
 * end when it has none: authorship visible with its name, memo starter and conclusion autogen and hidden
 * (spec 1 §2). Authorship inputs are merged into the module's data. As the caller; 404 when the
 * petition is not visible. Returns the module's id.
 */
export async function findOrCreateGeneratedModule(
  pool: pg.Pool,
  userId: string,
  request: GeneratedModuleRequest,
): Promise<string> {
  return asUser(pool, userId, async (client) => {
    const petition = await client.query('select 1 from app_public.petitions where id = $1', [request.petitionId]);
    if (petition.rowCount === 0) throw new HttpError(404, 'Petition not found');
    const named = request.name?.trim() || null;
    const found = await client.query<{ id: string }>(
      `select id from app_public.modules
        where petition_id = $1 and type = $2 and ($3::text is null or name = $3)
        order by order_index, created_at limit 1`,
      [request.petitionId, request.type, named],
    );
    const data = request.data ?? {};
    if (found.rows[0]) {
      if (Object.keys(data).length > 0) {
        await client.query('update app_public.modules set data = data || $2::jsonb where id = $1', [found.rows[0].id, data]);
      }
      return found.rows[0].id;
    }
    const isAuthorship = request.type === 'authorship';
    const created = await client.query<{ id: string }>(
      `insert into app_public.modules (petition_id, type, name, order_index, visible, autogen, data)
       select $1, $2, $3, coalesce(max(order_index) + 1, 0), $4, true, $5 from app_public.modules where petition_id = $1
       returning id`,
      [request.petitionId, request.type, named ?? PETITION_MODULE_TYPE_DETAILS[request.type].name, isAuthorship, data],
    );
    return created.rows[0]!.id;
  });
}
