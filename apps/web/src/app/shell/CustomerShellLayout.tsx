import { MainContent, SkipLink } from '@/components/layout/MainContent.tsx';
import { Outlet, useLocation } from 'react-router';
import { useLingui } from '@lingui/react';
import { LazyAccountMenu } from './LazyAccountMenu.tsx';
import { LazyNotificationBell } from './LazyNotificationBell.tsx';
import { LazyRailMenuButton, LazySideRail } from './LazyRail.tsx';
import { ViewAsBanner } from '@/components/layout/ViewAsBanner.tsx';
import { DemoBanner } from '@/components/layout/DemoBanner.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { isRailShown } from '@/components/layout/rail.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.tsx';
import { SupportPanel } from '@/features/support/index.ts';
import { QueryStateTextsContext } from '@/components/QueryState.tsx';
import { ErrorPageTextsContext } from '@/components/error-page-texts.ts';
import { translatedErrorPageTexts } from '@/lib/i18n/error-page-texts.ts';
import { UploaderTextsContext } from '@/components/files/uploader-texts.ts';
import { FormTextsContext } from '@/components/form/form-texts.ts';
import { translatedUploaderTexts } from '@/lib/i18n/uploader-texts.ts';
import { translatedFormTexts } from '@/lib/i18n/form-texts.ts';
import { useTranslatedToastRegion } from '@/lib/i18n/toast-region.ts';
import {
  ENGLISH_NOTIFICATION_TEXTS,
  NotificationTextsContext,
  translatedNotificationTexts,
} from '@/features/notifications/index.ts';
import { useMemo } from 'react';

/**
 * The customer portal: left rail (on its paths; on phones a drawer behind the header's menu button),
 * header with the avatar menu, the page, the floating help button. In the person's language (CustomerShell.tsx
 * wraps it in CustomerI18n), and a lazy chunk of its own, so Lingui is not in the first load (issue 36).
 */
export function CustomerShellLayout() {
  const { i18n } = useLingui();
  // Every loading and error state of the customer's pages (QueryState) and every uploader, in their language.
  const queryStateTexts = {
    loading: i18n._({ id: 'common.loading', message: 'Loading...' }),
    error: i18n._({ id: 'common.unexpectedError', message: 'Unexpected error occurred' }),
  };
  // Memoised per language: the country picker rebuilds its list when these change.
  const formTexts = useMemo(() => translatedFormTexts(i18n), [i18n]);
  const notificationTexts = useMemo(() => translatedNotificationTexts(i18n, ENGLISH_NOTIFICATION_TEXTS), [i18n]);
  // An unknown address or /404 (the error page of the customer routes) says so in their language too.
  const errorPageTexts = useMemo(() => translatedErrorPageTexts(i18n), [i18n]);
  // The app's one toaster (AppProvider) sits outside the language provider: its region is named from here.
  useTranslatedToastRegion();
  return (
    <QueryStateTextsContext value={queryStateTexts}>
      <UploaderTextsContext value={translatedUploaderTexts(i18n)}>
        <FormTextsContext value={formTexts}>
          <NotificationTextsContext value={notificationTexts}>
            <ErrorPageTextsContext value={errorPageTexts}>
              <CustomerShellFrame />
            </ErrorPageTextsContext>
          </NotificationTextsContext>
        </FormTextsContext>
      </UploaderTextsContext>
    </QueryStateTextsContext>
  );
}

function CustomerShellFrame() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const session = useSession();
  const readOnly = useReadOnly();
  const railShown = isRailShown(pathname);
  return (
    <div className="phone-touch-targets flex min-h-screen">
      <SkipLink label={i18n._({ id: 'shell.skipLink', message: 'Skip to content' })} />
      {railShown && <LazySideRail />}
      <div className="flex min-w-0 flex-1 flex-col">
        <DemoBanner
          texts={{
            label: i18n._({ id: 'shell.demo.label', message: 'Demo mode' }),
            demo: i18n._({ id: 'shell.demo', message: 'Demo' }),
            explanation: i18n._({
              id: 'shell.demo.explanation',
              message: ': sample data; anyone can sign in with a demo account.',
            }),
          }}
        />
        <ViewAsBanner />
        <header className="flex items-center justify-end gap-3 border-b px-4 py-2">
          {railShown && <LazyRailMenuButton />}
          {readOnly && (
            <span className="rounded-full bg-secondary px-3 py-1 text-xs font-medium">
              {i18n._({ id: 'shell.readOnly', message: 'Read-only' })}
            </span>
          )}
          {session.isAdmin && !session.overridingWsId && (
            <AppLink to={paths.admin.dashboard} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {/* eslint-disable-next-line no-restricted-syntax -- a link for staff only, whose pages stay English */}
              {'Admin'}
            </AppLink>
          )}
          <LazyNotificationBell portal="customer" />
          <LazyAccountMenu />
        </header>
        <MainContent clearsFloatingButton>
          <Outlet />
        </MainContent>
      </div>
      <SupportPanel />
    </div>
  );
}
