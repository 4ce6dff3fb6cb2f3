import { z } from 'zod';
import { BATES_PREFIX_ERROR } from './bates-prefix.ts';
import { isCalendarDate } from './person-history.ts';
import { LOCALE_ERROR } from './locale.ts';
import { ENTITY_DATA_CONSTRAINT_MESSAGES, ENTITY_NAME_CONSTRAINT_MESSAGES } from './additional-entity.ts';
import { LETTER_NAME_CONSTRAINT_MESSAGES } from './letter-name.ts';
import { REUSABLE_EXHIBIT_NAME_CONSTRAINT_MESSAGES } from './reusable-exhibit.ts';
import { CASE_FIELD_CONSTRAINT_MESSAGES } from './petition-case-fields.ts';
import { PROPOSED_SALARY_ERROR } from './proposed-salary.ts';
import { RFE_CONSTRAINT_MESSAGES } from './rfe.ts';
import { lazySchema } from './lazy-schema.ts';
import { PASSPORT_SEX_CONSTRAINT_MESSAGES } from './passport-sex.ts';
import { I94_CONSTRAINT_MESSAGES } from './i94-record.ts';
import { YEAR_ESTABLISHED_CONSTRAINT_MESSAGES } from './year-established.ts';
import { DATE_ESTABLISHED_CONSTRAINT_MESSAGES } from './date-established.ts';
import { PASSPORT_NUMBER_CONSTRAINT_MESSAGES } from './passport-checks.ts';
import { FEIN_CONSTRAINT_MESSAGES } from './fein.ts';
import { NAICS_CODE_CONSTRAINT_MESSAGES } from './naics-code.ts';
import { ANNUAL_INCOME_CONSTRAINT_MESSAGES } from './annual-income.ts';
import { COMPANY_INCOME_CONSTRAINT_MESSAGES } from './company-income.ts';
import { APPROVED_PERIOD_CONSTRAINT_MESSAGES } from './approved-period.ts';
import { REQUESTED_PERIOD_CONSTRAINT_MESSAGES } from './requested-period.ts';
import { canonicalPhoneNumber } from './phone-number.ts';

/**
 * Issue 26: one rule per field, kept here once. The forms validate with these zod schemas, and migration
 * 0038 enforces the same rules as database checks whose names map back to the same sentence
 * (FIELD_CONSTRAINT_MESSAGES), so the form, the API's error and the database say the same thing.
 */
export const FIELD_RULE_TEXTS = {
  zipCode: 'Enter a 5-digit ZIP code',
  phone: 'Enter a phone number: 7 to 15 digits, with + ( ) - or spaces if you like; add an extension as ext. 12 (up to 6 digits)',
  email: 'Enter a valid email address',
  firstName: 'Enter a first name',
  receiptNumber: 'A receipt number is three letters and ten digits',
  caseDate: 'Enter a real date as YYYY-MM-DD between 2000 and 2100',
  birthDate: 'Enter a date of birth as YYYY-MM-DD, after 1900 and not in the future',
  passportDate: 'Enter a passport date as YYYY-MM-DD between 1900 and 2100',
  salary: 'Enter the salary as a number greater than 0',
  employees: 'Enter the number of employees as a whole number, 0 or more',
  hoursPerWeek: 'Enter the hours per week as a number greater than 0, at most 168',
} as const;
const T = FIELD_RULE_TEXTS;

/** A U.S. ZIP code: five digits, optionally ZIP+4. The same pattern is the database check. */
export const ZIP_CODE_PATTERN = /^[0-9]{5}(-[0-9]{4})?$/;
/** A USCIS receipt number: three letters (the service center) and ten digits, e.g. WAC2512345678. */
export const RECEIPT_NUMBER_PATTERN = /^[A-Z]{3}[0-9]{10}$/;
/** The same shape of e-mail address the database accepts: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Case dates (target submission, shipped) in a plausible range; the database checks the same range. */
export const CASE_DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;
/** Birth and passport dates: not before 1900 (birth also not in the future, migration 0037). */
export const PERSON_DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;
/** A salary above this is a typo, not an offer (and stays inside numeric(14, 2)). */
export const MAX_SALARY = 100_000_000;
/** The hours in a week: an offer of more is a typo (and numeric(5, 2) would overflow past 999.99). */
export const MAX_HOURS_PER_WEEK = 168;

/** Today as YYYY-MM-DD in UTC (the database compares with its current_date). */
const today = () => new Date().toISOString().slice(0, 10);

export const zipCodeSchema = lazySchema(() => z.string().trim().regex(ZIP_CODE_PATTERN, T.zipCode));
/**
 * A phone number as typed, with an extension if it has one ("617-555-0142 x12") → its stored form
 * ("617-555-0142 ext. 12", phone-number.ts); anything else is refused with T.phone.
 */
