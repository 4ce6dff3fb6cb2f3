import { z } from 'zod';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

// POST /petitions/{id}/extension: staff start the extension of an approved petition (extension-petition.ts). Answers
// the extension's id, 201 when this request created it, 200 when the petition already had one (a second click or a
// second person opens the same extension instead of making two).
export const ZStartExtensionResponseSchema = lazySchema(() => z.object({ petitionId: z.uuid(), created: z.boolean() }));
export type TStartExtensionResponse = z.infer<typeof ZStartExtensionResponseSchema>;

export const startExtensionContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/petitions/{id}/extension',
    request: z.object({}),
    response: ZStartExtensionResponseSchema,
  }),
);
