import { z } from 'zod';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

// GET /utils/ocr?fileId=: the machine-readable zone of a passport, identity card or visa the caller may see (API-FILE-013).

export const ZOcrRequestSchema = lazySchema(() =>
  z.object({
    fileId: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a file id') })
      .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'must be a file id' }),
  }),
);
export type TOcrRequest = z.input<typeof ZOcrRequestSchema>;

/** An ISO date, YYYY-MM-DD. */
const isoDate = lazySchema(() => z.iso.date());

/** The passport's fields as read; what the zone does not hold is always null, never guessed. */
export const ZPassportFieldsSchema = lazySchema(() =>
  z.object({
    passportNumber: z.string().nullable(),
    surname: z.string().nullable(),
    givenName: z.string().nullable(),
    middleName: z.string().nullable(),
    dateOfBirth: isoDate.nullable(),
    /** 'X': unspecified. */
    sex: z.enum(['M', 'F', 'X']).nullable(),
    /** ICAO 9303 three-letter code (e.g. USA, D, GBR). */
    nationality: z.string().nullable(),
    /** ICAO 9303 three-letter code of the issuing state. */
    countryOfIssue: z.string().nullable(),
    expirationDate: isoDate.nullable(),
    dateOfIssue: z.null(),
    cityOfIssue: z.null(),
    placeOfBirth: z.null(),
  }),
);
export type TPassportFields = z.infer<typeof ZPassportFieldsSchema>;

/** The check digits of a zone; personalNumber and composite exist only in some formats. */
export const MRZ_CHECK_DIGIT_NAMES = ['documentNumber', 'dateOfBirth', 'expirationDate', 'personalNumber', 'composite'] as const;
export type TMrzCheckDigitName = (typeof MRZ_CHECK_DIGIT_NAMES)[number];

/** ICAO 9303 zone layouts: TD3 passports, TD2 and TD1 cards (e.g. US I-766, I-551), MRV-A/MRV-B visa foils. */
export const MRZ_FORMATS = ['TD1', 'TD2', 'TD3', 'MRV-A', 'MRV-B'] as const;
export type TMrzFormat = (typeof MRZ_FORMATS)[number];

/**
 * One field as read. 'high': its check digit (and the composite) passed, or, for a field no check
 * digit covers, the whole zone checked out; 'medium': likely (a check digit passed only after a
 * digit was guessed, or the composite failed); 'low': its check digit failed — never certain.
 */
export const ZMrzFieldReadingSchema = lazySchema(() =>
  z.object({
    value: z.string().nullable(),
    confidence: z.enum(['high', 'medium', 'low']),
    /** Whether the field's own check digit passed; null when the format gives it none. */
    checkDigitValid: z.boolean().nullable(),
  }),
);
export type TMrzFieldReading = z.infer<typeof ZMrzFieldReadingSchema>;

export const MRZ_FIELD_NAMES = [
  'documentNumber',
  'surname',
  'givenNames',
  'issuingState',
  'nationality',
  'dateOfBirth',
  'sex',
  'expirationDate',
  'optionalData',
  'optionalData2',
] as const;
export type TMrzFieldName = (typeof MRZ_FIELD_NAMES)[number];

export const ZMrzDetailsSchema = lazySchema(() =>
  z.object({
    format: z.enum(MRZ_FORMATS),
    /** First letter of the document code: P passport, I/A/C identity or residence card, V visa. */
    documentType: z.string().length(1),
    /** The whole document code as printed, e.g. P, ID, IA, C1, VI. */
    documentCode: z.string(),
    /** The zone's lines as read and corrected (2 of 44 or 36 characters, or 3 of 30). */
    lines: z.array(z.string()).min(2).max(3),
    /** True when every check digit matches and every field of the data line parsed. */
    valid: z.boolean(),
    checkDigits: z.object({
      documentNumber: z.boolean(),
      dateOfBirth: z.boolean(),
      expirationDate: z.boolean(),
      /** TD3 only (its optional personal number); null in other formats. */
      personalNumber: z.boolean().nullable(),
      /** Null for visa foils, which have no composite check digit. */
      composite: z.boolean().nullable(),
    } satisfies Record<TMrzCheckDigitName, z.ZodType>),
    /** Every field the format carries, with its confidence (dates ISO; optional data without fillers). */
    fields: z.object(
      Object.fromEntries(MRZ_FIELD_NAMES.map((name) => [name, ZMrzFieldReadingSchema])) as Record<
        TMrzFieldName,
        typeof ZMrzFieldReadingSchema
      >,
    ),
  }),
);
export type TMrzDetails = z.infer<typeof ZMrzDetailsSchema>;

