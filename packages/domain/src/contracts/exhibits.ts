import { z } from 'zod';
import { idField, optional } from './fields.ts';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

// POST /exhibits/{id}/clone: staff copy an exhibit into the reusable exhibit repository.

export const ZCloneExhibitRequestSchema = lazySchema(() =>
  z.object({
    /** Optional echo of the path's id; refused when it names another exhibit. */
    exhibitId: optional(idField()),
  }),
);
export type TCloneExhibitRequest = z.input<typeof ZCloneExhibitRequestSchema>;

export const ZCloneExhibitResponseSchema = lazySchema(() => z.object({ reusableExhibitId: z.uuid() }));
export type TCloneExhibitResponse = z.infer<typeof ZCloneExhibitResponseSchema>;

export const cloneExhibitContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/exhibits/{id}/clone',
    request: ZCloneExhibitRequestSchema,
    response: ZCloneExhibitResponseSchema,
  }),
);
