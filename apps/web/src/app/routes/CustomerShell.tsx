import { lazy } from 'react';
import { CustomerI18n } from '@/lib/i18n/CustomerI18n.tsx';

const loadLayout = () => import('../shell/CustomerShellLayout.tsx');
const CustomerShellLayout = lazy(async () => ({ default: (await loadLayout()).CustomerShellLayout }));

/*
 * Requested at start-up beside the run-time config and the session (as the first page's chunk is, router.tsx
 * preloadRoute): the shell's layout uses Lingui, which is kept out of the first load (issue 36).
 */
void loadLayout().catch(() => {
  // Rendering the shell loads it again and shows the route's error page if it still fails.
});

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
