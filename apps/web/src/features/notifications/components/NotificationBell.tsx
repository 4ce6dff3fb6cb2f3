import { useMutation, useQuery } from '@apollo/client/react';
import { Bell } from 'lucide-react';
import { use, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { LIVE_QUERY_CONTEXT, useLiveRefetch } from '@/lib/live-refetch.ts';
import { useAppNavigate } from '@/lib/navigation.tsx';
import { useNotificationsLive } from '@/lib/notifications-live.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.tsx';
import { MarkNotificationsReadMutation, MyNotificationsQuery, NOTIFICATIONS_SHOWN } from '../api/notifications-api.ts';
import { badgeText } from '../model/notification-href.ts';
import { NotificationTextsContext } from '../model/notification-texts.ts';
import { NotificationMenuItems } from './NotificationMenuItems.tsx';
import { NotificationPreferencesDialog } from './NotificationPreferencesDialog.tsx';

/** The menu's one-line items at least 44 px tall on a phone (a finger's target; a notification's lines make it taller). */
const PHONE_TARGET = 'max-md:min-h-11';

/**
 * The notification centre (issue 30): a bell with the unread count in the header, its menu listing the newest
 * notifications in words; choosing one marks it read and opens what it is about. Live: a notification made
 * anywhere arrives without a reload (graphql-ws). Staff viewing the portal as a customer see the customer's
 * bell, but reading it marks nothing (the database refuses; they have not read them).
 */
export default function NotificationBell({ portal, defaultOpen }: { portal: 'staff' | 'customer'; defaultOpen?: boolean }) {
  const session = useSession();
  // A customer's notifications in their portal language (issue 36: the customer shell provides it); staff's in
  // English, as their pages.
  const texts = use(NotificationTextsContext);
  const navigate = useAppNavigate();
  const query = useQuery(MyNotificationsQuery, {
    variables: { first: NOTIFICATIONS_SHOWN },
    context: LIVE_QUERY_CONTEXT,
  });
  const { refetch } = query;
  const refetchLive = useLiveRefetch(refetch, 'notifications');
  useNotificationsLive(session.user.id, refetchLive);
  const [markRead] = useMutation(MarkNotificationsReadMutation);
  const viewingAs = session.overridingWsId !== null;
  const unread = query.data?.unreadNotificationCount ?? 0;
  const notifications = query.data?.allNotifications?.nodes ?? [];
  const badge = badgeText(unread);
  // The settings have an address of their own (e-mails link to it): there the dialog opens over the home page (the
  // dashboard for staff), and closing it leaves that address for the page under it.
  const { pathname } = useLocation();
  const settingsPath = portal === 'staff' ? paths.admin.notificationSettings : paths.notificationSettings;
  const atSettings = pathname === settingsPath;
  const [settingsOpen, setSettingsOpen] = useState(atSettings);
  const [settingsOpened, setSettingsOpened] = useState(atSettings);
  // Arriving at the address while the bell is up (a link inside the app) opens it too: state adjusted during render.
  const [wasAtSettings, setWasAtSettings] = useState(atSettings);
  if (atSettings !== wasAtSettings) {
    setWasAtSettings(atSettings);
    if (atSettings) {
      setSettingsOpened(true);
      setSettingsOpen(true);
    }
  }
  const changeSettingsOpen = (open: boolean) => {
    setSettingsOpen(open);
    if (!open && atSettings) navigate(portal === 'staff' ? paths.admin.dashboard : paths.home, { replace: true });
  };
  // The menu hands focus back to the bell as it closes; when it closes to open the settings, that focus would land
  // outside the new dialog and close it at once, so the dialog gets it and gives it back to the bell when done.
  const openingSettings = useRef(false);
  const bellButton = useRef<HTMLButtonElement>(null);

  const mark = async (ids: string[] | null) => {
    if (viewingAs) return;
    try {
      await markRead({ variables: { ids } });
    } catch (error) {
      console.error('marking notifications read failed:', error);
    }
    await refetch();
  };

  return (
    // Not modal: the page stays readable (and not aria-hidden) beside the open list.
    // Opening reads the list again: a live event published before this page's subscription was listening (the bell
    // loads after the first paint) or while its socket was down is never delivered, and the list must still be true.
    <DropdownMenu
      defaultOpen={defaultOpen}
      modal={false}
      onOpenChange={(open) => {
        if (open) refetchLive();
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button
          ref={bellButton}
          variant="ghost"
          size="icon"
          allowInReadOnly
          aria-label={texts.bellLabel(unread)}
          className="relative"
        >
          <Bell aria-hidden="true" />
          {badge && (
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-destructive-foreground"
            >
              {badge}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-80 max-w-[calc(100vw-1rem)]"
        onCloseAutoFocus={(event) => {
          if (!openingSettings.current) return;
          openingSettings.current = false;
          event.preventDefault();
        }}
      >
        <DropdownMenuLabel className="flex items-center justify-between gap-2">
          <span>{texts.heading}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {notifications.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">
            {query.loading ? texts.loading : query.error ? texts.loadFailed : texts.none}
          </p>
        ) : (
          <NotificationMenuItems
            notifications={notifications}
            portal={portal}
            onChoose={(notificationId, href) => {
              void mark([notificationId]);
              if (href) navigate(href);
            }}
          />
        )}
        {unread > 0 && !viewingAs && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem className={PHONE_TARGET} onSelect={() => void mark(null)}>
              {texts.markAllRead}
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className={PHONE_TARGET}
          onSelect={() => {
            openingSettings.current = true;
            setSettingsOpened(true);
            setSettingsOpen(true);
          }}
        >
          {texts.settings}
        </DropdownMenuItem>
      </DropdownMenuContent>
      {/* A dialog of its own (portalled): the menu closes when it opens. It mounts on its first opening and then
          stays (so it can close with its animation): a page's start-up does not build its hooks (issue 35). */}
      {settingsOpened && (
        <NotificationPreferencesDialog
          portal={portal}
          open={settingsOpen}
          onOpenChange={changeSettingsOpen}
          readOnly={viewingAs}
          onClosed={() => bellButton.current?.focus()}
        />
      )}
    </DropdownMenu>
  );
}
