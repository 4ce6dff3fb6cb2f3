import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/components/StatusPage.tsx';
import { readWorkspaceOverride } from '@/lib/accounts.ts';
import { reportError } from '@/lib/error-reporting.ts';
import { graphql } from '@/lib/gql/index.ts';
import { paths } from '@/lib/paths.ts';
import { hasAuthParams, useAuth } from './auth-provider.tsx';
import { postLoginPath, returnToFromState } from './sign-in-state.ts';
import { UNEXPECTED_ERROR_TEXT } from '@app/domain';

const CallbackUserQuery = graphql(`
  query CallbackUser {
    loggedInUser {
      currentUserId
      isAdmin
    }
  }
`);

/**
 * /callback: the provider returns here; AuthProvider exchanges the code. Then everyone goes back to where
 * they were going; admins who asked for no page in particular go to /admin (unless a workspace override is
 * active): decisions SHELL-012, issue 26.
 */
export function CallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const loggedIn = useQuery(CallbackUserQuery, {
    skip: !auth.isAuthenticated,
    fetchPolicy: 'network-only',
    context: { workspaceOverride: 'ignore' },
  });
  const returnTo = returnToFromState(auth.user?.state);
  const lostCallback = !auth.isLoading && !auth.isAuthenticated && !auth.error && !hasAuthParams();

  useEffect(() => {
    if (lostCallback) void navigate(paths.login, { replace: true });
  }, [lostCallback, navigate]);

  const isAdmin = loggedIn.data?.loggedInUser?.isAdmin;
  useEffect(() => {
    if (isAdmin === undefined || isAdmin === null) return;
    void navigate(postLoginPath({ isAdmin, overrideActive: Boolean(readWorkspaceOverride()), returnTo }), { replace: true });
  }, [isAdmin, returnTo, navigate]);

  const error = auth.error ?? loggedIn.error;
  useEffect(() => {
    if (error) reportError(error, 'logged-in user error');
  }, [error]);

  if (error) {
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
