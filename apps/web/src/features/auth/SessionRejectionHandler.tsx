import { useEffect } from 'react';
import { onSessionRejected } from '@/lib/session-rejection.ts';
import { useAuth } from './auth-provider.tsx';
import { paths } from '@/lib/paths.ts';
import { loginPathFor, returnToFromState } from './sign-in-state.ts';

/** Set once the page is on its way to /login: the other requests refused at the same moment change nothing. */
let ending = false;

/**
 * Listens for the server refusing the session (lib/session-rejection.ts) and ends it cleanly: to /login with the
 * page to come back to, where the person reads why and signs in again (session-ended/end-session.ts, loaded then).
 */
export function SessionRejectionHandler() {
  const { isAuthenticated, removeUser, user } = useAuth();
  // Refused right after a sign-in, on /callback: back to where that sign-in was going.
  const signInReturnTo = returnToFromState(user?.state);
  useEffect(() => {
    if (!isAuthenticated) return;
    return onSessionRejected(() => {
      if (ending) return;
      ending = true;
      const { pathname, search } = window.location;
      const onSignInPage = pathname === paths.callback || pathname === paths.login;
      const returnTo = pathname === paths.callback ? signInReturnTo : pathname + search;
      const loginPath = loginPathFor(returnTo);
      void import('./session-ended/end-session.ts').then(({ endRefusedSession }) =>
        endRefusedSession({ pathname, onSignInPage, loginPath, removeUser }),
      );
    });
  }, [isAuthenticated, removeUser, signInReturnTo]);
  return null;
}
