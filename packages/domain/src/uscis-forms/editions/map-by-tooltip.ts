import type { FieldMapEntry, FormEdition } from '../field-map.ts';

/** What the mapping reads of one field of a blank PDF: its name, its kind, its tooltip (TU) and a checkbox's on-value. */
export interface BlankPdfField {
  name: string;
  kind: 'text' | 'checkbox' | 'choice' | 'other';
  tooltip: string;
  /** A checkbox's export (on-state) value, e.g. "Y" or " APT "; null for other kinds. */
  exportValue: string | null;
}

/** A tooltip as compared across editions: spacing and case do not count. */
export function normalisedTooltip(tooltip: string): string {
  return tooltip.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Two fields say the same thing when their tooltip, kind and (for a checkbox) export value agree. */
function matchKey(field: BlankPdfField): string | null {
  const tooltip = normalisedTooltip(field.tooltip);
  if (tooltip === '' || field.kind === 'other') return null;
  return JSON.stringify([tooltip, field.kind, field.exportValue]);
}

export interface EditionMapping {
  /** Each found field: the shipped edition's name → the new edition's name. */
  translation: Map<string, string>;
  /** The wanted names no field of the new edition matched, in the order given. */
  unmatched: string[];
}

/**
 * Finds, for each wanted field of the shipped edition, the new edition's field that says the same (matchKey). USCIS
 * renames fields between editions and keeps the tooltips, which are what the form prints beside the box. Some
 * tooltips repeat (the I-129's two third-party worksites, the I-140's four family members): the k-th field of the
 * shipped edition with a tooltip is paired with the k-th of the new one in document order, and only when both
 * editions have the same number of them; otherwise which is which cannot be told, and none of them is matched.
 */
export function mapByTooltip(
  wanted: readonly string[],
  shipped: readonly BlankPdfField[],
  offered: readonly BlankPdfField[],
): EditionMapping {
  const groups = (fields: readonly BlankPdfField[]) => {
    const byKey = new Map<string, string[]>();
    for (const field of fields) {
      const key = matchKey(field);
      if (key !== null) byKey.set(key, [...(byKey.get(key) ?? []), field.name]);
    }
    return byKey;
  };
  const shippedGroups = groups(shipped);
  const offeredGroups = groups(offered);
  const keyOf = new Map(shipped.map((field) => [field.name, matchKey(field)]));
  const translation = new Map<string, string>();
  const unmatched: string[] = [];
  for (const name of wanted) {
    const key = keyOf.get(name);
    const from = key ? shippedGroups.get(key) : undefined;
    const to = key ? offeredGroups.get(key) : undefined;
    const found = from && to && from.length === to.length ? to[from.indexOf(name)] : undefined;
    if (found === undefined) unmatched.push(name);
    else translation.set(name, found);
  }
  return { translation, unmatched };
}

/** Every PDF field name a field map fills: its entries, and the fields a repeated header waits on. */
export function fieldNamesOfMaps(maps: readonly FormEdition[]): string[] {
  const names = new Set<string>();
  for (const map of maps) for (const entry of map.fields) names.add(entry.field);
  return [...names];
}

/** An edition staff added, as the fill reads it (see app_public.uscis_form_editions). */
export interface AddedEdition {
  /** YYYY-MM-DD. */
  edition: string;
  /** A name unique to this added file (the template cache is keyed by it). */
  fileName: string;
  translation: ReadonlyMap<string, string>;
}

/**
 * The shipped map moved onto an added edition: each entry under the new edition's field name, the entries it has no
 * field for left out (they are listed for staff to enter by hand instead: unmatchedEntries), and a repeated header's
 * fields renamed too. The title stays the form's.
 */
export function editionWithNewNames(shipped: FormEdition, added: AddedEdition): FormEdition {
  const rename = (name: string) => added.translation.get(name);
  const fields = shipped.fields.flatMap((entry): FieldMapEntry[] => {
    const field = rename(entry.field);
    if (field === undefined) return [];
    const onlyWithTextIn = entry.onlyWithTextIn?.flatMap((name) => rename(name) ?? []);
    return [{ ...entry, field, ...(onlyWithTextIn ? { onlyWithTextIn } : {}) }];
  });
  return { ...shipped, edition: added.edition, fileName: added.fileName, fields };
}

/** The shipped map's entries the added edition has no field for. */
export function unmatchedEntries(shipped: FormEdition, translation: ReadonlyMap<string, string>): FieldMapEntry[] {
  return shipped.fields.filter((entry) => !translation.has(entry.field));
}
