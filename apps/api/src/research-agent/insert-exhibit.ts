import { getExhibitType, type ZCreateExhibitRequestSchema } from '@app/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { HttpError } from '../http/http-error.ts';
import { copyReusableExhibit, newestReusableExhibitOfType } from './copy-exhibit-tree.ts';
import { makeRoomForExhibit } from './exhibit-order.ts';

export type ParsedCreateExhibit = z.output<typeof ZCreateExhibitRequestSchema>;

/** kwargs is a JSON object sent as a string (spec 1 §7); anything else is a 400. */
export function parseKwargs(kwargs: string | undefined): Record<string, unknown> {
  if (kwargs === undefined || kwargs.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(kwargs);
  } catch {
    throw new HttpError(400, 'kwargs must be a JSON object');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new HttpError(400, 'kwargs must be a JSON object');
  return parsed as Record<string, unknown>;
}

/**
 * POST /exhibit's writing, in the caller's transaction: a new exhibit of a catalogue type in a module
 * (owner, visibility and name from the catalogue; kwargs and entities in its data), or with
 * use_reusable a copy of the newest reusable exhibit of that type when the repository has one. The
 * siblings after it move down so the order stays dense. Returns the exhibit's id.
 */
export async function insertExhibit(client: pg.PoolClient, body: ParsedCreateExhibit): Promise<string> {
  const type = getExhibitType(body.exhibit_type);
  if (!type) throw new HttpError(400, 'exhibit_type is not a known exhibit type');
  const kwargs = parseKwargs(body.kwargs);
  const module = await client.query('select 1 from app_public.modules where id = $1', [body.module_id]);
  if (module.rowCount === 0) throw new HttpError(404, 'Module not found');
  const parentExhibitId = body.parent_exhibit_id ?? null;
  if (parentExhibitId) {
    const parent = await client.query('select 1 from app_public.exhibits where id = $1 and module_id = $2', [
      parentExhibitId,
      body.module_id,
    ]);
    if (parent.rowCount === 0) throw new HttpError(400, 'parent_exhibit_id must be an exhibit of the same module');
  }
  const orderIndex = await makeRoomForExhibit(client, { moduleId: body.module_id, parentExhibitId, wanted: body.order_index });
  const place = { moduleId: body.module_id, parentExhibitId, orderIndex };

  if (body.use_reusable) {
    const reusableId = await newestReusableExhibitOfType(client, type.id);
    const copied = reusableId ? await copyReusableExhibit(client, reusableId, place, type.id) : undefined;
    if (copied) return copied;
  }
  // Exhibits have no entity table: the entities the agent sends are kept with the inputs.
  const data = body.entities.length > 0 ? { ...kwargs, entities: body.entities } : kwargs;
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.exhibits (module_id, parent_exhibit_id, exhibit_type, name, owned_by, visible, autogen, data, order_index)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      body.module_id,
      parentExhibitId,
      type.id,
      type.name,
      type.defaultOwnedBy,
      type.defaultVisible,
      body.autogen ?? false,
      data,
      orderIndex,
    ],
  );
  return rows[0]!.id;
}
