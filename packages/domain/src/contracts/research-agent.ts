import { z } from 'zod';
import { ARCHETYPES } from '../archetypes.ts';
import { PetitionMetadataSchema } from '../petition-metadata.ts';
import { choiceField, idField, optional, textField } from './fields.ts';
import { PETITION_MODULE_TYPES } from '../module-types.ts';
import { RequestModuleSchema } from './petition-request-modules.ts';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The research-agent routes (spec 1 §7, decisions API-AGENT-002/005): routes of the product's own API
 * server, staff only. POST /petition, /exhibit and /clone-petition take JSON; /reusable/copy and
 * /modules/* take a form (spec) or JSON. A POST that creates a petition honours an `Idempotency-Key`
 * header: the same key from the same user answers the first petition again instead of a second one.
 */

/** The request header naming an idempotency key (at most 200 characters). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 'o-1a' or 'o_1a' (the research agent spells it with hyphens, spec 1 §7); stored with underscores. */
export function visaClassField() {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be a visa class') })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, { error: 'must be a visa class' })
    .transform((value) => value.replaceAll('-', '_'));
}

// POST /petition: the builder's payload → a petition with its modules and exhibits, in one transaction.
export const ZCreatePetitionRequestSchema = lazySchema(() =>
  z.object({
    beneficiaryId: idField(),
    /** The petitioner company; none for an EB-1A self-petition (validatePetitionDraft holds every other class to one). */
    petitionerId: optional(idField()),
    visaClass: visaClassField(),
    archetype: optional(z.enum(ARCHETYPES, { error: 'is not a known archetype' })),
    metadata: PetitionMetadataSchema.default({}),
    /** The spec's module shape; what it leaves out (names, visibility, data) comes from the catalogue. */
    modules: z.array(RequestModuleSchema),
    /** The case strategy the petition was built from, if any (kept in the petition's metadata). */
    caseStrategyId: optional(idField()),
  }),
);
export type TCreatePetitionRequest = z.input<typeof ZCreatePetitionRequestSchema>;

export const ZCreatePetitionResponseSchema = lazySchema(() => z.object({ petitionId: z.uuid() }));
export type TCreatePetitionResponse = z.infer<typeof ZCreatePetitionResponseSchema>;

export const createPetitionContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/petition',
    request: ZCreatePetitionRequestSchema,
    response: ZCreatePetitionResponseSchema,
  }),
);

// POST /clone-petition: a copy of a petition (modules, exhibits, sub-exhibits, file links, entities).
export const ZClonePetitionRequestSchema = lazySchema(() => z.object({ petitionId: idField() }));
export type TClonePetitionRequest = z.input<typeof ZClonePetitionRequestSchema>;
export const clonePetitionContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/clone-petition',
    request: ZClonePetitionRequestSchema,
    response: ZCreatePetitionResponseSchema,
  }),
);

/** An entity an exhibit or module is about, as the research agent receives it. */
export const ZAgentEntitySchema = lazySchema(() =>
  z.looseObject({ id: idField(), type: z.string().optional(), name: z.string().optional() }),
);

// POST /exhibit: a new exhibit in a module (decisions API-AGENT-005: answers {exhibitId}).
export const ZCreateExhibitRequestSchema = lazySchema(() =>
  z.object({
    module_id: idField(),
    exhibit_type: textField({ max: 100 }),
    order_index: optional(z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0)),
    /** Copy the newest reusable exhibit of this type from the repository instead of starting empty. */
    use_reusable: optional(z.boolean({ error: 'must be true or false' })),
    autogen: optional(z.boolean({ error: 'must be true or false' })),
    entities: z.array(ZAgentEntitySchema).default([]),
    parent_exhibit_id: optional(idField()),
    /** A JSON object as a string: the exhibit type's inputs (press-article url, patent key/value, …). */
    kwargs: optional(z.string().max(20_000, { error: 'is too long' })),
  }),
);
export type TCreateExhibitRequest = z.input<typeof ZCreateExhibitRequestSchema>;
export const ZCreateExhibitResponseSchema = lazySchema(() => z.object({ exhibitId: z.uuid() }));
export type TCreateExhibitResponse = z.infer<typeof ZCreateExhibitResponseSchema>;
export const createExhibitContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/exhibit',
    request: ZCreateExhibitRequestSchema,
    response: ZCreateExhibitResponseSchema,
  }),
);

// POST /reusable/copy (form or JSON): a reusable exhibit, its files and sub-exhibits, copied into a module.
export const ZCopyReusableExhibitRequestSchema = lazySchema(() =>
  z.object({
    destination_module_id: idField(),
    reusable_exhibit_id: idField(),
    reusable_exhibit_type: optional(z.string().max(100)),
    order_index: optional(z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0)),
  }),
);
export type TCopyReusableExhibitRequest = z.input<typeof ZCopyReusableExhibitRequestSchema>;
export const copyReusableExhibitContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/reusable/copy',
    request: ZCopyReusableExhibitRequestSchema,
    response: ZCreateExhibitResponseSchema,
  }),
);

// POST /modules (JSON): a module staff add by hand at the end of a petition, with its module type's usual exhibit
// types (handAddedModuleDraft, from the petition's archetype and visa class) in the same transaction.
export const ZAddModuleRequestSchema = lazySchema(() =>
  z.object({
    petition_id: idField(),
    type: choiceField(PETITION_MODULE_TYPES, 'module type'),
  }),
);
export type TAddModuleRequest = z.input<typeof ZAddModuleRequestSchema>;
export const ZAddModuleResponseSchema = lazySchema(() => z.object({ moduleId: z.uuid() }));
export type TAddModuleResponse = z.infer<typeof ZAddModuleResponseSchema>;
export const addModuleContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/modules',
    request: ZAddModuleRequestSchema,
    response: ZAddModuleResponseSchema,
  }),
);

// POST /modules/authorship, /modules/memo-starter, /modules/conclusion (form or JSON): a generated module.
export const ZGeneratedModuleRequestSchema = lazySchema(() => z.object({ petition_id: idField() }));
export const ZAuthorshipModuleRequestSchema = lazySchema(() =>
  z.object({
    petition_id: idField(),
    name: optional(z.string().max(255, { error: 'is too long' })),
    google_scholar_url: textField({ max: 2000 }),
    num_articles: z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(1, {
      error: 'must be at least 1',
    }),
  }),
);
export type TAuthorshipModuleRequest = z.input<typeof ZAuthorshipModuleRequestSchema>;

/** The module written (created when the petition had none of this type) and the text's provenance. */
export const ZGeneratedModuleResponseSchema = lazySchema(() =>
  z.object({
    moduleId: z.uuid(),
    /** The module's new description (HTML). */
    description: z.string(),
    /** 'model' when a language model wrote it, 'template' for the deterministic template composer. */
    source: z.enum(['model', 'template']),
  }),
);
export type TGeneratedModuleResponse = z.infer<typeof ZGeneratedModuleResponseSchema>;

export const authorshipModuleContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/modules/authorship',
    request: ZAuthorshipModuleRequestSchema,
    response: ZGeneratedModuleResponseSchema,
  }),
);
export const memoStarterModuleContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/modules/memo-starter',
    request: ZGeneratedModuleRequestSchema,
    response: ZGeneratedModuleResponseSchema,
  }),
);
export const conclusionModuleContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/modules/conclusion',
    request: ZGeneratedModuleRequestSchema,
    response: ZGeneratedModuleResponseSchema,
  }),
);
