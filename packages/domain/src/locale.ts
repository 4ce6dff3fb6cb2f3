/**
 * The languages of the customer portal (issue 36), as BCP 47 tags: English, Spanish, Simplified Chinese,
 * Portuguese (Brazil), Hindi. The same list is the check constraint on users.locale (migration 0063) and the
 * web app's message catalogues (apps/web/src/locales/<locale>/). Staff pages stay English.
 */
export const LOCALES = ['en', 'es', 'zh-Hans', 'pt-BR', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** English: the spec's texts, and the language of anything not (yet) translated. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The sentence for a language the portal does not have (localeSchema, the API's error mask and DB check users_locale_known). */
export const LOCALE_ERROR = 'Choose one of the portal languages';

/** Each language named in itself, as the picker lists it (a reader of Hindi looks for "हिन्दी", not "Hindi"). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'zh-Hans': '简体中文',
  'pt-BR': 'Português (Brasil)',
  hi: 'हिन्दी',
};

/** The languages as staff read them (staff pages stay English). */
export const LOCALE_ENGLISH_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Spanish',
  'zh-Hans': 'Simplified Chinese',
  'pt-BR': 'Portuguese (Brazil)',
  hi: 'Hindi',
};

/** A customer's portal language for staff: "Spanish (Español)"; not chosen: the portal follows their browser. */
export function localeForStaff(value: string | null | undefined): string {
  const locale = parseStoredLocale(value);
  if (!locale) return 'Not chosen (the portal follows their browser)';
  return locale === 'en' ? 'English' : `${LOCALE_ENGLISH_NAMES[locale]} (${LOCALE_NAMES[locale]})`;
}

/** Browser tags that name a portal language other than by its own tag (zh-CN and zh-SG are written in simplified characters). */
const ALIASES: Record<string, Locale> = { 'zh-cn': 'zh-Hans', 'zh-sg': 'zh-Hans', zh: 'zh-Hans', pt: 'pt-BR' };

/**
 * The portal language for a person who has not chosen one: the first of the browser's preferred languages
 * (navigator.languages, best first) that the portal has, matched by full tag and then by language; English
 * when none is. Traditional Chinese (zh-TW, zh-HK, zh-Hant) is not matched to Simplified Chinese.
 */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    const exact = LOCALES.find((locale) => locale.toLowerCase() === lower) ?? ALIASES[lower];
    if (exact) return exact;
    if (/^zh-(tw|hk|mo|hant)/.test(lower)) continue;
    const language = lower.split('-')[0] ?? '';
    const byLanguage = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? ALIASES[language];
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

/** A stored value read back (null: not chosen yet; an unknown value is treated as not chosen). */
export function parseStoredLocale(value: string | null | undefined): Locale | null {
  // Not localeSchema.safeParse: the customer shell calls this on its first load, which does not bring zod
  // (locale-schema.ts keeps the schema apart for the same reason: a top-level z.enum() call is not tree-shaken).
  return LOCALES.find((locale) => locale === value) ?? null;
}
