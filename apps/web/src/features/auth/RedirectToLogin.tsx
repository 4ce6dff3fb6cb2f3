import { useEffect } from 'react';
import { StatusPage } from '../../components/StatusPage.tsx';
import { navigate } from '../../lib/navigation.ts';
import { loginPathFor } from './sign-in-state.ts';

/** Every page needs a signed-in user: go to /login, remembering where we were. */
export function RedirectToLogin({ returnTo }: { returnTo: string }) {
  useEffect(() => {
    navigate(loginPathFor(returnTo), { replace: true });
  }, [returnTo]);
  return (
    <StatusPage>
      <p>Logging in, please wait...</p>
    </StatusPage>
  );
}
