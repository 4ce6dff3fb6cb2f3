import type express from 'express';

/** Route parameters as Express parses them from the path. */
export type RouteParams = Record<string, string>;

/**
 * Wraps an async route so that whatever it throws (an HttpError or anything else) reaches the shared
 * JSON error handler instead of an unhandled rejection. `Body` is the type of the parsed req.body.
 */
export function asyncRoute<Body = unknown>(
  handler: (req: express.Request<RouteParams, unknown, Body>, res: express.Response) => Promise<void>,
): express.RequestHandler<RouteParams, unknown, Body> {
  return (req, res, next) => {
    handler(req, res).catch(next);
  };
}
