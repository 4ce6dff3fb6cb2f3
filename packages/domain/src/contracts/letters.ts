import { z } from 'zod';
import { ARCHETYPES } from '../archetypes.ts';
import { MAX_FILES_PER_UPLOADER } from '../constants.ts';
import { SIGNER_RELATIONS } from '../letter-signers.ts';
import { FILING_TYPES } from '../filing-types.ts';
import { TN_CITIZENSHIPS } from '../tn-application-route.ts';
import { TN_PROFESSIONS } from '../tn-professions.ts';
import { choiceField, idField, optional, textField } from './fields.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The letter generation service (spec 2 §7.5, decisions API-LTR-006/012): the form fields of each
 * letter route and the Draft-button rules of spec 2 §5, written once. The server refuses a request
 * these schemas refuse (400 naming the field); the web app's Draft button is enabled when
 * `missingLetterInputs` finds nothing.
 */

export const LETTER_TYPES = [
  'critical-role',
  'original-contributions',
  'cr-oc-letter',
  'ao-letter',
  'membership',
  'award/vc',
  'tn-support-letter',
  'ev-letter',
] as const;
export type LetterType = (typeof LETTER_TYPES)[number];

/** The criteria an advisory-opinion letter can speak to (spec 2 §9). */
export const AO_CRITERIA = [
  'critical-role',
  'original-contribution',
  'authorship',
  'judging',
  'membership',
  'awards',
  'press',
] as const;
export type AoCriterion = (typeof AO_CRITERIA)[number];

/** The route of each letter type (spec 2 §7.5). */
export const LETTER_PATHS = {
  'critical-role': '/expert-letter/critical-role',
  'original-contributions': '/expert-letter/original-contributions',
  'cr-oc-letter': '/expert-letter/cr-oc-letter',
  'ao-letter': '/ao-letter',
  membership: '/expert-letter/membership',
  'award/vc': '/expert-letter/award/vc',
  'tn-support-letter': '/tn/support-letter',
  'ev-letter': '/generate-employment-verification-letter',
} as const satisfies Record<LetterType, string>;

/**
 * Longest bio, description or free-text answer a letter field takes: about 800 words. With at most
 * seven such fields in a letter, fifteen quoted files and the layout, a template letter stays within
 * the editor's 50,000 characters (decisions LTR-020/021).
 */
export const LETTER_TEXT_MAX = 5_000;

/** Blank form fields are "not given": browsers send '' for an empty text box. */
function formField<T extends z.ZodType>(field: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), field);
}

const required = {
  text: (max = 255) => formField(textField({ max })),
  id: () => formField(idField()),
};
const optionalText = (max = 255) => formField(optional(textField({ max })));
const optionalId = () => formField(optional(idField()));

/** A file sent with the request: the browser's File, or the server's parsed part; only presence and name matter here. */
export const ZAttachedFileSchema = lazySchema(() =>
  z.object(
    { name: z.string().min(1), size: z.number().nonnegative() },
    { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a file') },
  ),
);
export type TAttachedFile = z.infer<typeof ZAttachedFileSchema>;

const attachedFiles = lazySchema(() =>
  z
    .array(ZAttachedFileSchema)
    .max(MAX_FILES_PER_UPLOADER, { error: `must be at most ${MAX_FILES_PER_UPLOADER} files` })
    .default([]),
);

/** The common letter inputs (spec 2 §3), each optional until a letter type's rules require it. */
const COMMON_FIELDS = lazySchema(() => ({
  beneficiary_id: optionalId(),
  beneficiary_name: optionalText(),
  beneficiary_bio: optionalText(LETTER_TEXT_MAX),
  beneficiary_title: optionalText(),
  field_of_endeavor: optionalText(500),
  visa_category: optionalText(50),
  signatory_id: optionalId(),
  signatory_name: optionalText(),
  signatory_bio: optionalText(LETTER_TEXT_MAX),
  signatory_title: optionalText(),
  signatory_employer: optionalText(),
  company_id: optionalId(),
  company_name: optionalText(),
  company_bio: optionalText(LETTER_TEXT_MAX),
  how_they_met: optionalText(LETTER_TEXT_MAX),
  archetype: formField(optional(choiceField(ARCHETYPES, 'archetype'))),
  /** Who the signer is to the beneficiary (issue 33); absent: the employer when the signer works for the petitioner, else an independent expert. */
  signatory_relation: formField(optional(choiceField(SIGNER_RELATIONS, 'signatory relation'))),
  /** Supporting files (decisions API-LTR-012): every letter may send them. */
  docs: attachedFiles,
}));

/** What "other letters" need before Draft (spec 2 §5). */
const EXPERT_REQUIRED = lazySchema(() => ({
  visa_category: required.text(50),
  beneficiary_id: required.id(),
  beneficiary_bio: required.text(LETTER_TEXT_MAX),
  beneficiary_title: required.text(),
  signatory_id: required.id(),
  signatory_bio: required.text(LETTER_TEXT_MAX),
  signatory_title: required.text(),
  company_id: required.id(),
  company_bio: required.text(LETTER_TEXT_MAX),
  field_of_endeavor: required.text(500),
  archetype: formField(choiceField(ARCHETYPES, 'archetype')),
  signatory_employer: required.text(),
}));

const expertLetter = lazySchema(() =>
  z.object({
    ...COMMON_FIELDS,
    ...EXPERT_REQUIRED,
    additional_info: optionalText(LETTER_TEXT_MAX),
  }),
);

/** A single value or a repeated field arrives as one string or a list; both read as a list. */
const criteriaList = lazySchema(() =>
  formField(
    z.preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z
        .array(choiceField(AO_CRITERIA, 'AO criterion'), {
          error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of criteria'),
        })
        .min(1, { error: 'must name at least one criterion' }),
    ),
  ),
);

