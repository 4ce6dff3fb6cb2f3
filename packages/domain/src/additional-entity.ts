import { z } from 'zod';
import { ENTITY_TYPES } from './entity-types.ts';
import { lazySchema } from './lazy-schema.ts';
import { characterCount, CONTROL_CHARACTER } from './text-bounds.ts';

/**
 * The texts of an entity's data. Letters and AI drafts quote them, and the entity editor shows them in text boxes:
 * the GraphQL API took `{"description": 42}` (only the object's shape was checked), which the editor then read as
 * no data at all. Migration 0074 holds the same rule in the database.
 */
export const ENTITY_DATA_TEXTS = {
  descriptionNotText: 'A description must be text',
  selectionCriteriaNotText: 'Selection criteria must be text',
} as const;

/** Migration 0074's checks on an entity's data → the same sentences, so a GraphQL write reads them. */
export const ENTITY_DATA_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  additional_entities_data_description_text: ENTITY_DATA_TEXTS.descriptionNotText,
  additional_entities_data_selection_criteria_text: ENTITY_DATA_TEXTS.selectionCriteriaNotText,
};

/**
 * Data of an additional entity (award, membership, VC, …). Letters quote the description and the selection
 * criteria, so each is text when given (a number, a list or null is refused); other keys of the type's schema
 * pass through.
 */
export const AdditionalEntityDataSchema = lazySchema(() =>
  z.looseObject({
    description: z.string({ error: ENTITY_DATA_TEXTS.descriptionNotText }).optional(),
    selection_criteria: z.string({ error: ENTITY_DATA_TEXTS.selectionCriteriaNotText }).optional(),
  }),
);
export type AdditionalEntityData = z.infer<typeof AdditionalEntityDataSchema>;

/**
 * An entity's name is one line that letters quote ("recipient of the Ada Prize …") and lists show: an award's,
 * society's or publisher's full title fits in 200 characters; anything longer, or with line breaks or tabs, is a
 * paste of the description into the wrong field. Migration 0071 holds the same bounds in the database.
 */
export const ENTITY_NAME_MAX = 200;
export const ENTITY_NAME_TEXTS = {
  blank: 'Please provide a name',
  tooLong: `A name may be at most ${ENTITY_NAME_MAX} characters`,
  notOneLine: 'A name must be one line, without tabs or line breaks',
} as const;

/** Migration 0071's checks (and 0007's non-blank check, PostgreSQL's default name) → the form's sentences. */
export const ENTITY_NAME_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  additional_entities_name_check: ENTITY_NAME_TEXTS.blank,
  additional_entities_name_length: ENTITY_NAME_TEXTS.tooLong,
  additional_entities_name_one_line: ENTITY_NAME_TEXTS.notOneLine,
};

/** The name as typed, trimmed; the length counts characters as PostgreSQL's char_length does (an emoji is one). */
export const entityNameSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, ENTITY_NAME_TEXTS.blank)
    .refine((name) => characterCount(name) <= ENTITY_NAME_MAX, ENTITY_NAME_TEXTS.tooLong)
    .refine((name) => !CONTROL_CHARACTER.test(name), ENTITY_NAME_TEXTS.notOneLine),
);

/** A name taken from another record (a person's or company's) made to fit: one line, at most the maximum. */
export function toEntityName(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, ENTITY_NAME_MAX).join('').trim();
}

/** The New Entity dialog: a type and a non-blank name (spec 2 §5). */
export const NewEntitySchema = lazySchema(() =>
  z.object({
    name: entityNameSchema,
    type: z.enum(ENTITY_TYPES),
  }),
);
export type NewEntity = z.infer<typeof NewEntitySchema>;
