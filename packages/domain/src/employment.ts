import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** How often the stated salary is paid (employer role offer, spec 3 §5). */
export const SALARY_FREQUENCIES = ['annual', 'monthly', 'weekly', 'hourly'] as const;
export type SalaryFrequency = (typeof SALARY_FREQUENCIES)[number];

/** Employer history's type-of-business choices. */
export const COMPANY_TYPES_OF_BUSINESS = [
  'Advertising',
  'Automotive',
  'Consulting',
  'Education',
  'Engineering',
  'Finance',
  'Healthcare',
  'Technology',
  'Other',
] as const;
export type CompanyTypeOfBusiness = (typeof COMPANY_TYPES_OF_BUSINESS)[number];

/** Pay beyond salary on a user employment (spec 3 §3); missing answers mean "none". */
export const OtherCompensationSchema = lazySchema(() =>
  z.object({
    equityAndStandardBenefits: z.boolean().default(false),
    otherGuaranteedPay: z.boolean().default(false),
    other: z.string().default(''),
  }),
);
export type OtherCompensation = z.infer<typeof OtherCompensationSchema>;

/**
 * The employer's answer on other compensation in its own words, as the I-129 asks it explained (Part 5 item 10):
 * the boxes ticked, then what was typed under Other ("Equity and standard benefits; Signing bonus"); null when the
 * employer named none, so the form's box stays empty rather than saying "none" for them.
 */
export function otherCompensationText(answer: OtherCompensation): string | null {
  const parts = [
    answer.equityAndStandardBenefits ? 'Equity and standard benefits' : null,
    answer.otherGuaranteedPay ? 'Other guaranteed pay' : null,
    answer.other.trim() || null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join('; ');
}

/** One row of a person's employment history, as the rule for their current occupation reads it. */
export interface EmploymentHistoryRow {
  position: string | null;
  isCurrent: boolean;
  /** ISO date, or null when not given. */
  startDate: string | null;
}

/**
 * A current job whose start date is after `today`: the role an employer offers, recorded as current (the U.S. job of
 * the petition) but not begun. The employment history says when it starts, not "present".
 */
export function isEmploymentNotYetBegun(row: Pick<EmploymentHistoryRow, 'isCurrent' | 'startDate'>, today: string): boolean {
  return row.isCurrent && row.startDate !== null && row.startDate > today;
}

/**
 * A person's occupation as they told it in their employment history: the position of the current job they started
 * last (an undated current job counts after dated ones; one starting after `today`, an offer not yet begun, is not
 * theirs yet). Null when no such job with a position is recorded: a past job is not an occupation now, and nothing is
 * guessed.
 */
export function currentOccupation(rows: readonly EmploymentHistoryRow[], today: string): string | null {
  const current = rows
    .filter((row) => row.isCurrent && (row.position?.trim() ?? '') !== '' && !isEmploymentNotYetBegun(row, today))
    .sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''));
  return current[0]?.position?.trim() ?? null;
}
