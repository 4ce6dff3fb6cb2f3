import { cloneExhibitContract, expressPath } from '@app/domain';
import express from 'express';
import type pg from 'pg';
import { requireAuth, type Authenticator } from '../auth/authenticate.ts';
import { cloneExhibitRoute } from './clone-exhibit-route.ts';

/** The reusable exhibit repository's REST routes (spec 2 §7): cloning an exhibit into it, for staff. */
export function installExhibitRepositoryRoutes(
  app: express.Express,
  deps: { pool: pg.Pool; authenticator: Authenticator },
): void {
  app.post(
    expressPath(cloneExhibitContract.path),
    requireAuth(deps.authenticator),
    express.json({ limit: '16kb' }),
    cloneExhibitRoute({ pool: deps.pool }),
  );
}
