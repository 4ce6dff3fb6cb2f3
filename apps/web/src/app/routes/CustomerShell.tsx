import { MainContent, SkipLink } from '@/components/layout/MainContent.tsx';
import { Outlet, useLocation } from 'react-router';
import { LazyAccountMenu } from '../shell/LazyAccountMenu.tsx';
import { LazyNotificationBell } from '../shell/LazyNotificationBell.tsx';
import { LazyRailMenuButton, LazySideRail } from '../shell/LazyRail.tsx';
import { ViewAsBanner } from '@/components/layout/ViewAsBanner.tsx';
import { DemoBanner } from '@/components/layout/DemoBanner.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { isRailShown } from '@/components/layout/rail.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.tsx';
import { SupportPanel } from '@/features/support/index.ts';

/**
 * The customer portal: left rail (on its paths; on phones a drawer behind the header's menu button),
 * header with the avatar menu, the page, the floating help button.
 */
export function CustomerShell() {
  const { pathname } = useLocation();
  const session = useSession();
  const readOnly = useReadOnly();
  const railShown = isRailShown(pathname);
  return (
    <div className="phone-touch-targets flex min-h-screen">
      <SkipLink />
      {railShown && <LazySideRail />}
      <div className="flex min-w-0 flex-1 flex-col">
        <DemoBanner />
        <ViewAsBanner />
        <header className="flex items-center justify-end gap-3 border-b px-4 py-2">
          {railShown && <LazyRailMenuButton />}
          {readOnly && <span className="rounded-full bg-secondary px-3 py-1 text-xs font-medium">Read-only</span>}
          {session.isAdmin && !session.overridingWsId && (
            <AppLink to={paths.admin.dashboard} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Admin
            </AppLink>
          )}
          <LazyNotificationBell portal="customer" />
          <LazyAccountMenu />
        </header>
        <MainContent>
          <Outlet />
        </MainContent>
      </div>
      <SupportPanel />
    </div>
  );
}
