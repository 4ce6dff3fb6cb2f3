import { Navigate, useLocation } from 'react-router';
import { StatusPage } from '@/components/StatusPage.tsx';
import { useAuth } from './auth-provider.tsx';
import { loginPathFor } from './sign-in-state.ts';

export const SIGNED_OUT_ELSEWHERE_TEXT = 'You signed out in another tab.';

/**
 * Every page needs a signed-in user: go to /login, remembering where we were. After a sign-out in another
 * tab, say so and wait for a click instead: an immediate sign-in would ride the provider's session, which
 * the other tab is still ending, and sign the whole browser back in (one session for all tabs, issue 26).
 */
export function RedirectToLogin() {
  const location = useLocation();
  const { signedOutElsewhere } = useAuth();
  const loginPath = loginPathFor(location.pathname + location.search);
  if (signedOutElsewhere) {
    return (
      <StatusPage>
        <p>{SIGNED_OUT_ELSEWHERE_TEXT}</p>
        <p>
          <a className="text-primary underline" href={loginPath}>
            Sign in again
          </a>
        </p>
      </StatusPage>
    );
  }
  return <Navigate to={loginPath} replace />;
}
