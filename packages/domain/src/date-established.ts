import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { isCalendarDate } from './person-history.ts';
import { YEAR_ESTABLISHED_MIN } from './year-established.ts';

/**
 * The full date the petitioner was established (I-140 Part 5 item 3, "Date Established", MM/DD/YYYY). The employer
 * wizard asks only the year (year-established.ts, the I-129's box); staff may give the full date on the company's
 * entity. Optional; when given: a real date, from YEAR_ESTABLISHED_MIN on, not after today (UTC, as the database's
 * trigger compares), and in the year established when that is given too. Migration 0086 holds the same rules
 * (companies_date_established_range, companies_date_established_in_year and a trigger for "not in the future").
 */
export const DATE_ESTABLISHED_TEXTS = {
  invalid: `Enter the date the company was established as YYYY-MM-DD, from ${YEAR_ESTABLISHED_MIN}-01-01 on.`,
  future: 'The date the company was established cannot be in the future.',
  otherYear: 'The date the company was established must be in the year it was established.',
} as const;

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Why a date established cannot be kept, or null when it can ('' and null: not given, fine). One rule for the
 * entity editor, the API's answer and the database (the sentences above are what each shows).
 */
export function dateEstablishedProblem(
  date: string | null | undefined,
  yearEstablished: number | null | undefined,
  today: string = todayUtc(),
): string | null {
  const text = (date ?? '').trim();
  if (text === '') return null;
  if (!isCalendarDate(text) || text < `${YEAR_ESTABLISHED_MIN}-01-01`) return DATE_ESTABLISHED_TEXTS.invalid;
  if (text > today) return DATE_ESTABLISHED_TEXTS.future;
  if (yearEstablished != null && Number(text.slice(0, 4)) !== yearEstablished) return DATE_ESTABLISHED_TEXTS.otherYear;
  return null;
}

/**
 * The year established a date established allows (its year), or null when no date is given. The employer wizard
 * shows it read-only while staff's date is set: a different year would break the rule above (docs/decisions.md,
 * "The employer wizard and staff's date established").
 */
export function yearOfDateEstablished(date: string | null | undefined): number | null {
  const text = (date ?? '').trim();
  return isCalendarDate(text) ? Number(text.slice(0, 4)) : null;
}

/** The company's date established and year established as the entity editor saves them: '' reads as not given (null). */
export const CompanyEstablishedSchema = lazySchema(() =>
  z
    .object({
      dateEstablished: z
        .string()
        .trim()
        .transform((value) => (value === '' ? null : value)),
      yearEstablished: z.number().int().nullable(),
    })
    .superRefine((value, context) => {
      const problem = dateEstablishedProblem(value.dateEstablished, value.yearEstablished);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['dateEstablished'] });
    }),
);

/** The database checks (migration 0086) and the sentences they stand for (the trigger raises `future` itself). */
export const DATE_ESTABLISHED_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  companies_date_established_range: DATE_ESTABLISHED_TEXTS.invalid,
  companies_date_established_in_year: DATE_ESTABLISHED_TEXTS.otherYear,
};
