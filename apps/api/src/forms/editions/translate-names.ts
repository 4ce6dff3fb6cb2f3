import type { TMissingFormField } from '@app/domain';

/**
 * Staff's hand-typed values are kept under the shipped edition's field names (what the Forms tab and the typed details
 * know them by, whatever edition is filled): for an added edition they are moved to its names. A value for a field
 * the edition has no box for is not written (handEntryFields lists it for staff to write by hand).
 */
export function overridesForEdition(
  overrides: ReadonlyMap<string, string>,
  translation: ReadonlyMap<string, string> | null,
): Map<string, string> {
  if (!translation) return new Map(overrides);
  return new Map(
    [...overrides].flatMap(([field, value]) => {
      const renamed = translation.get(field);
      return renamed === undefined ? [] : [[renamed, value] as const];
    }),
  );
}

/** The fill's list of fields, under the shipped names again (an override set from the list is keyed by them). */
export function missingUnderShippedNames(
  missing: readonly TMissingFormField[],
  translation: ReadonlyMap<string, string> | null,
): TMissingFormField[] {
  if (!translation) return [...missing];
  const shippedName = new Map([...translation].map(([shipped, renamed]) => [renamed, shipped]));
  return missing.map((field) => ({ ...field, field: shippedName.get(field.field) ?? field.field }));
}
