import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The petitioner's gross and net annual income, which the I-129 asks of a company (Part 5 items 15 and 16, "Gross
 * Annual Income" and "Net Annual Income"; the I-140's Part 5 and the E supplement ask too). The employer gives both
 * on the wizard's "Employer History" step, staff on the company's profile (Entities); they are kept on the company
 * (companies.company_gross_annual_income and company_net_annual_income) in whole US dollars.
 *
 * Money as people write it: "1250000", "$1,250,000", "USD 1,250,000" or "1,250,000.00" (cents are refused unless they
 * are zero: the forms want whole dollars, and rounding is the employer's call, not ours). The net income is a loss
 * when negative, written "-40,000", "-$40,000", "$-40,000" or as accountants write a loss, "(40,000)". The gross
 * income is 0 or more (a startup with no revenue yet answers 0), the net income any whole number; both are under one
 * trillion dollars either way (MAX_COMPANY_ANNUAL_INCOME: the largest companies' revenue is below it, so a larger
 * amount is a typo). One sentence for each field's refusals, which migration 0136's checks
 * `companies_gross_annual_income_range` and `companies_net_annual_income_range` map back to (FIELD_CONSTRAINT_MESSAGES).
 */

/** The largest amount either income may be (and the smallest net loss is its negative). */
export const MAX_COMPANY_ANNUAL_INCOME = 999_999_999_999;

export const COMPANY_INCOME_TEXTS = {
  gross: 'Enter the gross annual income in whole US dollars, 0 or more and under $1 trillion, e.g. $1,250,000',
  net: 'Enter the net annual income in whole US dollars under $1 trillion, e.g. $250,000, or -$40,000 for a loss',
} as const;

/** Whole dollars from 0 to MAX_COMPANY_ANNUAL_INCOME (the database check's range). */
export function isGrossAnnualIncome(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= 0 && amount <= MAX_COMPANY_ANNUAL_INCOME;
}

/** Whole dollars from -MAX_COMPANY_ANNUAL_INCOME to MAX_COMPANY_ANNUAL_INCOME (the database check's range). */
export function isNetAnnualIncome(amount: number): boolean {
  return Number.isSafeInteger(amount) && Math.abs(amount) <= MAX_COMPANY_ANNUAL_INCOME;
}

/**
 * A sign (- or the typographic minus −), "$" or "USD", digits with optional thousands commas, optional cents. The
 * sign may stand before or after the currency ("-$40,000", "$-40,000").
 */
const MONEY = /^([-−]?)\s*(?:(?:\$|usd)\s?)?([-−]?)\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.([0-9]{1,2}))?$/i;
/** An accountant's loss: the amount in parentheses, "(40,000)" or "($40,000)". */
const IN_PARENTHESES = /^\((.*)\)$/;

/**
 * The whole dollars of an amount as typed, negative for a loss ("-40,000", "(40,000)"), or null when it is not one
 * (words, cents other than zero, two signs). The range is each field's rule (isGrossAnnualIncome, isNetAnnualIncome).
 */
export function parseCompanyIncome(text: string): number | null {
  let typed = text.trim();
  const parenthesised = IN_PARENTHESES.exec(typed);
  if (parenthesised) typed = parenthesised[1]!.trim();
  const match = MONEY.exec(typed);
  if (!match) return null;
  const [, signBefore, signAfter, digits, cents = ''] = match;
  const minuses = (signBefore ? 1 : 0) + (signAfter ? 1 : 0) + (parenthesised ? 1 : 0);
  if (minuses > 1 || /[1-9]/.test(cents)) return null;
  const amount = Number(digits!.replaceAll(',', ''));
  if (!Number.isSafeInteger(amount)) return null;
  return minuses === 1 && amount !== 0 ? -amount : amount;
}

/** A typed amount (or a stored number) → whole dollars within `isInRange`, else the sentence. */
const incomeSchema = (isInRange: (amount: number) => boolean, sentence: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (parseCompanyIncome(value) ?? Number.NaN) : value),
    z.number({ error: sentence }).refine((amount) => isInRange(amount), sentence),
  );

/** The gross annual income: '$1,250,000' → 1250000, '0' → 0; '-5', '12.50', 'lots' and a trillion are refused. */
export const grossAnnualIncomeSchema = lazySchema(() => incomeSchema(isGrossAnnualIncome, COMPANY_INCOME_TEXTS.gross));

/** The net annual income: '$250,000' → 250000, '-40,000' or '(40,000)' → -40000; 'lots' and ±a trillion are refused. */
export const netAnnualIncomeSchema = lazySchema(() => incomeSchema(isNetAnnualIncome, COMPANY_INCOME_TEXTS.net));

/** Not given: undefined, null or blank text. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Staff's company profile: the same rules, blank (or not given) being no amount (null). */
export const optionalGrossAnnualIncomeSchema = lazySchema(() =>
  z.preprocess((value) => (isBlank(value) ? null : value), grossAnnualIncomeSchema.nullable()),
);
export const optionalNetAnnualIncomeSchema = lazySchema(() =>
  z.preprocess((value) => (isBlank(value) ? null : value), netAnnualIncomeSchema.nullable()),
);

/**
 * A stored income as a form starts from: the GraphQL API gives the numeric column as text ("48500000.00"), the form
 * shows whole dollars ("48500000"); nothing stored is '' (the API's BigFloat is typed `unknown` in the web app).
 */
export function companyIncomeText(stored: unknown): string {
  if (typeof stored !== 'string' && typeof stored !== 'number') return '';
  if (String(stored).trim() === '') return '';
  const amount = Number(stored);
  return Number.isFinite(amount) ? String(Math.trunc(amount)) : String(stored);
}

/** Migration 0136's checks and the sentences the API returns for them (FIELD_CONSTRAINT_MESSAGES). */
export const COMPANY_INCOME_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  companies_gross_annual_income_range: COMPANY_INCOME_TEXTS.gross,
  companies_net_annual_income_range: COMPANY_INCOME_TEXTS.net,
};
