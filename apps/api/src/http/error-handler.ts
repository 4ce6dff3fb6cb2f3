import { randomUUID } from 'node:crypto';
import type express from 'express';
import type { TRestErrorBody } from '@app/domain';
import { HttpError } from './http-error.ts';

/** What body-parser (express.json) sets on the errors it raises. */
interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    typeof error.type === 'string' &&
    'status' in error &&
    typeof error.status === 'number'
  );
}

const BODY_PROBLEMS: Readonly<Record<string, { status: number; error: string }>> = {
  'entity.too.large': { status: 413, error: 'Request body is too large' },
  'entity.parse.failed': { status: 400, error: 'Request body must be JSON' },
  'encoding.unsupported': { status: 415, error: 'Request body must be UTF-8 JSON' },
  'charset.unsupported': { status: 415, error: 'Request body must be UTF-8 JSON' },
};

/** The status and {error} a REST request that failed with `error` is answered with. */
export function errorAnswer(error: unknown): { status: number; body: TRestErrorBody & { errorId?: string } } {
  if (error instanceof HttpError) return { status: error.status, body: { error: error.message } };
  if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
    const known = BODY_PROBLEMS[error.type];
    return known ? { status: known.status, body: { error: known.error } } : { status: 400, body: { error: 'Bad request body' } };
  }
  // Anything else is a fault of ours: the details stay in the server log, found again by the id.
  const errorId = randomUUID();
  console.error(`Unhandled request error ${errorId}:`, error);
  return { status: 500, body: { error: 'Unexpected error occurred', errorId } };
}

/**
 * The one JSON error handler of every REST route, installed last: HttpError → its status and
 * {error} (and Retry-After when it says when to ask again); malformed or oversized JSON bodies → 400/413;
 * anything else → 500 {error, errorId}, never a stack trace (the server log has it under the same id).
 */
export function installErrorHandler(app: express.Express): void {
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const { status, body } = errorAnswer(error);
    if (res.headersSent) {
      // The answer has started (e.g. a streamed file): it cannot become JSON any more.
      res.destroy();
      return;
    }
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
      res.set('Retry-After', String(error.retryAfterSeconds));
    }
    res.status(status).json(body);
  });
}
