import { ENTITY_NAME_MAX, ENTITY_NAME_TEXTS, entityNameSchema, toEntityName } from './additional-entity.ts';

/**
 * A reusable exhibit's name is one line the repository list, the copy picker and the petition's exhibit list show:
 * the same rule as an entity's name (at most 200 characters, no tabs or line breaks, not blank). The editor took a
 * 600-character paste with a tab, which widened /admin/exhibit-repo to 5,000 px, and a cleared name read "All
 * changes saved" while nothing was saved. Migration 0072 holds the same bounds in the database.
 */
export const REUSABLE_EXHIBIT_NAME_MAX = ENTITY_NAME_MAX;
export const REUSABLE_EXHIBIT_NAME_TEXTS = ENTITY_NAME_TEXTS;
export const reusableExhibitNameSchema = entityNameSchema;

/** Migration 0072's checks → the form's sentences, so a GraphQL write reads the same words. */
export const REUSABLE_EXHIBIT_NAME_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  reusable_exhibits_name_not_blank: REUSABLE_EXHIBIT_NAME_TEXTS.blank,
  reusable_exhibits_name_length: REUSABLE_EXHIBIT_NAME_TEXTS.tooLong,
  reusable_exhibits_name_one_line: REUSABLE_EXHIBIT_NAME_TEXTS.notOneLine,
};

/** The sentence for a name that breaks the rule, or null for a name that may be saved. */
export function reusableExhibitNameError(name: string): string | null {
  const checked = reusableExhibitNameSchema.safeParse(name);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/**
 * A petition exhibit's name (which has no such bound) made to fit when it is cloned into the repository: one line,
 * at most the maximum; a blank one is named as the list names it.
 */
export function toReusableExhibitName(name: string): string {
  return toEntityName(name) || 'Untitled exhibit';
}
