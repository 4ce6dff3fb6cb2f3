import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The sex printed in a passport (ICAO 9303): M, F, or X for unspecified. The person confirms it from their passport
 * (user_data.sex, migration 0078, holds the same three letters); the USCIS forms offer only Male and Female, so an X
 * is never mapped to either: staff decide that box (uscis-forms/i-129-2025-01-20/beneficiary.ts).
 */
export const PASSPORT_SEXES = ['M', 'F', 'X'] as const;
export type PassportSex = (typeof PASSPORT_SEXES)[number];

export const PASSPORT_SEX_TEXTS = {
  invalid: 'Enter the sex as printed in your passport: M, F or X.',
} as const;

/** What each letter means, in words (the portal shows the word beside the letter typed). */
export const PASSPORT_SEX_LABELS: Readonly<Record<PassportSex, string>> = {
  M: 'Male',
  F: 'Female',
  X: 'Unspecified (X)',
};

export function isPassportSex(value: unknown): value is PassportSex {
  return typeof value === 'string' && (PASSPORT_SEXES as readonly string[]).includes(value);
}

/** Typed as printed, in either case and with stray spaces ('f ' → 'F'); '<' (the zone's filler) or blank is none. */
export const passportSexSchema = lazySchema(() =>
  z
    .string()
    .transform((text) => text.trim().toUpperCase())
    .pipe(z.enum(PASSPORT_SEXES, { error: PASSPORT_SEX_TEXTS.invalid })),
);

/** The database check (migration 0078) and the sentence it stands for. */
export const PASSPORT_SEX_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  user_data_sex_known: PASSPORT_SEX_TEXTS.invalid,
};
