import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, hasAuthParams, readStoredUser, storedUserKey, useAuth } from './auth-provider.tsx';

const settings = {
  authority: 'https://issuer.example.test',
  client_id: 'petition-studio',
  redirect_uri: 'http://localhost/callback',
};
const key = storedUserKey(settings);
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

function Probe() {
  const auth = useAuth();
  const state = auth.isLoading ? 'loading' : auth.isAuthenticated ? `signed in with ${auth.user?.access_token}` : 'signed out';
  return <p>{auth.signedOutElsewhere ? `${state} elsewhere` : state}</p>;
}

describe('readStoredUser', () => {
  beforeEach(() => localStorage.clear());

  it('reads the user oidc-client-ts stored under its own key while the access token is valid', () => {
    localStorage.setItem(key, JSON.stringify({ access_token: 'tok-1', expires_at: inSeconds(300), profile: { sub: 'u1' } }));
    expect(key).toBe('oidc.user:https://issuer.example.test:petition-studio');
    expect(readStoredUser(settings)).toMatchObject({ access_token: 'tok-1', profile: { sub: 'u1' } });
  });

  it('ignores an expired token, a record without a token and unreadable JSON', () => {
    localStorage.setItem(key, JSON.stringify({ access_token: 'tok-1', expires_at: inSeconds(-5) }));
    expect(readStoredUser(settings)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ expires_at: inSeconds(300) }));
    expect(readStoredUser(settings)).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(readStoredUser(settings)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ access_token: 'tok-1', expires_at: 'soon' }));
    expect(readStoredUser(settings)).toBeNull();
  });

  it("reads only this issuer's and client's record", () => {
    localStorage.setItem(storedUserKey({ ...settings, client_id: 'other' }), JSON.stringify({ access_token: 'tok-x' }));
    expect(readStoredUser(settings)).toBeNull();
  });
});

describe('hasAuthParams', () => {
  it("recognises the provider's return in the query or the hash", () => {
    expect(hasAuthParams({ search: '?code=abc&state=xyz', hash: '' })).toBe(true);
    expect(hasAuthParams({ search: '?error=access_denied&state=xyz', hash: '' })).toBe(true);
    expect(hasAuthParams({ search: '', hash: '#code=abc&state=xyz' })).toBe(true);
    expect(hasAuthParams({ search: '?code=abc', hash: '' })).toBe(false);
    expect(hasAuthParams({ search: '?returnTo=%2Fdocs', hash: '' })).toBe(false);
  });
});

describe('AuthProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterEach(cleanup);

  it('is signed in on the first render when this tab holds a valid session, before oidc-client-ts loads', () => {
    localStorage.setItem(key, JSON.stringify({ access_token: 'tok-1', expires_at: inSeconds(300) }));
    render(
      <AuthProvider settings={settings}>
        <Probe />
      </AuthProvider>,
    );
    // Synchronously after the first render: no waiting for the library or any promise.
    expect(screen.getByText('signed in with tok-1')).toBeTruthy();
  });

  it('does not render the app again when oidc-client-ts loads the session it started from', async () => {
    localStorage.setItem(key, JSON.stringify({ access_token: 'tok-1', expires_at: inSeconds(300) }));
    const sessionsRendered: unknown[] = [];
    function RenderSpy() {
      const auth = useAuth();
      useEffect(() => {
        sessionsRendered.push(auth);
      });
      return null;
    }
    render(
      <AuthProvider settings={settings}>
        <Probe />
        <RenderSpy />
      </AuthProvider>,
    );
    expect(sessionsRendered).toHaveLength(1);
    // oidc-client-ts loads and reads the same stored user: the whole app below the provider re-rendered for it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(screen.getByText('signed in with tok-1')).toBeTruthy();
    expect(sessionsRendered).toHaveLength(1);
  });

  it('waits for oidc-client-ts when nothing is stored, then reports signed out', async () => {
    render(
      <AuthProvider settings={settings}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('signed out', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('hands the session to oidc-client-ts once loaded, which forgets the user on removeUser', async () => {
    localStorage.setItem(key, JSON.stringify({ access_token: 'tok-1', expires_at: inSeconds(300) }));
    function SignOutHere() {
      const auth = useAuth();
      return (
        <button type="button" onClick={() => void auth.removeUser()}>
          Forget me
        </button>
      );
    }
    render(
      <AuthProvider settings={settings}>
        <Probe />
        <SignOutHere />
      </AuthProvider>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Forget me' }).click();
      await Promise.resolve();
    });
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('follows a sign-out in another tab of the browser (the storage event)', async () => {
    localStorage.setItem(key, JSON.stringify({ access_token: 'tok-1', expires_at: inSeconds(300) }));
    render(
      <AuthProvider settings={settings}>
        <Probe />
      </AuthProvider>,
    );
    // Let oidc-client-ts load and read the stored user first (otherwise its first read alone signs out).
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(screen.getByText('signed in with tok-1')).toBeTruthy();
    // The other tab removes the shared record; the browser tells this tab.
    localStorage.removeItem(key);
    await vi.waitFor(
      () => {
        act(() => {
          window.dispatchEvent(new StorageEvent('storage', { key }));
        });
        expect(screen.getByText('signed out elsewhere')).toBeTruthy();
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('does not trust the stored user on the provider’s return: the code exchange decides', () => {
    localStorage.setItem(key, JSON.stringify({ access_token: 'old', expires_at: inSeconds(300) }));
    window.history.replaceState(null, '', '/callback?code=abc&state=xyz');
    render(
      <AuthProvider settings={settings}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
  });
});
