import { describe, expect, it } from 'vitest';
import { localeSchema } from './locale-schema.ts';
import { LOCALE_ERROR, LOCALE_NAMES, LOCALES, localeForStaff, localeFromBrowser, parseStoredLocale } from './locale.ts';

describe('localeSchema', () => {
  it('accepts the five portal languages and nothing else', () => {
    for (const locale of LOCALES) expect(localeSchema.parse(locale)).toBe(locale);
    for (const bad of ['fr', 'zh', 'pt', 'EN', '', 'zh-Hant']) {
      expect(localeSchema.safeParse(bad).error?.issues[0]?.message).toBe(LOCALE_ERROR);
    }
  });

  it('names every language in itself', () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALES].sort());
  });
});

describe('localeFromBrowser', () => {
  it('takes the first preferred language the portal has', () => {
    expect(localeFromBrowser(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(localeFromBrowser(['pt-PT'])).toBe('pt-BR');
    expect(localeFromBrowser(['hi-IN', 'en-IN'])).toBe('hi');
    expect(localeFromBrowser(['en-US', 'es'])).toBe('en');
  });

  it('matches simplified but not traditional Chinese', () => {
    expect(localeFromBrowser(['zh-CN'])).toBe('zh-Hans');
    expect(localeFromBrowser(['zh'])).toBe('zh-Hans');
    expect(localeFromBrowser(['zh-Hans-CN'])).toBe('zh-Hans');
    expect(localeFromBrowser(['zh-TW', 'es'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(localeFromBrowser([])).toBe('en');
    expect(localeFromBrowser(['de-DE', 'fr'])).toBe('en');
  });
});

describe('localeForStaff', () => {
  it('names the language in English with its own name beside it', () => {
    expect(localeForStaff('es')).toBe('Spanish (Español)');
    expect(localeForStaff('zh-Hans')).toBe('Simplified Chinese (简体中文)');
    expect(localeForStaff('en')).toBe('English');
    expect(localeForStaff(null)).toBe('Not chosen (the portal follows their browser)');
  });
});

describe('parseStoredLocale', () => {
  it('reads a stored choice and treats anything else as not chosen', () => {
    expect(parseStoredLocale('pt-BR')).toBe('pt-BR');
    expect(parseStoredLocale(null)).toBeNull();
    expect(parseStoredLocale('klingon')).toBeNull();
  });
});
