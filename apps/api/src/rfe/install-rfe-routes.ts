import { draftRfeResponseContract, readRfeNoticeContract } from '@app/domain';
import express from 'express';
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, staffAccess } from '../auth/route-access.ts';
import type { WritingService } from '../writing/index.ts';
import { draftRfeResponseRoute } from './draft-rfe-response-route.ts';
import { readRfeNoticeRoute, type RfeRouteDeps } from './read-rfe-notice-route.ts';

/** The RFE response workspace's REST routes (issue 31; staff only). CRUD is GraphQL; these read and write text. */
export function installRfeRoutes(
  app: express.Express,
  deps: RfeRouteDeps & { authenticator: Authenticator; writing: WritingService },
): void {
  const staff = staffAccess(deps.authenticator, 'Only staff may work on RFE responses');
  mountRoute(app, readRfeNoticeContract, staff, { handle: readRfeNoticeRoute(deps) });
  // Its body is empty ({}), but it is parsed like every POST's, so whatever arrives is checked and refused in words.
  mountRoute(app, draftRfeResponseContract, staff, {
    parsers: [express.json({ limit: '1kb' })],
    handle: draftRfeResponseRoute(deps),
  });
}
