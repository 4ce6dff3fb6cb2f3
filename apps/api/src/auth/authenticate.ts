import type { RequestHandler } from 'express';
import type pg from 'pg';
import { withAccessDecision } from './access-decision.ts';
import { AuthError } from './auth-error.ts';
import { readBearerToken } from './bearer-token.ts';
import { TtlCache } from './ttl-cache.ts';
import type { AuthenticatedUser } from './types.ts';
import type { AccessTokenVerifier } from './verify-access-token.ts';

export { AuthError } from './auth-error.ts';
export type { AuthenticatedUser } from './types.ts';

export interface Authenticator {
  /** Verifies the `Authorization` header and returns the user, creating them on first sign-in. */
  authenticate(authorizationHeader: string | undefined): Promise<AuthenticatedUser>;
}

const PROVISION_TTL_MS = 60_000;
const MAX_CACHED_USERS = 10_000;

interface ProvisionedRow {
  user_id: string;
  is_admin: boolean;
}

/**
 * Turns a bearer token into a database user. Provisioning runs on the
 * superuser pool (it must find users the caller cannot see yet) and is cached
 * per subject for a minute, so a change of the admin flag shows within 60 s.
 */
export function createAuthenticator(deps: { verifier: AccessTokenVerifier; pool: Pick<pg.Pool, 'query'> }): Authenticator {
  const provisioned = new TtlCache<string, Promise<AuthenticatedUser>>(PROVISION_TTL_MS, MAX_CACHED_USERS);

  const provision = async (sub: string, email: string | undefined, name: string | undefined): Promise<AuthenticatedUser> => {
    const { rows } = await deps.pool.query<ProvisionedRow>(
      'select user_id, is_admin from app_private.provision_user($1, $2, $3)',
      [sub, email ?? null, name ?? null],
    );
    const row = rows[0];
    if (!row) throw new Error('app_private.provision_user returned no row');
    return { userId: row.user_id, isAdmin: row.is_admin, sub };
  };

  return {
    async authenticate(authorizationHeader) {
      const token = readBearerToken(authorizationHeader);
      const { sub, email, name } = await deps.verifier(token);
      const cached = provisioned.get(sub);
      if (cached) return cached;
      // The promise is cached, so concurrent first requests provision once.
      const pending = provision(sub, email, name).catch((error: unknown) => {
        provisioned.delete(sub);
        throw error;
      });
      provisioned.set(sub, pending);
      return pending;
    },
  };
}

const AUTHENTICATES = { kind: 'authenticates' } as const;

/**
 * Express middleware: sets `req.auth` or answers 401 as RFC 6750 describes. Marked as authenticating,
 * so the router-guard test sees it; a role decision (route-access.ts) follows it on every route.
 */
export function requireAuth(authenticator: Authenticator): RequestHandler {
  return withAccessDecision((req, res, next) => {
    authenticator.authenticate(req.headers.authorization).then(
      (auth) => {
        req.auth = auth;
        next();
      },
      (error: unknown) => {
        if (!(error instanceof AuthError)) return next(error);
        const challenge = error.oauthError
          ? `Bearer error="${error.oauthError}", error_description="${error.message}"`
          : 'Bearer';
        res.status(error.status).set('WWW-Authenticate', challenge).json({ error: error.message });
      },
    );
  }, AUTHENTICATES);
}
