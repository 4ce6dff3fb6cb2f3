/**
 * The notification settings' own addresses (the bell's dialog, opened after sign-in); the e-mails link to them and
 * the web app's routes serve them. A module of its own, without imports: the customer's first load reads it (the
 * app's paths) and must not bring notification-email.ts's e-mail composer and zod with it.
 */
export const NOTIFICATION_SETTINGS_PATHS = {
  customer: '/notifications/settings',
  staff: '/admin/notifications/settings',
} as const;
