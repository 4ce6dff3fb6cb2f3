import type express from 'express';
import type { RouteParams } from './async-route.ts';
import { asyncRoute } from './async-route.ts';
import { HttpError } from './http-error.ts';

/** The parts of a zod error the message is made of. */
interface SchemaProblems {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * What validation needs of a contract's zod schema: safeParse. Kept structural, so a route can hold
 * any of several schemas with a common output (the registration routes) without zod's full types.
 */
export interface RequestSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: SchemaProblems };
}

/**
 * One sentence per problem, naming the field: the contracts' messages are predicates
 * ('is required', 'must be an id') read after the field's name ("fileId is required"); other
 * messages follow a colon ("size: Too big"). A body that is no object at all says so.
 */
export function describeProblems(problems: SchemaProblems, what: 'Request body' | 'Query'): string {
  const sentences = problems.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    if (field === '') return `${what} must be a JSON object`;
    return /^[a-z]/.test(issue.message) ? `${field} ${issue.message}` : `${field}: ${issue.message}`;
  });
  return [...new Set(sentences)].join('; ');
}

/**
 * Express middleware: parses req.body with `schema` (a contract's request) and puts the parsed
 * value in its place, so the route reads a typed, normalised body; answers 400 {error} naming each
 * field that is missing or malformed. A request without a body is read as {}.
 */
export function validateBody<Body>(schema: RequestSchema<Body>): express.RequestHandler<RouteParams, unknown, Body> {
  return (req, _res, next) => {
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success) {
      next(new HttpError(400, describeProblems(parsed.error, 'Request body')));
      return;
    }
    req.body = parsed.data;
    next();
  };
}

/**
 * A JSON route whose body is validated first: validateBody(schema), then the async handler, which
 * reads req.body typed as the schema's output.
 */
export function routeWithBody<Body>(
  schema: RequestSchema<Body>,
  handler: (req: express.Request<RouteParams, unknown, Body>, res: express.Response) => Promise<void>,
): express.RequestHandler<RouteParams, unknown, Body>[] {
  return [validateBody(schema), asyncRoute(handler)];
}

/** The query parameters parsed with `schema`; throws a 400 HttpError naming each bad parameter. */
export function parseQuery<Query>(req: express.Request, schema: RequestSchema<Query>): Query {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw new HttpError(400, describeProblems(parsed.error, 'Query'));
  return parsed.data;
}
