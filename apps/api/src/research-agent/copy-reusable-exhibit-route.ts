import { asUser } from '@app/db';
import { getExhibitType, type copyReusableExhibitContract } from '@app/domain';
import type { ContractHandler } from '../auth/route-access.ts';
import type pg from 'pg';
import { HttpError } from '../http/http-error.ts';
import { copyReusableExhibit } from './copy-exhibit-tree.ts';
import { makeRoomForExhibit } from './exhibit-order.ts';
import { writingUserId } from './research-agent-access.ts';

/**
 * POST /reusable/copy (copyReusableExhibitContract, form or JSON) → 201 {exhibitId}: the reusable
 * exhibit, its files and sub-exhibits copied into the destination module at order_index (default:
 * the end). 404 when the reusable exhibit or the module is not visible.
 */
export function copyReusableExhibitRoute(deps: { pool: pg.Pool }): ContractHandler<typeof copyReusableExhibitContract> {
  return async (body, req, res) => {
    const userId = await writingUserId(req, deps.pool);
    const fallbackType =
      body.reusable_exhibit_type && getExhibitType(body.reusable_exhibit_type) ? body.reusable_exhibit_type : undefined;
    const exhibitId = await asUser(deps.pool, userId, async (client) => {
      const module = await client.query('select 1 from app_public.modules where id = $1', [body.destination_module_id]);
      if (module.rowCount === 0) throw new HttpError(404, 'Module not found');
      const orderIndex = await makeRoomForExhibit(client, {
        moduleId: body.destination_module_id,
        parentExhibitId: null,
        wanted: body.order_index,
      });
      const place = { moduleId: body.destination_module_id, parentExhibitId: null, orderIndex };
      const copied = await copyReusableExhibit(client, body.reusable_exhibit_id, place, fallbackType);
      // Thrown inside the transaction, so the room made above is given back.
      if (!copied) throw new HttpError(404, 'Reusable exhibit not found');
      return copied;
    });
    res.status(201).json({ exhibitId });
  };
}
