import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { ZBlankFormIdSchema, ZEditionDateSchema } from '../uscis-forms/editions/blank-forms.ts';
import { defineFormContract } from './letters.ts';
import { defineContract } from './rest-contract.ts';

/**
 * Newer editions of the blank USCIS forms, added by staff (Settings → USCIS form editions): the app reads the form and
 * its edition from the file, finds each field it fills by its tooltip, and fills the newest edition held. Staff only.
 */

/** What came of matching one edition against the shipped field map, in words for staff. */
const ZEditionMatchSchema = lazySchema(() =>
  z.object({
    /** How many of the fields the app fills were found in the new edition, of how many. */
    matched: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    /** The fields not found, by the tooltip the shipped edition gives them: staff enter these by hand. */
    unmatched: z.array(z.string()),
  }),
);

const ZAddedEditionSchema = lazySchema(() =>
  ZEditionMatchSchema.extend({
    edition: ZEditionDateSchema,
    addedAt: z.string(),
    /** The staff member's name; null once their account is gone. */
    addedBy: z.string().nullable(),
  }),
);

const ZFormEditionsSchema = lazySchema(() =>
  z.object({
    form: ZBlankFormIdSchema,
    /** "I-129", as USCIS prints it. */
    number: z.string(),
    title: z.string(),
    /** The edition the app fills now: the newest held. */
    inUse: ZEditionDateSchema,
    /** The edition shipped with the app (its field map was written for it). */
    shipped: ZEditionDateSchema,
    /** Editions staff added, newest first. */
    added: z.array(ZAddedEditionSchema),
  }),
);
export type TFormEditions = z.infer<typeof ZFormEditionsSchema>;

export const listFormEditionsContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/staff/uscis-form-editions',
    request: z.object({}),
    response: z.object({ forms: z.array(ZFormEditionsSchema) }),
  }),
);

export const ZAddedFormEditionSchema = lazySchema(() =>
  ZEditionMatchSchema.extend({ form: ZBlankFormIdSchema, number: z.string(), edition: ZEditionDateSchema }),
);
export type TAddedFormEdition = z.infer<typeof ZAddedFormEditionSchema>;

/** POST /staff/uscis-form-editions: the blank PDF as the form's one file, `file` (multipart). */
export const addFormEditionContract = lazySchema(() =>
  defineFormContract({
    method: 'POST',
    path: '/staff/uscis-form-editions',
    requestEncoding: 'multipart/form-data',
    request: z.object({ file: z.object({ name: z.string(), size: z.number().nonnegative() }) }),
    responseType: 'application/json',
    response: ZAddedFormEditionSchema,
  }),
);

/** The largest blank form accepted (the 38-page I-129 is 2.4 MB). */
export const MAX_BLANK_FORM_BYTES = 20 * 1024 * 1024;
