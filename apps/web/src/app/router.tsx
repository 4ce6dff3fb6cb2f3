import { DEFAULT_CUSTOMER_SHELL_THEME } from '@app/domain';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { StatusPage } from '../components/StatusPage.tsx';
import { CallbackPage, LoginPage, LogoutPage } from '../features/auth/index.ts';
import { AppNavigate } from '../lib/navigation.tsx';
import { paths, withSubpages } from '../lib/paths.ts';
import { ThemeProvider } from '../lib/theme.tsx';
import { AuthGuard } from './routes/AuthGuard.tsx';
import { CustomerShell } from './routes/CustomerShell.tsx';
import { RouteError } from './routes/RouteError.tsx';

/**
 * Customer pages: each feature its own chunk, loaded when first visited, so Home does not bring the
 * documents page's uploader or the employer wizard's state machine (XState) with it.
 */
const customerRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../features/home/index.ts')).HomePage }) },
  { path: paths.homeAlias, element: <AppNavigate to={paths.home} /> },
  { path: paths.actions, lazy: async () => ({ Component: (await import('../features/actions/index.ts')).ActionItemsPage }) },
  { path: paths.docs, lazy: async () => ({ Component: (await import('../features/documents/index.ts')).DocumentsPage }) },
  { path: paths.onboarding, element: <AppNavigate to={paths.beneficiaryOnboarding} /> },
  {
    path: withSubpages(paths.beneficiaryOnboarding),
    lazy: async () => ({ Component: (await import('../features/beneficiary-onboarding/index.ts')).BeneficiaryOnboardingPage }),
  },
  {
    path: withSubpages(paths.employerOnboarding),
    lazy: async () => ({ Component: (await import('../features/employer-onboarding/index.ts')).EmployerOnboardingPage }),
  },
  {
    path: withSubpages(paths.welcome),
    lazy: async () => ({ Component: (await import('../features/welcome/index.ts')).WelcomePage }),
  },
  { path: '*', element: <ErrorPage /> },
];

/** Admin tools: separate chunks, loaded only when an /admin path is opened (spec 1 §2). */
const adminRoutes: RouteObject = {
  path: paths.admin.dashboard,
  lazy: async () => ({ Component: (await import('./routes/admin/AdminShell.tsx')).AdminShell }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).AdminDashboardRoute }) },
    {
      path: paths.admin.petitionBuilder,
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).PetitionPickerRoute }),
    },
    {
      path: paths.admin.newPetition,
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).NewPetitionRoute }),
    },
    {
      path: paths.admin.petition,
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).EditPetitionRoute }),
    },
    {
      path: paths.admin.entities,
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).EntitiesRoute }),
    },
    {
      path: paths.admin.exhibitRepo,
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).ExhibitRepoRoute }),
    },
    { path: paths.admin.draft, lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).DraftRoute }) },
    {
      path: paths.admin.letterGen,
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).LetterGenRoute }),
    },
    {
      path: paths.admin.newLetterGen,
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).NewLetterGenRoute }),
    },
    {
      path: paths.admin.researchAgent,
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).ResearchAgentRoute }),
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
  {
    element: <AuthGuard />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingPage />,
    children: [
      {
        element: (
          <ThemeProvider defaultTheme={DEFAULT_CUSTOMER_SHELL_THEME}>
            <CustomerShell />
          </ThemeProvider>
        ),
        children: customerRoutes,
      },
      adminRoutes,
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
