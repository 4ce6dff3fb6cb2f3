import type express from 'express';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Origin-relative URLs (the local driver's signed links) made absolute against PUBLIC_URL; absolute URLs (S3)
 * are returned unchanged. Never against the request's Host header: anyone can send `Host: evil.example`, and
 * a signed upload link pointing there would hand the file (and the signature) to that host (issue 29).
 *
 * One exception keeps a newcomer's `npm start` working: when PUBLIC_URL is a loopback address and the request
 * came to another name of that same loopback address and port (http://127.0.0.1:3000 while PUBLIC_URL says
 * localhost), the link uses the name the browser used, so the upload stays same-origin. Such a link can only
 * ever point at this machine.
 */
export function absoluteUrl(publicUrl: string, req: express.Request, url: string): string {
  return new URL(url, linkOrigin(publicUrl, req)).toString();
}

function linkOrigin(publicUrl: string, req: express.Request): string {
  const configured = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.has(configured.hostname)) return configured.origin;
  const host = req.get('host');
  if (!host) return configured.origin;
  let requested: URL;
  try {
    requested = new URL(`${configured.protocol}//${host}`);
  } catch {
    return configured.origin;
  }
  const sameLoopback = LOOPBACK_HOSTS.has(requested.hostname) && requested.port === configured.port;
  return sameLoopback ? requested.origin : configured.origin;
}
