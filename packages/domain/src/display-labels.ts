/**
 * People read labels, never codes (issue 26): helpers for the rare value no catalogue names, and for
 * records people need to tell apart by more than a name. Known enums and slugs have their own label
 * tables beside them (PETITION_STATUS_LABELS, getExhibitType(id).name, …); these are the fallbacks.
 */

/** A UUID anywhere in a text (what a screen must never show). */
export const UUID_PATTERN = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

/** A SCREAMING_SNAKE enum wire value such as PENDING_DOCS or CREDIT_CARD (what a screen must never show). */
export const ENUM_VALUE_PATTERN = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/;

/**
 * An unknown code as words: 'code-contributor-page' → 'Code contributor page', 'PENDING_DOCS' → 'Pending
 * docs', 'someField' → 'Some field', 'proposedUSSalary' → 'Proposed US salary'. For values no label table knows
 * (free-text types, a newer server).
 */
export function humanizeCode(code: string): string {
  const trimmed = code.trim();
  // In a camel-case key an upper-case run is an acronym and stays one ('proposedUSSalary' → 'Proposed US
  // salary', not 'Proposed ussalary'); a code all in capitals (an enum value) reads in lower case.
  const keepsAcronyms = /[a-z]/.test(trimmed);
  const words = trimmed
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => (keepsAcronyms && /^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/**
 * A short reference people can read out or search for, instead of a UUID: '#' and its first eight hex
 * digits in capitals ('#0B9E3C1A'). Unique enough to tell apart the records one person has; never a key.
 */
export function shortReference(id: string): string {
  return `#${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
