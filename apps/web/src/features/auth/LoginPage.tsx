import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { StatusPage } from '../../components/StatusPage.tsx';
import { navigate, safeReturnPath } from '../../lib/navigation.ts';
import type { SignInState } from './sign-in-state.ts';

/** /login: off to the identity provider, which returns to /callback. */
export function LoginPage() {
  const auth = useAuth();
  const started = useRef(false);

  useEffect(() => {
    if (auth.isLoading || started.current) return;
    started.current = true;
    const returnTo = safeReturnPath(new URLSearchParams(window.location.search).get('returnTo'));
    if (auth.isAuthenticated) {
      navigate(returnTo, { replace: true });
      return;
    }
    const state: SignInState = { returnTo };
    auth.signinRedirect({ state }).catch((error: unknown) => {
      console.error('Could not start the sign-in', error);
      started.current = false;
    });
  }, [auth]);

  if (auth.error) {
    return (
      <StatusPage tone="alert">
        <p>Unexpected error occurred</p>
        <p>
          <a href="/login">Try again</a>
        </p>
      </StatusPage>
    );
  }
  return (
    <StatusPage>
      <p>Logging in, please wait...</p>
    </StatusPage>
  );
}
