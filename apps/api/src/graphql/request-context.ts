import type { Request } from 'express';
import type pg from 'pg';
import { SafeError } from 'postgraphile/grafast';
import { getOperationAST, type DocumentNode } from 'postgraphile/graphql';
import { visitorSettings } from '@app/db';
import type { Authenticator, AuthenticatedUser } from '../auth/authenticate.ts';
import { resolveWorkspaceOverride, WORKSPACE_OVERRIDE_HEADER } from '../auth/workspace-override.ts';

/** PostgreSQL settings of one request: the visitor role (named once, in @app/db) and the user the policies see. */
export function pgSettingsFor(userId: string | null): Record<string, string> {
  return visitorSettings(userId);
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Header with the id of the page (editor session) a request comes from; the web app's petition workspace sends
 * it (apps/web/src/features/petition-workspace/api/editor-session.ts). The live-update notifications of the
 * request's changes carry it (migration 0055), so that page can tell its own changes from another editor's.
 * Not a credential: it only tells a page which events it may skip.
 */
export const EDITOR_SESSION_HEADER = 'x-editor-session';
const EDITOR_SESSION_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's editor session as a setting (`app.editor_session`), or nothing for a missing or malformed one. */
function editorSessionSetting(req: Request | undefined): Record<string, string> {
  const value = first(req?.headers[EDITOR_SESSION_HEADER]);
  return value && EDITOR_SESSION_PATTERN.test(value) ? { 'app.editor_session': value.toLowerCase() } : {};
}

/** What Grafast passes beside the request: the operation being run. */
interface OperationArgs {
  document?: DocumentNode;
  operationName?: string | null;
}

/**
 * A query or a subscription's read runs in a read-only transaction: it cannot write (PostgreSQL already refuses
 * writes from the stable functions queries reach; this says so for the whole transaction), and with nothing to
 * make durable its answer need not wait for the commit (request-transaction.ts).
 */
function readOnlySetting(args: OperationArgs | undefined): Record<string, string> {
  const operation = args?.document ? getOperationAST(args.document, args.operationName ?? undefined) : null;
  return operation && operation.operation !== 'mutation' ? { transaction_read_only: 'on' } : {};
}

interface RequestContextLike {
  expressv4?: { req?: Request };
  node?: { req?: Request };
  ws?: { normalizedConnectionParams?: Record<string, string | string[]> };
}

/**
 * Builds the GraphQL context of a request. HTTP requests were authenticated by
 * the requireAuth middleware before they reached PostGraphile; websocket
 * operations carry the token in the connection parameters and are
 * authenticated here (the result is cached per subject by the authenticator).
 *
 * A staff admin may view the app as another workspace: the policies then see
 * that workspace's user, and the transaction is read-only, so viewing can
 * never change anything.
 */
export function makeGraphQLContext(authenticator: Authenticator, pool: Pick<pg.Pool, 'query'>) {
  return async (requestContext: RequestContextLike, args?: OperationArgs) => {
    const req = requestContext.expressv4?.req ?? requestContext.node?.req;
    let auth: AuthenticatedUser | undefined = req?.auth;
    let override: string | undefined = first(req?.headers[WORKSPACE_OVERRIDE_HEADER]);
    if (!auth && requestContext.ws) {
      const params = requestContext.ws.normalizedConnectionParams ?? {};
      const token = first(params.token);
      auth = await authenticator.authenticate(first(params.authorization) ?? (token ? `Bearer ${token}` : undefined));
      override = first(params[WORKSPACE_OVERRIDE_HEADER]);
    }
    // Not reachable through the server (HTTP requires a token); anonymous sees nothing.
    // isStaff: the signed-in person, whoever they view as (operation-guard-plugin.ts lets staff introspect).
    if (!auth) return { pgSettings: pgSettingsFor(null), currentUserId: null, isStaff: false };
    if (!override) {
      return {
        pgSettings: { ...pgSettingsFor(auth.userId), ...editorSessionSetting(req), ...readOnlySetting(args) },
        currentUserId: auth.userId,
        isStaff: auth.isAdmin,
      };
    }
    if (!auth.isAdmin) throw new SafeError('Only staff may view the app as another account', { code: 'FORBIDDEN' });
    const viewedUserId = await resolveWorkspaceOverride(pool, override);
    return {
      // The signed-in staff member too, so the change history (migration 0026) names who really acted.
      pgSettings: { ...pgSettingsFor(viewedUserId), 'jwt.claims.signed_in_user_id': auth.userId, transaction_read_only: 'on' },
      currentUserId: viewedUserId,
      isStaff: true,
    };
  };
}
