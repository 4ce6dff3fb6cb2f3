import { lazy } from 'react';
import { CustomerI18n, loadI18nRuntime } from '@/lib/i18n/CustomerI18n.tsx';

const loadLayout = () => import('../shell/CustomerShellLayout.tsx');
const CustomerShellLayout = lazy(async () => ({ default: (await loadLayout()).CustomerShellLayout }));

/**
 * The shell's layout and the language runtime it needs (Lingui is kept out of the first load, issue 36). When a
 * customer page is the first one opened, router.tsx's preloadRoute requests them at start-up, beside the run-time
 * config and the session; a staff page never loads them (issue 35: they took main-thread time from its own start).
 */
export function preloadCustomerShell(): Promise<unknown> {
  return Promise.all([loadLayout(), loadI18nRuntime()]);
}

/**
 * The customer portal in the signed-in person's language (CustomerI18n: their choice, else the browser's); its
 * layout (rail, header, page, help button) is CustomerShellLayout. The loading page shows until both have loaded.
 */
export function CustomerShell() {
  return (
    <CustomerI18n>
      <CustomerShellLayout />
    </CustomerI18n>
  );
}
