import { exportCaseListContract } from '@app/domain';
import type express from 'express';
import type pg from 'pg';
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, staffAccess } from '../auth/route-access.ts';
import { exportCaseListRoute } from './export-case-list-route.ts';

/** The staff case list's CSV export (issue 30). The list itself is read through GraphQL (caseList). */
export function installCaseListRoutes(app: express.Express, deps: { pool: pg.Pool; authenticator: Authenticator }): void {
  // Staff only: the list names every customer of the firm.
  const staff = staffAccess(deps.authenticator, 'Only staff may export the case list');
  mountRoute(app, exportCaseListContract, staff, { handle: exportCaseListRoute({ pool: deps.pool }) });
}
