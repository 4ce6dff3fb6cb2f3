import { STORAGE_KEYS } from '@app/domain';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  resolveCurrentAccount,
  readWorkspaceOverride,
  storeAccountChoice,
  storeWorkspaceOverride,
  subscribeToAccountStorage,
  type Account,
  type PersonalAccount,
  type TeamAccount,
} from './accounts.ts';
import { graphql } from './gql/index.ts';
import { useDeferredResult } from './use-deferred-result.ts';
import type { CurrentUserQuery as CurrentUserData, LoggedInUserQuery as LoggedInUserData } from './gql/graphql.ts';

const LoggedInUserQuery = graphql(`
  query LoggedInUser {
    loggedInUser {
      currentUserId
      isAdmin
    }
    currentUser {
      id
      fullName
      email
      locale
    }
  }
`);

const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser {
      id
      fullName
      email
      portalOnboarded
      companyMembersByUserId {
        nodes {
          role
          companyByCompanyId {
            id
            dbaName
            portalOnboarded
          }
        }
      }
    }
  }
`);

export interface Session {
  /** The signed-in person (never the overridden account). */
  signedInUserId: string;
  isAdmin: boolean;
  /** The signed-in person's name, e-mail and chosen portal language (null: not chosen; issue 36). */
  me: { fullName: string; email: string | null; locale: string | null };
  /** The user whose data the portal shows: the signed-in user, or the account an admin views as. */
  user: { id: string; fullName: string; email: string | null; portalOnboarded: boolean };
  personal: PersonalAccount;
  teams: TeamAccount[];
  account: Account;
  selectAccount: (account: Account) => void;
  /** The workspace override (admins only), a user or company id. */
  overridingWsId: string | null;
  setWorkspaceOverride: (id: string | null) => void;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionProvider>');
  return session;
}

/** For code that also runs before sign-in completes (e.g. the read-only context). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}

export type SessionState = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; session: Session };

/** One value kept in localStorage, re-read whenever this tab stores a new account choice or override. */
function useStoredValue(key: string): string | null {
  return useSyncExternalStore(subscribeToAccountStorage, () => localStorage.getItem(key));
}

/** The workspace override (admins viewing the app as another account), kept current as it changes. */
export function useWorkspaceOverride(): string | null {
  return useSyncExternalStore(subscribeToAccountStorage, readWorkspaceOverride);
}

/**
 * Loads who is signed in (as themselves) and the account the portal shows (honouring the override).
 * Nothing is written while rendering: the stored choices are read through useSyncExternalStore, the
 * session is derived from them and the two queries, and a stray override is removed in an effect.
 */
export function useSessionState({ onSessionKnown }: { onSessionKnown?: (session: Session) => void } = {}): SessionState {
  const client = useApolloClient();
  const overridingWsId = useWorkspaceOverride();
  const viewAccountId = useStoredValue(STORAGE_KEYS.viewAccountId);
  const viewTeam = useStoredValue(STORAGE_KEYS.viewTeam);
  // Both answers render in the background (useDeferredResult): the whole portal renders below the session, and
  // React would otherwise render it in one long task the moment an answer arrives (issue 35).
  const loggedInAnswer = useQuery(LoggedInUserQuery, { context: { workspaceOverride: 'ignore' }, fetchPolicy: 'no-cache' });
  const loggedIn = useDeferredResult(loggedInAnswer);
  // A workspace override left in this browser by an admin does not apply to anyone else: forget it,
  // and load nothing as that account in the meantime.
  const strayOverride = loggedIn.data?.loggedInUser?.isAdmin === false && overridingWsId !== null;
  useEffect(() => {
    if (strayOverride) storeWorkspaceOverride(null);
  }, [strayOverride]);
  // Without a stored override the account shown is the signed-in person's: both queries go at once, so start-up
  // waits one round trip for the session, not two (issue 35). An override waits to learn whether it may apply.
  const currentAnswer = useQuery(CurrentUserQuery, {
    skip: (overridingWsId !== null && !loggedIn.data) || strayOverride,
    context: { workspaceOverride: 'apply' },
  });
  const current = useDeferredResult(currentAnswer);

  const actions = useMemo<Pick<Session, 'selectAccount' | 'setWorkspaceOverride'>>(
    () => ({
      selectAccount: storeAccountChoice,
      setWorkspaceOverride: (id) => {
        storeWorkspaceOverride(id);
        // Everything cached so far belongs to the previous account.
        void client.resetStore();
      },
    }),
    [client],
  );

  // The session as soon as both answers are in, before the portal below it renders them (in the background,
  // above): the app starts the first page's own query then, not once the shell has rendered (issue 35).
  const known = useMemo(() => {
    const state = sessionStateFrom(loggedInAnswer.data, currentAnswer.data, {
      overridingWsId,
      viewAccountId,
      viewTeam,
      ...actions,
    });
    return state.status === 'ready' ? state.session : null;
  }, [loggedInAnswer.data, currentAnswer.data, overridingWsId, viewAccountId, viewTeam, actions]);
  useEffect(() => {
    if (known && !strayOverride) onSessionKnown?.(known);
  }, [known, strayOverride, onSessionKnown]);

  const error = loggedIn.error ?? current.error;
  return useMemo(
    () =>
      error
        ? { status: 'error', error }
        : sessionStateFrom(loggedIn.data, current.data, { overridingWsId, viewAccountId, viewTeam, ...actions }),
    [error, loggedIn.data, current.data, overridingWsId, viewAccountId, viewTeam, actions],
  );
}

interface StoredSessionParts extends Pick<Session, 'overridingWsId' | 'selectAccount' | 'setWorkspaceOverride'> {
  viewAccountId: string | null;
  viewTeam: string | null;
}

/** The session once both queries have answered (loading until then). */
function sessionStateFrom(
  loggedInData: LoggedInUserData | undefined,
  currentData: CurrentUserData | undefined,
  { viewAccountId, viewTeam, ...stored }: StoredSessionParts,
): SessionState {
  const me = loggedInData?.loggedInUser;
  const user = currentData?.currentUser;
  if (!me || !user) {
    if (loggedInData && !me) return { status: 'error', error: new Error('The server did not return the signed-in user') };
    if (currentData && !user) return { status: 'error', error: new Error('The server did not return the current user') };
    return { status: 'loading' };
  }
  const personal: PersonalAccount = { kind: 'personal', id: user.id, name: user.fullName };
  const teams: TeamAccount[] = user.companyMembersByUserId.nodes.flatMap((member) =>
    member.companyByCompanyId
      ? [
          {
            kind: 'team' as const,
            id: member.companyByCompanyId.id,
            name: member.companyByCompanyId.dbaName,
            role: member.role,
            portalOnboarded: member.companyByCompanyId.portalOnboarded,
          },
        ]
      : [],
  );
  const session: Session = {
    signedInUserId: me.currentUserId ?? user.id,
    isAdmin: me.isAdmin ?? false,
    me: {
      fullName: loggedInData.currentUser?.fullName ?? user.fullName,
      email: loggedInData.currentUser?.email ?? null,
      locale: loggedInData.currentUser?.locale ?? null,
    },
    user: { id: user.id, fullName: user.fullName, email: user.email ?? null, portalOnboarded: user.portalOnboarded },
    personal,
    teams,
    account: resolveCurrentAccount(personal, teams, { viewAccountId, viewTeam }),
    ...stored,
  };
  return { status: 'ready', session };
}

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
