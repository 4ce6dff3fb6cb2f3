import type { Locale } from '@app/domain';
import type { Messages } from '@lingui/core';
import { messages as english } from '@/locales/en/messages.ts';

/**
 * The compiled catalogues (src/locales/<locale>/messages.ts, written by `npm run i18n -w apps/web`). English comes
 * with the i18n runtime's chunk; every other language is a chunk of its own, fetched only by the people who read
 * it, so a language added costs the first load nothing (issue 36: ≤ 150 KiB gz).
 */
const LOADERS = import.meta.glob<{ messages: Messages }>(['../../locales/*/messages.ts', '!../../locales/en/messages.ts']);

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return english;
  const load = LOADERS[`../../locales/${locale}/messages.ts`];
  if (!load) throw new Error(`No message catalogue for ${locale}`);
  return (await load()).messages;
}
