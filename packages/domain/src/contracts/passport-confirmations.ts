import { z } from 'zod';
import {
  ZConfirmedPassportSchema,
  ZPassportConfirmationReasonSchema,
  ZPassportFindingSchema,
  ZPassportReadingRecordSchema,
} from '../passport-checks.ts';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

// The person's passport confirmation (issue 34): checked against the case, saved with a reason when it differs.

const checkRequest = lazySchema(() => ({
  /** What /utils/ocr read; null for an empty reading (no zone found, or the file could not be read). */
  reading: ZPassportReadingRecordSchema.nullable(),
  confirmed: ZConfirmedPassportSchema,
}));

/** POST /passport-confirmations/check: the findings for these values, nothing saved. */
export const ZCheckPassportRequestSchema = lazySchema(() => z.object(checkRequest));
export type TCheckPassportRequest = z.input<typeof ZCheckPassportRequestSchema>;

export const ZPassportFindingsResponseSchema = lazySchema(() => z.object({ findings: z.array(ZPassportFindingSchema) }));
export type TPassportFindingsResponse = z.infer<typeof ZPassportFindingsResponseSchema>;

export const checkPassportContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/passport-confirmations/check',
    request: ZCheckPassportRequestSchema,
    response: ZPassportFindingsResponseSchema,
  }),
);

/**
 * POST /passport-confirmations: saves the confirmed fields into the person's data and records the confirmation
 * (what was read, what was confirmed, the findings, the reason). 422 when there are findings and no reason.
 */
export const ZConfirmPassportRequestSchema = lazySchema(() =>
  z.object({
    ...checkRequest,
    /** The passport file read (one of the person's own passport documents); null when none was read. */
    fileId: z.uuid({ error: 'must be a file id' }).nullable(),
    /** Why the details are right despite the findings; required when there are any. */
    reason: ZPassportConfirmationReasonSchema.nullable().default(null),
  }),
);
export type TConfirmPassportRequest = z.input<typeof ZConfirmPassportRequestSchema>;

export const ZConfirmPassportResponseSchema = lazySchema(() =>
  z.object({
    confirmationId: z.uuid(),
    findings: z.array(ZPassportFindingSchema),
  }),
);
export type TConfirmPassportResponse = z.infer<typeof ZConfirmPassportResponseSchema>;

export const confirmPassportContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/passport-confirmations',
    request: ZConfirmPassportRequestSchema,
    response: ZConfirmPassportResponseSchema,
  }),
);
