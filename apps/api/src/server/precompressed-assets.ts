import { existsSync } from 'node:fs';
import path from 'node:path';
import type express from 'express';

/** The encodings the web build writes beside each text asset, in the order they are preferred. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** The encodings the request accepts (q=0 refuses one), by name. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/**
 * Serves an asset's precompressed copy (`app-1a2b.js.br`, `.gz`, written by the web build) to a browser that
 * accepts it, so the JavaScript of a first load travels at its compressed size without compressing on the
 * request path. Hands the request to express.static, which then sends the compressed file with the
 * original's type (send keeps a Content-Type already set) and the same cache headers.
 */
export function precompressedAssets(assetsDir: string): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = CONTENT_TYPES[path.extname(req.path)];
    if (!type) return next();
    const file = path.join(assetsDir, path.normalize(req.path));
    // path.normalize keeps '..' out only when the result stays below the folder: check it.
    if (!file.startsWith(assetsDir + path.sep)) return next();
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    res.vary('Accept-Encoding');
    for (const encoding of ENCODINGS) {
      if (!accepted.has(encoding.name) || !existsSync(file + encoding.extension)) continue;
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', encoding.name);
      req.url = `${req.path}${encoding.extension}`;
      return next();
    }
    next();
  };
}
