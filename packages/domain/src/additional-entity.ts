import { z } from 'zod';
import { ENTITY_TYPES } from './entity-types.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Data of an additional entity (award, membership, VC, …). Letters quote the
 * description and the selection criteria; other keys of the type's schema pass through.
 */
export const AdditionalEntityDataSchema = lazySchema(() =>
  z.looseObject({
    description: z.string().optional(),
    selection_criteria: z.string().optional(),
  }),
);
export type AdditionalEntityData = z.infer<typeof AdditionalEntityDataSchema>;

/** The New Entity dialog: a type and a non-blank name (spec 2 §5). */
export const NewEntitySchema = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1, 'Please provide a name'),
    type: z.enum(ENTITY_TYPES),
  }),
);
export type NewEntity = z.infer<typeof NewEntitySchema>;
