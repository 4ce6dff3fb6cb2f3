import { z } from 'zod';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

// GET /petitions/{id}/receipt-notice?fileId=: reads a USCIS I-797 notice (PDF or photo) for the petition (staff; issue 31).

export const ZReadReceiptNoticeRequestSchema = lazySchema(() =>
  z.object({
    fileId: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a file id') })
      .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'must be a file id' }),
  }),
);

const isoDate = lazySchema(() => z.iso.date().nullable());

export const ZReceiptNoticeReadingSchema = lazySchema(() =>
  z.object({
    receiptNumber: z.string().nullable(),
    noticeType: z.string().nullable(),
    receivedDate: isoDate,
    noticeDate: isoDate,
    formType: z.string().nullable(),
    petitioner: z.string().nullable(),
    beneficiary: z.string().nullable(),
    /** An approval notice's approved period (both or neither; null on a receipt notice or RFE). */
    validFrom: isoDate,
    validTo: isoDate,
    /** The notice's names that differ from the petition's, in words; empty when they agree (or were not read). */
    mismatches: z.array(z.string()),
    /** How the text was read: the PDF's text, or OCR of a photo or scan. */
    method: z.enum(['pdf', 'ocr']),
  }),
);
export type TReceiptNoticeReading = z.infer<typeof ZReceiptNoticeReadingSchema>;

export const readReceiptNoticeContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/petitions/{id}/receipt-notice',
    request: ZReadReceiptNoticeRequestSchema,
    response: ZReceiptNoticeReadingSchema,
  }),
);
