import { asUser } from '@app/db';
import type { clonePetitionContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { clonePetition } from './clone-petition.ts';
import { answerPetition, readIdempotencyKey } from './idempotency-key.ts';
import { writingUserId } from './research-agent-access.ts';

/**
 * POST /clone-petition (clonePetitionContract, JSON {petitionId}) → 201 {petitionId} of the copy, or
 * 200 with the earlier copy's id when the Idempotency-Key was used before. 404 when the petition is
 * not visible.
 */
export function clonePetitionRoute(deps: { pool: pg.Pool }): ContractHandler<typeof clonePetitionContract> {
  return async ({ petitionId }, req, res) => {
    const key = readIdempotencyKey(req);
    const userId = await writingUserId(req, deps.pool);
    const cloned = await asUser(deps.pool, userId, (client) => clonePetition(client, petitionId, { userId, key }));
    answerPetition(res, cloned);
  };
}
