import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { AuthProvider, useAuth } from 'react-oidc-context';
import { Toaster } from 'sonner';
import { oidcSettings, removeAuthParamsFromUrl } from '../features/auth/index.ts';
import { createApolloClient } from '../lib/apollo.ts';
import { ClientConfigContext, type ClientConfig } from '../lib/client-config.ts';

/** Apollo with the current access token (renewed silently by oidc-client-ts). */
function AuthenticatedApollo({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const tokenRef = useState(() => ({ current: undefined as string | undefined }))[0];
  tokenRef.current = auth.user?.access_token;
  const [client] = useState(() => createApolloClient(() => tokenRef.current));
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/** Providers every route shares: the run-time settings, the OIDC session, Apollo, toasts (bottom right). */
export function AppProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  return (
    <ClientConfigContext.Provider value={config}>
      <AuthProvider {...oidcSettings(config)} onSigninCallback={removeAuthParamsFromUrl}>
        <AuthenticatedApollo>
          {children}
          <Toaster position="bottom-right" richColors closeButton />
        </AuthenticatedApollo>
      </AuthProvider>
    </ClientConfigContext.Provider>
  );
}