export const LETTER_REQUEST_SCHEMAS = lazySchema(
  () =>
    ({
      'critical-role': expertLetter,
      'original-contributions': expertLetter,
      /** The union of the critical-role and original-contributions fields (decisions API-LTR-006). */
      'cr-oc-letter': expertLetter,
      'ao-letter': expertLetter.extend({ criteria: criteriaList }),
      membership: expertLetter.extend({
        membership_entity_id: required.id(),
        membership_description: optionalText(LETTER_TEXT_MAX),
        membership_selectivity: optionalText(LETTER_TEXT_MAX),
      }),
      'award/vc': expertLetter.extend({
        vc_entity_id: required.id(),
        funding_amount: optionalText(100),
        funding_year: formField(optional(z.string().regex(/^\d{4}$/, { error: 'must be a year (YYYY)' }))),
        vc_selection_criteria: optionalText(LETTER_TEXT_MAX),
      }),
      'tn-support-letter': z.object({
        ...COMMON_FIELDS,
        petitioner_bio: optionalText(LETTER_TEXT_MAX),
        /** The USMCA profession (Appendix 1603.D.1) the letter argues; staff choose it (issue 33). */
        tn_category: formField(choiceField(TN_PROFESSIONS, 'TN profession')),
        /**
         * The temporary period the employer asks for ("3 years from January 4, 2027"), which a TN letter must state:
         * TN status is granted for up to three years at a time. Missing, the draft holds a placeholder.
         */
        tn_period: optionalText(200),
        /**
         * How the TN is applied for, in the case's words (the petition's filing type), and the beneficiary's
         * citizenship (TN is for citizens of Canada and Mexico): together they say who the letter is addressed to
         * (tn-application-route.ts). Missing, the draft holds placeholders.
         */
        tn_filing_type: formField(optional(choiceField(FILING_TYPES, 'filing type'))),
        tn_citizenship: formField(optional(choiceField(TN_CITIZENSHIPS, 'citizenship'))),
        resume: ZAttachedFileSchema,
        job_offer_letter: ZAttachedFileSchema,
      }),
      'ev-letter': z.object({
        ...COMMON_FIELDS,
        salary: required.text(100),
        beneficiary_id: required.id(),
        signatory_id: required.id(),
        company_id: required.id(),
        /** The company's bio (spec 2 §5 "company bio"). */
        company_details: required.text(LETTER_TEXT_MAX),
        beneficiary_title: required.text(),
        signatory_title: required.text(),
        equity: optionalText(LETTER_TEXT_MAX),
        previous_role: optionalText(LETTER_TEXT_MAX),
      }),
    }) as const satisfies Record<LetterType, z.ZodType>,
);

export type TLetterRequest<T extends LetterType> = z.output<(typeof LETTER_REQUEST_SCHEMAS)[T]>;
/** Any letter request as the server reads it. */
export type TAnyLetterRequest = TLetterRequest<LetterType>;

/** The single-file fields of a letter type (TN: the résumé and the offer letter); `docs` is the list field of all. */
export const LETTER_FILE_FIELDS: Readonly<Record<LetterType, readonly string[]>> = {
  'critical-role': [],
  'original-contributions': [],
  'cr-oc-letter': [],
  'ao-letter': [],
  membership: [],
  'award/vc': [],
  'tn-support-letter': ['resume', 'job_offer_letter'],
  'ev-letter': [],
};

/**
 * The inputs a letter still needs before it can be drafted (spec 2 §5), by field name; empty when
 * Draft may be pressed. Malformed values count as missing too: the server would refuse them.
 */
export function missingLetterInputs(type: LetterType, values: Readonly<Record<string, unknown>>): string[] {
  const parsed = LETTER_REQUEST_SCHEMAS[type].safeParse(values);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))].filter((name) => name !== '');
}

/** Headers of a letter, description or bio answer. */
export const GENERATION_ID_HEADER = 'X-Generation-Id';
/** 'true' when the template composer wrote the text (no model configured). */
export const TEMPLATE_DRAFT_HEADER = 'X-Template-Draft';

/** The answer of every letter route: the letter text (text/plain). */
export const ZLetterResponseSchema = lazySchema(() => z.string());

/** A route whose request is a form (multipart or url-encoded) and whose answer may be plain text. */
export interface FormRouteContract<Path extends string, Request extends z.ZodType, Response extends z.ZodType> {
  method: 'POST';
  path: Path;
  requestEncoding: 'multipart/form-data' | 'application/x-www-form-urlencoded' | 'application/json';
  request: Request;
  responseType: 'text/plain' | 'application/json';
  response: Response;
}

export function defineFormContract<Path extends string, Request extends z.ZodType, Response extends z.ZodType>(
  contract: FormRouteContract<Path, Request, Response>,
): FormRouteContract<Path, Request, Response> {
  return contract;
}

/** One contract per letter route: multipart form in, letter text out. */
export const letterContracts = Object.fromEntries(
  LETTER_TYPES.map((type) => [
    type,
    defineFormContract({
      method: 'POST',
      path: LETTER_PATHS[type],
      requestEncoding: 'multipart/form-data',
      request: lazySchema(() => LETTER_REQUEST_SCHEMAS[type]),
      responseType: 'text/plain',
      response: ZLetterResponseSchema,
    }),
  ]),
) as { [T in LetterType]: FormRouteContract<(typeof LETTER_PATHS)[T], (typeof LETTER_REQUEST_SCHEMAS)[T], z.ZodString> };
