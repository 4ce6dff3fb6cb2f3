import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { StatusPage } from '@/components/StatusPage.tsx';
import { RedirectToLogin, useAuth } from '@/features/auth/index.ts';
import { storeWorkspaceOverride } from '@/lib/accounts.ts';
import { identifyErrorReportingUser, reportError, startErrorReporting } from '@/lib/error-reporting.ts';
import { useClientConfig } from '@/lib/client-config.ts';
import { FeatureFlagProvider } from '@/lib/feature-flags.tsx';
import { paths } from '@/lib/paths.ts';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { SessionProvider, useSessionState, useWorkspaceOverride, type Session } from '@/lib/session.tsx';
import { UNEXPECTED_ERROR_TEXT } from '@app/domain';
import { prefetchFirstPageData } from '../first-page-data.ts';

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
  const { sentryDsn } = useClientConfig();
  // Signed in, user record not loaded yet: start error reporting now, so a failing logged-in-user query
  // is reported through Sentry too (errors reported while the SDK loads are queued). Declared before the
  // effect that reports, so it runs first.
  useEffect(() => {
    void startErrorReporting(sentryDsn);
  }, [sentryDsn]);
  const client = useApolloClient();
  const prefetched = useRef(false);
  // Once per load of the app: later pages are reached by navigation, which loads their code and data as they open.
  const onSessionKnown = useCallback(
    (session: Session) => {
      if (prefetched.current) return;
      prefetched.current = true;
      prefetchFirstPageData(client, session, window.location.pathname);
    },
    [client],
  );
  const state = useSessionState({ onSessionKnown });
  const overridingWsId = useWorkspaceOverride();
  const error = state.status === 'error' ? state.error : null;
  useEffect(() => {
    if (error) reportError(error, 'logged-in user error');
  }, [error]);
  const ready = state.status === 'ready' ? state.session : null;
  const userId = ready?.signedInUserId;
  const email = ready?.me.email ?? null;
  const isAdmin = ready?.isAdmin;
  useEffect(() => {
    // The signed-in person (never an account an admin views as); session replay for non-admins only.
    if (userId !== undefined && isAdmin !== undefined) identifyErrorReportingUser({ id: userId, email, isAdmin });
  }, [userId, email, isAdmin]);

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
        <p>{UNEXPECTED_ERROR_TEXT}</p>
        <p className="mt-2 flex justify-center gap-4">
          {overridingWsId && (
            <button
              type="button"
              className="text-primary underline"
              onClick={() => {
                storeWorkspaceOverride(null);
                window.location.assign(paths.admin.dashboard);
              }}
            >
              Stop viewing as
            </button>
          )}
          <a className="text-primary underline" href={paths.logout}>
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
