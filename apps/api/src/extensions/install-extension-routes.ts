import { startExtensionContract } from '@app/domain';
import express from 'express';
import type pg from 'pg';
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, staffAccess } from '../auth/route-access.ts';
import { startExtensionRoute } from './start-extension-route.ts';

/** After the decision: staff start the extension of an approved petition (extension-petition.ts). */
export function installExtensionRoutes(app: express.Express, deps: { pool: pg.Pool; authenticator: Authenticator }): void {
  const staff = staffAccess(deps.authenticator, 'Only staff may start an extension');
  // Its body is empty ({}), parsed like every POST's so whatever arrives is checked and refused in words.
  mountRoute(app, startExtensionContract, staff, {
    parsers: [express.json({ limit: '1kb' })],
    handle: startExtensionRoute(deps),
  });
}
