import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en/messages.ts';
import { messages as spanish } from '../../locales/es/messages.ts';
import { messages as hindi } from '../../locales/hi/messages.ts';
import { messages as portuguese } from '../../locales/pt-BR/messages.ts';
import { messages as chinese } from '../../locales/zh-Hans/messages.ts';
import { taskTitle, type TitledTask } from './task-titles.ts';

const CATALOGS = { en: english, es: spanish, 'pt-BR': portuguese, hi: hindi, 'zh-Hans': chinese } as const;
const i18nIn = (locale: keyof typeof CATALOGS) => setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
const TRANSLATED = ['es', 'pt-BR', 'hi', 'zh-Hans'] as const;

/** The app's own titles, as the database and the seed word them (migration 0126's backfill matches these words). */
const APP_WORDED: readonly TitledTask[] = [
  { content: 'Sign the G-28 and upload the signed copy', awaitedKind: 'SIGNED_FORM', awaitedType: 'g-28', titleGenerated: true },
  {
    content: 'Sign the G-28 for the I-765 and upload the signed copy',
    awaitedKind: 'SIGNED_FORM',
    awaitedType: 'g-28-i-765',
    titleGenerated: true,
  },
  { content: 'Review and approve the draft exhibit descriptions', awaitedKind: 'DESCRIPTION_REVIEW', titleGenerated: true },
  {
    content: 'Finish the High Remuneration part of your checklist',
    awaitedKind: 'ONBOARDING_MODULE',
    awaitedType: 'HIGH_REMUNERATION',
    titleGenerated: true,
  },
  {
    content: 'Upload: Org chart',
    awaitedKind: 'EXHIBIT_FILE',
    exhibitByExhibitId: { name: 'Org chart', exhibitType: 'org-chart' },
    titleGenerated: true,
  },
];

describe('an action item’s title as the customer reads it', () => {
  it('words the app’s titles in English exactly as the app wrote them', () => {
    const en = i18nIn('en');
    for (const task of APP_WORDED) expect(taskTitle(en, task)).toBe(task.content);
  });

  it('reads the app’s titles in every other language, none left in English', () => {
    for (const locale of TRANSLATED) {
      const i18n = i18nIn(locale);
      for (const task of APP_WORDED) {
        const title = taskTitle(i18n, task);
        expect(title, `${locale}: ${task.content}`).not.toBe(task.content);
        expect(title, `${locale}: ${task.content}`).not.toMatch(/\b(Sign|Upload|Finish|Review)\b/);
      }
    }
    const es = i18nIn('es');
    expect(taskTitle(es, APP_WORDED[3]!)).toBe('Termine la parte «Remuneración elevada» de su lista de incorporación');
    expect(taskTitle(es, APP_WORDED[4]!)).toBe('Subir: Organigrama');
  });

  it('tells a self-petitioner’s two G-28s apart', () => {
    for (const locale of ['en', ...TRANSLATED] as const) {
      const i18n = i18nIn(locale);
      expect(taskTitle(i18n, APP_WORDED[0]!), locale).not.toBe(taskTitle(i18n, APP_WORDED[1]!));
    }
    expect(taskTitle(i18nIn('zh-Hans'), APP_WORDED[1]!)).toBe('签署用于 I-765 的 G-28 并上传已签名的副本');
  });

  it('shows staff’s words as they wrote them, whatever the task waits for', () => {
    const es = i18nIn('es');
    for (const task of APP_WORDED) {
      const staffWords = { ...task, content: 'Por favor, mande el organigrama de 2025', titleGenerated: false };
      expect(taskTitle(es, staffWords)).toBe('Por favor, mande el organigrama de 2025');
    }
  });

  it('keeps an exhibit name staff gave, and the app’s English when the exhibit is gone', () => {
    const es = i18nIn('es');
    const named = { ...APP_WORDED[4]!, exhibitByExhibitId: { name: 'Org chart of Acme Labs', exhibitType: 'org-chart' } };
    expect(taskTitle(es, named)).toBe('Subir: Org chart of Acme Labs');
    expect(taskTitle(es, { ...APP_WORDED[4]!, exhibitByExhibitId: null })).toBe('Upload: Org chart');
  });
});