/** What the reader itself answers (apps/api/src/ocr): the fields, the overall confidence and the zone's details. */
export const ZOcrReadingSchema = lazySchema(() =>
  z.object({
    fields: ZPassportFieldsSchema,
    /** 0..1: mostly the share of matching check digits, partly the OCR's own confidence. */
    confidence: z.number().min(0).max(1),
    mrz: ZMrzDetailsSchema,
  }),
);
export type TOcrReading = z.infer<typeof ZOcrReadingSchema>;

/**
 * How far the person may trust one passport field as read (issue 34): 'certain' only when the reader vouches for
 * it ('high': its check digit and the composite passed, or for a field no check digit covers, the whole zone
 * checked out); 'uncertain' otherwise — always when its own check digit failed; 'missing' when nothing was read.
 */
export const PASSPORT_FIELD_CONFIDENCES = ['certain', 'uncertain', 'missing'] as const;
export type TPassportFieldConfidence = (typeof PASSPORT_FIELD_CONFIDENCES)[number];

/** The passport fields the person confirms into their data, in the order the portal shows them. */
export const CONFIRMABLE_PASSPORT_FIELDS = [
  'passportNumber',
  'givenName',
  'middleName',
  'surname',
  'nationality',
  'dateOfBirth',
  'sex',
  'countryOfIssue',
  'expirationDate',
] as const satisfies readonly (keyof TPassportFields)[];
export type TConfirmablePassportField = (typeof CONFIRMABLE_PASSPORT_FIELDS)[number];

export const ZPassportFieldConfidencesSchema = lazySchema(() =>
  z.object(
    Object.fromEntries(CONFIRMABLE_PASSPORT_FIELDS.map((name) => [name, z.enum(PASSPORT_FIELD_CONFIDENCES)])) as Record<
      TConfirmablePassportField,
      z.ZodEnum<{ [K in TPassportFieldConfidence]: K }>
    >,
  ),
);
export type TPassportFieldConfidences = z.infer<typeof ZPassportFieldConfidencesSchema>;

/** The zone's field each passport field comes from (given and middle names both from the given names). */
const ZONE_FIELD_OF: Record<TConfirmablePassportField, TMrzFieldName> = {
  passportNumber: 'documentNumber',
  givenName: 'givenNames',
  middleName: 'givenNames',
  surname: 'surname',
  nationality: 'nationality',
  dateOfBirth: 'dateOfBirth',
  sex: 'sex',
  countryOfIssue: 'issuingState',
  expirationDate: 'expirationDate',
};

/**
 * Each passport field's confidence from the zone's own: a failed check digit is never certain, whatever the
 * reader's confidence says. A middle name the given names do not have is as sure as the given names.
 */
export function passportFieldConfidences(reading: TOcrReading): TPassportFieldConfidences {
  const result = {} as TPassportFieldConfidences;
  for (const name of CONFIRMABLE_PASSPORT_FIELDS) {
    const zone = reading.mrz.fields[ZONE_FIELD_OF[name]];
    const value = name === 'middleName' ? zone.value : reading.fields[name];
    if (value === null || value === '') result[name] = 'missing';
    else result[name] = zone.confidence === 'high' && zone.checkDigitValid !== false ? 'certain' : 'uncertain';
  }
  return result;
}

/** The route's answer: the reading and, per passport field, how far it may be trusted. */
export const ZOcrResponseSchema = lazySchema(() =>
  ZOcrReadingSchema.extend({
    fieldConfidence: ZPassportFieldConfidencesSchema,
  }),
);
export type TOcrResponse = z.infer<typeof ZOcrResponseSchema>;

export const ocrContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/utils/ocr',
    request: ZOcrRequestSchema,
    response: ZOcrResponseSchema,
  }),
);
