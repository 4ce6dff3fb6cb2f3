import { TtlCache } from './ttl-cache.ts';

export interface UserProfile {
  email?: string;
  name?: string;
}

const USERINFO_TTL_MS = 10 * 60 * 1000;
const USERINFO_TIMEOUT_MS = 5_000;
const MAX_CACHED_PROFILES = 5_000;

/** Picks e-mail and display name from token or userinfo claims. */
export function profileFromClaims(claims: Record<string, unknown>): UserProfile {
  const profile: UserProfile = {};
  if (typeof claims.email === 'string' && claims.email) profile.email = claims.email;
  if (typeof claims.name === 'string' && claims.name.trim()) {
    profile.name = claims.name.trim();
  } else {
    const parts = [claims.given_name, claims.family_name].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
    if (parts.length) profile.name = parts.join(' ');
  }
  return profile;
}

/**
 * Fetches e-mail and name from the issuer's userinfo endpoint, which external
 * issuers (Auth0, Keycloak) use instead of access-token claims. Cached per
 * subject for 10 minutes so a signed-in user costs one call, not one per request.
 * A failing endpoint is not an authentication failure: the token was valid.
 */
export function createUserinfoLookup() {
  const cache = new TtlCache<string, Promise<UserProfile>>(USERINFO_TTL_MS, MAX_CACHED_PROFILES);

  return (endpoint: string, sub: string, token: string): Promise<UserProfile> => {
    const cached = cache.get(sub);
    if (cached) return cached;
    const lookup = fetchProfile(endpoint, sub, token).catch((error: unknown) => {
      cache.delete(sub);
      console.warn(`userinfo lookup failed for one subject: ${error instanceof Error ? error.message : String(error)}`);
      return {};
    });
    cache.set(sub, lookup);
    return lookup;
  };
}

async function fetchProfile(endpoint: string, sub: string, token: string): Promise<UserProfile> {
  const response = await fetch(endpoint, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
  const claims = (await response.json()) as Record<string, unknown>;
  // OIDC Core §5.3.2: a userinfo answer about someone else must not be used.
  if (claims.sub !== sub) throw new Error('userinfo sub does not match the token');
  return profileFromClaims(claims);
}
