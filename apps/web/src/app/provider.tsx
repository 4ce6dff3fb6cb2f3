import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthProvider, oidcSettings, removeAuthParamsFromUrl, useAuth } from '@/features/auth/index.ts';
import { accessToken, setAccessToken } from '@/lib/access-token.ts';
import { createApolloClient } from '@/lib/apollo.ts';
import { ClientConfigContext, type ClientConfig } from '@/lib/client-config.ts';

/**
 * Toasts appear only after an action on a page, so their library (sonner) loads after the first paint
 * instead of with it; the pages that call `toast()` are lazy chunks themselves.
 */
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * Keeps the access token (renewed silently by oidc-client-ts) where Apollo and the REST client read
 * it. A layout effect, not a write during render: it runs before any child's effects, so a child
 * that loads on mount already sends the token.
 */
function AuthenticatedApollo({ children }: { children: ReactNode }) {
  const token = useAuth().user?.access_token;
  useLayoutEffect(() => {
    setAccessToken(token);
    return () => setAccessToken(undefined);
  }, [token]);
  const [client] = useState(() => createApolloClient(accessToken));
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/**
 * On phones the toast's close button is fingertip-sized (44 px, issue 26) and sits inside the toast's top
 * right, the text making room for it. Sonner's own styles are unlayered, so these override with `!`.
 */
const PHONE_TOAST_CLASSES = {
  toast: 'max-md:pr-12!',
  closeButton: 'max-md:size-11! max-md:left-auto! max-md:right-0! max-md:top-0! max-md:transform-none! max-md:border-0!',
};

/** Providers every route shares: the run-time settings, the OIDC session, Apollo, toasts (bottom right). */
export function AppProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const settings = useMemo(() => oidcSettings(config), [config]);
  return (
    <ClientConfigContext.Provider value={config}>
      <AuthProvider settings={settings} onSigninCallback={removeAuthParamsFromUrl}>
        <AuthenticatedApollo>
          {children}
          <Suspense fallback={null}>
            <Toaster position="bottom-right" richColors closeButton toastOptions={{ classNames: PHONE_TOAST_CLASSES }} />
          </Suspense>
        </AuthenticatedApollo>
      </AuthProvider>
    </ClientConfigContext.Provider>
  );
}
