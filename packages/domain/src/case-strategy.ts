import { z } from 'zod';
import { ARCHETYPES } from './archetypes.ts';
import { ModuleDraftSchema } from './builder-drafts.ts';
import { PetitionMetadataSchema } from './petition-metadata.ts';
import { lazySchema } from './lazy-schema.ts';

/** A value the assistant read from an uploaded document, with how sure it is. */
export const ExhibitExtractedDatumSchema = lazySchema(() =>
  z.looseObject({
    type: z.string(),
    extractedValue: z.unknown().optional(),
    value: z.unknown().optional(),
    confidence: z.union([z.number(), z.string()]).optional(),
    confidenceReasoning: z.string().optional(),
  }),
);
export type ExhibitExtractedDatum = z.infer<typeof ExhibitExtractedDatumSchema>;

export const CASE_STRATEGY_WITHOUT_MODULES = 'A case strategy must contain at least one module.';

/**
 * The JSON a case strategy stores (spec 1 §3): the builder's modules and
 * selections plus the assistant's notes. It must contain modules (spec 1 §5);
 * unknown keys are kept so older or newer strategies still load.
 */
export const CaseStrategyPayloadSchema = lazySchema(() =>
  z.looseObject({
    modules: z.array(ModuleDraftSchema).min(1, CASE_STRATEGY_WITHOUT_MODULES),
    beneficiaryId: z.string().nullable().optional(),
    petitionerId: z.string().nullable().optional(),
    visaClass: z.string().nullable().optional(),
    archetype: z.enum(ARCHETYPES).nullable().optional(),
    filingType: PetitionMetadataSchema.shape.filingType,
    fieldOfEndeavor: PetitionMetadataSchema.shape.fieldOfEndeavor,
    // A strategy is a draft: the salary as typed is kept (and loads) even when the petition's rule would refuse it;
    // the builder's Create button names the rule until it is corrected.
    proposedUSSalary: z.string().optional(),
    proposedUSRole: PetitionMetadataSchema.shape.proposedUSRole,
    worksiteLocation: PetitionMetadataSchema.shape.worksiteLocation,
    note: z.string().optional(),
    confidence: z.union([z.number(), z.string()]).optional(),
    confidenceReasoning: z.string().optional(),
    /** What the assistant first proposed, kept verbatim for comparison. */
    originalPayload: z.unknown().optional(),
    /** Notes per module, keyed by module type. */
    moduleNotes: z.record(z.string(), z.string()).optional(),
    exhibitExtractedData: z.array(ExhibitExtractedDatumSchema).optional(),
  }),
);
export type CaseStrategyPayload = z.infer<typeof CaseStrategyPayloadSchema>;
