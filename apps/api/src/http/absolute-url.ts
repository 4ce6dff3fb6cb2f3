import type express from 'express';

/**
 * Origin-relative URLs (the local driver's) made absolute against the origin
 * the request came to; absolute URLs (S3) are returned unchanged.
 */
export function absoluteUrl(req: express.Request, url: string): string {
  return new URL(url, `${req.protocol}://${req.get('host') ?? 'localhost'}`).toString();
}
