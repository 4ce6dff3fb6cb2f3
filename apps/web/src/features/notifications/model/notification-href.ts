import { SUPPORT_PANEL_QUERY, type NotificationTarget } from '@app/domain';
import { hrefs, paths } from '@/lib/paths.ts';

/**
 * The page a notification leads to. The help panel opens on the page the person is on (`currentPath`), so
 * reading a reply does not take them away from their work.
 */
export function notificationHref(target: NotificationTarget | null, currentPath: string): string | null {
  if (!target) return null;
  switch (target.page) {
    case 'support':
      return `${currentPath}?${SUPPORT_PANEL_QUERY.name}=${SUPPORT_PANEL_QUERY.value}`;
    case 'home':
      return paths.home;
    case 'petition':
      return hrefs.petition(target.petitionId);
  }
}

/** The bell's accessible name: "Notifications, 2 unread" or "Notifications". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The badge on the bell: the count, capped at "99+". */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}
