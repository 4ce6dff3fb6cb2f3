import { localeFromBrowser, parseStoredLocale, type Locale } from '@app/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { StatusPage } from '@/components/StatusPage.tsx';
import { useSession } from '@/lib/session.tsx';

const loadRuntime = () => import('./i18n-runtime.tsx');
const Provider = lazy(async () => ({ default: (await loadRuntime()).CustomerI18nProvider }));

/*
 * Requested at start-up (as the first page's chunk is, router.tsx preloadRoute), beside the run-time config and
 * the session, so the customer shell does not wait for it after them. Lingui and the English catalogue are in
 * that chunk, not in the first load (issue 36: the first load stays ≤ 150 KiB gz).
 */
void loadRuntime().catch(() => {
  // Rendering the shell loads it again and shows the route's error page if it still fails.
});

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
