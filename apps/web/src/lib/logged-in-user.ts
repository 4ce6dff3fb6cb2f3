import { useEffect, useState } from 'react';
import { graphqlRequest } from './graphql-request.ts';

export interface LoggedInUser {
  id: string;
  isAdmin: boolean;
  fullName: string | null;
  email: string | null;
}

const LOGGED_IN_USER_QUERY = /* GraphQL */ `
  {
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
`;

interface LoggedInUserResult {
  loggedInUser: { currentUserId: string; isAdmin: boolean } | null;
  currentUser: { id: string; fullName: string | null; email: string | null } | null;
}

export async function fetchLoggedInUser(accessToken: string): Promise<LoggedInUser> {
  const data = await graphqlRequest<LoggedInUserResult>(LOGGED_IN_USER_QUERY, accessToken);
  if (!data.loggedInUser || !data.currentUser) throw new Error('The server did not return the signed-in user');
  return {
    id: data.currentUser.id,
    isAdmin: data.loggedInUser.isAdmin,
    fullName: data.currentUser.fullName,
    email: data.currentUser.email,
  };
}

export type LoggedInUserState =
  { status: 'loading' } | { status: 'loaded'; user: LoggedInUser } | { status: 'error'; error: Error };

/**
 * Loads the signed-in user, again after each silent token renewal (which keeps
 * the admin flag current) without going back to the loading state.
 */
export function useLoggedInUser(accessToken: string | undefined): LoggedInUserState {
  const [state, setState] = useState<LoggedInUserState>({ status: 'loading' });
  useEffect(() => {
    if (!accessToken) return;
    let cancelled = false;
    fetchLoggedInUser(accessToken).then(
      (user) => !cancelled && setState({ status: 'loaded', user }),
      (error: unknown) =>
        !cancelled && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      cancelled = true;
    };
  }, [accessToken]);
  return state;
}
