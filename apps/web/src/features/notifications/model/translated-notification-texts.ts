import type { NotificationDelivery } from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { appWordsOf } from '@/lib/i18n/app-words.ts';
import { formatLocalTimestamp } from '@/lib/i18n/format.ts';
import type { NotificationTexts } from './notification-texts.ts';

/** NOTIFICATION_KIND_LABELS of the customer's kinds (NOTIFICATION_KINDS_BY_PORTAL.customer) in the catalogues. */
const KIND_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'support-reply': /*i18n*/ { id: 'notifications.kind.support-reply', message: 'Replies from support' },
  'status-changed': /*i18n*/ { id: 'notifications.kind.status-changed', message: 'Changes of your petition’s status' },
  'task-assigned': /*i18n*/ { id: 'notifications.kind.task-assigned', message: 'Tasks given to you' },
  'task-due': /*i18n*/ { id: 'notifications.kind.task-due', message: 'Tasks due soon or overdue' },
  'uscis-status': /*i18n*/ { id: 'notifications.kind.uscis-status', message: 'New USCIS case statuses' },
  'rfe-response-sent': /*i18n*/ {
    id: 'notifications.kind.rfe-response-sent',
    message: 'Our responses to a Request for Evidence',
  },
};

/** NOTIFICATION_DELIVERY_LABELS in the catalogues. */
const DELIVERY_MESSAGES: Record<NotificationDelivery, MessageDescriptor> = {
  'in-app': /*i18n*/ { id: 'notifications.delivery.in-app', message: 'In the app only' },
  email: /*i18n*/ { id: 'notifications.delivery.email', message: 'In the app and by e-mail at once' },
  digest: /*i18n*/ { id: 'notifications.delivery.digest', message: 'In the app and in a daily summary e-mail' },
  off: /*i18n*/ { id: 'notifications.delivery.off', message: 'Off (not shown, not e-mailed)' },
};

/** The notification centre's words in the customer's language (issue 36), provided by the customer shell. */
export function translatedNotificationTexts(i18n: I18n, english: NotificationTexts): NotificationTexts {
  return {
    wordsLocale: i18n.locale,
    // The same words as Action Items and Home, and as her e-mails (the API reads app-words.ts too).
    appWords: appWordsOf(i18n),
    bellLabel: (unread) =>
      unread > 0
        ? i18n._({ id: 'notifications.bellUnread', message: 'Notifications, {unread} unread', values: { unread } })
        : i18n._({ id: 'notifications.heading', message: 'Notifications' }),
    heading: i18n._({ id: 'notifications.heading', message: 'Notifications' }),
    loading: i18n._({ id: 'onboarding.loading', message: 'Loading…' }),
    loadFailed: i18n._({ id: 'notifications.loadFailed', message: 'Notifications could not be loaded.' }),
    none: i18n._({ id: 'notifications.none', message: 'No notifications yet.' }),
    unread: i18n._({ id: 'notifications.unread', message: 'Unread: ' }),
    markAllRead: i18n._({ id: 'notifications.markAllRead', message: 'Mark all as read' }),
    settings: i18n._({ id: 'notifications.settings', message: 'Notification settings' }),
    settingsDescription: i18n._({
      id: 'notifications.settingsDescription',
      message: 'Choose how you are told about each kind of update.',
    }),
    settingsLoadFailed: i18n._({ id: 'notifications.settingsLoadFailed', message: 'Your settings could not be loaded.' }),
    saved: i18n._({ id: 'onboarding.saved', message: 'Saved.' }),
    saveFailed: i18n._({ id: 'notifications.saveFailed', message: 'Your choice could not be saved. Try again.' }),
    viewingAs: i18n._({
      id: 'notifications.viewingAs',
      message: 'Viewing as this person: their choices are shown, not changed.',
    }),
    kind: (kind) => {
      const message = KIND_MESSAGES[kind];
      return message ? i18n._(message) : english.kind(kind);
    },
    delivery: (delivery) => i18n._(DELIVERY_MESSAGES[delivery]),
    time: (value) => formatLocalTimestamp(i18n, value),
  };
}
