import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { isCalendarDate } from './person-history.ts';
import type { PetitionStatus } from './petition-status.ts';
import { appliesAtTheBorder } from './tn-application-route.ts';
import { petitionFormNumber } from './uscis-forms/required-forms.ts';

/**
 * The period of employment a petition asks USCIS for ("Dates of intended employment", I-129 Part 5 item 10), set by
 * staff per petition (petitions.requested_start_date / requested_end_date, migration 0092). Both dates or neither:
 * neither means the forms print the employer's offer dates from onboarding (petitionEmploymentPeriod below).
 *
 * The rules, kept once here and held by the database's checks of the same names (REQUESTED_PERIOD_CONSTRAINT_MESSAGES):
 * real dates in the case-date range, the end after the start, and at most 3 years (O-1 validity; the app applies the
 * same bound to every I-129 class and invents no other). An immigrant petition (I-140: EB-1A, EB-1B, EB-2 NIW) asks
 * for no period, so it holds none.
 */

/**
 * The case dates' range (field-rules.ts CASE_DATE_RANGE, which imports this file's messages: written out here so the
 * two modules do not load each other; a test keeps them equal).
 */
export const REQUESTED_PERIOD_DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;
const CASE_DATE_RANGE = REQUESTED_PERIOD_DATE_RANGE;

/** The longest period a petition may ask for, in years (O and P classifications: up to 3 years). */
export const REQUESTED_PERIOD_MAX_YEARS = 3;

export const REQUESTED_PERIOD_TEXTS = {
  invalidStart: `Enter the requested start date as YYYY-MM-DD between ${CASE_DATE_RANGE.min.slice(0, 4)} and ${CASE_DATE_RANGE.max.slice(0, 4)}`,
  invalidEnd: `Enter the requested end date as YYYY-MM-DD between ${CASE_DATE_RANGE.min.slice(0, 4)} and ${CASE_DATE_RANGE.max.slice(0, 4)}`,
  bothOrNeither: "Enter both the requested start and end dates, or leave both empty to use the employer's offer dates",
  endAfterStart: 'The requested end date must be after the start date',
  tooLong: `A petition can ask for at most ${REQUESTED_PERIOD_MAX_YEARS} years: the end date must be before the start date's third anniversary`,
  noPeriod: 'An immigrant petition (I-140) asks for no period of employment: leave the requested dates empty',
} as const;
const T = REQUESTED_PERIOD_TEXTS;

/** Whether a petition of this visa class asks for a period of employment: every I-129 class; an I-140 one does not. */
export function visaClassHasRequestedPeriod(visaClass: string): boolean {
  return petitionFormNumber(visaClass) === 'I-129';
}

/**
 * The day the period may no longer reach: the start's third anniversary, a 29 February start landing on 28 February
 * (as PostgreSQL's `date + interval '3 years'`, which the database's check uses).
 */
