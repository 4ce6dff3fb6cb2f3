import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { StatusPage } from '../../components/StatusPage.tsx';
import { navigate } from '../../lib/navigation.ts';

/** /logout: ends the session at the identity provider, which returns to the site origin. */
export function LogoutPage() {
  const auth = useAuth();
  const started = useRef(false);

  useEffect(() => {
    if (auth.isLoading || started.current) return;
    started.current = true;
    if (!auth.user) {
      navigate('/', { replace: true });
      return;
    }
    auth.signoutRedirect().catch((error: unknown) => {
      console.error('Could not sign out at the identity provider', error);
      void auth.removeUser().then(() => navigate('/', { replace: true }));
    });
  }, [auth]);

  return (
    <StatusPage>
      <p>Signing out...</p>
    </StatusPage>
  );
}
