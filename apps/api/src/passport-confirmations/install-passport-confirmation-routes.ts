import { checkPassportContract, confirmPassportContract } from '@app/domain';
import express from 'express';
import type pg from 'pg';
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, signedInAccess } from '../auth/route-access.ts';
import { checkPassportRoute } from './check-passport-route.ts';
import { confirmPassportRoute } from './confirm-passport-route.ts';

/** The person's passport confirmation, checked against their case (issue 34). */
export function installPassportConfirmationRoutes(app: express.Express, deps: { pool: pg.Pool; authenticator: Authenticator }) {
  const access = signedInAccess(deps.authenticator);
  const parsers = [express.json({ limit: '64kb' })];
  mountRoute(app, checkPassportContract, access, { parsers, handle: checkPassportRoute(deps) });
  mountRoute(app, confirmPassportContract, access, { parsers, handle: confirmPassportRoute(deps) });
}
