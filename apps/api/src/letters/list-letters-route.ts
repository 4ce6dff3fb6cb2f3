import { asUser } from '@app/db';
import type { listLettersContract, TLetterSummary } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { letterTypeOf } from './read-letter.ts';

/** GET /petition-letters?petitionId= (listLettersContract) → {letters}: the petition's letters, last saved first. Staff only. */
export function listLettersRoute(deps: { pool: pg.Pool }): ContractHandler<typeof listLettersContract> {
  return async ({ petitionId }, req, res) => {
    const rows = await asUser(deps.pool, req.auth!.userId, async (client) => {
      const result = await client.query<{
        id: string;
        name: string;
        letter_type: string | null;
        version: number;
        updated_at: Date;
      }>(
        `select id, name, letter_type, version, updated_at from app_public.petition_letters
          where petition_id = $1 order by updated_at desc, id`,
        [petitionId],
      );
      return result.rows;
    });
    const letters: TLetterSummary[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      letterType: letterTypeOf(row.letter_type),
      version: row.version,
      updatedAt: row.updated_at.toISOString(),
    }));
    res.set('Cache-Control', 'no-store').json({ letters });
  };
}
