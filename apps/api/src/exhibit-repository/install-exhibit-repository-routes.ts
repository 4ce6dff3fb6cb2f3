import { cloneExhibitContract } from '@app/domain';
import express from 'express';
import type pg from 'pg';
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, staffAccess } from '../auth/route-access.ts';
import { cloneExhibitRoute } from './clone-exhibit-route.ts';

/** The reusable exhibit repository's REST routes (spec 2 §7): cloning an exhibit into it, for staff. */
export function installExhibitRepositoryRoutes(
  app: express.Express,
  deps: { pool: pg.Pool; authenticator: Authenticator },
): void {
  // Staff only: a signed-in customer is refused before the body is read, as on the other staff routes.
  const staff = staffAccess(deps.authenticator, 'Only staff may add exhibits to the reusable exhibit repository');
  const parsers = [express.json({ limit: '16kb' })];
  mountRoute(app, cloneExhibitContract, staff, { parsers, handle: cloneExhibitRoute({ pool: deps.pool }) });
}
