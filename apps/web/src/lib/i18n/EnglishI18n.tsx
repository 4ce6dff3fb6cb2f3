import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { messages } from '@/locales/en/messages.ts';

const english = setupI18n({ locale: 'en', messages: { en: messages } });

/** The customer portal's components in English, for component tests (the app wraps them in CustomerI18n). */
export function EnglishI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}
