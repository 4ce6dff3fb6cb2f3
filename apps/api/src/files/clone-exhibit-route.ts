import type express from 'express';
import type pg from 'pg';
import { asRequestUser } from './as-request-user.ts';
import { cloneExhibitToRepository } from './clone-exhibit.ts';
import { asyncRoute, HttpError } from './http-error.ts';
import { requestFields } from './request-fields.ts';
import { requestUserId } from './request-user.ts';
import { isUuid } from './storage-keys.ts';

/** POST /exhibits/:id/clone {exhibitId} → 201 {reusableExhibitId}. Staff only. */
export function cloneExhibitRoute(deps: { pool: pg.Pool }) {
  return asyncRoute(async (req: express.Request, res: express.Response) => {
    const pathId = req.params.id;
    if (!isUuid(pathId)) throw new HttpError(400, 'The exhibit id in the path must be an id');
    const bodyId = requestFields(req.body).optionalUuid('exhibitId');
    if (bodyId && bodyId !== pathId.toLowerCase()) throw new HttpError(400, 'exhibitId does not match the exhibit in the path');
    const userId = await requestUserId(req, deps.pool, { readOnly: false });
    if (!req.auth!.isAdmin) throw new HttpError(403, 'Only staff may add exhibits to the reusable exhibit repository');
    const reusableExhibitId = await asRequestUser(deps.pool, userId, (client) =>
      cloneExhibitToRepository(client, pathId.toLowerCase()),
    );
    if (!reusableExhibitId) throw new HttpError(404, 'Exhibit not found');
    res.status(201).json({ reusableExhibitId });
  });
}
