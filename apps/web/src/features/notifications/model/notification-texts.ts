import { NOTIFICATION_DELIVERY_LABELS, NOTIFICATION_KIND_LABELS, type AppWords, type NotificationDelivery } from '@app/domain';
import { createContext } from 'react';
import { formatTimestamp } from '@/lib/dates.ts';
import { bellLabel } from './notification-href.ts';

/**
 * The notification centre's own words (the bell's menu and its settings dialog). English by default (staff); the
 * customer shell provides them in the person's language (issue 36, translated-notification-texts.ts). The
 * notifications themselves are worded by the domain's notificationWords in the same language.
 */
export interface NotificationTexts {
  /** The language the notifications are worded in (notificationWords); null: English. */
  wordsLocale: string | null;
  /** The portal's words for an app-written task title and a USCIS status (AppWords); null: as stored (staff). */
  appWords: AppWords | null;
  /** The bell's name, with the unread count. */
  bellLabel: (unread: number) => string;
  heading: string;
  loading: string;
  loadFailed: string;
  none: string;
  /** Before an unread notification's title, for screen readers. */
  unread: string;
  markAllRead: string;
  settings: string;
  settingsDescription: string;
  settingsLoadFailed: string;
  saved: string;
  saveFailed: string;
  viewingAs: string;
  kind: (kind: string) => string;
  delivery: (delivery: NotificationDelivery) => string;
  time: (value: string | null | undefined) => string;
}

export const ENGLISH_NOTIFICATION_TEXTS: NotificationTexts = {
  wordsLocale: null,
  appWords: null,
  bellLabel,
  heading: 'Notifications',
  loading: 'Loading…',
  loadFailed: 'Notifications could not be loaded.',
  none: 'No notifications yet.',
  unread: 'Unread: ',
  markAllRead: 'Mark all as read',
  settings: 'Notification settings',
  settingsDescription: 'Choose how you are told about each kind of update.',
  settingsLoadFailed: 'Your settings could not be loaded.',
  saved: 'Saved.',
  saveFailed: 'Your choice could not be saved. Try again.',
  viewingAs: 'Viewing as this person: their choices are shown, not changed.',
  kind: (kind) => NOTIFICATION_KIND_LABELS[kind] ?? kind,
  delivery: (delivery) => NOTIFICATION_DELIVERY_LABELS[delivery],
  time: (value) => formatTimestamp(value),
};

export const NotificationTextsContext = createContext<NotificationTexts>(ENGLISH_NOTIFICATION_TEXTS);
