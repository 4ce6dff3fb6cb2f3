import { STORAGE_KEYS } from '@app/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/components/StatusPage.tsx';
import { paths } from '@/lib/paths.ts';
import { useAuth } from './auth-provider.tsx';

/** /logout: forgets the workspace override, ends the session at the provider, which returns to the site origin. */
export function LogoutPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (auth.isLoading || started.current) return;
    started.current = true;
    localStorage.removeItem(STORAGE_KEYS.overridingWsId);
    if (!auth.user) {
      void navigate(paths.home, { replace: true });
      return;
    }
    auth.signoutRedirect().catch((error: unknown) => {
      console.error('Could not sign out at the identity provider', error);
      void auth.removeUser().then(() => navigate(paths.home, { replace: true }));
    });
  }, [auth, navigate]);

  return (
    <StatusPage>
      <p>Signing out...</p>
    </StatusPage>
  );
}
