import { z } from 'zod';
import { lazySchema } from '../../lazy-schema.ts';
import type { FormEdition, UscisFormId } from '../field-map.ts';
import { G28_2018_09_17, G28_I765_2018_09_17 } from '../g-28-2018-09-17.ts';
import { I129_2025_01_20 } from '../i-129-2025-01-20.ts';
import { I140_2024_06_07 } from '../i-140-2024-06-07.ts';
import { I765_2025_08_21 } from '../i-765-2025-08-21.ts';
import { I907_2018_10_01 } from '../i-907-2018-10-01.ts';

/**
 * The blank USCIS forms the app fills, one per PDF: the G-28 naming the petitioner and the one naming the I-765's
 * applicant are one PDF (g-28), so an added G-28 edition serves both.
 */
export const BLANK_FORM_IDS = ['g-28', 'i-907', 'i-129', 'i-140', 'i-765'] as const;
export type BlankFormId = (typeof BLANK_FORM_IDS)[number];
export const ZBlankFormIdSchema = lazySchema(() => z.enum(BLANK_FORM_IDS));

/** The form number USCIS prints (footer, barcode) for each blank form. */
export const BLANK_FORM_NUMBERS: Readonly<Record<BlankFormId, string>> = {
  'g-28': 'G-28',
  'i-907': 'I-907',
  'i-129': 'I-129',
  'i-140': 'I-140',
  'i-765': 'I-765',
};

/** The field maps written for each shipped blank form (every map filling that PDF). */
export const SHIPPED_FIELD_MAPS: Readonly<Record<BlankFormId, readonly FormEdition[]>> = {
  'g-28': [G28_2018_09_17, G28_I765_2018_09_17],
  'i-907': [I907_2018_10_01],
  'i-129': [I129_2025_01_20],
  'i-140': [I140_2024_06_07],
  'i-765': [I765_2025_08_21],
};

/** The PDF a form is filled on: the G-28 for the I-765's applicant is the G-28. */
export function blankFormOf(form: UscisFormId): BlankFormId {
  return form === 'g-28-i-765' ? 'g-28' : form;
}

/** The blank form a printed number names ("I-129", "i129", "G 28"), or null for a form the app does not fill. */
export function blankFormOfNumber(number: string): BlankFormId | null {
  const wanted = number.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const found = BLANK_FORM_IDS.find((id) => BLANK_FORM_NUMBERS[id].replace('-', '') === wanted);
  return found ?? null;
}

/** An edition date as the app stores it (YYYY-MM-DD): the one rule the API and the table's check share. */
export const ZEditionDateSchema = lazySchema(() =>
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'must be a date as YYYY-MM-DD' }),
);

/**
 * The ISO date of an edition date as USCIS prints it ("01/20/25", MM/DD/YY; a four-digit year is read too). USCIS
 * forms are all of this century. Null when it is not a calendar date.
 */
export function editionDateOfPrinted(printed: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(printed.trim());
  if (!match) return null;
  const [, month, day, year] = match as unknown as [string, string, string, string];
  const iso = `${year.length === 2 ? `20${year}` : year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}
