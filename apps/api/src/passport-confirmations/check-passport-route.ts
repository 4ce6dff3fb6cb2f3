import { asUser } from '@app/db';
import { passportFindings, type checkPassportContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { loadPassportCase, todayUtc } from './case-facts.ts';

/**
 * POST /passport-confirmations/check (checkPassportContract) {reading, confirmed} → {findings}: what the portal shows
 * before "Confirm" — the confirmed values compared with the signed-in person's case. Nothing is stored.
 */
export function checkPassportRoute(deps: { pool: pg.Pool }): ContractHandler<typeof checkPassportContract> {
  return async ({ reading, confirmed }, req, res) => {
    res.set('Cache-Control', 'no-store');
    const { facts } = await asUser(deps.pool, req.auth!.userId, (client) => loadPassportCase(client, req.auth!.userId));
    res.json({ findings: passportFindings({ reading, confirmed, facts, today: todayUtc() }) });
  };
}
