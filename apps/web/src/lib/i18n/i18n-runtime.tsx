import type { Locale } from '@app/domain';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { use, useEffect, type ReactNode } from 'react';
import { loadMessages } from './catalogs.ts';

/**
 * The i18n runtime (Lingui) and the provider of the customer portal's language. A lazy chunk of its own
 * (CustomerI18n.tsx loads it at start-up beside the session), so Lingui is not in the first load's budget.
 */
const ready = new Map<Locale, I18n>();
const pending = new Map<Locale, Promise<I18n>>();

/** One Lingui instance per language, created once its catalogue has loaded (the same promise for every caller). */
export function loadI18n(locale: Locale): Promise<I18n> {
  let promise = pending.get(locale);
  if (!promise) {
    promise = loadMessages(locale).then((messages) => {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      ready.set(locale, i18n);
      return i18n;
    });
    // A failed download may be tried again (the next render asks anew).
    promise.catch(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}

/** Renders `children` in `locale`, suspending while its catalogue loads; the page's `lang` follows (screen readers). */
export function CustomerI18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = ready.get(locale) ?? use(loadI18n(locale));
  useEffect(() => {
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [locale]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
