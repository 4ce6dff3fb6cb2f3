import { DEFAULT_ADMIN_SHELL_THEME } from '@app/domain';
import { Home } from 'lucide-react';
import { MainContent, SkipLink } from '@/components/layout/MainContent.tsx';
import { Outlet, useLocation } from 'react-router';
import { AccountMenu } from '@/components/layout/AccountMenu.tsx';
import { DemoBanner } from '@/components/layout/DemoBanner.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { AppLink, AppNavigate, useAppNavigate } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.tsx';
import { ThemeProvider } from '@/lib/theme.tsx';
import { cn } from '@/lib/utils.ts';
import { LazyNotificationBell } from '../../shell/LazyNotificationBell.tsx';

const NAV = [
  { to: paths.admin.dashboard, label: 'Dashboard', end: true },
  { to: paths.admin.cases, label: 'Cases' },
  { to: paths.admin.petitionBuilder, label: 'Petition builder' },
  { to: paths.admin.entities, label: 'Entities' },
  { to: paths.admin.exhibitRepo, label: 'Exhibit repository' },
  { to: paths.admin.draft, label: 'Letters' },
  // Every settings page (attorney profile, USCIS form editions) keeps Settings current.
  { to: paths.admin.attorneyProfile, label: 'Settings', section: '/admin/settings/' },
] as const;

/** The admin portal frame: header with the tools, the Home button while an override is active, the avatar menu. */
export function AdminShell() {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  // Admin tools are for staff; the server guards the data, this keeps customers out of the frame.
  if (!session.isAdmin) return <AppNavigate to={paths.notFound} />;
  return (
    <ThemeProvider defaultTheme={DEFAULT_ADMIN_SHELL_THEME}>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <DemoBanner />
        <header className="flex flex-wrap items-center gap-3 border-b px-4 py-2">
          <AppLink to={paths.admin.dashboard} className="mr-2 text-lg font-semibold">
            Petition Studio <span className="text-muted-foreground">Admin</span>
          </AppLink>
          <nav aria-label="Admin" className="flex flex-wrap gap-1">
            {NAV.map((item) => {
              const active =
                'end' in item ? pathname === item.to : pathname.startsWith('section' in item ? item.section : item.to);
              return (
                <AppLink
                  key={item.to}
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), active && 'bg-accent')}
                >
                  {item.label}
                </AppLink>
              );
            })}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            {session.overridingWsId && (
              <>
                <span className="text-sm text-muted-foreground">Viewing as {session.user.fullName}</span>
                <Button variant="outline" size="sm" allowInReadOnly onClick={() => navigate(paths.home)}>
                  <Home aria-hidden="true" />
                  Home
                </Button>
              </>
            )}
            <LazyNotificationBell portal="staff" />
            <AccountMenu showAccounts={false} />
          </div>
        </header>
        <MainContent>
          <Outlet />
        </MainContent>
      </div>
    </ThemeProvider>
  );
}
