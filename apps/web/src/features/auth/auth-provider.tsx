import type { User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import { createContext, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';

/**
 * The OIDC session, with oidc-client-ts loaded after the first paint instead of with it (issue 17: it is
 * ~18 KiB gzipped of a customer's first load). A user signed in earlier in this browser is known at once
 * from the record oidc-client-ts keeps in localStorage, so the first page renders and queries without
 * waiting for the library; the library then takes over (renewal, sign-in, sign-out) as soon as it has
 * loaded. Same state and methods as react-oidc-context's `useAuth`, which this replaces.
 *
 * One session for every tab of the browser (issue 26: a petition link opened in a new tab must not sign in
 * again): the user lives in localStorage (oidc-settings.ts), a tab follows another tab's renewal or sign-out
 * through the `storage` event, and only one tab at a time renews (a Web Lock), because the provider rotates
 * the refresh token and a second tab presenting the spent one would end the session everywhere.
 */

/** The part of oidc-client-ts' `User` the app reads. */
export type SessionUser = Pick<User, 'access_token' | 'expires_at' | 'state' | 'profile'>;

export interface AuthError {
  name: string;
  message: string;
  source: 'signinCallback' | 'renewSilent' | 'signinRedirect';
  innerError: unknown;
}

export interface AuthState {
  /** True until the session is known, and while a redirect to the identity provider is being started. */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
  error: AuthError | null;
  /**
   * Signed out in another tab of the browser: this tab shows that instead of signing in again at once,
   * which would sign the browser back in through the provider's session before the other tab ended it.
   */
  signedOutElsewhere: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Off to the identity provider; a failure is reported in `error`, never thrown. */
  signinRedirect: (args?: { state?: unknown }) => Promise<void>;
  /** Ends the session at the identity provider; rejects when it cannot (the caller then forgets the user here). */
  signoutRedirect: () => Promise<void>;
  /** Forgets the session in this browser (every tab follows). */
  removeUser: () => Promise<void>;
}

type Action =
  | { type: 'USER_LOADED'; user: SessionUser | null }
  | { type: 'USER_UNLOADED' }
  | { type: 'SIGNED_OUT_ELSEWHERE' }
  | { type: 'NAVIGATOR_INIT' }
  | { type: 'NAVIGATOR_CLOSE' }
  | { type: 'ERROR'; error: AuthError };

const nowInSeconds = () => Date.now() / 1000;
const isUnexpired = (user: SessionUser) => user.expires_at === undefined || user.expires_at > nowInSeconds();

function sameSession(state: AuthState, user: SessionUser | null): boolean {
  return (
    state.isAuthenticated &&
    !state.isLoading &&
    state.error === null &&
    user !== null &&
    state.user?.access_token === user.access_token &&
    state.user.expires_at === user.expires_at &&
    isUnexpired(user)
  );
}

function reducer(state: AuthState, action: Action): AuthState {
  switch (action.type) {
    case 'USER_LOADED':
      // oidc-client-ts loading the user this provider started from (read from storage at once): nothing changed, and
      // a new state would re-render the whole app at start-up (issue 35).
      if (sameSession(state, action.user)) return state;
      return {
        ...state,
        user: action.user,
        isLoading: false,
        isAuthenticated: action.user ? isUnexpired(action.user) : false,
        error: null,
        signedOutElsewhere: false,
      };
    case 'USER_UNLOADED':
      return { ...state, user: null, isAuthenticated: false };
    case 'SIGNED_OUT_ELSEWHERE':
      return { ...state, user: null, isAuthenticated: false, isLoading: false, signedOutElsewhere: true };
    case 'NAVIGATOR_INIT':
      return { ...state, isLoading: true };
    case 'NAVIGATOR_CLOSE':
      return { ...state, isLoading: false };
    case 'ERROR':
      return { ...state, isLoading: false, error: action.error };
  }
}

function authError(source: AuthError['source'], error: unknown): AuthError {
  const field = (name: 'name' | 'message') =>
    error && typeof error === 'object' && typeof (error as Record<string, unknown>)[name] === 'string'
      ? ((error as Record<string, unknown>)[name] as string)
      : undefined;
  return { name: field('name') ?? 'Error', message: field('message') ?? `${source} failed`, source, innerError: error };
}

/** True on the identity provider's return (`?code=…&state=…` or `?error=…&state=…`, in the query or the hash). */
export function hasAuthParams(location: Pick<Location, 'search' | 'hash'> = window.location): boolean {
  return [location.search, location.hash.replace('#', '?')].some((part) => {
    const params = new URLSearchParams(part);
    return Boolean((params.get('code') || params.get('error')) && params.get('state'));
  });
}

/** Where oidc-client-ts keeps the signed-in user (localStorage, see oidc-settings.ts; prefix "oidc."). */
export const storedUserKey = (settings: Pick<UserManagerSettings, 'authority' | 'client_id'>) =>
  `oidc.user:${settings.authority}:${settings.client_id}`;

/** The user oidc-client-ts stored in this browser, if its access token is still valid. */
export function readStoredUser(settings: Pick<UserManagerSettings, 'authority' | 'client_id'>): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(storedUserKey(settings));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { access_token, expires_at, profile } = parsed as Record<string, unknown>;
    if (typeof access_token !== 'string' || access_token === '') return null;
    if (expires_at !== undefined && typeof expires_at !== 'number') return null;
    // oidc-client-ts stores no `state`: that comes only with the provider's return (signinCallback).
    const user: SessionUser = { access_token, expires_at, profile: profile as SessionUser['profile'], state: undefined };
    return isUnexpired(user) ? user : null;
  } catch {
    // Storage blocked or the record unreadable: oidc-client-ts decides once it has loaded.
    return null;
  }
}

