import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { ZBlankFormIdSchema, ZEditionDateSchema } from '../uscis-forms/editions/blank-forms.ts';
import { PAIRABLE_KINDS } from '../uscis-forms/editions/hand-pairing.ts';
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
export type TEditionMatch = z.infer<typeof ZEditionMatchSchema>;

/** A PDF field name as a pairing sends it back (never shown: the label is). */
const ZPdfFieldNameSchema = lazySchema(() => z.string().trim().min(1).max(500));

/** A field the app fills, or a box of an edition, as staff pair them by hand. */
const ZEditionBoxSchema = lazySchema(() =>
  z.object({ field: ZPdfFieldNameSchema, label: z.string(), kind: z.enum(PAIRABLE_KINDS) }),
);

/**
 * The edition in use's fields not found by their tooltips, and its boxes not paired yet, for staff to pair by hand
 * (hand-pairing.ts).
 */
const ZHandPairingSchema = lazySchema(() => z.object({ fields: z.array(ZEditionBoxSchema), boxes: z.array(ZEditionBoxSchema) }));
export type THandPairing = z.infer<typeof ZHandPairingSchema>;

const ZAddedEditionSchema = lazySchema(() =>
  ZEditionMatchSchema.extend({
    edition: ZEditionDateSchema,
    addedAt: z.string(),
    /** The staff member's name; null once their account is gone. */
    addedBy: z.string().nullable(),
    /** Only the edition in use, with fields left to pair: an older edition is no longer filled. */
    handPairing: ZHandPairingSchema.nullable(),
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

/**
 * POST /staff/uscis-form-editions/pairings: staff give a field the app fills, not found in the edition by its tooltip,
 * one of the edition's boxes; every form generated afterwards fills it there. The answer is the edition's matching now.
 */
export const pairFormEditionFieldContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/staff/uscis-form-editions/pairings',
    request: z.object({
      form: ZBlankFormIdSchema,
      edition: ZEditionDateSchema,
      /** The shipped edition's field name (ZHandPairingSchema's fields). */
      field: ZPdfFieldNameSchema,
      /** The added edition's field name (ZHandPairingSchema's boxes). */
      box: ZPdfFieldNameSchema,
    }),
    response: ZEditionMatchSchema,
  }),
);

/**
 * POST /staff/uscis-form-editions/withdrawals: staff take back an edition they added (a wrong file, a pairing chosen
 * wrongly, or USCIS still accepting the older edition). Forms generated from then on are filled on the newest edition
 * left; forms generated before keep theirs. The answer is the edition now in use.
 */
export const withdrawFormEditionContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/staff/uscis-form-editions/withdrawals',
    request: z.object({ form: ZBlankFormIdSchema, edition: ZEditionDateSchema }),
    response: z.object({ inUse: ZEditionDateSchema }),
  }),
);
