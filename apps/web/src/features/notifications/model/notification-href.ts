import { SUPPORT_PANEL_QUERY, WORKSPACE_PANEL_PARAM, type NotificationTarget } from '@app/domain';
import { hrefs, paths } from '@/lib/paths.ts';

/**
 * The page a notification leads to. The help panel opens on the page the person is on (`currentPath`), so
 * reading a reply does not take them away from their work; a task opens where that portal works on tasks.
 */
export function notificationHref(
  target: NotificationTarget | null,
  currentPath: string,
  portal: 'staff' | 'customer',
): string | null {
  if (!target) return null;
  switch (target.page) {
    case 'support':
      return `${currentPath}?${SUPPORT_PANEL_QUERY.name}=${SUPPORT_PANEL_QUERY.value}`;
    case 'home':
      return paths.home;
    case 'petition':
      // A tab of the workspace when the news is about one (a signed copy: the Forms tab).
      return target.panel
        ? `${hrefs.petition(target.petitionId)}?${WORKSPACE_PANEL_PARAM}=${target.panel}`
        : hrefs.petition(target.petitionId);
    case 'task':
      if (portal === 'customer') return paths.actions;
      return target.petitionId ? `${hrefs.petition(target.petitionId)}?${WORKSPACE_PANEL_PARAM}=${target.panel}` : null;
    case 'case-status':
      if (portal === 'customer') return paths.home;
      return target.petitionId ? `${hrefs.petition(target.petitionId)}?${WORKSPACE_PANEL_PARAM}=uscis` : null;
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
