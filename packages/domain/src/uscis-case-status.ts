import { z } from 'zod';
import { isCalendarDate } from './person-history.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * USCIS case status after filing (issue 31, migration 0059): the receipt number, a status as staff enter it, and
 * the USCIS Case Status API's answer ("Torch" developer program). Each rule is here once; the database repeats them
 * as constraints (petitions_uscis_receipt_number_format, uscis_case_statuses_status_text, _status_date_range) and, for
 * "not after today", as a trigger (migration 0069: a check may not read the clock).
 */
export const USCIS_RECEIPT_NUMBER_PATTERN = /^[A-Z]{3}\d{10}$/;
export const USCIS_STATUS_MAX = 120;

/**
 * The document type of a USCIS notice filed on a petition (provider_documents.document_type; migration 0062 lets the
 * customer file one under this type while the case status is shared with them).
 */
export const USCIS_NOTICE_DOCUMENT_TYPE = 'USCIS notice';

export const USCIS_CASE_STATUS_TEXTS = {
  statusMissing: 'Enter the case status.',
  statusTooLong: `Use at most ${USCIS_STATUS_MAX} characters for the status.`,
  statusOneLine: 'Write the status on one line.',
  statusDateInvalid: 'Enter the status date as a real date (MM/DD/YYYY) between 2000 and 2100.',
  /** Also the database's words (migration 0069's trigger), which the API passes on as they are. */
  statusDateFuture: 'The status date cannot be in the future.',
} as const;

/**
 * Today's date in UTC (YYYY-MM-DD), the latest date a status can have: USCIS dates its statuses in U.S. time, which is
 * never ahead of UTC, and the database's trigger (migration 0069) compares with the same UTC date, so the form and the
 * server refuse the same dates whatever the browser's time zone.
 */
export function uscisToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The calendar date `days` after `date` (both YYYY-MM-DD; `days` may be negative). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export const uscisStatusSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, { error: USCIS_CASE_STATUS_TEXTS.statusMissing })
    .max(USCIS_STATUS_MAX, { error: USCIS_CASE_STATUS_TEXTS.statusTooLong })
    // eslint-disable-next-line no-control-regex -- the rule is exactly "no control characters"
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), USCIS_CASE_STATUS_TEXTS.statusOneLine),
);

/**
 * A status entered by staff: what USCIS says and, if known, since when (a date not after today, `today` being passed
 * in tests; by default the UTC date, see uscisToday).
 */
export function uscisStatusEntrySchema(today: () => string = () => uscisToday()) {
  return z.object({
    status: uscisStatusSchema,
    statusDate: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : value))
      .refine(
        (value) => value === null || (isCalendarDate(value) && value >= '2000-01-01' && value <= '2100-12-31'),
        USCIS_CASE_STATUS_TEXTS.statusDateInvalid,
      )
      // Only a real date is compared (a malformed one has its own sentence above).
      .refine((value) => value === null || !isCalendarDate(value) || value <= today(), USCIS_CASE_STATUS_TEXTS.statusDateFuture),
  });
}
export const ZUscisStatusEntrySchema = lazySchema(() => uscisStatusEntrySchema());
export type TUscisStatusEntry = z.output<typeof ZUscisStatusEntrySchema>;

/** The case statuses USCIS shows most often for I-129 and I-140 petitions: suggestions when staff enter one. */
export const COMMON_USCIS_CASE_STATUSES = [
  'Case Was Received',
  'Fees Were Waived',
  'Case Is Being Actively Reviewed By USCIS',
  'Request for Evidence Was Sent',
  'Response To USCIS Request For Evidence Was Received',
  'Case Was Transferred And A New Office Has Jurisdiction',
  'Case Was Approved',
  'Notice Explaining USCIS Actions Was Mailed',
  'Case Was Denied',
  'Case Was Rejected Because I Sent An Incorrect Fee',
  'Withdrawal Acknowledgement Notice Was Sent',
] as const;
export type CommonUscisCaseStatus = (typeof COMMON_USCIS_CASE_STATUSES)[number];

