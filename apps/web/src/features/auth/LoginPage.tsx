import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/components/StatusPage.tsx';
import { safeReturnPath } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { clearSessionEndedNotice, hasSessionEndedNotice } from '@/lib/session-rejection.ts';
import { useAuth } from './auth-provider.tsx';
import type { SignInState } from './sign-in-state.ts';
import { UNEXPECTED_ERROR_TEXT } from '@app/domain';

const SessionEndedMessage = lazy(() => import('./session-ended/SessionEndedMessage.tsx'));

/**
 * /login: off to the identity provider, which returns to /callback. After the server refused the session
 * (SessionRejectionHandler), it first says so; when that happened again right after a sign-in, it waits for
 * the person's click instead of sending them round in a loop.
 */
export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  const [sessionEnded] = useState(hasSessionEndedNotice);
  // After an ended session the sign-in starts once the reason has been shown (SessionEndedMessage says when).
  const [pauseOver, setPauseOver] = useState(!sessionEnded);
  const endPause = useCallback(() => setPauseOver(true), []);

  const startSignIn = useCallback(() => {
    if (started.current) return;
    started.current = true;
    const returnTo = safeReturnPath(new URLSearchParams(window.location.search).get('returnTo'));
    if (auth.isAuthenticated) {
      void navigate(returnTo, { replace: true });
      return;
    }
    clearSessionEndedNotice();
    const state: SignInState = { returnTo };
    auth.signinRedirect({ state }).catch((error: unknown) => {
      console.error('Could not start the sign-in', error);
      started.current = false;
    });
  }, [auth, navigate]);

  useEffect(() => {
    if (auth.isLoading || !pauseOver) return;
    startSignIn();
  }, [auth.isLoading, pauseOver, startSignIn]);

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
  if (sessionEnded) {
    return (
      <StatusPage>
        <Suspense fallback={<p>…</p>}>
          <SessionEndedMessage onSignIn={endPause} />
        </Suspense>
      </StatusPage>
    );
  }
  return (
    <StatusPage>
      <p>Logging in, please wait...</p>
    </StatusPage>
  );
}
