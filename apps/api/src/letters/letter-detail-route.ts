import { asUser } from '@app/db';
import type { letterDetailContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { letterDetail, readLetter } from './read-letter.ts';
import { letterIdParam } from './letter-id-param.ts';

/** GET /petition-letters/{id} (letterDetailContract) → the letter, its current HTML and every version. Staff only. */
export function letterDetailRoute(deps: { pool: pg.Pool }): ContractHandler<typeof letterDetailContract> {
  return async (_request, req, res) => {
    const letterId = letterIdParam(req.params.id);
    const letter = await asUser(deps.pool, req.auth!.userId, (client) => readLetter(client, letterId));
    if (!letter) throw new HttpError(404, 'Letter not found');
    res.set('Cache-Control', 'no-store').json(letterDetail(letter));
  };
}
