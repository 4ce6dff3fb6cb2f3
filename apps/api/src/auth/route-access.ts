import { expressPath } from '@app/domain';
import type express from 'express';
import type { RouteParams } from '../http/async-route.ts';
import { HttpError } from '../http/http-error.ts';
import { withAccessDecision } from './access-decision.ts';
import { requireAuth, type Authenticator } from './authenticate.ts';

/**
 * The one staff guard (spec 2 §6, ROLE-004), after requireAuth: a signed-in customer is refused with
 * 403 {error: refusal} before the body is read. Row-level security would refuse their writes anyway;
 * this answers a clear sentence first. `refusal` names what the route's family is for.
 */
export function requireStaff(refusal: string): express.RequestHandler {
  return withAccessDecision((req, _res, next) => next(req.auth?.isAdmin ? undefined : new HttpError(403, refusal)), {
    kind: 'role',
    role: 'staff',
  });
}

/** Every signed-in user may go on, staff or customer: what they see is row-level security's decision. */
export const anySignedInUser: express.RequestHandler = withAccessDecision((_req, _res, next) => next(), {
  kind: 'role',
  role: 'signed-in',
});

/** A route's access, as mountRoute takes it: the handlers that run before anything else. */
export type RouteAccess = express.RequestHandler | express.RequestHandler[];

/** Bearer token, then staff only (`refusal` is the 403 sentence a customer reads). */
export function staffAccess(authenticator: Authenticator, refusal: string): express.RequestHandler[] {
  return [requireAuth(authenticator), requireStaff(refusal)];
}

/** Bearer token, then every signed-in user. */
export function signedInAccess(authenticator: Authenticator): express.RequestHandler[] {
  return [requireAuth(authenticator), anySignedInUser];
}

/** No bearer token, on purpose: `reason` says what protects the route instead (a signature, an unguessable id, nothing secret). */
export function publicAccess(reason: string): express.RequestHandler {
  return withAccessDecision((_req, _res, next) => next(), { kind: 'public', reason });
}

/** A route's own handlers (body parsers, the route), or lists of them as routeWithBody returns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own body and answer
type RouteHandler = express.RequestHandler<RouteParams, any, any> | express.RequestHandler<RouteParams, any, any>[];

/** What mountRoute reads of a contract: its method and its path template ({name} placeholders). */
export interface MountedContract {
  method: 'GET' | 'POST';
  path: string;
}

/**
 * Mounts a route from its contract (packages/domain/src/contracts): the contract's method on the
 * contract's path, the access decision first, then the body parsers and the route. The path and
 * method are never written twice, and a route cannot be mounted this way without an access decision.
 */
export function mountRoute(
  app: express.Express,
  contract: MountedContract,
  access: RouteAccess,
  ...handlers: RouteHandler[]
): void {
  const path = expressPath(contract.path);
  // Express flattens nested lists of handlers; the decision comes first, whatever the route's own types.
  const stack = [access, ...handlers] as express.RequestHandler[];
  if (contract.method === 'GET') app.get(path, ...stack);
  else app.post(path, ...stack);
}
