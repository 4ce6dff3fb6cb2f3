import type express from 'express';
import { HttpError } from '../http/http-error.ts';

/**
 * A per-address limit on the public signing routes, so a link or a code cannot be guessed by brute force from
 * one address (the codes themselves are limited per request in the database: five a hour, five wrong tries).
 * In memory, per process: behind several replicas each keeps its own count, which still bounds guessing.
 * `refusal` words the 429 for the request, so the signing page shows it in its own language like its other refusals.
 */
export function rateLimitByAddress(options: {
  perMinute: number;
  refusal: (req: express.Request) => string;
}): express.RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return (req, _res, next) => {
    const now = Date.now();
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const window = windows.get(address);
    if (!window || now - window.start >= 60_000) {
      windows.set(address, { start: now, count: 1 });
      // Old windows are dropped as new ones come, so the map stays as small as the last minute's callers.
      if (windows.size > 10_000) for (const [key, value] of windows) if (now - value.start >= 60_000) windows.delete(key);
      next();
      return;
    }
    window.count += 1;
    next(window.count > options.perMinute ? new HttpError(429, options.refusal(req)) : undefined);
  };
}
