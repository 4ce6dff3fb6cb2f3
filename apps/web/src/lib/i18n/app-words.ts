import type { AppWords } from '@app/domain';
import type { I18n } from '@lingui/core';
import { taskTitle } from './task-titles.ts';
import { uscisStatusText } from './uscis-status-messages.ts';

/**
 * The portal's words for what notifications quote (the domain's AppWords): an app-written task title and a USCIS
 * status, from this catalogue. The customer's bell reads them, and the API's e-mail job reads this same module with
 * the same compiled catalogues (apps/api notifications/app-words.ts), so a notification e-mail says what Action Items
 * and Home say: one translation per language. Imports only the domain and Lingui, as the API runs it outside Vite.
 */
export function appWordsOf(i18n: I18n): AppWords {
  return {
    taskTitle: (task) => taskTitle(i18n, task),
    uscisStatus: (status) => uscisStatusText(i18n, status),
  };
}
