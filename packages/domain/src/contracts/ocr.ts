import { z } from 'zod';
import { defineContract } from './rest-contract.ts';

// GET /utils/ocr?fileId=: the machine-readable zone of a passport scan the caller may see (API-FILE-013).

export const ZOcrRequestSchema = z.object({
  fileId: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a file id') })
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'must be a file id' }),
});
export type TOcrRequest = z.input<typeof ZOcrRequestSchema>;

/** An ISO date, YYYY-MM-DD. */
const isoDate = z.iso.date();

/** The passport's fields as read; what the zone does not hold is always null, never guessed. */
export const ZPassportFieldsSchema = z.object({
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
});
export type TPassportFields = z.infer<typeof ZPassportFieldsSchema>;

/** The check digits of a TD3 zone, in the order the format defines them. */
export const MRZ_CHECK_DIGIT_NAMES = ['documentNumber', 'dateOfBirth', 'expirationDate', 'personalNumber', 'composite'] as const;
export type TMrzCheckDigitName = (typeof MRZ_CHECK_DIGIT_NAMES)[number];

export const ZMrzDetailsSchema = z.object({
  format: z.literal('TD3'),
  /** The two lines as read (normalised to 44 characters). */
  lines: z.tuple([z.string(), z.string()]),
  /** True when every check digit matches and every field of line 2 parsed. */
  valid: z.boolean(),
  checkDigits: z.object({
    documentNumber: z.boolean(),
    dateOfBirth: z.boolean(),
    expirationDate: z.boolean(),
    personalNumber: z.boolean(),
    composite: z.boolean(),
  } satisfies Record<TMrzCheckDigitName, z.ZodBoolean>),
});
export type TMrzDetails = z.infer<typeof ZMrzDetailsSchema>;

export const ZOcrResponseSchema = z.object({
  fields: ZPassportFieldsSchema,
  /** 0..1: mostly the share of matching check digits, partly the OCR's own confidence. */
  confidence: z.number().min(0).max(1),
  mrz: ZMrzDetailsSchema,
});
export type TOcrResponse = z.infer<typeof ZOcrResponseSchema>;

export const ocrContract = defineContract({
  method: 'GET',
  path: '/utils/ocr',
  request: ZOcrRequestSchema,
  response: ZOcrResponseSchema,
});
