import { useApolloClient, useQuery } from '@apollo/client/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  resolveCurrentAccount,
  readStoredAccountChoice,
  readWorkspaceOverride,
  storeAccountChoice,
  storeWorkspaceOverride,
  type Account,
  type PersonalAccount,
  type TeamAccount,
} from './accounts.ts';
import { graphql } from './gql/index.ts';

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
  /** The signed-in person's name and e-mail. */
  me: { fullName: string; email: string | null };
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

/** Loads who is signed in (as themselves) and the account the portal shows (honouring the override). */
export function useSessionState(): SessionState {
  const [, setVersion] = useState(0);
  const loggedIn = useQuery(LoggedInUserQuery, { context: { workspaceOverride: 'ignore' }, fetchPolicy: 'no-cache' });
  // A workspace override left in this browser by an admin does not apply to anyone else.
  if (loggedIn.data?.loggedInUser?.isAdmin === false && readWorkspaceOverride()) storeWorkspaceOverride(null);
  const current = useQuery(CurrentUserQuery, { skip: !loggedIn.data, context: { workspaceOverride: 'apply' } });
  const overridingWsId = readWorkspaceOverride();

  const client = useApolloClient();
  {
    const error = loggedIn.error ?? current.error;
    if (error) return { status: 'error', error };
    const me = loggedIn.data?.loggedInUser;
    const user = current.data?.currentUser;
    if (!me || !user) {
      if (loggedIn.data && !me) return { status: 'error', error: new Error('The server did not return the signed-in user') };
      if (current.data && !user) return { status: 'error', error: new Error('The server did not return the current user') };
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
      me: { fullName: loggedIn.data?.currentUser?.fullName ?? user.fullName, email: loggedIn.data?.currentUser?.email ?? null },
      user: { id: user.id, fullName: user.fullName, email: user.email ?? null, portalOnboarded: user.portalOnboarded },
      personal,
      teams,
      account: resolveCurrentAccount(personal, teams, readStoredAccountChoice()),
      selectAccount: (account) => {
        storeAccountChoice(account);
        setVersion((v) => v + 1);
      },
      overridingWsId,
      setWorkspaceOverride: (id) => {
        storeWorkspaceOverride(id);
        setVersion((v) => v + 1);
        // Everything cached so far belongs to the previous account.
        void client.resetStore();
      },
    };
    return { status: 'ready', session };
  }
}

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
