import type express from 'express';
import type pg from 'pg';
import { resolveWorkspaceOverride, WORKSPACE_OVERRIDE_HEADER } from '../auth/workspace-override.ts';
import { HttpError } from './http-error.ts';

/**
 * The user whose permissions a file request runs with: the signed-in user,
 * or, for a staff admin viewing the app as another workspace (the same header
 * as GraphQL), that workspace's user. Viewing as someone is read-only, so
 * only downloads accept the header.
 */
export async function requestUserId(req: express.Request, pool: pg.Pool, options: { readOnly: boolean }): Promise<string> {
  const auth = req.auth!;
  const header = req.headers[WORKSPACE_OVERRIDE_HEADER];
  const override = Array.isArray(header) ? header[0] : header;
  if (!override) return auth.userId;
  if (!auth.isAdmin) throw new HttpError(403, 'Only staff may view the app as another account');
  if (!options.readOnly) throw new HttpError(403, 'Viewing the app as another account is read-only');
  try {
    return await resolveWorkspaceOverride(pool, override);
  } catch {
    throw new HttpError(400, 'Unknown workspace');
  }
}
