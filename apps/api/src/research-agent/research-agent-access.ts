import type express from 'express';
import type pg from 'pg';
import { requestUserId } from '../http/request-user.ts';

/** The staff member the request writes as; viewing the app as another account is read-only, so refused. */
export function writingUserId(req: express.Request, pool: pg.Pool): Promise<string> {
  return requestUserId(req, pool, { readOnly: false });
}
