/**
 * Passport checks against the case (issue 34): what the person confirms from a passport reading is compared with
 * what the case already knows about them, before anything is saved. The same function runs in the portal (to show
 * the findings before "Confirm") and on the server (which refuses a confirmation with findings and no reason); the
 * database holds the last rule too (passport_confirmations_reason_needed, migration 0061).
 */
import { z } from 'zod';
import { CONFIRMABLE_PASSPORT_FIELDS, ZPassportFieldConfidencesSchema, type TConfirmablePassportField } from './contracts/ocr.ts';
import { countryCodeFromIcao, countryName } from './geography.ts';
import { lazySchema } from './lazy-schema.ts';
import { sameMrzName } from './passport-name-spelling.ts';
import { passportSexSchema } from './passport-sex.ts';

/** Everything that stops a silent confirmation. Each one needs the person's typed reason. */
export const PASSPORT_FINDING_KINDS = [
  'no-zone',
  'not-passport',
  'name-differs',
  'birth-date-differs',
  'nationality-differs',
  'expired',
  'expires-soon',
  'certain-field-changed',
] as const;
export type TPassportFindingKind = (typeof PASSPORT_FINDING_KINDS)[number];

/** Short names of the findings, for staff lists (the portal shows each finding's own sentence). */
export const PASSPORT_FINDING_LABELS: Record<TPassportFindingKind, string> = {
  'no-zone': 'No passport zone read',
  'not-passport': 'Not a passport',
  'name-differs': 'Name differs from the case',
  'birth-date-differs': 'Date of birth differs from the case',
  'nationality-differs': 'Nationality differs from the case',
  expired: 'Passport expired',
  'expires-soon': 'Expires within six months of the intended start',
  'certain-field-changed': 'Changed a field the passport vouches for',
};

export const PASSPORT_FIELD_LABELS: Record<TConfirmablePassportField, string> = {
  passportNumber: 'Passport number',
  givenName: 'Given name',
  middleName: 'Middle name',
  surname: 'Surname',
  nationality: 'Nationality',
  dateOfBirth: 'Date of birth',
  sex: 'Sex',
  countryOfIssue: 'Country of issue',
  expirationDate: 'Expiration date',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDateOrNull = lazySchema(() => z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).nullable());
/** The passport's text fields (number, names, places) hold at most this many characters. */
export const PASSPORT_TEXT_MAX = 100;
const textOrNull = lazySchema(() =>
  z.string().trim().max(PASSPORT_TEXT_MAX, { error: 'must be at most 100 characters' }).nullable(),
);
/** The passport text rule's sentence (the portal translates it: lib/i18n/validation-messages.ts). */
export const PASSPORT_TEXT_TOO_LONG = 'Use at most 100 characters.';
/** One passport text field as typed in a form (the passport step's and staff's): the same 100-character bound. */
export const passportTextSchema = lazySchema(() => z.string().trim().max(PASSPORT_TEXT_MAX, { error: PASSPORT_TEXT_TOO_LONG }));
/**
 * Migration 0088's check on user_data.passport_number: exactly the values this rule stores (trimmed, at most 100
 * characters, counted as code points by zod and PostgreSQL alike). The forms and the confirmation trim before writing, so the refusal a person can meet is the
 * length; blanks around the number come only from a hand-made write.
 */
export const PASSPORT_NUMBER_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  user_data_passport_number_text: PASSPORT_TEXT_TOO_LONG,
};

/** The passport's fields as the person confirms them (empty ones null). */
export const ZConfirmedPassportSchema = lazySchema(() =>
  z.object({
    passportNumber: textOrNull,
    givenName: textOrNull,
    middleName: textOrNull,
    surname: textOrNull,
    nationality: textOrNull,
    dateOfBirth: isoDateOrNull,
    /** M, F or X as printed ('f' → 'F'); blank is none. */
    sex: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), passportSexSchema.nullable()),
    countryOfIssue: textOrNull,
    expirationDate: isoDateOrNull,
  } satisfies Record<TConfirmablePassportField, z.ZodType>),
);
export type TConfirmedPassport = z.infer<typeof ZConfirmedPassportSchema>;

/** What was read from the file, as kept with a confirmation; null in its place is an empty reading (no zone). */
export const ZPassportReadingRecordSchema = lazySchema(() =>
  z.object({
    /** The document code as printed: P passport, I/A/C cards, V visas. */
    documentCode: z.string().regex(/^[A-Z0-9<]{1,2}$/, { error: 'must be a document code such as P or ID' }),
    fields: ZConfirmedPassportSchema,
    fieldConfidence: ZPassportFieldConfidencesSchema,
  }),
);
export type TPassportReadingRecord = z.infer<typeof ZPassportReadingRecordSchema>;

/** The reason a person types to confirm despite findings: a few words at least. */
export const ZPassportConfirmationReasonSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(5, { error: 'Write a few words (at least 5 characters) saying why these details are right' })
    .max(1000, { error: 'Keep the reason under 1,000 characters' }),
);

/** What the case knows about the person, to compare the passport with (loaded by the server). */
export interface TPassportCaseFacts {
  /** The person's legal name on the case (users.first_name / last_name). */
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  /** ISO alpha-2: the app's citizenship is the issuing country of the passport recorded before (docs/decisions.md). */
  nationality: string | null;
  /** The intended start of work in the U.S. (the offered employment's start date), when known. */
  intendedStart: string | null;
}

export interface TPassportFinding {
  kind: TPassportFindingKind;
  /** A sentence for the person (and staff), with dates written as the app writes them. */
  message: string;
}

