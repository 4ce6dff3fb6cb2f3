import { z } from 'zod';
import { idField, optional } from './fields.ts';
import { defineFormContract } from './letters.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * The writing service's routes other than letters (spec 2 §7.2, §7.3; decisions LTR-018):
 * descriptions of exhibits and modules, an entity's fields, a beneficiary's bio. Letters are in
 * letters.ts. Every route is staff-only.
 */

// POST /exhibit/description and POST /module/description: form-encoded id → the description (text/plain).

export const exhibitDescriptionContract = lazySchema(() =>
  defineFormContract({
    method: 'POST',
    path: '/exhibit/description',
    requestEncoding: 'application/x-www-form-urlencoded',
    request: z.object({ exhibit_id: idField() }),
    responseType: 'text/plain',
    response: z.string(),
  }),
);
export type TExhibitDescriptionRequest = z.input<typeof exhibitDescriptionContract.request>;

export const moduleDescriptionContract = lazySchema(() =>
  defineFormContract({
    method: 'POST',
    path: '/module/description',
    requestEncoding: 'application/x-www-form-urlencoded',
    request: z.object({ module_id: idField() }),
    responseType: 'text/plain',
    response: z.string(),
  }),
);
export type TModuleDescriptionRequest = z.input<typeof moduleDescriptionContract.request>;

// POST /entitygen {entity_id, fields}: fills an additional entity's description and selection criteria.

/** The entity data fields the writer may fill (spec 2 §3: entity data is JSON with these). */
export const ENTITY_GENERATED_FIELDS = ['description', 'selection_criteria'] as const;
export type EntityGeneratedField = (typeof ENTITY_GENERATED_FIELDS)[number];

/** Who wrote a generated text and where its provenance is recorded. */
const ZGenerationMetaSchema = lazySchema(() =>
  z.object({
    /** The app_public.generated_texts row of this generation. */
    generationId: z.uuid(),
    /** True when the template composer wrote it (no model configured): the UI must say so. */
    isTemplate: z.boolean(),
  }),
);

export const entityGenContract = lazySchema(() =>
  defineFormContract({
    method: 'POST',
    path: '/entitygen',
    requestEncoding: 'application/json',
    request: z.object({
      entity_id: idField(),
      fields: z
        .array(
          z.enum(ENTITY_GENERATED_FIELDS, {
            error: `is not a field the writer fills (${ENTITY_GENERATED_FIELDS.join(', ')})`,
          }),
          { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of field names') },
        )
        .min(1, { error: 'must name at least one field' }),
    }),
    responseType: 'application/json',
    response: ZGenerationMetaSchema.extend({
      fields: z.partialRecord(z.enum(ENTITY_GENERATED_FIELDS), z.string()),
    }),
  }),
);
export type TEntityGenRequest = z.input<typeof entityGenContract.request>;
export type TEntityGenResponse = z.infer<typeof entityGenContract.response>;

// POST /bio (multipart: user_id, optional cv file) → {bio, generationId, isTemplate} (decisions LTR-018).
// The page shows the bio for editing and saves it to the user's bio itself (GraphQL).

export const bioContract = lazySchema(() =>
  defineFormContract({
    method: 'POST',
    path: '/bio',
    requestEncoding: 'multipart/form-data',
    request: z.object({
      user_id: idField(),
      /** The CV sent with the request, if any (the user's stored CV files are read anyway). */
      cv: optional(z.object({ name: z.string().min(1), size: z.number().nonnegative() })),
    }),
    responseType: 'application/json',
    response: ZGenerationMetaSchema.extend({ bio: z.string() }),
  }),
);
export type TBioRequest = z.input<typeof bioContract.request>;
export type TBioResponse = z.infer<typeof bioContract.response>;

/** The builder's generated module content (called by the research-agent routes, not over HTTP here). */
export const MODULE_CONTENT_KINDS = ['memo-starter', 'conclusion', 'authorship-summary'] as const;
export type ModuleContentKind = (typeof MODULE_CONTENT_KINDS)[number];
