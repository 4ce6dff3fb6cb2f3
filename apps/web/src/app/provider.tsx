import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthProvider, oidcSettings, removeAuthParamsFromUrl, useAuth } from '@/features/auth/index.ts';
import { accessToken, setAccessToken } from '@/lib/access-token.ts';
import { createApolloClient } from '@/lib/apollo.ts';
import { SessionRejectionHandler } from '@/features/auth/SessionRejectionHandler.tsx';
import { ClientConfigContext, type ClientConfig } from '@/lib/client-config.ts';
import { useToastRegionLabel } from '@/lib/toast-region-label.ts';

/**
 * Toasts appear only after an action on a page, so their library (sonner) loads after the first paint
 * instead of with it; the pages that call `toast()` are lazy chunks themselves.
 */
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * Toasts stack above the customer portal's floating help button (24 px from the corner, 48 px tall, then a
 * 16 px gap): at the corner they covered it for their 4 seconds, on a phone across the whole width, and a tap
 * meant for help landed on the toast. The staff portal has no such button; one position for both keeps it simple.
 */
const TOASTS_CLEAR_OF_HELP_BUTTON = { bottom: 24 + 48 + 16 };

/**
 * The one toaster of both portals (one, so that a toast outlives a navigation from one portal to the other). Its
 * region is named in the customer's language by the translated screens (useNameToastRegion), else sonner's English.
 */
function AppToaster() {
  const regionLabel = useToastRegionLabel();
  return (
    <Suspense fallback={null}>
      {/* dir given: without it sonner reads the page's computed direction on every render of the toaster,
          a forced style recalculation mid-render (13 ms on the documents page, issue 35). Every portal
          language (en, es, hi, pt-BR, zh-Hans) is written left to right. */}
      <Toaster
        position="bottom-right"
        offset={TOASTS_CLEAR_OF_HELP_BUTTON}
        mobileOffset={TOASTS_CLEAR_OF_HELP_BUTTON}
        richColors
        closeButton
        dir="ltr"
        containerAriaLabel={regionLabel}
      />
    </Suspense>
  );
}

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
 * Providers every route shares: the run-time settings, the OIDC session (ended cleanly when the server refuses
 * it), Apollo, toasts (bottom right).
 */
export function AppProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const settings = useMemo(() => oidcSettings(config), [config]);
  return (
    <ClientConfigContext.Provider value={config}>
      <AuthProvider settings={settings} onSigninCallback={removeAuthParamsFromUrl}>
        <AuthenticatedApollo>
          <SessionRejectionHandler />
          {children}
          <AppToaster />
        </AuthenticatedApollo>
      </AuthProvider>
    </ClientConfigContext.Provider>
  );
}
