import type { User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import { createContext, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';

/**
 * The OIDC session, with oidc-client-ts loaded after the first paint instead of with it (issue 17: it is
 * ~18 KiB gzipped of a customer's first load). A user signed in earlier in this tab is known at once from
 * the record oidc-client-ts keeps in sessionStorage, so the first page renders and queries without
 * waiting for the library; the library then takes over (silent renewal, sign-in, sign-out) as soon as it
 * has loaded. Same state and methods as react-oidc-context's `useAuth`, which this replaces.
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
}

export interface AuthContextValue extends AuthState {
  /** Off to the identity provider; a failure is reported in `error`, never thrown. */
  signinRedirect: (args?: { state?: unknown }) => Promise<void>;
  /** Ends the session at the identity provider; rejects when it cannot (the caller then forgets the user here). */
  signoutRedirect: () => Promise<void>;
  /** Forgets the session in this tab only. */
  removeUser: () => Promise<void>;
}

type Action =
  | { type: 'USER_LOADED'; user: SessionUser | null }
  | { type: 'USER_UNLOADED' }
  | { type: 'NAVIGATOR_INIT' }
  | { type: 'NAVIGATOR_CLOSE' }
  | { type: 'ERROR'; error: AuthError };

const nowInSeconds = () => Date.now() / 1000;
const isUnexpired = (user: SessionUser) => user.expires_at === undefined || user.expires_at > nowInSeconds();

function reducer(state: AuthState, action: Action): AuthState {
  switch (action.type) {
    case 'USER_LOADED':
      return {
        ...state,
        user: action.user,
        isLoading: false,
        isAuthenticated: action.user ? isUnexpired(action.user) : false,
        error: null,
      };
    case 'USER_UNLOADED':
      return { ...state, user: null, isAuthenticated: false };
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

/** Where oidc-client-ts keeps the signed-in user (its default store: sessionStorage, prefix "oidc."). */
export const storedUserKey = (settings: Pick<UserManagerSettings, 'authority' | 'client_id'>) =>
  `oidc.user:${settings.authority}:${settings.client_id}`;

/** The user oidc-client-ts stored in this tab, if its access token is still valid. */
export function readStoredUser(settings: Pick<UserManagerSettings, 'authority' | 'client_id'>): SessionUser | null {
  try {
    const raw = window.sessionStorage.getItem(storedUserKey(settings));
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
    ? { isLoading: false, isAuthenticated: true, user: stored, error: null }
    : { isLoading: true, isAuthenticated: false, user: null, error: null };
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
      const { UserManager } = await import('oidc-client-ts');
      const userManager = new UserManager(settings);
      userManager.events.addUserLoaded((user) => dispatch({ type: 'USER_LOADED', user }));
      userManager.events.addUserUnloaded(() => dispatch({ type: 'USER_UNLOADED' }));
      userManager.events.addUserSignedOut(() => dispatch({ type: 'USER_UNLOADED' }));
      userManager.events.addSilentRenewError((error) => dispatch({ type: 'ERROR', error: authError('renewSilent', error) }));
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
