import type { TMissingFormField } from '../contracts/uscis-forms.ts';
import {
  ADDITIONAL_INFORMATION_REFERENCE,
  boxPlace,
  rowFieldNames,
  type AdditionalInformationPart,
  type BoxPlace,
  type MovedValue,
  type TemplateField,
} from './additional-information-overflow.ts';
import { FORM_DATA_SOURCES } from './field-map.ts';

/**
 * When the form's Additional Information part has no free row left, USCIS's instructions say to "attach a separate
 * sheet of paper": the fill appends one page to the form that continues the part, headed as the part is (the name and
 * A-Number its header boxes carry) and naming each value's page, part and item number, with its full text
 * (decisions.md, "A continuation page when the Additional Information rows are all used").
 */

/** A value too long for its box that no row of the part took: it goes in full on the continuation page. */
export interface ContinuedValue {
  field: string;
  text: string;
  place: BoxPlace;
  /** What the box itself says instead: the reference, or null when even that does not fit. */
  reference: string | null;
}

const fits = (text: string, field: TemplateField) => field.maxLength === undefined || [...text].length <= field.maxLength;

/**
 * The too-long values the part's rows did not take (planOverflow: all rows used, or a place longer than a row's boxes),
 * in the form's order. A value whose box has no part to name (a supplement's "Section 1") is not continued: it stays
 * listed for staff, as before.
 */
export function continuedValues(
  tooLong: ReadonlyArray<{ field: string; text: string }>,
  fields: ReadonlyMap<string, TemplateField>,
  part: AdditionalInformationPart | null,
  moved: readonly MovedValue[],
): ContinuedValue[] {
  if (!part) return [];
  const inRows = new Set(moved.map((value) => value.field));
  return tooLong.flatMap((value) => {
    const box = fields.get(value.field);
    const place = box ? boxPlace(box) : null;
    if (!box || !place || inRows.has(value.field)) return [];
    const reference = fits(ADDITIONAL_INFORMATION_REFERENCE, box) ? ADDITIONAL_INFORMATION_REFERENCE : null;
    return [{ field: value.field, text: value.text, place, reference }];
  });
}

/** One line of the page's header: the form's words for the box ("A-Number") and the box's name. */
export interface SheetHeaderField {
  label: string;
  field: string;
}

/** The header boxes' meanings, in USCIS's words; the name words first (the name's tooltip also mentions "A-Number"). */
const HEADER_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/Family Name/i, 'Family Name (Last Name)'],
  [/Given Name/i, 'Given Name (First Name)'],
  [/Middle Name/i, 'Middle Name'],
  [/Employer Identification Number/i, 'IRS Employer Identification Number'],
  [/\bA[-.]\s?Number|Alien Registration Number/i, 'A-Number'],
];

/**
 * The part's header boxes (who the part is about: the name, the A-Number), read from the blank form: the text fields
 * on the page of the part's first row whose tooltip opens with "Part N. Additional Information" and that are not a
 * row's. The I-129's header tooltip calls its part "Part 10", so the title, not the number, is matched.
 */
export function sheetHeaderFields(
  fields: ReadonlyMap<string, TemplateField>,
  part: AdditionalInformationPart,
): SheetHeaderField[] {
  const rowFields = new Set(part.rows.flatMap(rowFieldNames));
  const page = part.rows[0]!.page.page;
  return [...fields.values()].flatMap((field) => {
    if (field.page !== page || rowFields.has(field.name)) return [];
    if (!/^\s*Part\s+\d+\.\s*Additional Information\b/i.test(field.tooltip)) return [];
    const words = HEADER_WORDS.find(([pattern]) => pattern.test(field.tooltip));
    return words ? [{ label: words[1], field: field.name }] : [];
  });
}

/** The words that tell a continued value's line from a row's: written by continuedValueNote, read by hasContinuationPage. */
const CONTINUATION_PAGE_WORDS = ' — written in full on a continuation page added at the end of the form ';

/**
 * Whether a generated form ends with continuation pages, from the lines its generation stored (a value written on one):
 * the pages USCIS asks the signer to sign and date as well, so the signing steps name them.
 */
export function hasContinuationPage(missing: ReadonlyArray<Pick<TMissingFormField, 'where' | 'message'>>): boolean {
  return missing.some((note) => note.where === FORM_DATA_SOURCES.moved && note.message.includes(CONTINUATION_PAGE_WORDS));
}

/**
 * The staff list's line for a continued value: where it went and what it continues, in words: "Petitioner mailing
 * address: street — written in full on a continuation page added after the form (Part 9's rows are all used): …".
 */
export function continuedValueNote(label: string, value: ContinuedValue, part: string, maxLength: number): TMissingFormField {
  const box = value.reference ? `the box says "${value.reference}"` : 'the box is left empty (the reference does not fit it)';
  return {
    field: value.field,
    label,
    where: FORM_DATA_SOURCES.moved,
    message:
      `${label}${CONTINUATION_PAGE_WORDS}(Part ${part}'s Additional ` +
      `Information rows are all used): "${value.text}" has ${[...value.text].length} characters and the box takes ` +
      `${maxLength}; the page names page ${value.place.page}, Part ${value.place.part}, item ${value.place.item} and ` +
      `${box}. The signer signs and dates that page too`,
    kind: 'text',
  };
}

/** The edition as USCIS prints it in the footer: "2025-01-20" → "01/20/25". */
export function printedEdition(edition: string): string {
  const [year, month, day] = edition.split('-');
  return `${month}/${day}/${year!.slice(2)}`;
}
