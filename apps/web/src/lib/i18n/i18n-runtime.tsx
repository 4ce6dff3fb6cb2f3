import { parseStoredLocale, type Locale } from '@app/domain';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { use, useLayoutEffect, type ReactNode } from 'react';
import { loadMessages } from './catalogs.ts';

/**
 * The i18n runtime (Lingui) and the provider of the customer portal's language. A lazy chunk of its own
 * (CustomerI18n.tsx loads it at start-up beside the session), so Lingui is not in the first load's budget.
 */
/**
 * A promise that says, once settled, what it holds: React's `use` reads `status` and `value` and returns at once,
 * without suspending, when the catalogue has loaded (the documented way for a cache to hand `use` a known value).
 */
type LoadedI18n = Promise<I18n> & { status?: 'fulfilled'; value?: I18n };

const pending = new Map<Locale, LoadedI18n>();

/** One Lingui instance per language, created once its catalogue has loaded (the same promise for every caller). */
export function loadI18n(locale: Locale): Promise<I18n> {
  let promise = pending.get(locale);
  if (!promise) {
    const loading: LoadedI18n = loadMessages(locale).then((messages) => {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      loading.status = 'fulfilled';
      loading.value = i18n;
      return i18n;
    });
    promise = loading;
    // A failed download may be tried again (the next render asks anew).
    promise.catch(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}

/** Renders `children` in `locale`, suspending while its catalogue loads; the page's `lang` follows (screen readers). */
export function CustomerI18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Always through `use`, never `cached ?? use(…)`: when the catalogue arrived while React waited, React replays
  // this component expecting the same calls, and skipping `use` then broke the replay (React error 467), which
  // React recovered from by rendering the whole page again, synchronously (issue 35: a long task on every load).
  const i18n = use(loadI18n(locale));
  // In the commit that shows the language, not after it (a passive effect ran later, sometimes a task after the text
  // was on screen on a busy machine: a screen reader could read Spanish with English rules in between).
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [locale]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/**
 * The signed-in customer's portal (CustomerI18n.tsx) in their language, remembered in this browser once shown: a
 * session refused on a later page load, before that language has come with the session, is told in it
 * (rememberedLocale). Not the signing page's or the refused-session notice's own providers: their language is
 * not necessarily the person's portal language.
 */
export function PortalI18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  useLayoutEffect(() => rememberLocale(locale), [locale]);
  return <CustomerI18nProvider locale={locale}>{children}</CustomerI18nProvider>;
}

/**
 * The language the customer portal last showed in this browser (localStorage: every tab, kept across reloads). A
 * page whose session the server refuses before the person's language has loaded (a reload answered 401: the
 * language comes with the session) says "Your session has ended" in it rather than in English
 * (features/auth/session-ended). Here, not in a module of its own: the refused-session notice loads this runtime
 * anyway, and one more chunk would lengthen the first load's list of chunks. Per browser, not per person: the next
 * person's portal overwrites it as soon as it shows.
 */
const REMEMBERED_LOCALE_KEY = 'petition-studio.portal-locale';

function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(REMEMBERED_LOCALE_KEY, locale);
  } catch {
    // Storage blocked: the refused-session notice then falls back to the page's or the browser's language.
  }
}

export function rememberedLocale(): Locale | null {
  try {
    return parseStoredLocale(window.localStorage.getItem(REMEMBERED_LOCALE_KEY));
  } catch {
    return null;
  }
}