/**
 * The petition status a USCIS decision means, when it means one: "Case Was Approved" (and its longer wordings) →
 * APPROVED, "Case Was Denied" → DENIED. Others that end the case (rejected, withdrawn, revoked) have no petition
 * status of their own: staff choose. The petition's status is what the customer's Home shows.
 */
export function petitionStatusOfUscisDecision(status: string | null | undefined): 'APPROVED' | 'DENIED' | null {
  if (/\brevoked\b/i.test(status ?? '')) return null;
  if (/\bapproved\b/i.test(status ?? '')) return 'APPROVED';
  if (/\bdenied\b/i.test(status ?? '')) return 'DENIED';
  return null;
}

/** Statuses after which USCIS has decided: the polling job stops asking. */
export function isDecidedUscisStatus(status: string | null | undefined): boolean {
  return /\b(approved|denied|rejected|withdrawal acknowledgement|terminated|revoked)\b/i.test(status ?? '');
}

/**
 * A status that says USCIS sent a Request for Evidence, in any of the wordings its Case Status API and website use:
 * "Request for Evidence Was Sent", "Request for Initial Evidence Was Sent", "Request For Additional Evidence Was
 * Mailed", … Not the reply ("Response To USCIS' Request For Evidence Was Received"), nor other requests ("Request For
 * Premium Processing Services Was Received", "Request for Additional Information Received"), nor a Notice of Intent
 * to Deny ("Notice Explaining USCIS Actions Was Mailed"), which the RFE workspace does not answer.
 */
export function isRequestForEvidenceStatus(status: string | null | undefined): boolean {
  return /^request for (?:(?:initial|additional) )?evidence (?:was|has been) (?:sent|mailed|e-?mailed|issued)\b/i.test(
    (status ?? '').replace(/\s+/g, ' ').trim(),
  );
}

/**
 * The status date the polling job stores for the date USCIS gave (apiCalendarDate's answer), `today` being the
 * database's UTC date (the trigger's, migration 0069). USCIS's dates are U.S. dates, never after the UTC date: a date
 * one day after it is a clock or time-zone difference (a status dated in Guam, a clock running late) and is stored as
 * today; a date further ahead is not believable and is left out (null), as is one before 2000 (the column's range). The
 * status itself is recorded either way.
 */
export function uscisApiStatusDate(date: string | null, today: string): string | null {
  if (date === null || date < '2000-01-01') return null;
  if (date <= today) return date;
  return date <= addDays(today, 1) ? today : null;
}

/** A date as the API writes it ("2026-03-14", "2026-03-14T10:21:00.000Z", "03/14/2026") → "2026-03-14", or null. */
export function apiCalendarDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (iso && isCalendarDate(iso[1]!)) return iso[1]!;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(value.trim());
  if (us) {
    const date = `${us[3]}-${us[1]}-${us[2]}`;
    return isCalendarDate(date) ? date : null;
  }
  return null;
}

/** One entry of the API's hist_case_status (extra fields are ignored). */
const ZTorchHistoryEntry = lazySchema(() =>
  z.object({ date: z.string().nullish(), completed_text_en: z.string().nullish() }).loose(),
);

/** The Case Status API's answer to GET …/case-status/{receiptNumber}. */
export const ZTorchCaseStatusResponse = lazySchema(() =>
  z.object({
    case_status: z
      .object({
        receiptNumber: z.string(),
        formType: z.string().nullish(),
        submittedDate: z.string().nullish(),
        modifiedDate: z.string().nullish(),
        current_case_status_text_en: z.string(),
        current_case_status_desc_en: z.string().nullish(),
        hist_case_status: z.array(ZTorchHistoryEntry).nullish(),
      })
      .loose(),
  }),
);
export type TTorchCaseStatusResponse = z.output<typeof ZTorchCaseStatusResponse>;
