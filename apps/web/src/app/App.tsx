import { startTransition, useEffect, useState } from 'react';
import { StatusPage } from '@/components/StatusPage.tsx';
import { fetchClientConfig, type ClientConfig } from '@/lib/client-config.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';
import './app.css';
import { UNEXPECTED_ERROR_TEXT } from '@app/domain';

type ConfigState = { status: 'loading' } | { status: 'ready'; config: ClientConfig } | { status: 'error' };

/** Loads the sign-in settings from the API, then runs the app inside the OIDC session. */
export function App() {
  const [state, setState] = useState<ConfigState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchClientConfig(controller.signal).then(
      // A transition: the whole app renders below this state, and React renders a transition in slices a phone
      // can interleave with other work; an ordinary update here rendered it in one task (42 ms of rendering at
      // 4× CPU in the start-up profile, issue 35).
      (config) => startTransition(() => setState({ status: 'ready', config })),
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
        <p>{UNEXPECTED_ERROR_TEXT}</p>
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
    <AppProvider config={state.config}>
      <AppRouter />
    </AppProvider>
  );
}