export function requestedPeriodLimit(start: string): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const targetYear = year + REQUESTED_PERIOD_MAX_YEARS;
  const lastDay = new Date(Date.UTC(targetYear, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

export interface RequestedPeriodProblem {
  field: 'start' | 'end';
  message: string;
}

/** A date field's text as kept: '' (or blanks) is not given (the approved period's schema reads it so too). */
export const blankDateToNull = (text: string | null | undefined) => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};
/** A real YYYY-MM-DD date in the case dates' range. */
const isCaseDate = (text: string) => isCalendarDate(text) && text >= CASE_DATE_RANGE.min && text <= CASE_DATE_RANGE.max;

/** The sentences a period of two dates is refused with (each period words its own dates). */
export interface DatePairTexts {
  invalidFirst: string;
  invalidLast: string;
  bothOrNeither: string;
  endAfterStart: string;
  /** The case's class has no such period at all. */
  noPeriod: string;
}

/**
 * The rules every period of two dates keeps (the requested period, the approved one): none is fine; otherwise the
 * class must have one, each date must be a real date in the case dates' range, both must be given, and the last must
 * come after the first. The problem names the field it is about, by the period's own keys.
 */
export function datePairProblem<Key extends string>(
  [firstKey, lastKey]: readonly [Key, Key],
  input: { allowed: boolean; first: string | null | undefined; last: string | null | undefined },
  texts: DatePairTexts,
): { field: Key; message: string } | null {
  const first = blankDateToNull(input.first);
  const last = blankDateToNull(input.last);
  if (first === null && last === null) return null;
  if (!input.allowed) return { field: first === null ? lastKey : firstKey, message: texts.noPeriod };
  if (first !== null && !isCaseDate(first)) return { field: firstKey, message: texts.invalidFirst };
  if (last !== null && !isCaseDate(last)) return { field: lastKey, message: texts.invalidLast };
  if (first === null) return { field: firstKey, message: texts.bothOrNeither };
  if (last === null) return { field: lastKey, message: texts.bothOrNeither };
  if (last <= first) return { field: lastKey, message: texts.endAfterStart };
  return null;
}

/**
 * Why the requested period cannot be kept, or null when it can (both empty: none requested). The petition page shows
 * the message under the field it names; the database refuses the same periods with the same sentences. Beyond the
 * rules of any period (datePairProblem), it may not reach the start's third anniversary.
 */
export function requestedPeriodProblem(input: {
  visaClass: string;
  start: string | null | undefined;
  end: string | null | undefined;
}): RequestedPeriodProblem | null {
  const problem = datePairProblem(
    ['start', 'end'],
    { allowed: visaClassHasRequestedPeriod(input.visaClass), first: input.start, last: input.end },
    { ...T, invalidFirst: T.invalidStart, invalidLast: T.invalidEnd },
  );
  if (problem) return problem;
  const start = blankDateToNull(input.start);
  const end = blankDateToNull(input.end);
  if (start !== null && end !== null && end >= requestedPeriodLimit(start)) return { field: 'end', message: T.tooLong };
  return null;
}

/**
 * The petition page's two fields as saved: '' reads as not given (null); a period breaking a rule is refused with its
 * sentence on the field it names. The visa class decides whether a period is allowed at all.
 */
export const RequestedPeriodSchema = lazySchema(() =>
  z
    .object({ visaClass: z.string(), start: z.string(), end: z.string() })
    .superRefine((value, context) => {
      const problem = requestedPeriodProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    })
    .transform((value) => ({ start: blankDateToNull(value.start), end: blankDateToNull(value.end) })),
);

/** Migration 0092's checks and the sentences they stand for (FIELD_CONSTRAINT_MESSAGES maps GraphQL's refusals). */
export const REQUESTED_PERIOD_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  petitions_requested_start_date_range: T.invalidStart,
  petitions_requested_end_date_range: T.invalidEnd,
  petitions_requested_period_both_or_neither: T.bothOrNeither,
  petitions_requested_period_end_after_start: T.endAfterStart,
  petitions_requested_period_at_most_3_years: T.tooLong,
  petitions_requested_period_nonimmigrant_only: T.noPeriod,
};

/** Where the dates the forms print come from. */
export type EmploymentPeriodSource =
  /** The period staff requested on the petition page. */
  | 'requested'
  /** None requested: the employer's offer (the beneficiary's employment at the petitioner, from onboarding). */
  | 'offer';

