import { asUser } from '@app/db';
import type { cloneExhibitContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { requestUserId } from '../http/request-user.ts';
import { cloneExhibitToRepository } from './clone-exhibit.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /exhibits/{id}/clone (cloneExhibitContract) {exhibitId?} → 201 {reusableExhibitId}. Staff only (the route's guard). */
export function cloneExhibitRoute(deps: { pool: pg.Pool }): ContractHandler<typeof cloneExhibitContract> {
  return async (body, req, res) => {
    const pathId = req.params.id;
    if (pathId === undefined || !UUID.test(pathId)) throw new HttpError(400, 'The exhibit id in the path must be an id');
    const exhibitId = pathId.toLowerCase();
    if (body.exhibitId && body.exhibitId !== exhibitId) {
      throw new HttpError(400, 'exhibitId does not match the exhibit in the path');
    }
    const userId = await requestUserId(req, deps.pool, { readOnly: false });
    const reusableExhibitId = await asUser(deps.pool, userId, (client) => cloneExhibitToRepository(client, exhibitId));
    if (!reusableExhibitId) throw new HttpError(404, 'Exhibit not found');
    res.status(201).json({ reusableExhibitId });
  };
}
