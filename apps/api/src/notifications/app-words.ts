import { isOneOf, LOCALES, type AppWords } from '@app/domain';
import { setupI18n, type Messages } from '@lingui/core';
// The customer portal's own wording rules, run here with its compiled catalogues: one translation per language for
// the portal and the e-mails (packages/domain notification-app-words.ts). That module imports only the domain and
// Lingui, so it runs in Node as it does in Vite.
import { appWordsOf } from '../../../web/src/lib/i18n/app-words.ts';

const cache = new Map<string, Promise<AppWords | null>>();

/** The compiled catalogue of a portal language (apps/web src/locales/<locale>/messages.ts, `npm run i18n -w apps/web`). */
async function messagesOf(locale: string): Promise<Messages> {
  const catalogue = (await import(`../../../web/src/locales/${locale}/messages.ts`)) as { messages: Messages };
  return catalogue.messages;
}

/**
 * The portal's words in a recipient's language, for her notification e-mails; null for English or an unknown
 * language (the e-mail quotes what the notification stored). Loaded once per language.
 */
export function appWordsIn(locale: string | null | undefined): Promise<AppWords | null> {
  if (!locale || locale === 'en' || !isOneOf(LOCALES, locale)) return Promise.resolve(null);
  let words = cache.get(locale);
  if (!words) {
    words = messagesOf(locale).then((messages) => {
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      return appWordsOf(i18n);
    });
    // A catalogue that fails to load is tried again by the next e-mail (the job's retry), not remembered.
    words.catch(() => cache.delete(locale));
    cache.set(locale, words);
  }
  return words;
}
