import { DEFAULT_CUSTOMER_SHELL_THEME } from '@app/domain';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { StatusPage } from '../components/StatusPage.tsx';
import { CallbackPage, LoginPage, LogoutPage } from '../features/auth/index.ts';
import { AppNavigate } from '../lib/navigation.tsx';
import { ThemeProvider } from '../lib/theme.tsx';
import { AuthGuard } from './routes/AuthGuard.tsx';
import { CustomerShell } from './routes/CustomerShell.tsx';
import { RouteError } from './routes/RouteError.tsx';

/** Customer pages: each its own chunk too, loaded when first visited. */
const customerRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./routes/customer.tsx')).HomeRoute }) },
  { path: 'home', element: <AppNavigate to="/" /> },
  { path: 'actions', lazy: async () => ({ Component: (await import('./routes/customer.tsx')).ActionsRoute }) },
  { path: 'docs', lazy: async () => ({ Component: (await import('./routes/customer.tsx')).DocumentsRoute }) },
  { path: 'onboarding', element: <AppNavigate to="/onboarding/beneficiary" /> },
  {
    path: 'onboarding/beneficiary/*',
    lazy: async () => ({ Component: (await import('./routes/customer.tsx')).BeneficiaryOnboardingRoute }),
  },
  {
    path: 'onboarding/employer/*',
    lazy: async () => ({ Component: (await import('./routes/customer.tsx')).EmployerOnboardingRoute }),
  },
  { path: 'welcome/*', lazy: async () => ({ Component: (await import('./routes/customer.tsx')).WelcomeRoute }) },
  { path: '*', element: <ErrorPage /> },
];

/** Admin tools: separate chunks, loaded only when an /admin path is opened (spec 1 §2). */
const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: async () => ({ Component: (await import('./routes/admin/AdminShell.tsx')).AdminShell }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).AdminDashboardRoute }) },
    {
      path: 'petition-builder',
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).PetitionPickerRoute }),
    },
    {
      path: 'petition-builder/new',
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).NewPetitionRoute }),
    },
    {
      path: 'petition-builder/:petitionId',
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).EditPetitionRoute }),
    },
    { path: 'entities', lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).EntitiesRoute }) },
    {
      path: 'exhibit-repo',
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).ExhibitRepoRoute }),
    },
    { path: 'draft', lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).DraftRoute }) },
    { path: 'lettergen', lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).LetterGenRoute }) },
    {
      path: 'new_lettergen',
      lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).NewLetterGenRoute }),
    },
    {
      path: 'researchagent',
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
  { path: '/login', element: <LoginPage /> },
  { path: '/callback', element: <CallbackPage /> },
  { path: '/logout', element: <LogoutPage /> },
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
