/** The notification centre (issue 30): loaded after the first paint by the shells (app/shell/LazyNotificationBell.tsx). */
export const loadNotificationBell = () => import('./components/NotificationBell.tsx');
export { ENGLISH_NOTIFICATION_TEXTS, NotificationTextsContext } from './model/notification-texts.ts';
export { translatedNotificationTexts } from './model/translated-notification-texts.ts';
