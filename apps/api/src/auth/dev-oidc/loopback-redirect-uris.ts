/**
 * The names of this machine's loopback interface. A newcomer may open the app on any of them, whatever
 * PUBLIC_URL says; RFC 8252 §7.3 and §8.3 treat them as one redirect target.
 */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

export function isLoopbackHostname(hostname: string): boolean {
  return (LOOPBACK_HOSTNAMES as readonly string[]).includes(hostname);
}

/**
 * The URI itself and, when its host is a loopback name, the same URI (same scheme, port and path) on
 * every other loopback name: `http://localhost:3000/callback` is also accepted as
 * `http://127.0.0.1:3000/callback` and `http://[::1]:3000/callback`. Other hosts stay as they are.
 */
export function withLoopbackAliases(uri: string): string[] {
  const url = new URL(uri);
  if (!isLoopbackHostname(url.hostname)) return [uri];
  const aliases = LOOPBACK_HOSTNAMES.filter((hostname) => hostname !== url.hostname).map((hostname) => {
    const alias = new URL(uri);
    alias.hostname = hostname;
    return alias.href;
  });
  return [uri, ...aliases];
}

/** The list without repeats, first occurrence first. */
export function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * Content-Security-Policy cannot name an IPv6 literal (its host grammar has no brackets; Chromium
 * ignores such a source with a console error), so `[::1]` origins stay out of `form-action`.
 */
export function isExpressibleInContentSecurityPolicy(origin: string): boolean {
  return !new URL(origin).hostname.startsWith('[');
}
