import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/components/StatusPage.tsx';
import { safeReturnPath } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { useAuth } from './auth-provider.tsx';
import type { SignInState } from './sign-in-state.ts';
import { UNEXPECTED_ERROR_TEXT } from '@app/domain';

/** /login: off to the identity provider, which returns to /callback. */
export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (auth.isLoading || started.current) return;
    started.current = true;
    const returnTo = safeReturnPath(new URLSearchParams(window.location.search).get('returnTo'));
    if (auth.isAuthenticated) {
      void navigate(returnTo, { replace: true });
      return;
    }
    const state: SignInState = { returnTo };
    auth.signinRedirect({ state }).catch((error: unknown) => {
      console.error('Could not start the sign-in', error);
      started.current = false;
    });
  }, [auth, navigate]);

  if (auth.error) {
    return (
      <StatusPage tone="alert">
        <p>{UNEXPECTED_ERROR_TEXT}</p>
        <p>
          <a className="text-primary underline" href={paths.login}>
            Try again
          </a>
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
