import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { PROPOSED_SALARY_EXAMPLE } from './proposed-salary.ts';
import { characterCount, CONTROL_CHARACTER } from './text-bounds.ts';

/**
 * The free-text case fields of the petition page (its header, WorkspaceHeader.tsx): each has one bounded rule here,
 * with its sentence. The page's autosaved fields validate with these schemas; the database repeats the rules of the
 * petitions columns as checks (migration 0068: petitions_uscis_address_text, petitions_tracking_number_text,
 * petitions_project_management_status_text), whose names FIELD_CONSTRAINT_MESSAGES maps back to the same sentences, so
 * the form and the API's refusal say the same thing. The header's USCIS status is not one of them: it only shows the
 * newest status recorded in the USCIS status panel (migration 0112; the panel's rule is uscisStatusSchema).
 *
 * Limits (docs/decisions.md, "Case fields on the petition page"):
 * - USCIS address: a mailing address as USCIS's "Where to file" page gives it, which people paste in several lines
 *   (office, "Attn: I-129", street, city, state and ZIP): at most 6 lines and 300 characters.
 * - Tracking number: a courier's number (FedEx 12 to 22 digits, UPS "1Z…" 18, USPS up to 34 with spaces), one line of
 *   at most 60 characters.
 * - Project management status: a short phrase on one line, at most 120 characters.
 * - The builder's field of endeavor and worksite location: one line of at most 200 characters; the proposed US role (a
 *   job title, the I-129's) one line of at most 120. The proposed salary keeps its own rule (proposed-salary.ts).
 *
 * Lengths count characters (code points) as PostgreSQL's char_length does, not UTF-16 units.
 */

export const CASE_FIELD_LIMITS = {
  uscisAddress: { maxLength: 300, maxLines: 6 },
  trackingNumber: { maxLength: 60 },
  projectManagementStatus: { maxLength: 120 },
  fieldOfEndeavor: { maxLength: 200 },
  proposedUSRole: { maxLength: 120 },
  worksiteLocation: { maxLength: 200 },
} as const;
export type CaseTextField = keyof typeof CASE_FIELD_LIMITS;

const L = CASE_FIELD_LIMITS;
const oneLine = (what: string, max: number) => `Write the ${what} on one line, at most ${max} characters`;

/** The sentence each rule answers with, whichever part of it (length, lines, characters) the text breaks. */
export const CASE_FIELD_TEXTS = {
  uscisAddress: `Write the USCIS address in at most ${L.uscisAddress.maxLines} lines and ${L.uscisAddress.maxLength} characters`,
  trackingNumber: oneLine('tracking number', L.trackingNumber.maxLength),
  projectManagementStatus: oneLine('project management status', L.projectManagementStatus.maxLength),
  fieldOfEndeavor: oneLine('field of endeavor', L.fieldOfEndeavor.maxLength),
  proposedUSRole: oneLine('proposed US role', L.proposedUSRole.maxLength),
  worksiteLocation: oneLine('worksite location', L.worksiteLocation.maxLength),
} as const satisfies Record<CaseTextField, string>;

/** A pasted tab reads as a space; surrounding spaces are dropped. */
export function normalizeOneLineText(text: string): string {
  return text.replace(/\t/g, ' ').trim();
}

/** Line ends as \n, each line trimmed, blank lines dropped. */
export function normalizeMultiLineText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(normalizeOneLineText)
    .filter((line) => line !== '')
    .join('\n');
}

export function isOneLineTextWithin(text: string, maxLength: number): boolean {
  return characterCount(text) <= maxLength && !CONTROL_CHARACTER.test(text);
}

export function isMultiLineTextWithin(text: string, maxLength: number, maxLines: number): boolean {
  const lines = text.split('\n');
  return characterCount(text) <= maxLength && lines.length <= maxLines && lines.every((line) => !CONTROL_CHARACTER.test(line));
}

const oneLineSchema = (field: Exclude<CaseTextField, 'uscisAddress'>) =>
  lazySchema(() =>
    z
      .string()
      .transform(normalizeOneLineText)
      .refine((text) => isOneLineTextWithin(text, CASE_FIELD_LIMITS[field].maxLength), { error: CASE_FIELD_TEXTS[field] }),
  );

/** The USCIS address: up to 6 lines (the page's field is a text area), 300 characters with the line breaks. */
export const uscisAddressSchema = lazySchema(() =>
  z
    .string()
    .transform(normalizeMultiLineText)
    .refine((text) => isMultiLineTextWithin(text, L.uscisAddress.maxLength, L.uscisAddress.maxLines), {
      error: CASE_FIELD_TEXTS.uscisAddress,
    }),
);
export const trackingNumberSchema = oneLineSchema('trackingNumber');
export const projectManagementStatusSchema = oneLineSchema('projectManagementStatus');
export const fieldOfEndeavorSchema = oneLineSchema('fieldOfEndeavor');
export const proposedUSRoleSchema = oneLineSchema('proposedUSRole');
export const worksiteLocationSchema = oneLineSchema('worksiteLocation');

/** Each case text field's rule. */
export const CASE_FIELD_SCHEMAS = {
  uscisAddress: uscisAddressSchema,
  trackingNumber: trackingNumberSchema,
  projectManagementStatus: projectManagementStatusSchema,
  fieldOfEndeavor: fieldOfEndeavorSchema,
  proposedUSRole: proposedUSRoleSchema,
  worksiteLocation: worksiteLocationSchema,
} as const satisfies Record<CaseTextField, z.ZodType<string, string>>;

/** The database checks on petitions' case columns (migration 0068) and the sentence each one stands for. */
export const CASE_FIELD_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  petitions_uscis_address_text: CASE_FIELD_TEXTS.uscisAddress,
  petitions_tracking_number_text: CASE_FIELD_TEXTS.trackingNumber,
  petitions_project_management_status_text: CASE_FIELD_TEXTS.projectManagementStatus,
  petitions_field_of_endeavor_text: CASE_FIELD_TEXTS.fieldOfEndeavor,
  petitions_proposed_us_role_text: CASE_FIELD_TEXTS.proposedUSRole,
  petitions_worksite_location_text: CASE_FIELD_TEXTS.worksiteLocation,
};

/**
 * The builder's case details kept in petitions.metadata that staff edit on the petition page (besides the filing
 * type, a column of its own there), in the builder's order; app_public.set_petition_case_detail writes one of them.
 */
export const PETITION_CASE_DETAIL_KEYS = ['fieldOfEndeavor', 'proposedUSRole', 'proposedUSSalary', 'worksiteLocation'] as const;
export type PetitionCaseDetailKey = (typeof PETITION_CASE_DETAIL_KEYS)[number];

/** Each case detail as the builder and the petition page label it, with the example both show. */
export const PETITION_CASE_DETAIL_FIELDS: readonly { key: PetitionCaseDetailKey; label: string; placeholder: string }[] = [
  { key: 'fieldOfEndeavor', label: 'Field of endeavor', placeholder: 'e.g. Machine learning infrastructure' },
  { key: 'proposedUSRole', label: 'Proposed US role', placeholder: 'e.g. Staff Software Engineer' },
  // Money as people write it, the example the salary rule's refusal gives too.
  { key: 'proposedUSSalary', label: 'Proposed US salary', placeholder: `e.g. ${PROPOSED_SALARY_EXAMPLE}` },
  { key: 'worksiteLocation', label: 'Worksite location', placeholder: 'e.g. San Francisco, CA' },
];