function initialState(settings: UserManagerSettings): AuthState {
  // On the provider's return the code must be exchanged first: whoever was stored is being replaced.
  const stored = hasAuthParams() ? null : readStoredUser(settings);
  return stored
    ? { isLoading: false, isAuthenticated: true, user: stored, error: null, signedOutElsewhere: false }
    : { isLoading: true, isAuthenticated: false, user: null, error: null, signedOutElsewhere: false };
}

/** Seconds before expiry at which a tab renews (oidc-client-ts' default expiring notice is 60 s). */
const RENEW_MARGIN_SECONDS = 60;
const RENEW_LOCK = 'petition-studio.oidc-renew';

/**
 * Renews the session with the refresh token, one tab at a time: a tab that waited for the lock finds the
 * token another tab just renewed and takes that one instead of spending the (rotated) refresh token again.
 */
async function renewOnce(userManager: UserManager): Promise<void> {
  const renewIfStillExpiring = async () => {
    const current = await userManager.getUser();
    if (current?.expires_at !== undefined && current.expires_at - nowInSeconds() > RENEW_MARGIN_SECONDS) {
      await userManager.getUser(true); // another tab renewed: raise userLoaded here too and re-arm the timers
      return;
    }
    await userManager.signinSilent();
  };
  // Web Locks exist in every browser the app supports (secure contexts, localhost included); without them
  // (tests in jsdom) this tab renews on its own.
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(RENEW_LOCK, renewIfStillExpiring);
  } else {
    await renewIfStillExpiring();
  }
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export function AuthProvider({
  settings,
  onSigninCallback,
  children,
}: {
  settings: UserManagerSettings;
  onSigninCallback?: () => void;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(reducer, settings, initialState);
  // One manager per provider, created by the first effect; every method waits for it.
  const [manager] = useState(() => {
    let resolve: (manager: UserManager) => void = () => {};
    const promise = new Promise<UserManager>((r) => (resolve = r));
    return { promise, resolve };
  });

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
      // localStorage instead of the library's default sessionStorage: one session for all tabs (issue 26; the
      // token exposure this trades is in docs/decisions.md). The sign-in state (PKCE) is there by default.
      const userStore = settings.userStore ?? new WebStorageStateStore({ store: window.localStorage });
      const userManager = new UserManager({ ...settings, userStore });
      userManager.events.addUserLoaded((user) => dispatch({ type: 'USER_LOADED', user }));
      userManager.events.addUserUnloaded(() => dispatch({ type: 'USER_UNLOADED' }));
      userManager.events.addUserSignedOut(() => dispatch({ type: 'USER_UNLOADED' }));
      userManager.events.addSilentRenewError((error) => dispatch({ type: 'ERROR', error: authError('renewSilent', error) }));
      userManager.events.addAccessTokenExpiring(() => {
        renewOnce(userManager).catch((error: unknown) => dispatch({ type: 'ERROR', error: authError('renewSilent', error) }));
      });
      // Another tab signed in, renewed or signed out: this tab follows (the event fires in the other tabs only).
      const userKey = storedUserKey(settings);
      window.addEventListener('storage', (event) => {
        if (event.key !== userKey && event.key !== null) return;
        void userManager.getUser(true).then((user) => {
          if (!user) dispatch({ type: 'SIGNED_OUT_ELSEWHERE' });
        });
      });
      try {
        let user: User | null = null;
        if (hasAuthParams()) {
          user = (await userManager.signinCallback()) ?? null;
          onSigninCallback?.();
        }
        dispatch({ type: 'USER_LOADED', user: user ?? (await userManager.getUser()) });
      } catch (error) {
        dispatch({ type: 'ERROR', error: authError('signinCallback', error) });
      } finally {
        // Only now: a removeUser() that ran during the first getUser() would be undone by its answer.
        manager.resolve(userManager);
      }
    })();
    // The settings and callback are fixed for the app's life (from the run-time config).
  }, [settings, onSigninCallback, manager]);

  const value = useMemo<AuthContextValue>(() => {
    return {
      ...state,
      signinRedirect: async (args) => {
        dispatch({ type: 'NAVIGATOR_INIT' });
        try {
          await (await manager.promise).signinRedirect(args);
        } catch (error) {
          dispatch({ type: 'ERROR', error: authError('signinRedirect', error) });
        } finally {
          dispatch({ type: 'NAVIGATOR_CLOSE' });
        }
      },
      signoutRedirect: async () => (await manager.promise).signoutRedirect(),
      removeUser: async () => (await manager.promise).removeUser(),
    };
  }, [state, manager]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider above it');
  return value;
}
