import { paths } from '../lib/paths.ts';

/**
 * The code each page needs when it is the first one opened, named by module as the app imports them. The
 * build turns this into chunk files (scripts/first-page-preloads.ts) and the server lists them in that page's
 * HTML as `<link rel="modulepreload">` (issue 35): the browser then fetches them beside the entry chunk, not
 * one wave after another as each lazy import runs, and Vite's preload helper appends no links of its own
 * (Chromium's work for each appended link was 10–33 ms of the start-up task).
 *
 * Only what every visit to the page loads at once belongs here (not the support panel, opened on demand, nor
 * another language's catalogue). `e2e/first-page-preloads.e2e.test.ts` loads each page and fails when it fetches
 * a script its HTML did not list, or its HTML lists one it never fetched.
 */
export interface FirstPageModules {
  path: string;
  /** The page routes its own sub-pages (an onboarding step's path): they load the same code. */
  subpages: boolean;
  modules: readonly string[];
}

/** What the app loads at start-up on every signed-in page (main.tsx, provider.tsx, the OIDC session, Apollo). */
const startUp = ['@/lib/client-config-schema.ts', 'oidc-client-ts', '@/lib/apollo-subscriptions.ts'];

/** The customer portal's frame: layout, language runtime, rail, account menu and notification bell. */
const customerShell = [
  ...startUp,
  '@/app/shell/CustomerShellLayout.tsx',
  '@/lib/i18n/i18n-runtime.tsx',
  '@/components/layout/rail-chunk.ts',
  '@/app/shell/CustomerAccountMenu.tsx',
  '@/features/notifications/components/NotificationBell.tsx',
];

const customerPage = (path: string, page: string, subpages = false): FirstPageModules => ({
  path,
  subpages,
  modules: [...customerShell, page],
});

export const firstPageModules: readonly FirstPageModules[] = [
  customerPage(paths.home, '@/features/home/index.ts'),
  customerPage(paths.actions, '@/features/actions/index.ts'),
  customerPage(paths.docs, '@/features/documents/index.ts'),
  customerPage(paths.beneficiaryOnboarding, '@/features/beneficiary-onboarding/index.ts', true),
  customerPage(paths.employerOnboarding, '@/features/employer-onboarding/index.ts', true),
  customerPage(paths.welcome, '@/features/welcome/index.ts', true),
  // Every staff page: the admin shell, its notification bell and the admin pages' one chunk (a page's own panels
  // load after it).
  {
    path: paths.admin.dashboard,
    subpages: true,
    modules: [
      ...startUp,
      '@/app/routes/admin/AdminShell.tsx',
      '@/features/notifications/components/NotificationBell.tsx',
      '@/app/routes/admin/admin-routes.tsx',
    ],
  },
];
