import { asUser } from '@app/db';
import type { createExhibitContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { insertExhibit } from './insert-exhibit.ts';
import { writingUserId } from './research-agent-access.ts';

/**
 * POST /exhibit (createExhibitContract, JSON) → 201 {exhibitId} (decisions API-AGENT-005). 400 for an
 * unknown exhibit type, bad kwargs or a parent in another module; 404 when the module is not visible.
 */
export function createExhibitRoute(deps: { pool: pg.Pool }): ContractHandler<typeof createExhibitContract> {
  return async (request, req, res) => {
    const userId = await writingUserId(req, deps.pool);
    const exhibitId = await asUser(deps.pool, userId, (client) => insertExhibit(client, request));
    res.status(201).json({ exhibitId });
  };
}
