import type { RequestHandler } from 'express';

/**
 * Adapts the app's content security policy (set by helmet before this runs)
 * for the provider's pages:
 * - `form-action` also lists the origins of the registered redirect URIs,
 *   because browsers apply it to the redirects that follow a form post
 *   (sign-in → /callback, sign-out → the app), and a redirect URI may be on
 *   another origin (the Vite dev server);
 * - `script-src` is made explicit (copied from `default-src`) so oidc-provider
 *   can allow its own auto-submitting `form_post` script by hash.
 */
export function adaptContentSecurityPolicy(redirectOrigins: string[]): RequestHandler {
  return (_req, res, next) => {
    const header = res.getHeader('content-security-policy');
    if (typeof header === 'string' && header.trim()) {
      res.setHeader('content-security-policy', adaptPolicy(header, redirectOrigins));
    }
    next();
  };
}

export function adaptPolicy(policy: string, redirectOrigins: string[]): string {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  const formAction = directives.get('form-action');
  if (formAction && !formAction.includes('*')) {
    for (const origin of redirectOrigins) if (!formAction.includes(origin)) formAction.push(origin);
  }
  const defaultSrc = directives.get('default-src');
  if (!directives.has('script-src') && defaultSrc) directives.set('script-src', [...defaultSrc]);
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}
