import { FORM_DATA_SOURCES } from './field-map.ts';
import type { TMissingFormField } from '../contracts/uscis-forms.ts';

/**
 * A case value too long for its box, written in full in the form's Additional Information part, as every USCIS form's
 * instructions ask ("If you need extra space to complete any item … use the space provided in Part 6. Additional
 * Information"): a row names the page, part and item of the box it continues and holds the text, and the box itself
 * refers to it (decisions.md, "A too-long value goes to the form's Additional Information part").
 *
 * Both what a box is and which rows the part has are read from the PDF's own tooltips and pages, never from a list per
 * file: "Part 1. Petitioner Information. 3. Mailing Address …" on page 1 is page 1, Part 1, item 3, and
 * "Part 9. Additional Information … 2. A. Enter Page Number." is row 2's page box. So another edition of a form,
 * with its boxes and its part elsewhere, is continued by the same rule.
 */

/** One text field of the blank form as the tooltips and pages tell it. */
export interface TemplateField {
  name: string;
  /** The field's tooltip (/TU), the form's own words for the box. */
  tooltip: string;
  /** The page (1-based) the field's first widget is on in the blank form: the page number USCIS prints. */
  page: number;
  /** The most characters the box takes, if limited. */
  maxLength?: number;
}

/** Where a box is on the form, as the Additional Information rows name it: "1", "2", "3.b". */
export interface BoxPlace {
  page: string;
  part: string;
  item: string;
}

/** One row of the Additional Information part: its item number on the part and its four fields. */
export interface AdditionalInformationRow {
  item: number;
  page: TemplateField;
  part: TemplateField;
  itemNumber: TemplateField;
  text: TemplateField;
}

/** The form's Additional Information part: its number ("9") and its rows in the order the part numbers them. */
export interface AdditionalInformationPart {
  part: string;
  rows: AdditionalInformationRow[];
}

/** What a box continued on the part reads: the reference when it fits, else nothing (a cut reference says nothing). */
export const ADDITIONAL_INFORMATION_REFERENCE = 'See Additional Information';

const PART = /^\s*Part\s+(\d+)\.\s*/;
/** The item a tooltip is about: its first "3." or "5. B." after the part's title ("3. Mailing Address", "5. B. Enter"). */
const ITEM = /(?:^|\.\s+)(\d+)\.\s*(?:([A-Z])\.\s)?/;
const ROW_FIELD = /(\d+)\.\s*([A-D])\.\s*Enter\s+(Page Number|Part Number|Item Number|Additional Information)/i;

/**
 * A box's place from its tooltip: the form's own parts only ("Part 1. …"). A supplement's boxes ("O and P
 * Classifications Supplement … Section 1. …") have no part number to give, so they are not continued here.
 */
export function boxPlace(field: Pick<TemplateField, 'tooltip' | 'page'>): BoxPlace | null {
  const part = PART.exec(field.tooltip);
  if (!part) return null;
  const item = ITEM.exec(field.tooltip.slice(part[0].length));
  if (!item) return null;
  return { page: String(field.page), part: part[1]!, item: item[2] ? `${item[1]}.${item[2].toLowerCase()}` : item[1]! };
}

/**
 * The form's Additional Information part: the fields whose tooltip says "Part N. Additional Information … 3. A. Enter
 * Page Number." (B. part, C. item, D. the text), grouped by the row number the tooltip gives (the fields' names are
 * not in order: the G-28's row 5 text is Pt9Line6d_AdditionalInfo[0]). Null for a form without one.
 */
