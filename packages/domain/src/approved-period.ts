import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import {
  blankDateToNull,
  datePairProblem,
  REQUESTED_PERIOD_DATE_RANGE,
  visaClassHasRequestedPeriod,
} from './requested-period.ts';

/**
 * The validity USCIS approved (petitions.approved_valid_from / approved_valid_to, migration 0146): an I-129 approval
 * notice prints it ("Valid from 10/15/2026 to 10/14/2029"), and its end is the day the beneficiary's status ends, the
 * date the firm files an extension by and the customer reads on Home. Staff confirm it from the notice the app reads
 * (receipt-notice.ts, validFrom/validTo) or type it on the USCIS status panel. Both dates or neither.
 *
 * The rules, kept once here and held by the database's checks of the same names (APPROVED_PERIOD_CONSTRAINT_MESSAGES):
 * real dates in the case-date range, the end after the start, none on an immigrant (I-140) petition, whose approval
 * grants no period. No longest period is imposed: USCIS decides it, and the app records what the notice says.
 */

const RANGE = REQUESTED_PERIOD_DATE_RANGE;

export const APPROVED_PERIOD_TEXTS = {
  invalidFrom: `Enter the approved start date as YYYY-MM-DD between ${RANGE.min.slice(0, 4)} and ${RANGE.max.slice(0, 4)}`,
  invalidTo: `Enter the approved end date as YYYY-MM-DD between ${RANGE.min.slice(0, 4)} and ${RANGE.max.slice(0, 4)}`,
  bothOrNeither: 'Enter both dates of the approved period, or leave both empty',
  endAfterStart: 'The approved end date must be after the start date',
  noPeriod: 'An immigrant petition (I-140) is approved without a period of stay: leave the approved dates empty',
} as const;
const T = APPROVED_PERIOD_TEXTS;

/** Whether an approval of this class grants a period of stay: every I-129 class (the same ones that request one). */
export const visaClassHasApprovedPeriod = visaClassHasRequestedPeriod;

export interface ApprovedPeriodProblem {
  field: 'from' | 'to';
  message: string;
}

/** Why the approved period cannot be kept, or null when it can (both empty: none recorded): any period's rules. */
export function approvedPeriodProblem(input: {
  visaClass: string;
  from: string | null | undefined;
  to: string | null | undefined;
}): ApprovedPeriodProblem | null {
  return datePairProblem(
    ['from', 'to'],
    { allowed: visaClassHasApprovedPeriod(input.visaClass), first: input.from, last: input.to },
    { ...T, invalidFirst: T.invalidFrom, invalidLast: T.invalidTo },
  );
}

/** The panel's two fields as saved: '' reads as not given (null); a period breaking a rule is refused with its sentence. */
export const ApprovedPeriodSchema = lazySchema(() =>
  z
    .object({ visaClass: z.string(), from: z.string(), to: z.string() })
    .superRefine((value, context) => {
      const problem = approvedPeriodProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    })
    .transform((value) => ({ from: blankDateToNull(value.from), to: blankDateToNull(value.to) })),
);

/** Migration 0146's checks and the sentences they stand for (FIELD_CONSTRAINT_MESSAGES maps GraphQL's refusals). */
export const APPROVED_PERIOD_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  petitions_approved_valid_from_range: T.invalidFrom,
  petitions_approved_valid_to_range: T.invalidTo,
  petitions_approved_period_both_or_neither: T.bothOrNeither,
  petitions_approved_period_end_after_start: T.endAfterStart,
  petitions_approved_period_nonimmigrant_only: T.noPeriod,
};
