import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from 'jose';
import { AuthError } from './auth-error.ts';
import { assertJwtShape } from './bearer-token.ts';
import { askIssuer, IssuerUnavailableError } from './issuer-unavailable.ts';
import { createIssuerMetadataLoader } from './oidc-discovery.ts';
import { TtlCache } from './ttl-cache.ts';
import { createUserinfoLookup, profileFromClaims } from './userinfo-profile.ts';

export { AuthError } from './auth-error.ts';

export interface VerifiedAccessToken {
  sub: string;
  email?: string;
  name?: string;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken>;

export interface AccessTokenVerifierOptions {
  issuer: string;
  /** Expected `aud` of access tokens. */
  audience: string;
  /** The clock (tests move it). */
  now?: () => number;
}

const ALGORITHMS = ['RS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 5;
/**
 * A token verified once is trusted again for up to a minute (never past its `exp`): checking the signature
 * cost about 1 ms of CPU on every request (issue 17's profile), and a browser sends the same token for
 * its whole lifetime. Short enough that a rotated-out key stops being honoured soon after.
 */
const VERIFIED_TOKEN_TTL_MS = 60_000;
const VERIFIED_TOKEN_CACHE_SIZE = 5_000;

/**
 * Verifies access tokens (JWTs) of one OIDC issuer against its published keys
 * and returns who they belong to. Keys are found through discovery on first
 * use and cached by jose (refetched when an unknown `kid` turns up).
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const loadMetadata = createIssuerMetadataLoader(options.issuer);
  const lookupUserinfo = createUserinfoLookup();
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  const now = options.now ?? Date.now;
  const verified = new TtlCache<string, { result: VerifiedAccessToken; expiresAtMs: number }>(
    VERIFIED_TOKEN_TTL_MS,
    VERIFIED_TOKEN_CACHE_SIZE,
    now,
  );

  const keys = async () => {
    if (!jwks) {
      const { jwks_uri } = await loadMetadata();
      // An unreachable key set or a 5xx answer is the provider being away (503), not a bad token: jose alone
      // would call a 500 from the key set "Invalid token" and a refused connection a server fault.
      jwks ??= createRemoteJWKSet(new URL(jwks_uri), {
        [customFetch]: (url, init) => askIssuer('key set', url, () => fetch(url, init)),
      });
    }
    return jwks;
  };

  return async (token) => {
    assertJwtShape(token);
    const cached = verified.get(token);
    if (cached && cached.expiresAtMs > now()) return cached.result;
    const keySet = await keys();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
        currentDate: new Date(now()),
      }));
    } catch (error) {
      throw toAuthError(error);
    }
    const sub = payload.sub as string;
    let profile = profileFromClaims(payload);
    if (!profile.email || !profile.name) {
      const { userinfo_endpoint } = await loadMetadata();
      if (userinfo_endpoint) profile = { ...(await lookupUserinfo(userinfo_endpoint, sub, token)), ...profile };
    }
    const result = { sub, ...profile };
    verified.set(token, { result, expiresAtMs: (payload.exp as number) * 1000 });
    return result;
  };
}

function toAuthError(error: unknown): Error {
  if (error instanceof IssuerUnavailableError) return error;
  if (error instanceof errors.JWTExpired) return new AuthError('Token expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return new AuthError('Token audience is not accepted');
    if (error.claim === 'iss') return new AuthError('Token issuer is not accepted');
    return new AuthError('Invalid token');
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return new AuthError('Invalid token signature');
  }
  // A key set that is not a key set: the provider is misconfigured, a server problem, not the caller's.
  if (error instanceof errors.JWKSInvalid) return error;
  if (error instanceof errors.JOSEError) return new AuthError('Invalid token');
  return error instanceof Error ? error : new Error(String(error));
}
