import type { FormCaseData, FormPersonName } from './case-data.ts';
import { digitsOnly, type FieldMapEntry, type TextEntry } from './field-map.ts';

/**
 * A form's additional-information part (the G-28's Part 6, the I-765's Part 6): numbered items, each the page, part
 * and item number it continues and the text, and a header repeating the name of the person the form is about. The
 * case fills an item only where it knows more than a box holds (the I-765's fourth other name); staff type the rest
 * by hand (form overrides). The header is printed only when an item carries text (onlyWithTextIn): USCIS's PDF copies
 * the name in through its XFA, which the app drops, and an unused continuation page stays blank.
 */

/** The PDF's fields of one item, found by each field's tooltip ("6. D. Enter Additional Information"), not its name. */
export interface AdditionalInformationItem {
  item: number;
  page: string;
  part: string;
  itemNumber: string;
  text: string;
}

type ItemValues = Partial<Record<'page' | 'part' | 'itemNumber' | 'text', (data: FormCaseData) => string | null>>;

const WHAT: Record<Exclude<keyof AdditionalInformationItem, 'item'>, string> = {
  page: 'page number',
  part: 'part number',
  itemNumber: 'item number',
  text: 'additional information',
};

/** The entries of the part's items: each field typed by hand unless `values` gives the case's own text. */
export function additionalInformationEntries(
  partName: string,
  items: readonly AdditionalInformationItem[],
  values: Readonly<Record<number, ItemValues>> = {},
): TextEntry[] {
  return items.flatMap((item) =>
    (['page', 'part', 'itemNumber', 'text'] as const).map((key): TextEntry => ({
      field: item[key],
      kind: 'text',
      label: `${partName} item ${item.item}: ${WHAT[key]}`,
      source: 'form',
      value: values[item.item]?.[key] ?? (() => null),
    })),
  );
}

/**
 * What makes a header print: the part's items as map entries (typed by hand or from the case), or, on a form whose
 * rows only the too-long rule writes (the I-129's Part 9), the names of the rows' text boxes.
 */
type PartItems = ReadonlyArray<FieldMapEntry | string>;

const itemFieldsOf = (items: PartItems): string[] => items.map((item) => (typeof item === 'string' ? item : item.field));

/** The header's name fields, printed with the name `name` gives whenever one of `items`' fields carries text. */
export function additionalInformationHeader(
  partName: string,
  fields: Partial<Record<keyof FormPersonName, string>>,
  who: string,
  source: FieldMapEntry['source'],
  name: (data: FormCaseData) => FormPersonName | null,
  items: PartItems,
): TextEntry[] {
  const itemFields = itemFieldsOf(items);
  const words: Record<keyof FormPersonName, string> = {
    familyName: 'family name',
    givenName: 'given name',
    middleName: 'middle name',
  };
  return (Object.keys(fields) as Array<keyof FormPersonName>).map((key) => ({
    field: fields[key]!,
    kind: 'text',
    label: `${partName}: ${who} ${words[key]}`,
    source,
    onlyWithTextIn: itemFields,
    value: (d) => name(d)?.[key] ?? null,
  }));
}

/**
 * The header's A-number box ("A-Number (if any)"), printed with the beneficiary's A-number as staff typed it on her
 * I-765 (the case records none otherwise) whenever one of `items`' fields carries text: the name header's rule, for
 * the I-129's Part 9, whose only header is this box, and the I-765's Part 6 item 2. Empty when none was typed.
 */
export function additionalInformationANumber(partName: string, field: string, who: string, items: PartItems): TextEntry {
  return {
    field,
    kind: 'text',
    label: `${partName}: ${who} A-number`,
    source: 'form',
    onlyWithTextIn: itemFieldsOf(items),
    value: (d) => digitsOnly(d.beneficiary.aNumber ?? null),
  };
}