export const phoneSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((text) => canonicalPhoneNumber(text) !== null, T.phone)
    .transform((text) => canonicalPhoneNumber(text)!),
);
export const emailSchema = lazySchema(() => z.string().trim().regex(EMAIL_PATTERN, T.email).pipe(z.email(T.email)));
export const firstNameSchema = lazySchema(() => z.string().trim().min(1, T.firstName));
/** Typed with spaces or dashes ("wac-25-123-45678") or in lower case is fine: stored as WAC2512345678. */
export const receiptNumberSchema = lazySchema(() =>
  z
    .string()
    .transform((text) => text.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(z.string().regex(RECEIPT_NUMBER_PATTERN, T.receiptNumber)),
);
export const caseDateSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((text) => isCalendarDate(text) && text >= CASE_DATE_RANGE.min && text <= CASE_DATE_RANGE.max, T.caseDate),
);
export const birthDateSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((text) => isCalendarDate(text) && text >= PERSON_DATE_RANGE.min && text <= today(), T.birthDate),
);
export const passportDateSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((text) => isCalendarDate(text) && text >= PERSON_DATE_RANGE.min && text <= PERSON_DATE_RANGE.max, T.passportDate),
);
/** A salary typed in a form ('85000', '85,000.50'); 'lots', NaN, 0 and negatives are refused. */
export const salarySchema = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value.replace(/[,\s$]/g, ''))) : value),
    z.number({ error: T.salary }).refine((amount) => Number.isFinite(amount) && amount > 0 && amount <= MAX_SALARY, T.salary),
  ),
);
/** A head count: '12' → 12, '1,200' (thousands commas, as people write it) → 1200; 'many', -5 and 2.5 are refused. */
export const employeeCountSchema = lazySchema(() =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? /^\s*(\d+|\d{1,3}(,\d{3})+)\s*$/.test(value)
          ? Number(value.replace(/,/g, ''))
          : Number.NaN
        : value,
    z.number({ error: T.employees }).refine((count) => Number.isInteger(count) && count >= 0, T.employees),
  ),
);

/** Hours of work a week: '40', '37.5', ' 20 ' → numbers; '40 hrs', 0, negatives and more than 168 are refused. */
export const hoursPerWeekSchema = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (/^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN) : value),
    z
      .number({ error: T.hoursPerWeek })
      .refine((hours) => Number.isFinite(hours) && hours > 0 && hours <= MAX_HOURS_PER_WEEK, T.hoursPerWeek),
  ),
);

/** The message of a field rule for an optional text field: '' means "not given" and is always allowed. */
export function optionalFieldError(schema: z.ZodType, text: string): string | null {
  if (text.trim() === '') return null;
  const result = schema.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Database check constraints (migration 0038, and 0029's Bates prefix) and the sentence each one stands for. */
export const FIELD_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  companies_zip_code_format: T.zipCode,
  company_offices_postal_code_format: T.zipCode,
  companies_phone_number_format: T.phone,
  user_data_phone_number_format: T.phone,
  users_email_format: T.email,
  petitions_uscis_receipt_number_format: T.receiptNumber,
  petitions_target_submission_date_range: T.caseDate,
  petitions_petition_shipped_date_range: T.caseDate,
  user_data_date_of_birth_range: T.birthDate,
  user_data_passport_dates_range: T.passportDate,
  user_employments_salary_range: T.salary,
  companies_current_number_of_employees_check: T.employees,
  // Migration 0070: the role offer's hours per week (hoursPerWeekSchema).
  user_employments_hours_per_week_range: T.hoursPerWeek,
  // Migration 0029's column check (PostgreSQL's default name), the same rule as batesPrefixSchema.
  petitions_bates_prefix_check: BATES_PREFIX_ERROR,
  // Migration 0063: the portal languages (packages/domain/src/locale.ts).
  users_locale_known: LOCALE_ERROR,
  // Migration 0067: the builder's proposed salary (packages/domain/src/proposed-salary.ts).
  petitions_proposed_salary_format: PROPOSED_SALARY_ERROR,
  // Migration 0068's (and 0059's USCIS status) bounds on the petition page's case text fields (petition-case-fields.ts).
  ...CASE_FIELD_CONSTRAINT_MESSAGES,
  // Migration 0060's RFE checks (packages/domain/src/rfe.ts).
  ...RFE_CONSTRAINT_MESSAGES,
  // Migration 0071's bounds on an entity's name (and 0007's non-blank check), packages/domain/src/additional-entity.ts.
  ...ENTITY_NAME_CONSTRAINT_MESSAGES,
  // Migration 0072's bounds on a reusable exhibit's name (packages/domain/src/reusable-exhibit.ts).
  ...REUSABLE_EXHIBIT_NAME_CONSTRAINT_MESSAGES,
  // Migration 0074: a saved letter's name (packages/domain/src/letter-name.ts) and an entity's data texts.
  ...LETTER_NAME_CONSTRAINT_MESSAGES,
  ...ENTITY_DATA_CONSTRAINT_MESSAGES,
  // Migration 0078: the passport's sex, the I-94 record and the petitioner's year established.
  ...PASSPORT_SEX_CONSTRAINT_MESSAGES,
  ...I94_CONSTRAINT_MESSAGES,
  ...YEAR_ESTABLISHED_CONSTRAINT_MESSAGES,
  // Migration 0086: the petitioner's full date established, given by staff (date-established.ts).
  ...DATE_ESTABLISHED_CONSTRAINT_MESSAGES,
  // Migration 0088: the passport number, the passport text rule (passport-checks.ts).
  ...PASSPORT_NUMBER_CONSTRAINT_MESSAGES,
  // Migration 0090: the petitioner's FEIN, stored as NN-NNNNNNN (fein.ts).
  ...FEIN_CONSTRAINT_MESSAGES,
  // Migration 0104: the petitioner's NAICS code, 6 digits (naics-code.ts).
  ...NAICS_CODE_CONSTRAINT_MESSAGES,
  // Migration 0111: an individual petitioner's annual income, whole dollars (annual-income.ts).
  ...ANNUAL_INCOME_CONSTRAINT_MESSAGES,
  // Migration 0136: the petitioner company's gross and net annual income, whole dollars (company-income.ts).
  ...COMPANY_INCOME_CONSTRAINT_MESSAGES,
  // Migration 0092: the petition's requested period of employment (requested-period.ts).
  ...REQUESTED_PERIOD_CONSTRAINT_MESSAGES,
  // Migration 0146: the validity USCIS approved (approved-period.ts).
  ...APPROVED_PERIOD_CONSTRAINT_MESSAGES,
};
