import { LOCALES, NOTIFICATION_LANGUAGES, PETITION_STATUSES } from '@app/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogs.ts';
import { loadI18n } from './i18n-runtime.tsx';

/** A catalogue's message ids and texts, read from its .po file (the translators' source). */
function poEntries(locale: string): Map<string, string> {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../locales/${locale}/messages.po`);
  const entries = new Map<string, string>();
  for (const match of readFileSync(file, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
    entries.set(match[1]!, match[2]!);
  }
  return entries;
}

const english = poEntries('en');

describe('message catalogues (issue 36)', () => {
  it('has every English message translated in every language, and nothing else', () => {
    expect(english.size).toBeGreaterThan(100);
    for (const locale of LOCALES) {
      const entries = poEntries(locale);
      expect([...entries.keys()].sort(), locale).toEqual([...english.keys()].sort());
      const untranslated = [...entries].filter(([, text]) => text.trim() === '').map(([id]) => id);
      expect(untranslated, locale).toEqual([]);
    }
  });

  it('says each petition status as the notifications and e-mails do (packages/domain notification-languages.ts)', () => {
    for (const locale of LOCALES) {
      if (locale === 'en') continue;
      const entries = poEntries(locale);
      for (const status of PETITION_STATUSES) {
        expect(NOTIFICATION_LANGUAGES[locale].petitionStatus[status], `${locale} ${status}`).toBe(
          entries.get(`petitionStatus.${status}`),
        );
      }
      // A TN applied for at the border or a consulate: its shipping statuses in its route's words (migration 0137).
      for (const [status, words] of Object.entries(NOTIFICATION_LANGUAGES[locale].borderApplicationStatus)) {
        expect(words, `${locale} border ${status}`).toBe(entries.get(`petitionStatus.border.${status}`));
      }
    }
  });

  it('compiles each catalogue with the same ids as the English one', async () => {
    const englishIds = Object.keys(await loadMessages('en')).sort();
    expect(englishIds).toEqual([...english.keys()].sort());
    for (const locale of LOCALES) expect(Object.keys(await loadMessages(locale)).sort(), locale).toEqual(englishIds);
  });
});

describe('loadI18n', () => {
  it('loads a language on demand and translates with its catalogue', async () => {
    const spanish = await loadI18n('es');
    expect(spanish.locale).toBe('es');
    expect(spanish._('home.nextSteps')).toBe(poEntries('es').get('home.nextSteps'));
    expect(spanish._('home.welcome', { firstName: 'Priya' })).toBe('Bienvenido/a, Priya');
    // The same instance for every caller (one download per language).
    expect(await loadI18n('es')).toBe(spanish);
  });

  it('keeps the English texts of the spec as the English catalogue', async () => {
    const i18n = await loadI18n('en');
    expect(i18n._('home.welcome', { firstName: 'Priya' })).toBe('Welcome, Priya');
    expect(i18n._('support.sendFailed')).toBe('There was an error submitting your information.');
  });

  it('chooses ICU plural forms per language', async () => {
    const [en, es, zh, hi] = await Promise.all([loadI18n('en'), loadI18n('es'), loadI18n('zh-Hans'), loadI18n('hi')]);
    expect(en._('home.openItems', { count: 1 })).toBe('1 open item needs your attention.');
    expect(en._('home.openItems', { count: 3 })).toBe('3 open items need your attention.');
    expect(es._('home.openItems', { count: 1 })).toBe('1 tarea pendiente requiere su atención.');
    expect(es._('home.openItems', { count: 3 })).toBe('3 tareas pendientes requieren su atención.');
    expect(zh._('home.openItems', { count: 3 })).toBe('有 3 项待办事项需要您处理。');
    expect(hi._('home.openItems', { count: 3 })).toBe('3 खुले कार्यों पर आपका ध्यान चाहिए।');
  });

  it('counts a case’s open action items in the singular for one (Action Items: “1 pendiente”, not “1 pendientes”)', async () => {
    const [es, pt, hi, zh] = await Promise.all([loadI18n('es'), loadI18n('pt-BR'), loadI18n('hi'), loadI18n('zh-Hans')]);
    expect(es._('actions.open', { count: 1 })).toBe('1 pendiente');
    expect(es._('actions.open', { count: 2 })).toBe('2 pendientes');
    expect(pt._('actions.open', { count: 1 })).toBe('1 pendente');
    expect(pt._('actions.open', { count: 2 })).toBe('2 pendentes');
    expect(hi._('actions.open', { count: 1 })).toBe('1 खुला');
    expect(hi._('actions.open', { count: 3 })).toBe('3 खुले');
    expect(zh._('actions.open', { count: 1 })).toBe('1 项待办');
  });
});
