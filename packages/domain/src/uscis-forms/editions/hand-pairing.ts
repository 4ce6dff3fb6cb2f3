import type { BlankPdfField } from './map-by-tooltip.ts';

/**
 * Pairing by hand: a field the app fills that an added edition's tooltips did not find (a reworded item) is given one
 * of that edition's boxes by staff, once, instead of being written by hand on every generated form.
 */

/** The kinds of box a field's value can be written into; a radio group or a signature box is never paired. */
export const PAIRABLE_KINDS = ['text', 'checkbox', 'choice'] as const;
export type PairableKind = (typeof PAIRABLE_KINDS)[number];

export const isPairableKind = (kind: BlankPdfField['kind']): kind is PairableKind =>
  (PAIRABLE_KINDS as readonly string[]).includes(kind);

/** One box as staff choose it: its PDF field name (sent back, never shown), its words and its kind. */
export interface EditionBox {
  field: string;
  label: string;
  kind: PairableKind;
}

const KIND_WORDS: Readonly<Record<BlankPdfField['kind'], string>> = {
  text: 'a text box',
  checkbox: 'a checkbox',
  choice: 'a list',
  other: 'a box the app does not fill',
};

/** A field of a blank PDF with the page (1-based) its first box is on, when the file says. */
export interface PagedPdfField extends BlankPdfField {
  page: number | null;
}

/**
 * The boxes of an edition staff may choose from, in document order: those of a kind a value is written into and not
 * already paired, each named by its page and tooltip ("Page 3: Part 3. … 5. Passport or travel document number"). A
 * description that repeats (the two worksites, a Yes and a No box sharing a tooltip) is told apart by its place:
 * "(box 2 with these words)".
 */
export function choosableBoxes(fields: readonly PagedPdfField[], paired: ReadonlySet<string>): EditionBox[] {
  const seen = new Map<string, number>();
  const boxes: EditionBox[] = [];
  for (const field of fields) {
    if (!isPairableKind(field.kind)) continue;
    const words = field.tooltip.replace(/\s+/g, ' ').trim() || `Unnamed ${KIND_WORDS[field.kind].slice(2)}`;
    const base = field.page === null ? words : `Page ${field.page}: ${words}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    if (paired.has(field.name)) continue;
    boxes.push({ field: field.name, label: count === 1 ? base : `${base} (box ${count} with these words)`, kind: field.kind });
  }
  return boxes;
}

/**
 * Why `box` cannot take `field`'s value, in staff's words, or null when it can: the box must be of the edition, of the
 * field's kind (a text value in a checkbox would tick it whatever it said), and not paired with another field already.
 */
export function handPairingRefusal(
  field: BlankPdfField,
  box: BlankPdfField | undefined,
  paired: ReadonlySet<string>,
): string | null {
  if (!isPairableKind(field.kind)) return 'This field is not written into a box the app can pair by hand.';
  if (!box) return 'The edition has no such box. Reload the page and choose again.';
  if (box.kind !== field.kind) {
    return `This field is written into ${KIND_WORDS[field.kind]}, and the box chosen is ${KIND_WORDS[box.kind]}. Choose ${KIND_WORDS[field.kind]}.`;
  }
  if (paired.has(box.name)) return 'The box chosen already holds another field. Choose another box.';
  return null;
}
