import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The year the petitioner was established (I-129 Part 5 item 12, "Year Established"): four digits, not before
 * YEAR_ESTABLISHED_MIN (older companies exist, but a year before it is a typo) and not after the current year (UTC,
 * as the database's trigger compares; migration 0078 holds both).
 */
export const YEAR_ESTABLISHED_MIN = 1600;

export const YEAR_ESTABLISHED_TEXTS = {
  invalid: `Enter the year the company was established as four digits, for example 2015, from ${YEAR_ESTABLISHED_MIN} to this year.`,
} as const;

const currentYear = () => new Date().getUTCFullYear();

/** Whether a number is a year the company may have been established in. */
export function isYearEstablished(year: number, thisYear = currentYear()): boolean {
  return Number.isInteger(year) && year >= YEAR_ESTABLISHED_MIN && year <= thisYear;
}

/** '2015' or ' 2015 ' → 2015; '15', '2015.5', 'MMXV', 1599 and next year are refused with one sentence. */
export const yearEstablishedSchema = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (/^\s*\d{4}\s*$/.test(value) ? Number(value) : Number.NaN) : value),
    z.number({ error: YEAR_ESTABLISHED_TEXTS.invalid }).refine((year) => isYearEstablished(year), YEAR_ESTABLISHED_TEXTS.invalid),
  ),
);

/** The database check (migration 0078) and the sentence it stands for (the trigger raises the same sentence). */
export const YEAR_ESTABLISHED_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  companies_year_established_range: YEAR_ESTABLISHED_TEXTS.invalid,
};
