import type { RequestHandler } from 'express';
import type pg from 'pg';
import { pgErrorCode } from '../http/pg-error-code.ts';
import type { AccessChanges } from './access-changes.ts';
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

/**
 * A backstop only: every change of a person's access (deleted, disabled, staff or not) is NOTIFYed and
 * drops their entry at once (access-changes.ts).
 */
const PROVISION_TTL_MS = 60_000;
const MAX_CACHED_USERS = 10_000;
/** provision_user's refusal of a deleted or disabled user (migration 0041): invalid_authorization_specification. */
const ACCESS_REFUSED_SQLSTATE = '28000';

interface ProvisionedRow {
  user_id: string;
  is_admin: boolean;
}

/**
 * Turns a bearer token into a database user. Provisioning runs on the
 * superuser pool (it must find users the caller cannot see yet); the database
 * refuses deleted and disabled users (401). The result is cached per subject
 * only while this process hears every access change (deleted, disabled,
 * enabled, staff flag): a change drops the subject's entry at once, and losing
 * the LISTEN connection drops them all and stops caching until it is back.
 */
export function createAuthenticator(deps: {
  verifier: AccessTokenVerifier;
  pool: Pick<pg.Pool, 'query'>;
  accessChanges: Pick<AccessChanges, 'listening' | 'subscribe'>;
}): Authenticator {
  const provisioned = new TtlCache<string, Promise<AuthenticatedUser>>(PROVISION_TTL_MS, MAX_CACHED_USERS);
  deps.accessChanges.subscribe((sub) => {
    if (sub === null) provisioned.clear();
    else provisioned.delete(sub);
  });

  const provision = async (sub: string, email: string | undefined, name: string | undefined): Promise<AuthenticatedUser> => {
    let rows: ProvisionedRow[];
    try {
      ({ rows } = await deps.pool.query<ProvisionedRow>('select user_id, is_admin from app_private.provision_user($1, $2, $3)', [
        sub,
        email ?? null,
        name ?? null,
      ]));
    } catch (error) {
      // The database's message is written for the person ("This account has been deleted. …").
      if (pgErrorCode(error) === ACCESS_REFUSED_SQLSTATE) throw new AuthError((error as Error).message);
      throw error;
    }
    const row = rows[0];
    if (!row) throw new Error('app_private.provision_user returned no row');
    return { userId: row.user_id, isAdmin: row.is_admin, sub };
  };

  return {
    async authenticate(authorizationHeader) {
      const token = readBearerToken(authorizationHeader);
      const { sub, email, name } = await deps.verifier(token);
      // Not listening: a change could go unheard, so every request asks the database.
      if (!deps.accessChanges.listening) return provision(sub, email, name);
      const cached = provisioned.get(sub);
      if (cached) return cached;
      // The promise is cached, so concurrent first requests provision once. A change notified meanwhile
      // removes it, so an answer read before the change is never served after it.
      const pending = provision(sub, email, name).catch((error: unknown) => {
        if (provisioned.get(sub) === pending) provisioned.delete(sub);
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