export interface PetitionEmploymentPeriod {
  source: EmploymentPeriodSource;
  /** YYYY-MM-DD, or null when the source holds none (the form then lists it as missing). */
  start: string | null;
  end: string | null;
  /**
   * The offer's start date, when it is left out for being past: USCIS grants no validity that starts before it
   * decides, so the start of a job the beneficiary already holds is never the one to ask for (staff request a period).
   */
  pastOfferStart: string | null;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The dates of intended employment the USCIS forms print (I-129 Part 5 item 10, the O supplement's nature of the
 * event): the period requested for the petition when set, else the employer's offer dates, the offer's start only
 * while it is not past. Written once: the forms (via FormCaseData) and the petition page, which says what the forms
 * print, choose the same way.
 */
export function petitionEmploymentPeriod(
  input: {
    requested: { start: string | null | undefined; end: string | null | undefined } | null | undefined;
    offer: { startDate: string | null | undefined; endDate: string | null | undefined } | null | undefined;
  },
  today: string = todayUtc(),
): PetitionEmploymentPeriod {
  const requestedStart = blankDateToNull(input.requested?.start);
  const requestedEnd = blankDateToNull(input.requested?.end);
  if (requestedStart && requestedEnd) {
    return { source: 'requested', start: requestedStart, end: requestedEnd, pastOfferStart: null };
  }
  const offerStart = blankDateToNull(input.offer?.startDate);
  const past = offerStart !== null && offerStart < today;
  return {
    source: 'offer',
    start: past ? null : offerStart,
    end: blankDateToNull(input.offer?.endDate),
    pastOfferStart: past ? offerStart : null,
  };
}

/** An employment record as the offer is read from it (app_public.user_employments). */
export interface OfferEmploymentRow {
  companyId: string | null;
  isCurrent: boolean;
  /** YYYY-MM-DD or null. */
  startDate: string | null;
}

/**
 * The beneficiary's employment at the petitioner that is the offered role: the current one first, then the latest
 * start (an undated one last). The forms' loader and the petition page pick with this, so they read the same dates.
 */
export function offeredEmployment<Row extends OfferEmploymentRow>(rows: readonly Row[], companyId: string | null): Row | null {
  if (!companyId) return null;
  const atPetitioner = rows.filter((row) => row.companyId === companyId);
  const ordered = [...atPetitioner].sort(
    (a, b) =>
      Number(b.isCurrent) - Number(a.isCurrent) ||
      (a.startDate === b.startDate
        ? 0
        : a.startDate === null
          ? 1
          : b.startDate === null
            ? -1
            : a.startDate < b.startDate
              ? 1
              : -1),
  );
  return ordered[0] ?? null;
}

/** A petition's statuses before it goes to USCIS: while in them, staff may still request its period. */
const NOT_YET_FILED: ReadonlySet<string> = new Set<PetitionStatus>(['PENDING_DOCS', 'IN_ATTORNEY_REVIEW']);

/**
 * Who the period is asked of: USCIS, which decides a petition; or the officer a TN applied for at the border or a
 * consulate is presented to (appliesAtTheBorder), where nothing is filed with USCIS.
 */
export type RequestedPeriodAskedOf = 'uscis' | 'officer';

/** What the customers' Home says of a petition's requested period of employment. */
export type HomeRequestedPeriod =
  /** Staff set it: the dates. */
  | { kind: 'set'; start: string; end: string; askedOf: RequestedPeriodAskedOf }
  /** The petition asks for one, none is set yet, and it is not filed: staff will set the dates before filing. */
  | { kind: 'not-set-yet'; askedOf: RequestedPeriodAskedOf }
  /** Nothing to say: an immigrant (I-140) petition asks for none, or a filed one went with the offer's dates. */
  | { kind: 'none' };

/**
 * Home's line about the requested period (docs/decisions.md, "The requested period, rounded off"): the dates once set,
 * else, on an I-129 petition still being prepared, that staff have not set them yet, else nothing.
 */
export function homeRequestedPeriod(petition: {
  visaClass: string;
  status: string;
  filingType?: string | null | undefined;
  requestedStartDate?: string | null | undefined;
  requestedEndDate?: string | null | undefined;
}): HomeRequestedPeriod {
  const start = blankDateToNull(petition.requestedStartDate);
  const end = blankDateToNull(petition.requestedEndDate);
  const askedOf: RequestedPeriodAskedOf = appliesAtTheBorder(petition.visaClass, petition.filingType) ? 'officer' : 'uscis';
  if (start && end) return { kind: 'set', start, end, askedOf };
  if (visaClassHasRequestedPeriod(petition.visaClass) && NOT_YET_FILED.has(petition.status))
    return { kind: 'not-set-yet', askedOf };
  return { kind: 'none' };
}
