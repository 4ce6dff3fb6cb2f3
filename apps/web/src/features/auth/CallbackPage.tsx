import { useEffect } from 'react';
import { useAuth, hasAuthParams } from 'react-oidc-context';
import { StatusPage } from '../../components/StatusPage.tsx';
import { useLoggedInUser } from '../../lib/logged-in-user.ts';
import { navigate } from '../../lib/navigation.ts';
import { returnToFromState } from './sign-in-state.ts';

/**
 * /callback: the provider returns here; AuthProvider exchanges the code. Then
 * the user's record decides where to go: staff admins to /admin, everyone
 * else back to where they were going.
 */
export function CallbackPage() {
  const auth = useAuth();
  const loggedInUser = useLoggedInUser(auth.isAuthenticated ? auth.user?.access_token : undefined);
  const returnTo = returnToFromState(auth.user?.state);
  const lostCallback = !auth.isLoading && !auth.isAuthenticated && !auth.error && !hasAuthParams();

  useEffect(() => {
    if (lostCallback) navigate('/login', { replace: true });
  }, [lostCallback]);

  useEffect(() => {
    if (loggedInUser.status !== 'loaded') return;
    navigate(loggedInUser.user.isAdmin ? '/admin' : returnTo, { replace: true });
  }, [loggedInUser, returnTo]);

  const error = auth.error ?? (loggedInUser.status === 'error' ? loggedInUser.error : undefined);
  useEffect(() => {
    if (error) console.error('Sign-in failed:', error.message);
  }, [error]);

  if (error) {
    return (
      <StatusPage tone="alert">
        <p>Unexpected error occurred</p>
        <p>
          <a href="/login">Try again</a>
        </p>
      </StatusPage>
    );
  }
  if (!auth.isAuthenticated) {
    return (
      <StatusPage>
        <p>Logging in, please wait...</p>
      </StatusPage>
    );
  }
  return (
    <StatusPage>
      <p>Loading user details...</p>
    </StatusPage>
  );
}
