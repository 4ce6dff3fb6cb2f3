import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { Outlet } from 'react-router';
import { StatusPage } from '../../components/StatusPage.tsx';
import { RedirectToLogin } from '../../features/auth/index.ts';
import { readWorkspaceOverride, storeWorkspaceOverride } from '../../lib/accounts.ts';
import { initErrorReporting, reportError } from '../../lib/error-reporting.ts';
import { useClientConfig } from '../../lib/client-config.ts';
import { FeatureFlagProvider } from '../../lib/feature-flags.tsx';
import { ReadOnlyProvider } from '../../lib/read-only-context.tsx';
import { SessionProvider, useSessionState } from '../../lib/session.tsx';

/** Every route but /login, /callback and /logout: a signed-in user, their accounts, flags and read-only mode. */
export function AuthGuard() {
  const auth = useAuth();
  if (auth.isLoading) {
    return (
      <StatusPage>
        <p>Logging in, please wait...</p>
      </StatusPage>
    );
  }
  if (!auth.isAuthenticated) return <RedirectToLogin />;
  return <SignedIn />;
}

function SignedIn() {
  const state = useSessionState();
  const { sentryDsn } = useClientConfig();
  const error = state.status === 'error' ? state.error : null;
  useEffect(() => {
    if (error) reportError(error, 'logged-in user error');
  }, [error]);
  const ready = state.status === 'ready' ? state.session : null;
  useEffect(() => {
    if (ready) void initErrorReporting(sentryDsn, { id: ready.signedInUserId, email: ready.user.email, isAdmin: ready.isAdmin });
  }, [sentryDsn, ready?.signedInUserId, ready?.isAdmin]);

  if (state.status === 'loading') {
    return (
      <StatusPage>
        <p>Loading user details...</p>
      </StatusPage>
    );
  }
  if (state.status === 'error') {
    return (
      <StatusPage tone="alert">
        <p>Unexpected error occurred</p>
        <p className="mt-2 flex justify-center gap-4">
          {readWorkspaceOverride() && (
            <button
              type="button"
              className="text-primary underline"
              onClick={() => {
                storeWorkspaceOverride(null);
                window.location.assign('/admin');
              }}
            >
              Stop viewing as
            </button>
          )}
          <a className="text-primary underline" href="/logout">
            Logout
          </a>
        </p>
      </StatusPage>
    );
  }
  const { session } = state;
  return (
    <SessionProvider session={session}>
      <FeatureFlagProvider teamId={session.account.kind === 'team' ? session.account.id : null}>
        <ReadOnlyProvider>
          <Outlet />
        </ReadOnlyProvider>
      </FeatureFlagProvider>
    </SessionProvider>
  );
}
