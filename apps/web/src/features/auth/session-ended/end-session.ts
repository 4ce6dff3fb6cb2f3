import { localeFromBrowser, parseStoredLocale } from '@app/domain';
import { rememberedLocale } from '@/lib/i18n/i18n-runtime.tsx';
import { storeSessionEndedNotice } from './session-ended-notice.ts';

/**
 * The portal language of the page the session ended on: the language the customer portal last showed in this
 * browser (i18n-runtime.tsx rememberedLocale), since a page refused on load has not had the person's language yet (it
 * comes with the session: the page's `lang` is still the English of index.html), else the page's `lang`, which the
 * customer shell sets to the person's language. Staff pages are English; the sign-in pages (/callback) have none of
 * their own (null).
 */
export function pageLocale(pathname: string, onSignInPage: boolean): string | null {
  if (/^\/admin(\/|$)/.test(pathname)) return 'en';
  return onSignInPage ? null : (rememberedLocale() ?? parseStoredLocale(document.documentElement.lang));
}

/**
 * Ends a session the server refused the way a sign-out does, but back to the page: leaves the notice for /login,
 * forgets the user (every tab follows), then loads `loginPath` (with the page to return to). A whole page load, not
 * a navigation: the cache and the live-update socket of the refused session go with it. Takes its paths from the
 * caller, so that this lazy chunk shares no module with the first load but @app/domain.
 */
export async function endRefusedSession(ended: {
  pathname: string;
  onSignInPage: boolean;
  loginPath: string;
  removeUser: () => Promise<void>;
}): Promise<void> {
  storeSessionEndedNotice(pageLocale(ended.pathname, ended.onSignInPage), localeFromBrowser(navigator.languages));
  try {
    await ended.removeUser();
  } catch (error) {
    console.error('Could not forget the refused session', error);
  }
  window.location.replace(ended.loginPath);
}
