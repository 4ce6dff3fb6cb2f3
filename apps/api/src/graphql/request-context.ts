import type { Request } from 'express';
import type { Authenticator } from '../auth/authenticate.ts';

export const VISITOR_ROLE = 'petition_studio_visitor';

/** PostgreSQL settings of one request: the role and the user the policies see. */
export function pgSettingsFor(userId: string | null): Record<string, string> {
  return { role: VISITOR_ROLE, 'jwt.claims.user_id': userId ?? '' };
}

interface RequestContextLike {
  expressv4?: { req?: Request };
  node?: { req?: Request };
  ws?: { normalizedConnectionParams?: Record<string, string | string[]> };
}

/**
 * Builds the GraphQL context of a request. HTTP requests were authenticated by
 * the requireAuth middleware before they reached PostGraphile; websocket
 * operations carry the token in the connection parameters and are
 * authenticated here (the result is cached per subject by the authenticator).
 */
export function makeGraphQLContext(authenticator: Authenticator) {
  return async (requestContext: RequestContextLike) => {
    const req = requestContext.expressv4?.req ?? requestContext.node?.req;
    if (req?.auth) {
      return { pgSettings: pgSettingsFor(req.auth.userId), currentUserId: req.auth.userId };
    }
    if (requestContext.ws) {
      const params = requestContext.ws.normalizedConnectionParams ?? {};
      const header = params.authorization ?? (params.token ? `Bearer ${String(params.token)}` : undefined);
      const auth = await authenticator.authenticate(Array.isArray(header) ? header[0] : header);
      return { pgSettings: pgSettingsFor(auth.userId), currentUserId: auth.userId };
    }
    // Not reachable through the server (HTTP requires a token); anonymous sees nothing.
    return { pgSettings: pgSettingsFor(null), currentUserId: null };
  };
}