export const ZPassportFindingSchema = lazySchema(() => z.object({ kind: z.enum(PASSPORT_FINDING_KINDS), message: z.string() }));

/** MM/DD/YYYY, the app's date format. */
export function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

const firstWord = (value: string | null) => value?.trim().split(/\s+/)[0] ?? '';

/** YYYY-MM-DD plus whole months (the last day of a shorter month when the day does not exist). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Months of validity a passport should have left at the intended start (the usual rule of U.S. admission). */
export const PASSPORT_VALIDITY_MONTHS = 6;

const DOCUMENT_KINDS: Record<string, string> = {
  I: 'an identity card',
  A: 'an identity or residence card',
  C: 'an identity or residence card',
  V: 'a visa',
};

/** Comparable form of a field's value: upper case, no surrounding spaces, country codes as alpha-2. */
function comparable(field: TConfirmablePassportField, value: string | null): string {
  const text = (value ?? '').trim().toUpperCase();
  if (field === 'nationality' || field === 'countryOfIssue') return countryCodeFromIcao(text) ?? text;
  return text;
}

/** True when the person left every field empty: there is nothing to confirm. */
export function isEmptyPassport(confirmed: TConfirmedPassport): boolean {
  return CONFIRMABLE_PASSPORT_FIELDS.every((name) => !confirmed[name]?.trim());
}

function identityFindings(confirmed: TConfirmedPassport, facts: TPassportCaseFacts): TPassportFinding[] {
  const findings: TPassportFinding[] = [];
  const knownName = [facts.firstName, facts.lastName].filter((part) => part?.trim()).join(' ');
  const readName = [confirmed.givenName, confirmed.middleName, confirmed.surname].filter(Boolean).join(' ');
  if (knownName && readName) {
    const surnameMatches =
      !facts.lastName?.trim() || (confirmed.surname !== null && sameMrzName(confirmed.surname, facts.lastName));
    const givenMatches =
      !facts.firstName?.trim() ||
      (confirmed.givenName !== null && sameMrzName(firstWord(confirmed.givenName), firstWord(facts.firstName)));
    if (!surnameMatches || !givenMatches) {
      findings.push({
        kind: 'name-differs',
        message: `The passport is in the name of ${readName}; the case is for ${knownName}.`,
      });
    }
  }
  if (facts.dateOfBirth && confirmed.dateOfBirth && confirmed.dateOfBirth !== facts.dateOfBirth) {
    findings.push({
      kind: 'birth-date-differs',
      message: `The date of birth on the passport is ${formatIsoDate(confirmed.dateOfBirth)}; the case has ${formatIsoDate(facts.dateOfBirth)}.`,
    });
  }
  const nationality = confirmed.nationality ? countryCodeFromIcao(confirmed.nationality) : undefined;
  if (facts.nationality && confirmed.nationality && nationality !== facts.nationality.toUpperCase()) {
    const read = nationality ? (countryName(nationality) ?? nationality) : confirmed.nationality;
    const known = countryName(facts.nationality) ?? facts.nationality;
    findings.push({
      kind: 'nationality-differs',
      message: `The passport's nationality is ${read}; the case has ${known}.`,
    });
  }
  return findings;
}

function expiryFindings(confirmed: TConfirmedPassport, facts: TPassportCaseFacts, today: string): TPassportFinding[] {
  const expiry = confirmed.expirationDate;
  if (!expiry || !ISO_DATE.test(expiry)) return [];
  if (expiry < today) {
    return [{ kind: 'expired', message: `The passport expired on ${formatIsoDate(expiry)}.` }];
  }
  const start = facts.intendedStart && facts.intendedStart > today ? facts.intendedStart : today;
  const needed = addMonths(start, PASSPORT_VALIDITY_MONTHS);
  if (expiry >= needed) return [];
  const from = start === today ? 'today' : `the intended start of work on ${formatIsoDate(start)}`;
  return [
    {
      kind: 'expires-soon',
      message: `The passport expires on ${formatIsoDate(expiry)}, less than six months after ${from}.`,
    },
  ];
}

/**
 * What stands between this confirmation and a silent one: an empty reading, a document that is not a passport,
 * a person who is not the case's, an expired or nearly expired passport, and a changed value the passport's
 * check digits vouched for. `today` is YYYY-MM-DD (UTC).
 */
export function passportFindings(input: {
  reading: TPassportReadingRecord | null;
  confirmed: TConfirmedPassport;
  facts: TPassportCaseFacts;
  today: string;
}): TPassportFinding[] {
  const { reading, confirmed, facts, today } = input;
  const findings: TPassportFinding[] = [];
  if (!reading) {
    findings.push({
      kind: 'no-zone',
      message: 'No passport lines could be read from this file, so nothing here was checked against a passport.',
    });
  } else {
    const letter = reading.documentCode.replace(/</g, '').slice(0, 1);
    if (letter !== 'P') {
      findings.push({
        kind: 'not-passport',
        message: `This document reads as ${DOCUMENT_KINDS[letter] ?? 'another kind of document'}, not a passport.`,
      });
    }
  }
  findings.push(...identityFindings(confirmed, facts), ...expiryFindings(confirmed, facts, today));
  if (reading) {
    const changed = CONFIRMABLE_PASSPORT_FIELDS.filter(
      (name) =>
        reading.fieldConfidence[name] === 'certain' &&
        comparable(name, reading.fields[name]) !== comparable(name, confirmed[name]),
    );
    if (changed.length > 0) {
      findings.push({
        kind: 'certain-field-changed',
        message: `You changed what the passport's check digits confirm: ${changed.map((name) => PASSPORT_FIELD_LABELS[name]).join(', ')}.`,
      });
    }
  }
  return findings;
}
