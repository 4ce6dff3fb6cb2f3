import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessChangeListener } from '../../src/auth/access-changes.ts';
import { AuthError, createAuthenticator, requireAuth } from '../../src/auth/authenticate.ts';
import type { AccessTokenVerifier } from '../../src/auth/verify-access-token.ts';

const TOKEN = 'header.payload.signature';

/** A pool stand-in recording provision_user calls: this test needs no database. */
function fakePool(row = { user_id: 'a3b5c7d9-0000-4000-8000-000000000001', is_admin: false }) {
  return { query: vi.fn(async () => ({ rows: [row] })) };
}

/** The LISTEN feed of access changes, driven by the test (the real one is covered in revocation.test.ts). */
function accessFeed(listening = true) {
  const listeners = new Set<AccessChangeListener>();
  return {
    listening,
    subscribe(listener: AccessChangeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(sub: string | null) {
      for (const listener of listeners) listener(sub);
    },
  };
}

const verifier: AccessTokenVerifier = async (token) => {
  if (token !== TOKEN) throw new AuthError('Invalid token signature');
  return { sub: 'demo|beneficiary', email: 'priya@demo.petition.studio', name: 'Priya Sharma' };
};

describe('createAuthenticator', () => {
  it('verifies the token, provisions the user and caches the result per subject', async () => {
    const pool = fakePool();
    const { authenticate } = createAuthenticator({ verifier, pool: pool as never, accessChanges: accessFeed() });
    const first = await authenticate(`Bearer ${TOKEN}`);
    const second = await authenticate(`Bearer ${TOKEN}`);
    expect(first).toEqual({ userId: 'a3b5c7d9-0000-4000-8000-000000000001', isAdmin: false, sub: 'demo|beneficiary' });
    expect(second).toEqual(first);
    expect(pool.query).toHaveBeenCalledTimes(1);
    expect(pool.query).toHaveBeenCalledWith(expect.stringContaining('app_private.provision_user($1, $2, $3)'), [
      'demo|beneficiary',
      'priya@demo.petition.studio',
      'Priya Sharma',
    ]);
  });

  it('provisions once for concurrent first requests', async () => {
    const pool = fakePool();
    const { authenticate } = createAuthenticator({ verifier, pool: pool as never, accessChanges: accessFeed() });
    await Promise.all([1, 2, 3].map(() => authenticate(`Bearer ${TOKEN}`)));
    expect(pool.query).toHaveBeenCalledTimes(1);
  });

  it('provisions again after 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const pool = fakePool();
      const { authenticate } = createAuthenticator({ verifier, pool: pool as never, accessChanges: accessFeed() });
      await authenticate(`Bearer ${TOKEN}`);
      vi.advanceTimersByTime(61_000);
      await authenticate(`Bearer ${TOKEN}`);
      expect(pool.query).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not cache a failed provisioning', async () => {
    const pool = fakePool();
    pool.query.mockRejectedValueOnce(new Error('connection lost'));
    const { authenticate } = createAuthenticator({ verifier, pool: pool as never, accessChanges: accessFeed() });
    await expect(authenticate(`Bearer ${TOKEN}`)).rejects.toThrow('connection lost');
    await expect(authenticate(`Bearer ${TOKEN}`)).resolves.toMatchObject({ sub: 'demo|beneficiary' });
  });

  it("provisions again once the subject's access changed, or when changes may have been missed", async () => {
    const pool = fakePool();
    const accessChanges = accessFeed();
    const { authenticate } = createAuthenticator({ verifier, pool: pool as never, accessChanges });
    await authenticate(`Bearer ${TOKEN}`);
    accessChanges.notify('someone|else');
    await authenticate(`Bearer ${TOKEN}`);
    expect(pool.query).toHaveBeenCalledTimes(1);
    accessChanges.notify('demo|beneficiary');
    await authenticate(`Bearer ${TOKEN}`);
    expect(pool.query).toHaveBeenCalledTimes(2);
    accessChanges.notify(null);
    await authenticate(`Bearer ${TOKEN}`);
    expect(pool.query).toHaveBeenCalledTimes(3);
  });

  it('caches nothing while it does not hear access changes', async () => {
    const pool = fakePool();
    const { authenticate } = createAuthenticator({ verifier, pool: pool as never, accessChanges: accessFeed(false) });
    await authenticate(`Bearer ${TOKEN}`);
    await authenticate(`Bearer ${TOKEN}`);
    expect(pool.query).toHaveBeenCalledTimes(2);
  });

  it("turns the database's refusal (SQLSTATE 28000) into a 401 with its message", async () => {
    const pool = fakePool();
    const refusal = Object.assign(new Error('Access to this account has been disabled. Contact us if you need access again.'), {
      code: '28000',
    });
    pool.query.mockRejectedValueOnce(refusal);
    const { authenticate } = createAuthenticator({ verifier, pool: pool as never, accessChanges: accessFeed() });
    const error = await authenticate(`Bearer ${TOKEN}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ status: 401, message: refusal.message });
  });

  it('rejects missing and bad tokens before touching the database', async () => {
    const pool = fakePool();
    const { authenticate } = createAuthenticator({ verifier, pool: pool as never, accessChanges: accessFeed() });
    await expect(authenticate(undefined)).rejects.toThrow('Missing bearer token');
    await expect(authenticate('Bearer other.token.value')).rejects.toThrow('Invalid token signature');
    expect(pool.query).not.toHaveBeenCalled();
  });
});

describe('requireAuth', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function startApp() {
    const app = express();
    app.get(
      '/whoami',
      requireAuth(createAuthenticator({ verifier, pool: fakePool() as never, accessChanges: accessFeed() })),
      (req, res) => {
        res.json(req.auth);
      },
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('sets req.auth', async () => {
    const url = await startApp();
    const response = await fetch(`${url}/whoami`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      userId: 'a3b5c7d9-0000-4000-8000-000000000001',
      isAdmin: false,
      sub: 'demo|beneficiary',
    });
  });

  it('answers 401 with a JSON error and an RFC 6750 challenge', async () => {
    const url = await startApp();
    const bad = await fetch(`${url}/whoami`, { headers: { authorization: 'Bearer other.token.value' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'Invalid token signature' });
    expect(bad.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="Invalid token signature"');

    const missing = await fetch(`${url}/whoami`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'Missing bearer token' });
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
  });
});
