import { z } from 'zod';
import { UNIT_TYPES } from '../unit-types.ts';
import { optional, textField } from './fields.ts';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * USCIS forms filled from the case (issue 28). Staff only: customers are refused before anything is read.
 * A form that cannot be filled completely is still generated; its answer lists each required field still empty
 * and where staff enter it, in words (never a column name).
 */

const ZMissingFieldSchema = lazySchema(() =>
  z.object({
    /** The PDF's field name (what an override is keyed by). */
    field: z.string(),
    label: z.string(),
    /** Where staff enter it: "the beneficiary's person data". */
    where: z.string(),
    /** label and where in one sentence, for a list: "Beneficiary passport number — enter it in the beneficiary's person data". */
    message: z.string(),
    /** A checkbox is entered by hand as ticked or empty (CHECKBOX_OVERRIDE_VALUES), never as free text. */
    kind: z.enum(['text', 'checkbox']).optional(),
  }),
);
export type TMissingFormField = z.infer<typeof ZMissingFieldSchema>;

const ZFormOverrideSchema = lazySchema(() =>
  z.object({
    /** The PDF's field name. */
    field: z.string(),
    /** As stored: text, or for a checkbox On (ticked) or Off (left empty); see CHECKBOX_OVERRIDE_VALUES. */
    value: z.string(),
    kind: z.enum(['text', 'checkbox']),
  }),
);
export type TFormOverride = z.infer<typeof ZFormOverrideSchema>;

const ZFormIdSchema = lazySchema(() => z.enum(['g-28', 'i-907', 'i-129', 'i-140', 'i-765', 'g-28-i-765']));

// POST /petitions/{id}/forms/{form}/generate: fill the form from the case and store it as a file.

export const ZGenerateFormRequestSchema = lazySchema(() =>
  z.object({
    /** Flatten the fields into the page (a copy that can no longer be edited); editable by default. */
    flatten: optional(z.boolean({ error: 'must be true or false' })),
  }),
);

export const ZGeneratedFormSchema = lazySchema(() =>
  z.object({
    form: ZFormIdSchema,
    edition: z.string(),
    fileId: z.uuid(),
    fileName: z.string(),
    generatedAt: z.string(),
    missing: z.array(ZMissingFieldSchema),
  }),
);

export const generateFormContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/petitions/{id}/forms/{form}/generate',
    request: ZGenerateFormRequestSchema,
    response: ZGeneratedFormSchema,
  }),
);

// GET /petitions/{id}/forms: the forms the case needs, each with its status.

const ZPetitionFormSchema = lazySchema(() =>
  z.object({
    form: ZFormIdSchema,
    /** What the firm files: "I-129 with the O and P classification supplement". */
    label: z.string(),
    reason: z.string(),
    title: z.string(),
    edition: z.string(),
    /** ready: every required field has a value; fields-missing: `missing` lists them. */
    status: z.enum(['ready', 'fields-missing']),
    missing: z.array(ZMissingFieldSchema),
    /**
     * The values staff typed by hand for this form (applied last, kept across regenerations), each with how it is
     * entered: staff read and change the value in place, a checkbox as ticked or empty.
     */
    overrides: z.array(ZFormOverrideSchema),
    generated: z.object({ fileId: z.uuid(), generatedAt: z.string() }).nullable(),
    /**
     * A form the case may file but does not need (the I-765 of a beneficiary adjusting status, optionalForms): staff
     * generate it when the firm files it, and only then does it go in the packet. Absent: a form the case needs.
     */
    optional: z.boolean().optional(),
  }),
);
export type TPetitionForm = z.infer<typeof ZPetitionFormSchema>;

export const listPetitionFormsContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/petitions/{id}/forms',
    request: z.object({}),
    response: z.object({ forms: z.array(ZPetitionFormSchema) }),
  }),
);

// POST /petitions/{id}/forms/{form}/overrides: a value staff type by hand for one field (null removes it).

export const ZFormOverrideRequestSchema = lazySchema(() =>
  z.object({
    field: textField({ max: 300 }),
    value: z.string({ error: 'must be a string or null' }).max(2000, { error: 'is too long' }).nullable(),
  }),
);

export const setFormOverrideContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/petitions/{id}/forms/{form}/overrides',
    request: ZFormOverrideRequestSchema,
    response: z.object({ overriddenFields: z.array(z.string()) }),
  }),
);

// GET / POST /staff/attorney-profile: the signed-in staff member's profile as attorney or representative.

const optionalText = (max: number) => optional(textField({ max, allowEmpty: true }));

export const ZAttorneyProfileSchema = lazySchema(() =>
  z.object({
    familyName: textField({ max: 200 }),
    givenName: textField({ max: 200 }),
    middleName: optionalText(200),
    firmName: optionalText(300),
    barNumber: optionalText(60),
    licensingAuthority: optionalText(300),
    street: optionalText(300),
    unitType: optional(z.enum(UNIT_TYPES, { error: 'must be APT, STE or FLR' })),
    unitNumber: optionalText(30),
    city: optionalText(120),
    state: optionalText(60),
    postalCode: optionalText(30),
    country: optional(z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code' })),
    phone: optionalText(40),
    mobilePhone: optionalText(40),
    email: optional(z.email({ error: 'must be an e-mail address' }).max(320)),
    uscisOnlineAccountNumber: optional(z.string().regex(/^[0-9]{12}$/, { error: 'must be the 12 digits of the account number' })),
  }),
);
export type TAttorneyProfile = z.infer<typeof ZAttorneyProfileSchema>;

export const attorneyProfileContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/staff/attorney-profile',
    request: z.object({}),
    response: z.object({ profile: ZAttorneyProfileSchema.partial().nullable() }),
  }),
);

export const saveAttorneyProfileContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/staff/attorney-profile',
    request: ZAttorneyProfileSchema,
    response: z.object({ saved: z.literal(true) }),
  }),
);

// GET /petitions/{id}/forms/{form}/signing: what the signer of a form signs besides its part (continuation pages).

export const formSigningContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/petitions/{id}/forms/{form}/signing',
    request: z.object({}),
    response: z.object({
      /**
       * Whether the copy asked for signature ends with continuation pages (the Additional Information rows ran out),
       * which USCIS asks the signer to sign and date too, as its generation stored it; false when that copy is no
       * longer the latest (its lines were replaced), null when no signature was asked. For the signer and staff.
       */
      requested: z.boolean().nullable(),
      /** The same for the form's latest generated copy: staff only (null for anyone else, or before a generation). */
      latest: z.boolean().nullable(),
    }),
  }),
);
