/** USCIS forms filled from the case (issue 28): the field maps of the supported editions and which forms a case needs. */
import type { FormEdition, UscisFormId } from './field-map.ts';
import { G28_2018_09_17, G28_I765_2018_09_17 } from './g-28-2018-09-17.ts';
import { I129_2025_01_20 } from './i-129-2025-01-20.ts';
import { I140_2024_06_07 } from './i-140-2024-06-07.ts';
import { I765_2025_08_21 } from './i-765-2025-08-21.ts';
import { I907_2018_10_01 } from './i-907-2018-10-01.ts';

export * from './case-data.ts';
export * from './field-map.ts';
export * from './required-forms.ts';
export * from './street-unit.ts';
export * from './contact-entries.ts';
export * from './checkbox-override.ts';
export * from './petitioner-signature.ts';
export * from './self-petition.ts';
export * from './additional-information.ts';
export * from './additional-information-overflow.ts';
export * from './continuation-sheet.ts';
export * from './phone-extension-notes.ts';
export * from './typed-form-details.ts';
export * from './editions/blank-forms.ts';
export * from './editions/map-by-tooltip.ts';
export * from './editions/hand-entry.ts';
export * from './editions/hand-pairing.ts';
export { G28_PART_6_TEXT_FIELD } from './g-28-2018-09-17.ts';
export { I765_ELIGIBILITY_CATEGORY } from './i-765-2025-08-21.ts';
export { G28_2018_09_17, G28_I765_2018_09_17, I129_2025_01_20, I140_2024_06_07, I765_2025_08_21, I907_2018_10_01 };

/** The edition the app fills for each form (one supported edition per form for now). */
export const CURRENT_FORM_EDITIONS: Readonly<Record<UscisFormId, FormEdition>> = {
  'g-28': G28_2018_09_17,
  'i-907': I907_2018_10_01,
  'i-129': I129_2025_01_20,
  'i-140': I140_2024_06_07,
  'i-765': I765_2025_08_21,
  'g-28-i-765': G28_I765_2018_09_17,
};

export const USCIS_FORM_IDS = Object.keys(CURRENT_FORM_EDITIONS) as UscisFormId[];

export function isUscisFormId(value: string): value is UscisFormId {
  return Object.hasOwn(CURRENT_FORM_EDITIONS, value);
}
