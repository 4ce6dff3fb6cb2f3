import { asUser } from '@app/db';
import type pg from 'pg';
import { asyncRoute } from '../http/async-route.ts';
import { answerPetition, readIdempotencyKey } from './idempotency-key.ts';
import { insertPetition } from './insert-petition.ts';
import { checkPetitionPayload } from './petition-payload-problems.ts';
import { writingUserId } from './research-agent-access.ts';
import { queueGeneratedModules } from './write-generated-module-task.ts';

/**
 * POST /petition (createPetitionContract): the builder's payload → a petition with its modules,
 * entities and exhibits, in one transaction as the staff member. 400 {error, problems} lists every
 * spec 1 §5 rule and schema problem at once; 201 {petitionId}, or 200 with the earlier petition's id
 * when the Idempotency-Key was used before. Autogen generated modules are written by a job after commit.
 */
export function createPetitionRoute(deps: { pool: pg.Pool }) {
  return asyncRoute(async (req, res) => {
    const key = readIdempotencyKey(req);
    const checked = checkPetitionPayload(req.body);
    if (!checked.ok) {
      res.status(400).json({ error: checked.problems.join(' '), problems: checked.problems });
      return;
    }
    const userId = await writingUserId(req, deps.pool);
    const inserted = await asUser(deps.pool, userId, (client) => insertPetition(client, checked.payload, { userId, key }));
    await queueGeneratedModules(deps.pool, inserted.generatedModules);
    answerPetition(res, inserted);
  });
}
