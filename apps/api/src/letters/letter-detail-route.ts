import { asUser } from '@app/db';
import type { TLetterDetail } from '@app/domain';
import type pg from 'pg';
import { asyncRoute } from '../http/async-route.ts';
import { HttpError } from '../http/http-error.ts';
import { letterDetail, readLetter } from './read-letter.ts';
import { letterIdParam } from './letter-id-param.ts';

/** GET /petition-letters/{id} (letterDetailContract) → the letter, its current HTML and every version. Staff only. */
export function letterDetailRoute(deps: { pool: pg.Pool }) {
  return asyncRoute(async (req, res) => {
    const letterId = letterIdParam(req.params.id);
    const letter = await asUser(deps.pool, req.auth!.userId, (client) => readLetter(client, letterId));
    if (!letter) throw new HttpError(404, 'Letter not found');
    res.set('Cache-Control', 'no-store').json(letterDetail(letter) satisfies TLetterDetail);
  });
}
