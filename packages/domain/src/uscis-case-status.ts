import { z } from 'zod';
import { isCalendarDate } from './person-history.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * USCIS case status after filing (issue 31, migration 0059): the receipt number, a status as staff enter it, and
 * the USCIS Case Status API's answer ("Torch" developer program). Each rule is here once; the database repeats them
 * as constraints (petitions_uscis_receipt_number_format, uscis_case_statuses_status_text, _status_date_range).
 */
export const USCIS_RECEIPT_NUMBER_PATTERN = /^[A-Z]{3}\d{10}$/;
export const USCIS_STATUS_MAX = 120;

/**
 * The document type of a USCIS notice filed on a petition (provider_documents.document_type; migration 0062 lets the
 * customer file one under this type while the case status is shared with them).
 */
export const USCIS_NOTICE_DOCUMENT_TYPE = 'USCIS notice';

export const USCIS_CASE_STATUS_TEXTS = {
  receiptNumberInvalid: 'Enter the receipt number as three letters and ten digits, e.g. WAC2512345678.',
  statusMissing: 'Enter the case status.',
  statusTooLong: `Use at most ${USCIS_STATUS_MAX} characters for the status.`,
  statusOneLine: 'Write the status on one line.',
  statusDateInvalid: 'Enter the status date as a real date (MM/DD/YYYY) between 2000 and 2100.',
} as const;

/** A receipt number as people type it ("wac-25-123-45678") → "WAC2512345678"; anything else is refused. */
export const uscisReceiptNumberSchema = lazySchema(() =>
  z
    .string()
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .refine((value) => USCIS_RECEIPT_NUMBER_PATTERN.test(value), USCIS_CASE_STATUS_TEXTS.receiptNumberInvalid),
);

export const uscisStatusSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, { error: USCIS_CASE_STATUS_TEXTS.statusMissing })
    .max(USCIS_STATUS_MAX, { error: USCIS_CASE_STATUS_TEXTS.statusTooLong })
    // eslint-disable-next-line no-control-regex -- the rule is exactly "no control characters"
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), USCIS_CASE_STATUS_TEXTS.statusOneLine),
);

/** A status entered by staff: what USCIS says and, if known, since when. */
export const ZUscisStatusEntrySchema = lazySchema(() =>
  z.object({
    status: uscisStatusSchema,
    statusDate: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : value))
      .refine(
        (value) => value === null || (isCalendarDate(value) && value >= '2000-01-01' && value <= '2100-12-31'),
        USCIS_CASE_STATUS_TEXTS.statusDateInvalid,
      ),
  }),
);
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

/** Statuses after which USCIS has decided: the polling job stops asking. */
export function isDecidedUscisStatus(status: string | null | undefined): boolean {
  return /\b(approved|denied|rejected|withdrawal acknowledgement|terminated|revoked)\b/i.test(status ?? '');
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
