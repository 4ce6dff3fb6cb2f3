import {
  COUNTRIES,
  PASSPORT_FIELD_LABELS,
  type TConfirmablePassportField,
  type TPassportFinding,
  type TPassportFindingKind,
} from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatLocalDate } from '@/lib/i18n/format.ts';
import { PASSPORT_FIELD_MESSAGES } from './passport-field-messages.ts';

/*
 * Issue 36: the passport findings (packages/domain passport-checks.ts) in the beneficiary's language, translated at
 * display by kind. The domain keeps one English sentence per finding (staff read it too, and it is stored); each
 * kind's pattern below reads its values back out of that sentence, and the catalogue's English is the domain's
 * sentence exactly (finding-messages.test.ts holds every kind to it). Dates are written as the reader expects,
 * countries and field names in their language; names are shown as written. A sentence no pattern reads (the domain
 * changed it) is shown as the domain wrote it.
 */

const DATE = String.raw`(\d{2}/\d{2}/\d{4})`;
/** MM/DD/YYYY (the domain's formatIsoDate) in the reader's language. */
function localDate(i18n: I18n, usDate: string): string {
  const [month, day, year] = usDate.split('/');
  return formatLocalDate(i18n, `${year}-${month}-${day}`);
}

const COUNTRY_CODES = new Map(COUNTRIES.map((country) => [country.name, country.code]));
/** A country's English name (the domain's countryName) in the reader's language. */
function localCountry(i18n: I18n, englishName: string): string {
  const code = COUNTRY_CODES.get(englishName);
  if (!code || i18n.locale === 'en') return englishName;
  try {
    return new Intl.DisplayNames([i18n.locale], { type: 'region', fallback: 'none' }).of(code) ?? englishName;
  } catch {
    return englishName;
  }
}

const FIELD_BY_LABEL = new Map(
  Object.entries(PASSPORT_FIELD_LABELS).map(([field, label]) => [label, field as TConfirmablePassportField]),
);

/** The domain's DOCUMENT_KINDS phrases in the catalogues. */
const DOCUMENT_KIND_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'an identity card': /*i18n*/ { id: 'passport.finding.kind.identity', message: 'an identity card' },
  'an identity or residence card': /*i18n*/ { id: 'passport.finding.kind.residence', message: 'an identity or residence card' },
  'a visa': /*i18n*/ { id: 'passport.finding.kind.visa', message: 'a visa' },
  'another kind of document': /*i18n*/ { id: 'passport.finding.kind.other', message: 'another kind of document' },
};

interface FindingPattern {
  pattern: RegExp;
  message: MessageDescriptor;
  /** The catalogue message's values from the sentence's matched parts. */
  values: (i18n: I18n, parts: string[]) => Record<string, string>;
}

const FINDING_PATTERNS: Record<TPassportFindingKind, readonly FindingPattern[]> = {
  'no-zone': [
    {
      pattern: /^No passport lines could be read from this file, so nothing here was checked against a passport\.$/,
      message: /*i18n*/ {
        id: 'passport.finding.noZone',
        message: 'No passport lines could be read from this file, so nothing here was checked against a passport.',
      },
      values: () => ({}),
    },
  ],
  'not-passport': [
    {
      pattern: /^This document reads as (.+), not a passport\.$/,
      message: /*i18n*/ { id: 'passport.finding.notPassport', message: 'This document reads as {kind}, not a passport.' },
      values: (i18n, [kind = '']) => {
        const message = DOCUMENT_KIND_MESSAGES[kind];
        return { kind: message ? i18n._(message) : kind };
      },
    },
  ],
  'name-differs': [
    {
      pattern: /^The passport is in the name of (.+); the case is for (.+)\.$/,
      message: /*i18n*/ {
        id: 'passport.finding.nameDiffers',
        message: 'The passport is in the name of {read}; the case is for {known}.',
      },
      values: (_i18n, [read = '', known = '']) => ({ read, known }),
    },
  ],
  'birth-date-differs': [
    {
      pattern: new RegExp(`^The date of birth on the passport is ${DATE}; the case has ${DATE}\\.$`),
      message: /*i18n*/ {
        id: 'passport.finding.birthDateDiffers',
        message: 'The date of birth on the passport is {read}; the case has {known}.',
      },
      values: (i18n, [read = '', known = '']) => ({ read: localDate(i18n, read), known: localDate(i18n, known) }),
    },
  ],
  'nationality-differs': [
    {
      pattern: /^The passport's nationality is (.+); the case has (.+)\.$/,
      message: /*i18n*/ {
        id: 'passport.finding.nationalityDiffers',
        message: "The passport's nationality is {read}; the case has {known}.",
      },
      values: (i18n, [read = '', known = '']) => ({ read: localCountry(i18n, read), known: localCountry(i18n, known) }),
    },
  ],
  expired: [
    {
      pattern: new RegExp(`^The passport expired on ${DATE}\\.$`),
      message: /*i18n*/ { id: 'passport.finding.expired', message: 'The passport expired on {date}.' },
      values: (i18n, [date = '']) => ({ date: localDate(i18n, date) }),
    },
  ],
  'expires-soon': [
    {
      pattern: new RegExp(`^The passport expires on ${DATE}, less than six months after today\\.$`),
      message: /*i18n*/ {
        id: 'passport.finding.expiresSoonToday',
        message: 'The passport expires on {date}, less than six months after today.',
      },
      values: (i18n, [date = '']) => ({ date: localDate(i18n, date) }),
    },
    {
      pattern: new RegExp(
        `^The passport expires on ${DATE}, less than six months after the intended start of work on ${DATE}\\.$`,
      ),
      message: /*i18n*/ {
        id: 'passport.finding.expiresSoonStart',
        message: 'The passport expires on {date}, less than six months after the intended start of work on {start}.',
      },
      values: (i18n, [date = '', start = '']) => ({ date: localDate(i18n, date), start: localDate(i18n, start) }),
    },
  ],
  'certain-field-changed': [
    {
      pattern: /^You changed what the passport's check digits confirm: (.+)\.$/,
      message: /*i18n*/ {
        id: 'passport.finding.certainFieldChanged',
        message: "You changed what the passport's check digits confirm: {fields}.",
      },
      values: (i18n, [fields = '']) => ({
        fields: new Intl.ListFormat(i18n.locale, { type: 'unit' }).format(
          fields.split(', ').map((label) => {
            const field = FIELD_BY_LABEL.get(label);
            return field ? i18n._(PASSPORT_FIELD_MESSAGES[field]) : label;
          }),
        ),
      }),
    },
  ],
};

/** A passport finding's sentence in the reader's language. */
export function translateFinding(i18n: I18n, finding: TPassportFinding): string {
  for (const { pattern, message, values } of FINDING_PATTERNS[finding.kind]) {
    const match = pattern.exec(finding.message);
    if (match) return i18n._({ ...message, values: values(i18n, match.slice(1)) });
  }
  return finding.message;
}
