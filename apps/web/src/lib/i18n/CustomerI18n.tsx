import { localeFromBrowser, parseStoredLocale, type Locale } from '@app/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { StatusPage } from '@/components/StatusPage.tsx';
import { useSession } from '@/lib/session.tsx';

/**
 * Lingui and the English catalogue, in a chunk of their own (issue 36: the first load stays ≤ 150 KiB gz). A
 * customer page opened first requests it at start-up (CustomerShell's preloadCustomerShell), so the shell does
 * not wait for it after the run-time config and the session.
 */
export const loadI18nRuntime = () => import('./i18n-runtime.tsx');
const Provider = lazy(async () => ({ default: (await loadI18nRuntime()).PortalI18nProvider }));

/** The signed-in person's portal language: their choice on the server, else the browser's languages (issue 36). */
export function useCustomerLocale(): Locale {
  const session = useSession();
  return parseStoredLocale(session.me.locale) ?? localeFromBrowser(navigator.languages);
}

/**
 * The customer portal in the person's language: everything inside may call Lingui (`useLingui`). Staff pages are
 * outside it and stay English. Until the runtime (and, for another language than English, its catalogue) has
 * loaded, the loading page shows.
 */
export function CustomerI18n({ children }: { children: ReactNode }) {
  const locale = useCustomerLocale();
  return (
    <Suspense
      fallback={
        <StatusPage>
          <p>…</p>
        </StatusPage>
      }
    >
      <Provider locale={locale}>{children}</Provider>
    </Suspense>
  );
}
