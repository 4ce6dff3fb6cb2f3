import { z } from 'zod';
import { FILING_TYPES } from './filing-types.ts';
import { lazySchema } from './lazy-schema.ts';
import { fieldOfEndeavorSchema, proposedUSRoleSchema, worksiteLocationSchema } from './petition-case-fields.ts';
import { proposedSalarySchema } from './proposed-salary.ts';

/** Onboarding questions store their answers as these exact words. */
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YesNoSchema = lazySchema(() => z.enum(YES_NO, { error: 'Please select Yes or No' }));

/** Employer onboarding's basis for classification question. */
export const BASIS_FOR_CLASSIFICATION_OPTIONS = ['New Employer', 'Change of Employer'] as const;
export type BasisForClassification = (typeof BASIS_FOR_CLASSIFICATION_OPTIONS)[number];

/**
 * Petition metadata (spec 1 §3, spec 3 §3). Every key is optional because the
 * builder and the two onboarding flows each fill their own part. Unknown keys
 * are kept, so a reader never drops what another part of the product wrote.
 */
export const PetitionMetadataSchema = lazySchema(() =>
  z.looseObject({
    // Set by the builder.
    filingType: z.enum(FILING_TYPES).optional(),
    // The builder's texts are bounded as on the petition page (petition-case-fields.ts; migration 0068's checks).
    fieldOfEndeavor: fieldOfEndeavorSchema.optional(),
    /** As staff say it, e.g. '185000 per year' (proposed-salary.ts: an amount and how often; the I-129's wages). */
    proposedUSSalary: proposedSalarySchema.optional(),
    proposedUSRole: proposedUSRoleSchema.optional(),
    worksiteLocation: worksiteLocationSchema.optional(),
    /** Premium processing (Form I-907) requested: the forms panel then lists the I-907 (issue 28). */
    premiumProcessing: YesNoSchema.optional(),
    // Set by employer onboarding.
    hasFiledImmigrantPetition: YesNoSchema.optional(),
    hasFiledNonImmigrantPetition: YesNoSchema.optional(),
    basisForClassification: z.enum(BASIS_FOR_CLASSIFICATION_OPTIONS).optional(),
    // Set by beneficiary onboarding.
    hasDependents: YesNoSchema.optional(),
    dependentsInUS: YesNoSchema.optional(),
    dependentsVisaStatus: z.string().optional(),
    hasVisaDenial: YesNoSchema.optional(),
    hasJ1J2History: YesNoSchema.optional(),
  }),
);
export type PetitionMetadata = z.infer<typeof PetitionMetadataSchema>;

/**
 * A petition's metadata as every screen reads it: the API gives the JSON column as text (the GraphQL JSON scalar),
 * a test or the database may give the object. Text that is not JSON, or metadata the schema refuses, reads as none
 * ({}), never as an error on screen. One reader, so no screen parses the text its own way (the letters page once
 * validated the text itself, which always failed, and lost the field of endeavor and the proposed role).
 */
export function petitionMetadataOf(value: unknown): PetitionMetadata {
  let json: unknown = value ?? {};
  if (typeof value === 'string') {
    try {
      json = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return PetitionMetadataSchema.catch({}).parse(json);
}

/** The metadata keys the builder page edits. */
export const BUILDER_METADATA_KEYS = [
  'filingType',
  'fieldOfEndeavor',
  'proposedUSSalary',
  'proposedUSRole',
  'worksiteLocation',
] as const satisfies readonly (keyof PetitionMetadata)[];