export function additionalInformationPart(fields: readonly TemplateField[]): AdditionalInformationPart | null {
  let part: string | null = null;
  const rows = new Map<number, Partial<Omit<AdditionalInformationRow, 'item'>>>();
  const key = { page: 'page', part: 'part', item: 'itemNumber', additional: 'text' } as const;
  for (const field of fields) {
    const title = /^\s*Part\s+(\d+)\.\s*Additional Information\b/i.exec(field.tooltip);
    const row = title ? ROW_FIELD.exec(field.tooltip) : null;
    if (!title || !row) continue;
    part ??= title[1]!;
    const which = key[row[3]!.split(' ')[0]!.toLowerCase() as keyof typeof key];
    // A row whose tooltips repeat the row before's number (the I-907's fifth row says "4.") is the next row.
    let number = Number(row[1]);
    while (rows.get(number)?.[which]) number++;
    rows.set(number, { ...rows.get(number), [which]: field });
  }
  const complete = [...rows]
    .filter((entry): entry is [number, Omit<AdditionalInformationRow, 'item'>] => {
      const row = entry[1];
      return Boolean(row.page && row.part && row.itemNumber && row.text);
    })
    .sort(([a], [b]) => a - b)
    .map(([item, row]) => ({ item, ...row }));
  return part && complete.length > 0 ? { part, rows: complete } : null;
}

/** The names of a row's four fields: page, part, item number and text. */
export function rowFieldNames(row: AdditionalInformationRow): string[] {
  return [row.page, row.part, row.itemNumber, row.text].map((field) => field.name);
}

/** A value too long for its box that the fill moves to a row of the part. */
export interface MovedValue {
  field: string;
  text: string;
  place: BoxPlace;
  row: AdditionalInformationRow;
  /** What the box itself says instead: the reference, or null when even that does not fit. */
  reference: string | null;
}

const fits = (text: string, field: TemplateField) => field.maxLength === undefined || [...text].length <= field.maxLength;

/**
 * Which too-long values go to which free rows, in the form's order: a row already carrying text (typed by staff, or
 * the case's own, the I-765's fourth other name) is never written over, the overflow comes after it. A value whose box
 * has no place ("Section 1" of a supplement) is not moved and stays listed for staff; one whose place does not fit the
 * row's boxes, or that finds no free row left, goes on the continuation page (continuedValues, continuation-sheet.ts).
 */
export function planOverflow(
  tooLong: ReadonlyArray<{ field: string; text: string }>,
  fields: ReadonlyMap<string, TemplateField>,
  part: AdditionalInformationPart | null,
  rowTaken: (row: AdditionalInformationRow) => boolean,
): MovedValue[] {
  if (!part) return [];
  const free = part.rows.filter((row) => !rowTaken(row));
  const moved: MovedValue[] = [];
  for (const value of tooLong) {
    const box = fields.get(value.field);
    const place = box ? boxPlace(box) : null;
    const row = free[0];
    if (!box || !place || !row) continue;
    if (!fits(place.page, row.page) || !fits(place.part, row.part) || !fits(place.item, row.itemNumber)) continue;
    free.shift();
    const reference = fits(ADDITIONAL_INFORMATION_REFERENCE, box) ? ADDITIONAL_INFORMATION_REFERENCE : null;
    moved.push({ field: value.field, text: value.text, place, row, reference });
  }
  return moved;
}

/**
 * The staff list's line for a moved value: where it went and what it continues, in the form's words, never a field
 * name: "Attorney law firm — moved to Part 6, item 2 (Additional Information) in full: "…" has 42 characters and the
 * box takes 30; the row names page 1, Part 2, item 1.d and the box says "See Additional Information"".
 */
export function movedValueNote(label: string, moved: MovedValue, part: string, maxLength: number): TMissingFormField {
  const box = moved.reference ? `the box says "${moved.reference}"` : 'the box is left empty (the reference does not fit it)';
  return {
    field: moved.field,
    label,
    where: FORM_DATA_SOURCES.moved,
    message:
      `${label} — moved to Part ${part}, item ${moved.row.item} (Additional Information) in full: "${moved.text}" has ` +
      `${[...moved.text].length} characters and the box takes ${maxLength}; the row names page ${moved.place.page}, ` +
      `Part ${moved.place.part}, item ${moved.place.item} and ${box}`,
    kind: 'text',
  };
}

/** Whether a line of the staff list only says where a value went (nothing is missing from the form). */
export function isMovedValueNote(field: Pick<TMissingFormField, 'where'>): boolean {
  return field.where === FORM_DATA_SOURCES.moved;
}
