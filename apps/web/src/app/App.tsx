import { useEffect, useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { StatusPage } from '../components/StatusPage.tsx';
import { oidcSettings, removeAuthParamsFromUrl } from '../features/auth/index.ts';
import { fetchClientConfig, type ClientConfig } from '../lib/client-config.ts';
import { AppRoutes } from './AppRoutes.tsx';
import './app.css';

type ConfigState = { status: 'loading' } | { status: 'ready'; config: ClientConfig } | { status: 'error' };

/** Loads the sign-in settings from the API, then runs the app inside the OIDC session. */
export function App() {
  const [state, setState] = useState<ConfigState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchClientConfig(controller.signal).then(
      (config) => setState({ status: 'ready', config }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, []);

  if (state.status === 'error') {
    return (
      <StatusPage tone="alert">
        <p>Unexpected error occurred</p>
      </StatusPage>
    );
  }
  if (state.status === 'loading') {
    return (
      <StatusPage>
        <p>Loading...</p>
      </StatusPage>
    );
  }
  return (
    <AuthProvider {...oidcSettings(state.config)} onSigninCallback={removeAuthParamsFromUrl}>
      <AppRoutes />
    </AuthProvider>
  );
}
