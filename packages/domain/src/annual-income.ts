import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { proposedSalaryParts } from './proposed-salary.ts';

/**
 * An individual petitioner's annual income, which the I-140 asks of a person who files for herself (Part 5 item 12,
 * "Annual Income $"; an EB-1A self-petition). The self-petitioning beneficiary gives it in her onboarding (beside her
 * employment history, which gives Part 5 item 11, her occupation) and staff on the petition page's beneficiary
 * details; it is kept on the person (user_data.annual_income, migration 0111), in whole US dollars.
 *
 * Money as people write it, read by the proposed salary's parser (proposed-salary.ts): "85000", "$85,000",
 * "USD 85,000", "$85,000 per year" or "85,000.00". Refused: no amount, 0, a negative, cents ("85,000.50": the form
 * wants whole dollars and rounding is the person's call, not ours), a pay period other than a year ("7,000 a month"
 * is not an annual income), and more than $99,999,999 (a typo; the salary rule's largest amount). Blank is "not
 * given" (null). One sentence for every refusal, which migration 0111's check `user_data_annual_income_range` maps
 * back to (FIELD_CONSTRAINT_MESSAGES).
 */

/** The largest income taken: the proposed salary rule's eight digits (PROPOSED_SALARY_PATTERN). */
export const MAX_ANNUAL_INCOME = 99_999_999;

/** The example the field's placeholder and the refusal both give. */
export const ANNUAL_INCOME_EXAMPLE = '$85,000';

export const ANNUAL_INCOME_RULE_TEXT = `Enter the annual income in whole US dollars, e.g. ${ANNUAL_INCOME_EXAMPLE}`;

/** A whole number of dollars from 1 to MAX_ANNUAL_INCOME (the database check's range). */
export function isAnnualIncome(amount: number): boolean {
  return Number.isInteger(amount) && amount >= 1 && amount <= MAX_ANNUAL_INCOME;
}

/** The dollars of an income as typed, or null when the rule refuses it. */
export function parseAnnualIncome(text: string): number | null {
  const parts = proposedSalaryParts(text);
  if (!parts || (parts.per !== null && parts.per !== 'year')) return null;
  const [dollars, cents = ''] = parts.amount.split('.');
  if (/[1-9]/.test(cents)) return null;
  const amount = Number(dollars);
  return isAnnualIncome(amount) ? amount : null;
}

/**
 * A typed income (or the stored number) → whole dollars, or null when left blank (undefined and null too: not
 * given). A stored number is held to the same range.
 */
export const annualIncomeSchema = lazySchema(() =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.union([z.string(), z.number()], { error: ANNUAL_INCOME_RULE_TEXT }).transform((value, context) => {
      if (typeof value === 'string' && value.trim() === '') return null;
      const amount = typeof value === 'number' ? (isAnnualIncome(value) ? value : null) : parseAnnualIncome(value);
      if (amount === null) {
        context.addIssue({ code: 'custom', message: ANNUAL_INCOME_RULE_TEXT });
        return z.NEVER;
      }
      return amount;
    }),
  ),
);

/**
 * The same rule for a text field that saves text (staff's autosaved person data): the typed income → its whole
 * dollars as digits ("$85,000" → "85000"), which the field stores as the number.
 */
export const annualIncomeTextSchema = lazySchema(() =>
  z
    .string()
    .refine((text) => parseAnnualIncome(text) !== null, { error: ANNUAL_INCOME_RULE_TEXT })
    .transform((text) => String(parseAnnualIncome(text))),
);

/** The domain's sentence for an income as typed, or null when it may be saved (blank included). */
export function annualIncomeError(text: string): string | null {
  return annualIncomeSchema.safeParse(text).success ? null : ANNUAL_INCOME_RULE_TEXT;
}

/** Migration 0111's check and the sentence the API returns for it (FIELD_CONSTRAINT_MESSAGES). */
export const ANNUAL_INCOME_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  user_data_annual_income_range: ANNUAL_INCOME_RULE_TEXT,
};
