import { useAuth } from 'react-oidc-context';
import { StatusPage } from '../components/StatusPage.tsx';
import { CallbackPage, LoginPage, LogoutPage, RedirectToLogin } from '../features/auth/index.ts';
import { useLocationPath } from '../lib/navigation.ts';
import { SignedInPage } from './SignedInPage.tsx';

/** The sign-in routes, and behind the authentication guard everything else (the shell comes later). */
export function AppRoutes() {
  const path = useLocationPath();
  const pathname = path.split('?')[0];
  const auth = useAuth();

  switch (pathname) {
    case '/login':
      return <LoginPage />;
    case '/callback':
      return <CallbackPage />;
    case '/logout':
      return <LogoutPage />;
  }
  if (auth.isLoading) {
    return (
      <StatusPage>
        <p>Loading...</p>
      </StatusPage>
    );
  }
  if (!auth.isAuthenticated) return <RedirectToLogin returnTo={path} />;
  return <SignedInPage />;
}
