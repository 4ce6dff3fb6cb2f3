import { z } from 'zod';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

// The RFE response workspace's REST routes (staff; issue 31). Everything else (opening an RFE, its items, tasks,
// compiling) goes through GraphQL.

const isoDate = lazySchema(() => z.iso.date().nullable());

// GET /petitions/{id}/rfe-notice?fileId=: reads an I-797E (PDF or photo) for opening an RFE: its dates and its items.
export const ZReadRfeNoticeRequestSchema = lazySchema(() =>
  z.object({
    fileId: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a file id') })
      .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'must be a file id' }),
  }),
);

export const ZRfeNoticeReadingSchema = lazySchema(() =>
  z.object({
    noticeType: z.string().nullable(),
    /** The notice date (when USCIS issued the RFE). */
    noticeDate: isoDate,
    /** The date the response must be received by, when the notice states one. */
    dueDate: isoDate,
    /** The numbered items of the notice's text, in order (none when it has no numbering). */
    deficiencies: z.array(z.object({ title: z.string(), uscisText: z.string() })),
    method: z.enum(['pdf', 'ocr']),
  }),
);
export type TRfeNoticeReading = z.infer<typeof ZRfeNoticeReadingSchema>;

export const readRfeNoticeContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/petitions/{id}/rfe-notice',
    request: ZReadRfeNoticeRequestSchema,
    response: ZRfeNoticeReadingSchema,
  }),
);

// POST /petitions/{id}/rfe-deficiencies/{deficiencyId}/draft: drafts the item's section of the response letter with
// the writing service (the template composer without a model), saves it on the item and answers it.
export const ZDraftRfeResponseSchema = lazySchema(() =>
  z.object({
    responseText: z.string(),
    /** Statements no exhibit supports: shown to staff beside the text. */
    unsupportedClaims: z.array(z.string()),
    /** Written by the template composer, not a model. */
    isTemplate: z.boolean(),
  }),
);
export type TDraftRfeResponse = z.infer<typeof ZDraftRfeResponseSchema>;

export const draftRfeResponseContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/petitions/{id}/rfe-deficiencies/{deficiencyId}/draft',
    request: z.object({}),
    response: ZDraftRfeResponseSchema,
  }),
);
