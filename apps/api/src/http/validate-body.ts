import type express from 'express';
import { HttpError } from './http-error.ts';

/** The parts of a zod error the message is made of. */
interface SchemaProblems {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** What validation needs of a contract's zod schema: safeParse (kept structural: no zod types needed here). */
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
 * The request body (JSON or form, as the route's body parsers left it) parsed with `schema`, a
 * contract's request; a request without a body is read as {}. Throws a 400 HttpError naming each
 * field that is missing or malformed.
 */
export function parseBody<Body>(req: express.Request, schema: RequestSchema<Body>): Body {
  const parsed = schema.safeParse(req.body ?? {});
  if (!parsed.success) throw new HttpError(400, describeProblems(parsed.error, 'Request body'));
  return parsed.data;
}

/** The query parameters parsed with `schema`; throws a 400 HttpError naming each bad parameter. */
export function parseQuery<Query>(req: express.Request, schema: RequestSchema<Query>): Query {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw new HttpError(400, describeProblems(parsed.error, 'Query'));
  return parsed.data;
}
