import { expressPath, type RestContract, type TContractAnswer, type TContractRequest } from '@app/domain';
import type express from 'express';
import type { RouteParams } from '../http/async-route.ts';
import { HttpError } from '../http/http-error.ts';
import { parseBody, parseQuery, type RequestSchema } from '../http/validate-body.ts';
import { refuseUnstorableRequestText } from '../http/storable-text.ts';
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

/** A route's own handlers (body parsers, the route), or lists of them, for the routes that parse their own request. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own body and answer
type RouteHandler = express.RequestHandler<RouteParams, any, any> | express.RequestHandler<RouteParams, any, any>[];

/** What mountRoute reads of a contract: its method and its path template ({name} placeholders). */
export interface MountedContract {
  method: 'GET' | 'POST';
  path: string;
}

/**
 * A route's handler, typed from its contract: `request` is the contract's request as its schema
 * parsed it (the JSON or form body of a POST, also left in req.body; the query of a GET), and `res`
 * only sends what the contract's response schema accepts.
 */
export type ContractHandler<C extends RestContract> = RequestHandlerOf<TContractRequest<C>, TContractAnswer<C>>;

/** ContractHandler by what it reads and answers, so two contracts with the same request and answer share handlers. */
export type RequestHandlerOf<Request, Answer> = (
  request: Request,
  req: express.Request<RouteParams, Answer>,
  res: express.Response<Answer>,
) => Promise<void>;

/** A route mounted from its contract: the body parsers it reads the request with (none for a GET), then its handler. */
export interface ContractRoute<C extends RestContract> {
  /**
   * What runs after the access decision and before the request is parsed: express.json with the
   * route's size limit, or urlencoded + json for the routes that take a form as well.
   */
  parsers?: express.RequestHandler[];
  // Spelled out rather than ContractHandler<C>, so a handler shared by two contracts (same request and answer) fits both.
  handle: RequestHandlerOf<TContractRequest<C>, TContractAnswer<C>>;
}

function isContractRoute(value: unknown): value is ContractRoute<RestContract> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'handle' in value;
}

/**
 * The contract's request from the request: a GET's query, a POST's parsed body (a request without
 * one is read as {}). A 400 {error} names each problem (validate-body.ts).
 */
function parseContractRequest<C extends RestContract>(contract: C, req: express.Request): TContractRequest<C> {
  const schema = contract.request as RequestSchema<TContractRequest<C>>;
  return contract.method === 'GET' ? parseQuery(req, schema) : parseBody(req, schema);
}

/** The handler that parses the contract's request and runs the route with it; whatever either throws goes to the error handler. */
function boundHandler<C extends RestContract>(
  contract: C,
  handle: ContractHandler<C>,
): express.RequestHandler<RouteParams, TContractAnswer<C>> {
  return (req, res, next) => {
    let request: TContractRequest<C>;
    try {
      request = parseContractRequest(contract, req);
    } catch (error) {
      next(error);
      return;
    }
    // The route and any helper reading req.body see the parsed, normalised body.
    if (contract.method === 'POST') req.body = request;
    handle(request, req, res).catch(next);
  };
}

/**
 * Mounts a route from its contract (packages/domain/src/contracts): the contract's method on the
 * contract's path, the access decision first, then the body parsers and the route. The path and
 * method are never written twice, and a route cannot be mounted this way without an access decision.
 *
 * Given a ContractRoute, the contract's request schema is bound too: the handler receives the parsed,
 * typed request and answers only what the contract's response accepts. The variadic form is for the
 * routes that parse their own request (multipart uploads, a payload answered with its own problems list).
 */
export function mountRoute<C extends RestContract>(
  app: express.Express,
  contract: C,
  access: RouteAccess,
  route: ContractRoute<C>,
): void;
export function mountRoute(
  app: express.Express,
  contract: MountedContract,
  access: RouteAccess,
  ...handlers: RouteHandler[]
): void;
export function mountRoute(
  app: express.Express,
  contract: MountedContract,
  access: RouteAccess,
  ...handlers: (RouteHandler | ContractRoute<RestContract>)[]
): void {
  const [only] = handlers;
  const own =
    handlers.length === 1 && isContractRoute(only)
      ? [...(only.parsers ?? []), boundHandler(contract as RestContract, only.handle)]
      : handlers;
  const path = expressPath(contract.path);
  // Every route refuses text PostgreSQL cannot store (NUL, lone surrogates) with a 400 naming the field:
  // checked after the body parsers, right before the route's own handler, whether or not it has a contract schema.
  const flat = (own as unknown[]).flat() as express.RequestHandler[];
  const checked = [...flat.slice(0, -1), refuseUnstorableRequestText, ...flat.slice(-1)];
  // The decision comes first, whatever the route's own types.
  const stack = [access, ...checked] as express.RequestHandler[];
  if (contract.method === 'GET') app.get(path, ...stack);
  else app.post(path, ...stack);
}
