import type express from 'express';
import type pg from 'pg';
import { HttpError } from '../http/http-error.ts';
import { requestUserId } from '../http/request-user.ts';

/**
 * Staff only (spec 1 §6, decisions API-AGENT-002): a signed-in customer is refused before the body is
 * read. Row-level security would refuse their writes anyway; this answers a clear 403 first.
 */
export const researchAgentStaffOnly: express.RequestHandler = (req, _res, next) => {
  next(req.auth?.isAdmin ? undefined : new HttpError(403, 'Only staff may use the research agent'));
};

/** The staff member the request writes as; viewing the app as another account is read-only, so refused. */
export function writingUserId(req: express.Request, pool: pg.Pool): Promise<string> {
  return requestUserId(req, pool, { readOnly: false });
}
