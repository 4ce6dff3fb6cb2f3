/**
 * Splitting a full name into parts (spec 1 §3): the first word is the first
 * name; a middle name exists only when there are more than two words (the
 * second word); the last name is the second word of two, or the third word
 * onward of three or more, so no word of a longer name is dropped
 * ('Maria Luisa de la Cruz' → Maria / Luisa / de la Cruz).
 *
 * A single word gives an empty last name (never null), matching the
 * non-nullable text columns; the legal-name form then asks for it. The middle
 * name is null when absent, to tell "none" from "not yet split".
 */
export interface NameParts {
  firstName: string;
  middleName: string | null;
  lastName: string;
}

export function splitFullName(fullName: string | null | undefined): NameParts {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first = '', second = '', ...rest] = words;
  if (words.length <= 2) return { firstName: first, middleName: null, lastName: second };
  return { firstName: first, middleName: second, lastName: rest.join(' ') };
}

/** The inverse, for saving a legal-name form back to fullName: blank parts are left out. */
export function joinFullName(parts: { firstName?: string | null; middleName?: string | null; lastName?: string | null }): string {
  return [parts.firstName, parts.middleName, parts.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
}
