import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IssuerUnavailableError } from '../../src/auth/issuer-unavailable.ts';
import { readBearerToken } from '../../src/auth/bearer-token.ts';
import { AuthError, createAccessTokenVerifier, type AccessTokenVerifier } from '../../src/auth/verify-access-token.ts';
import { AUDIENCE, KID, startFakeIssuer, type FakeIssuer } from '../support/fake-issuer.ts';
import { findFreePort } from '../../../../e2e/support/free-port.ts';

let issuer: FakeIssuer;
let verify: AccessTokenVerifier;

beforeAll(async () => {
  issuer = await startFakeIssuer();
  verify = createAccessTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE });
});

afterAll(async () => {
  await issuer.close();
});

/** What `promise` failed with; the test fails if it succeeded. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the token check to fail');
    },
    (e: unknown) => e,
  );
}

async function rejection(promise: Promise<unknown>): Promise<AuthError> {
  const error = await failureOf(promise);
  expect(error).toBeInstanceOf(AuthError);
  expect((error as AuthError).status).toBe(401);
  return error as AuthError;
}

describe('createAccessTokenVerifier', () => {
  it('accepts a valid token and returns subject, e-mail and name', async () => {
    const token = await issuer.mintToken({ email: 'alice@example.com', name: 'Alice Example' });
    await expect(verify(token)).resolves.toEqual({ sub: 'auth0|alice', email: 'alice@example.com', name: 'Alice Example' });
    expect(issuer.userinfoCalls).toBe(0);
  });

  it('honours a token verified before only until it expires (the verified-token cache)', async () => {
    let clock = Date.now();
    const verifyAt = createAccessTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE, now: () => clock });
    const nowSeconds = Math.floor(clock / 1000);
    const token = await issuer.mintToken({ email: 'bo@example.com', name: 'Bo' }, { expiresIn: nowSeconds + 30 });
    await expect(verifyAt(token)).resolves.toMatchObject({ email: 'bo@example.com' });
    clock += 20_000;
    await expect(verifyAt(token)).resolves.toMatchObject({ email: 'bo@example.com' });
    // Past exp and the 5 s tolerance: rejected, though it was verified (and cached) a moment ago.
    clock += 16_000;
    expect((await rejection(verifyAt(token))).message).toBe('Token expired');
  });

  it('rejects a token signed with another key', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const sameKid = await issuer.mintToken({ email: 'a@example.com', name: 'A' }, { key: otherKey });
    expect((await rejection(verify(sameKid))).message).toBe('Invalid token signature');
    const unknownKid = await issuer.mintToken({ email: 'a@example.com', name: 'A' }, { key: otherKey, kid: 'someone-else' });
    expect((await rejection(verify(unknownKid))).message).toBe('Invalid token signature');
  });

  it('rejects an expired token, with 5 s of clock tolerance', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await issuer.mintToken({ email: 'a@example.com', name: 'A', iat: now - 120 }, { expiresIn: now - 60 });
    expect((await rejection(verify(expired))).message).toBe('Token expired');
    const justExpired = await issuer.mintToken({ email: 'a@example.com', name: 'A' }, { expiresIn: now - 2 });
    await expect(verify(justExpired)).resolves.toMatchObject({ sub: 'auth0|alice' });
  });

  it('rejects a token for another audience', async () => {
    const token = await issuer.mintToken({ aud: 'https://other.example/api', email: 'a@example.com', name: 'A' });
    expect((await rejection(verify(token))).message).toBe('Token audience is not accepted');
  });

  it('rejects a token from another issuer', async () => {
    const token = await issuer.mintToken({ iss: 'https://evil.example', email: 'a@example.com', name: 'A' });
    expect((await rejection(verify(token))).message).toBe('Token issuer is not accepted');
  });

  it('accepts only RS256 and ES256', async () => {
    const token = await new SignJWT({ iss: issuer.issuer, aud: AUDIENCE, sub: 'auth0|alice' })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-shared-secret-that-is-long-enough!'));
    expect((await rejection(verify(token))).message).toBe('Invalid token');
  });

  it('rejects a token that is not a JWT', async () => {
    expect((await rejection(verify('opaque-token'))).message).toBe('Malformed authorization header');
    expect((await rejection(verify('a.b'))).message).toBe('Malformed authorization header');
  });

  it('reads e-mail and name from userinfo when the token lacks them, once per subject', async () => {
    issuer.userinfo.set('auth0|bob', { email: 'bob@example.com', name: 'Bob Builder' });
    const before = issuer.userinfoCalls;
    const token = await issuer.mintToken({ sub: 'auth0|bob' });
    await expect(verify(token)).resolves.toEqual({ sub: 'auth0|bob', email: 'bob@example.com', name: 'Bob Builder' });
    await expect(verify(token)).resolves.toEqual({ sub: 'auth0|bob', email: 'bob@example.com', name: 'Bob Builder' });
    expect(issuer.userinfoCalls - before).toBe(1);
  });

  it('keeps the token claims when userinfo adds nothing', async () => {
    const token = await issuer.mintToken({ sub: 'auth0|carol', email: 'carol@example.com' });
    await expect(verify(token)).resolves.toEqual({ sub: 'auth0|carol', email: 'carol@example.com' });
  });
});

/** The provider being away must never read as a bad token: a 401 makes the web app sign the person out. */
describe('createAccessTokenVerifier while the identity provider does not answer', () => {
  afterEach(() => {
    issuer.failing.clear();
    vi.restoreAllMocks();
  });

  async function unavailable(promise: Promise<unknown>): Promise<IssuerUnavailableError> {
    const error = await failureOf(promise);
    expect(error).toBeInstanceOf(IssuerUnavailableError);
    expect(error).toMatchObject({ status: 503, retryAfterSeconds: 5 });
    return error as IssuerUnavailableError;
  }

  it('answers 503 while discovery answers 503, logs which endpoint without the token, and verifies once it is back', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fresh = createAccessTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE });
    const token = await issuer.mintToken({ email: 'dee@example.com', name: 'Dee' });
    issuer.failing.set('discovery', 503);
    await unavailable(fresh(token));
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(String(warnings.mock.calls[0]![0])).toMatch(/\(discovery\).*answered 503/);
    expect(String(warnings.mock.calls[0]![0])).not.toContain(token);
    issuer.failing.clear();
    await expect(fresh(token)).resolves.toMatchObject({ email: 'dee@example.com' });
  });

  it('answers 503, not 401 "Invalid token", when the key set answers 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fresh = createAccessTokenVerifier({ issuer: issuer.issuer, audience: AUDIENCE });
    issuer.failing.set('jwks', 500);
    await unavailable(fresh(await issuer.mintToken({ email: 'eve@example.com', name: 'Eve' })));
    issuer.failing.clear();
    await expect(fresh(await issuer.mintToken({ email: 'eve@example.com', name: 'Eve' }))).resolves.toMatchObject({
      email: 'eve@example.com',
    });
  });

  it('answers 503 when nothing listens at the issuer’s address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const away = createAccessTokenVerifier({ issuer: `http://127.0.0.1:${await findFreePort()}`, audience: AUDIENCE });
    await unavailable(away(await issuer.mintToken({ email: 'fay@example.com', name: 'Fay' })));
  });

  it('still answers a wrong issuer address (discovery 404) as the server’s own fault, not as an outage', async () => {
    const misconfigured = createAccessTokenVerifier({ issuer: `${issuer.issuer}/nowhere`, audience: AUDIENCE });
    const error = await failureOf(misconfigured(await issuer.mintToken()));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(IssuerUnavailableError);
    expect(error).not.toBeInstanceOf(AuthError);
  });
});

describe('readBearerToken', () => {
  it('rejects a missing header', () => {
    for (const header of [undefined, '', '   ']) {
      expect(() => readBearerToken(header)).toThrowError(
        expect.objectContaining({ name: 'AuthError', message: 'Missing bearer token', oauthError: null }),
      );
    }
  });

  it('rejects a header that is not `Bearer <token>`', () => {
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', 'Token abc']) {
      expect(() => readBearerToken(header)).toThrowError(
        expect.objectContaining({ name: 'AuthError', message: 'Malformed authorization header' }),
      );
    }
  });

  it('returns the token', () => {
    expect(readBearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(readBearerToken('bearer abc.def.ghi')).toBe('abc.def.ghi');
  });
});
