import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The petition's proposed U.S. salary (the builder's "Proposed US salary", petitions.metadata.proposedUSSalary),
 * which fills the I-129's wages and "per" fields. Staff type it as they would say it ("185000 per year",
 * "$185,000/year", "95 an hour"); anything else ("TBD", a 23-digit number) would reach the form as typed. One
 * rule: the builder's field and its Create button, the API's POST /petition contract, and the database's check
 * on petitions (migration 0067, `petitions_proposed_salary_format`, the same pattern) all use it.
 */

/** How often it is paid, as the I-129 says it. */
export const SALARY_PERIODS = ['year', 'month', 'week', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/**
 * An amount from 1 to 99,999,999 (optionally "$" or "USD", thousands commas, cents), then optionally how often:
 * "per year", "a month", "/week", "an hour", "yearly", "annually", "per annum"… Case-insensitive. The database
 * check is this source with the `~*` operator.
 */
export const PROPOSED_SALARY_PATTERN =
  /^((\$|usd) ?)?([1-9][0-9]{0,7}|[1-9][0-9]{0,2},[0-9]{3}|[1-9][0-9]?,[0-9]{3},[0-9]{3})(\.[0-9]{1,2})?( ?((per|a|an|\/) ?(year|annum|month|week|hour)|yearly|annually|monthly|weekly|hourly))?$/i;

/**
 * The example the field's placeholder and the refusal sentence both give: money as people write it, so the two
 * never disagree (the rule also takes '185000 per year').
 */
export const PROPOSED_SALARY_EXAMPLE = '$185,000 per year';

export const PROPOSED_SALARY_ERROR = `Enter the salary as an amount and how often it is paid, e.g. ${PROPOSED_SALARY_EXAMPLE}`;

/** Surrounding spaces are dropped and inner runs of spaces read as one; '' is "not given". */
export function normalizeProposedSalary(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export const proposedSalarySchema = lazySchema(() =>
  z
    .string()
    .transform(normalizeProposedSalary)
    .refine((value) => value === '' || PROPOSED_SALARY_PATTERN.test(value), { error: PROPOSED_SALARY_ERROR }),
);

/** The domain's sentence for a salary as typed, or null when it may be saved. */
export function proposedSalaryError(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return proposedSalarySchema.safeParse(value).success ? null : PROPOSED_SALARY_ERROR;
}

const PERIOD_WORDS: Readonly<Record<string, SalaryPeriod>> = {
  year: 'year',
  annum: 'year',
  annual: 'year',
  yearly: 'year',
  annually: 'year',
  month: 'month',
  monthly: 'month',
  week: 'week',
  weekly: 'week',
  hour: 'hour',
  hourly: 'hour',
};

/**
 * How often a salary is paid, as the I-129 says it, from a word for it: the salary's own words here, and the
 * employer's stored salary frequency ('annual', 'monthly'… of SALARY_FREQUENCIES) when the I-129 is filled.
 */
export function salaryPeriodOf(word: string | null | undefined): SalaryPeriod | null {
  return PERIOD_WORDS[word?.trim().toLowerCase() ?? ''] ?? null;
}

/** "$185,000.50 per year" → { amount: '185000.50', per: 'year' }; null for a salary the rule refuses or ''. */
export function proposedSalaryParts(value: string | null | undefined): { amount: string; per: SalaryPeriod | null } | null {
  if (!value) return null;
  const salary = normalizeProposedSalary(value);
  if (!PROPOSED_SALARY_PATTERN.test(salary)) return null;
  const amount = /[0-9][0-9,]*(\.[0-9]+)?/.exec(salary)![0].replaceAll(',', '');
  const word = /(annum|annually|yearly|year|monthly|month|weekly|week|hourly|hour)$/i.exec(salary)?.[1];
  return { amount, per: salaryPeriodOf(word) };
}
