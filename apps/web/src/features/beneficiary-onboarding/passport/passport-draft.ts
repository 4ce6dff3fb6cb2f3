import {
  CONFIRMABLE_PASSPORT_FIELDS,
  countryCodeFromIcao,
  checkPassportContract,
  PASSPORT_SEX_TEXTS,
  passportSexSchema,
  confirmPassportContract,
  ocrContract,
  type TConfirmablePassportField,
  type TConfirmedPassport,
  type TPassportFinding,
  type TPassportReadingRecord,
} from '@app/domain';
import { callRest, RestError } from '@/lib/rest-client.ts';

/** The passport form as typed: one text per field ('' for none). */
export type PassportDraft = Record<TConfirmablePassportField, string>;

export const emptyDraft = (): PassportDraft =>
  Object.fromEntries(CONFIRMABLE_PASSPORT_FIELDS.map((name) => [name, ''])) as PassportDraft;

/** The form's values as the API takes them: trimmed, empty ones null. */
export function confirmedFromDraft(draft: PassportDraft): TConfirmedPassport {
  return Object.fromEntries(CONFIRMABLE_PASSPORT_FIELDS.map((name) => [name, draft[name].trim() || null])) as TConfirmedPassport;
}

const DATE_PROBLEM = 'Enter the date as year-month-day, for example 2031-04-30.';
const COUNTRY_OF_ISSUE_PROBLEM =
  'Choose the country that issued your passport from the list, or leave this empty and choose the country under Place of issue.';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Problems of single fields the server would refuse (dates, a code naming no country, length), in words. */
export function draftProblems(draft: PassportDraft): Partial<Record<TConfirmablePassportField, string>> {
  const problems: Partial<Record<TConfirmablePassportField, string>> = {};
  for (const name of CONFIRMABLE_PASSPORT_FIELDS) {
    if (draft[name].trim().length > 100) problems[name] = 'Use at most 100 characters.';
  }
  for (const name of ['dateOfBirth', 'expirationDate'] as const) {
    const value = draft[name].trim();
    if (value && (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value)))) problems[name] = DATE_PROBLEM;
  }
  // The passport prints M, F or X (the USCIS forms need it; an X is left for staff to decide there).
  const sex = draft.sex.trim();
  if (sex && !problems.sex && !passportSexSchema.safeParse(sex).success) problems.sex = PASSPORT_SEX_TEXTS.invalid;
  // A code naming no country (UN, refugee or stateless passports, typos) is not saved (docs/decisions.md, passport country codes).
  const country = draft.countryOfIssue.trim();
  if (country && countryCodeFromIcao(country) === undefined) problems.countryOfIssue = COUNTRY_OF_ISSUE_PROBLEM;
  return problems;
}

/** What reading the file gave: the reading (null when nothing was read) and, then, why. */
export interface PassportReadingResult {
  reading: TPassportReadingRecord | null;
  draft: PassportDraft;
  /** Why nothing was read, in words for the person; null when the file was read. */
  nothingRead: string | null;
}

const NO_ZONE =
  'We could not find the two lines of letters and <<< printed at the bottom of a passport photo page in this file. ' +
  'Check that you uploaded the photo page of your passport, or type the details as printed in it.';
const NOT_READABLE =
  'We could not read this file. Type the details as printed in your passport, or upload a clearer photo or scan.';
const BUSY = 'The passport reader is busy. Type the details as printed in your passport, or upload the file again in a minute.';

/** Reads the uploaded file with /utils/ocr; a file without a zone is an empty reading, never an error of the upload. */
export async function readPassportFile(fileId: string): Promise<PassportReadingResult> {
  try {
    const answer = await callRest(ocrContract, { request: { fileId } });
    const draft = Object.fromEntries(
      CONFIRMABLE_PASSPORT_FIELDS.map((name) => [name, answer.fields[name] ?? '']),
    ) as PassportDraft;
    const reading: TPassportReadingRecord = {
      documentCode: answer.mrz.documentCode || answer.mrz.documentType,
      fields: confirmedFromDraft(draft),
      fieldConfidence: answer.fieldConfidence,
    };
    return { reading, draft, nothingRead: null };
  } catch (error) {
    const status = error instanceof RestError ? error.status : null;
    const nothingRead = status === 422 ? NO_ZONE : status === 503 ? BUSY : NOT_READABLE;
    return { reading: null, draft: emptyDraft(), nothingRead };
  }
}

/** The findings of these values against the person's case (nothing is saved). */
export async function checkPassport(reading: TPassportReadingRecord | null, draft: PassportDraft): Promise<TPassportFinding[]> {
  const answer = await callRest(checkPassportContract, { request: { reading, confirmed: confirmedFromDraft(draft) } });
  return answer.findings;
}

export async function confirmPassport(input: {
  fileId: string | null;
  reading: TPassportReadingRecord | null;
  draft: PassportDraft;
  reason: string | null;
}): Promise<void> {
  await callRest(confirmPassportContract, {
    request: { fileId: input.fileId, reading: input.reading, confirmed: confirmedFromDraft(input.draft), reason: input.reason },
  });
}
