import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { isCalendarDate, PERSON_HISTORY_TEXTS, todayIsoDate } from './person-history.ts';

/**
 * The beneficiary's latest arrival in the United States as their I-94 record shows it (app_public.i94_entries,
 * migration 0078): the class of admission, the date of entry and the I-94 Arrival-Departure Record number, which
 * the I-129 (Part 3 item 6) and the I-140 ask of a beneficiary in the United States.
 *
 * The number is 11 characters: CBP's records since 2019 are nine digits, a letter and a digit (123456789A1); older
 * ones (paper forms and electronic records before then) are eleven digits. The database check holds the same
 * pattern (i94_entries_i94_number_format).
 */
export const I94_NUMBER_PATTERN = /^(\d{9}[A-Z]\d|\d{11})$/;
/** A class of admission as the I-94 prints it ('H-1B', 'F1', 'O-1A', 'B2'): letters, digits and hyphens. */
export const ADMISSION_CLASS_PATTERN = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;
export const ADMISSION_CLASS_MAX_LENGTH = 10;

export const I94_TEXTS = {
  number: 'Enter the I-94 number as printed: 11 characters, either 9 digits, a letter and a digit, or 11 digits.',
  admissionClass: 'Enter the class of admission as printed on your I-94, for example H-1B or F-1.',
  dateOfEntry: 'Enter the date of entry as YYYY-MM-DD, from 1900 and not in the future.',
  admitUntil: 'Enter the admit-until date as YYYY-MM-DD, on or after the date of entry, or D/S if your I-94 says D/S.',
  saveFailed: 'There was a problem saving your arrival record. Please try again.',
} as const;

/** Typed with spaces or in lower case ('1234 5678 9a1') is fine: stored as 123456789A1. */
export const i94NumberSchema = lazySchema(() =>
  z
    .string()
    .transform((text) => text.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(I94_NUMBER_PATTERN, I94_TEXTS.number)),
);

/** 'h-1b ' → 'H-1B'. */
export const admissionClassSchema = lazySchema(() =>
  z
    .string()
    .transform((text) => text.trim().toUpperCase())
    .pipe(
      z
        .string()
        .max(ADMISSION_CLASS_MAX_LENGTH, I94_TEXTS.admissionClass)
        .regex(ADMISSION_CLASS_PATTERN, I94_TEXTS.admissionClass),
    ),
);

/** A date of entry: a real date from 1900 to today (`today` is passed in tests). */
export function dateOfEntrySchema(today: () => string = () => todayIsoDate()) {
  return z
    .string()
    .trim()
    .refine((text) => isCalendarDate(text) && text >= '1900-01-01' && text <= today(), I94_TEXTS.dateOfEntry);
}

/** 'D/S' as an I-94 prints it, and as people type it: 'd/s', 'DS', 'D / S'. */
const DURATION_OF_STATUS = /^d\s*\/?\s*s$/i;

/** How long the I-94 admits: until a date (YYYY-MM-DD), or D/S (duration of status, no date), or not given. */
export interface AdmitUntil {
  admitUntil: string | null;
  durationOfStatus: boolean;
}

/**
 * The I-94's "Admit Until Date" as typed (migration 0148): '' is not given, D/S is duration of status, else a real date
 * from 1900 to 2100 that is not before the date of entry (when that is known). Null: not one of these.
 */
export function admitUntilOf(text: string, dateOfEntry: string | null = null): AdmitUntil | null {
  const typed = text.trim();
  if (typed === '') return { admitUntil: null, durationOfStatus: false };
  if (DURATION_OF_STATUS.test(typed)) return { admitUntil: null, durationOfStatus: true };
  const valid =
    isCalendarDate(typed) && typed >= '1900-01-01' && typed <= '2100-12-31' && (dateOfEntry === null || typed >= dateOfEntry);
  return valid ? { admitUntil: typed, durationOfStatus: false } : null;
}

/** How an entry's admit-until reads in its field: the date, 'D/S', or '' (not given). */
export function admitUntilText(entry: { admitUntil?: string | null; admittedForDurationOfStatus?: boolean | null }): string {
  return entry.admittedForDurationOfStatus ? 'D/S' : (entry.admitUntil ?? '');
}

/**
 * The latest arrival as the beneficiary gives it: the class, date and number are needed for one I-94 record; the
 * admit-until date (or D/S) may wait, and the forms then list it for staff.
 */
export const LatestArrivalSchema = lazySchema(() =>
  z
    .object({
      visaClass: z.string().trim().min(1, PERSON_HISTORY_TEXTS.required).pipe(admissionClassSchema),
      dateOfEntry: z.string().trim().min(1, PERSON_HISTORY_TEXTS.required).pipe(dateOfEntrySchema()),
      i94Number: z.string().trim().min(1, PERSON_HISTORY_TEXTS.required).pipe(i94NumberSchema),
      admitUntil: z.string().default(''),
    })
    .superRefine((value, context) => {
      if (!admitUntilOf(value.admitUntil, value.dateOfEntry)) {
        context.addIssue({ code: 'custom', message: I94_TEXTS.admitUntil, path: ['admitUntil'] });
      }
    })
    .transform(({ admitUntil, ...arrival }) => ({
      ...arrival,
      ...(admitUntilOf(admitUntil, arrival.dateOfEntry) ?? { admitUntil: null, durationOfStatus: false }),
    })),
);
export type LatestArrival = z.output<typeof LatestArrivalSchema>;

/** The database checks (migration 0078) and the sentence each one stands for. */
export const I94_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  i94_entries_i94_number_format: I94_TEXTS.number,
  i94_entries_visa_class_format: I94_TEXTS.admissionClass,
  i94_entries_date_of_entry_range: I94_TEXTS.dateOfEntry,
  // Migration 0148.
  i94_entries_admit_until_range: I94_TEXTS.admitUntil,
  i94_entries_admit_until_after_entry: I94_TEXTS.admitUntil,
  i94_entries_admit_until_or_duration_of_status: I94_TEXTS.admitUntil,
};
