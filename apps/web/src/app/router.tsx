import { DEFAULT_CUSTOMER_SHELL_THEME } from '@app/domain';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage.tsx';
import { StatusPage } from '@/components/StatusPage.tsx';
import { CallbackPage, LoginPage, LogoutPage } from '@/features/auth/index.ts';
import { AppNavigate } from '@/lib/navigation.tsx';
import { paths, withSubpages } from '@/lib/paths.ts';
import { ThemeProvider } from '@/lib/theme.tsx';
import { AuthGuard } from './routes/AuthGuard.tsx';
import { CustomerShell, preloadCustomerShell } from './routes/CustomerShell.tsx';
import { OnboardingRedirect } from './routes/OnboardingRedirect.tsx';
import { RouteErrorBoundary } from './routes/RouteError.tsx';

/**
 * A page loaded when first opened (its own chunk). Navigations are React transitions (BrowserRouter), so
 * the current page stays on screen while the next one's chunk loads; only the very first page shows the
 * loading fallback. The declarative router, not the data router, keeps ~17 KiB gzipped of react-router
 * out of a customer's first load (issue 17).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  const handle: RouteHandle = { preload: load };
  return { element: <Page />, handle };
}

interface RouteHandle {
  preload: () => Promise<unknown>;
}

/**
 * Starts loading the chunks of the page at `pathname` (called once at start-up, before the run-time config
 * and the session are fetched), so the first page's code downloads beside them instead of after them.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as RouteHandle | undefined)?.preload().catch(() => {
      // Rendering the page loads it again and shows the error page if it still fails.
    });
  }
}

/**
 * Customer pages: each feature its own chunk, loaded when first visited, so Home does not bring the
 * documents page's uploader or the employer wizard's state machine (XState) with it.
 */
const customerRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(
      () => import('@/features/home/index.ts'),
      (module) => module.HomePage,
    ),
  },
  { path: paths.homeAlias, element: <AppNavigate to={paths.home} /> },
  // The home page with the bell's settings dialog open over it (NotificationBell reads the address).
  {
    path: paths.notificationSettings,
    ...lazyPage(
      () => import('@/features/home/index.ts'),
      (module) => module.HomePage,
    ),
  },
  {
    path: paths.actions,
    ...lazyPage(
      () => import('@/features/actions/index.ts'),
      (module) => module.ActionItemsPage,
    ),
  },
  {
    path: paths.signForm,
    ...lazyPage(
      () => import('@/features/signed-forms/index.ts'),
      (module) => module.SignFormPage,
    ),
  },
  {
    path: paths.reviewDescriptions,
    ...lazyPage(
      () => import('@/features/description-review/index.ts'),
      (module) => module.ReviewDescriptionsPage,
    ),
  },
  {
    path: paths.docs,
    ...lazyPage(
      () => import('@/features/documents/index.ts'),
      (module) => module.DocumentsPage,
    ),
  },
  { path: paths.onboarding, element: <OnboardingRedirect /> },
  {
    path: withSubpages(paths.beneficiaryOnboarding),
    ...lazyPage(
      () => import('@/features/beneficiary-onboarding/index.ts'),
      (module) => module.BeneficiaryOnboardingPage,
    ),
  },
  {
    path: withSubpages(paths.employerOnboarding),
    ...lazyPage(
      () => import('@/features/employer-onboarding/index.ts'),
      (module) => module.EmployerOnboardingPage,
    ),
  },
  {
    path: withSubpages(paths.welcome),
    ...lazyPage(
      () => import('@/features/welcome/index.ts'),
      (module) => module.WelcomePage,
    ),
  },
  { path: '*', element: <ErrorPage /> },
];

/** The admin pages' one chunk (every admin route but the shell). */
const loadAdminRoutes = () => import('./routes/admin/admin-routes.tsx');

/** Admin tools: separate chunks, loaded only when an /admin path is opened (spec 1 §2). */
const adminRoutes: RouteObject = {
  path: paths.admin.dashboard,
  ...lazyPage(
    () => import('./routes/admin/AdminShell.tsx'),
    (module) => module.AdminShell,
  ),
  children: [
    {
      index: true,
      ...lazyPage(loadAdminRoutes, (module) => module.AdminDashboardRoute),
    },
    {
      path: paths.admin.cases,
      ...lazyPage(loadAdminRoutes, (module) => module.CaseListRoute),
    },
    {
      path: paths.admin.petitionBuilder,
      ...lazyPage(loadAdminRoutes, (module) => module.PetitionPickerRoute),
    },
    {
      path: paths.admin.newPetition,
      ...lazyPage(loadAdminRoutes, (module) => module.NewPetitionRoute),
    },
    {
      path: paths.admin.petition,
      ...lazyPage(loadAdminRoutes, (module) => module.EditPetitionRoute),
    },
    {
      path: paths.admin.entities,
      ...lazyPage(loadAdminRoutes, (module) => module.EntitiesRoute),
    },
    {
      path: paths.admin.exhibitRepo,
      ...lazyPage(loadAdminRoutes, (module) => module.ExhibitRepoRoute),
    },
    {
      path: paths.admin.draft,
      ...lazyPage(loadAdminRoutes, (module) => module.DraftRoute),
    },
    {
      path: paths.admin.letterGen,
      ...lazyPage(loadAdminRoutes, (module) => module.LetterGenRoute),
    },
    {
      path: paths.admin.newLetterGen,
      ...lazyPage(loadAdminRoutes, (module) => module.NewLetterGenRoute),
    },
    {
      path: paths.admin.researchAgent,
      ...lazyPage(loadAdminRoutes, (module) => module.ResearchAgentRoute),
    },
    {
      path: paths.admin.attorneyProfile,
      ...lazyPage(loadAdminRoutes, (module) => module.AttorneyProfileRoute),
    },
    {
      path: paths.admin.formEditions,
      ...lazyPage(loadAdminRoutes, (module) => module.FormEditionsRoute),
    },
    // The dashboard with the bell's settings dialog open over it (NotificationBell reads the address).
    {
      path: paths.admin.notificationSettings,
      ...lazyPage(loadAdminRoutes, (module) => module.AdminDashboardRoute),
    },
    { path: '*', element: <ErrorPage /> },
  ],
};

function LoadingPage() {
  return (
    <StatusPage>
      <p>Loading...</p>
    </StatusPage>
  );
}

export const routes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  { path: paths.callback, element: <CallbackPage /> },
  { path: paths.logout, element: <LogoutPage /> },
  // Outside the sign-in guard: the signatory has no account (the link and an e-mailed code authorise them).
  {
    path: paths.sign,
    ...lazyPage(
      () => import('@/features/signing/index.ts'),
      (module) => module.SigningPage,
    ),
  },
  {
    element: (
      <RouteErrorBoundary>
        <AuthGuard />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <ThemeProvider defaultTheme={DEFAULT_CUSTOMER_SHELL_THEME}>
            <CustomerShell />
          </ThemeProvider>
        ),
        handle: { preload: preloadCustomerShell } satisfies RouteHandle,
        children: customerRoutes,
      },
      adminRoutes,
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<LoadingPage />}>
        <Routes />
      </Suspense>
    </BrowserRouter>
  );
}
