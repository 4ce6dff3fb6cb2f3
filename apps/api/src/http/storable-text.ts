import { findUnstorableText, UNSTORABLE_TEXT_PROBLEM } from '@app/domain';
import type express from 'express';
import { HttpError } from './http-error.ts';

/** Where a value came from, for the sentence when the path is empty (a bare string body). */
type RequestPart = 'Path' | 'Query' | 'Request body';

/**
 * Throws a 400 HttpError naming the field when any string in `value` (keys included) cannot be
 * stored: a NUL character or a lone surrogate (packages/domain storable-text.ts). PostgreSQL would
 * otherwise refuse it deep inside a route and the caller would read a 500.
 */
export function refuseUnstorableText(value: unknown, part: RequestPart): void {
  const path = findUnstorableText(value);
  if (!path) return;
  const field = path.map(String).join('.');
  throw new HttpError(400, `${field === '' ? part : field} ${UNSTORABLE_TEXT_PROBLEM}`);
}

/**
 * Checks the path parameters, the query and the parsed body of a request. mountRoute runs it on every
 * route right before the route's own handler (after its body parsers), whatever the route's contract
 * says about its fields: unknown fields, "extra data" objects and routes that parse their own request
 * are covered alike. Routes reading a multipart stream themselves check the form as they read it (readForm).
 */
export const refuseUnstorableRequestText: express.RequestHandler = (req, _res, next) => {
  try {
    refuseUnstorableText(req.params, 'Path');
    refuseUnstorableText(req.query, 'Query');
    refuseUnstorableText(req.body, 'Request body');
    next();
  } catch (error) {
    next(error);
  }
};
