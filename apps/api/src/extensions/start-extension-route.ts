import { asUser } from '@app/db';
import type { startExtensionContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { startExtension } from './start-extension.ts';
import { petitionIdParam } from '../http/petition-id-param.ts';

/**
 * POST /petitions/{id}/extension (startExtensionContract) → 201 {petitionId, created: true} of the new extension, or
 * 200 with the one the petition already has. 404 when the petition is not visible; 422 in words when it has no
 * approved period yet or is an immigrant petition.
 */
export function startExtensionRoute(deps: { pool: pg.Pool }): ContractHandler<typeof startExtensionContract> {
  return async (_body, req, res) => {
    const petitionId = petitionIdParam(req.params.id);
    const userId = req.auth!.userId;
    const extension = await asUser(deps.pool, userId, (client) => startExtension(client, petitionId, userId));
    res.status(extension.created ? 201 : 200).json(extension);
  };
}
