import type { TMissingFormField } from '../contracts/uscis-forms.ts';
import { phoneNumberParts } from '../phone-number.ts';
import type { FormCaseData } from './case-data.ts';
import { formPhone, type FormEdition } from './field-map.ts';

/**
 * A phone number's extension on the USCIS forms (docs/decisions.md, "A phone number may have an extension"). The
 * forms' telephone boxes take the number's digits and have no extension box, so formPhone prints the number without
 * it; this lists, beside the fields staff must still complete, each telephone box whose number has an extension, so
 * that staff decide where to give it (USCIS reaches the office number, the extension reaches the person).
 */

/** Where the note sends staff: the form, by hand (named like FORM_DATA_SOURCES' "this form by hand" entries). */
export const PHONE_EXTENSION_WHERE = 'this form by hand (the form has no box for a telephone extension)';

/** The extension of a stored phone number ("617-555-0142 ext. 12" → "12"), or null. */
export function phoneExtension(phone: string | null): string | null {
  return phone === null ? null : (phoneNumberParts(phone)?.extension ?? null);
}

/** Every phone number the case holds (any field named like phone, at any depth: the petitioner, signatory, attorney…). */
function casePhones(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) casePhones(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (/phone/i.test(key) && typeof item === 'string') found.push(item);
      else casePhones(item, found);
    }
  }
  return found;
}

/**
 * The notes for one form: each text box that prints a case number with an extension (a telephone box), unless staff
 * typed the box themselves (an override is their word). Known by what it prints, not by its name: an added edition's
 * boxes carry that edition's names ("Pt1Line5_DaytimeTel"), which need not say Phone.
 */
export function phoneExtensionNotes(
  edition: FormEdition,
  data: FormCaseData,
  overrides: ReadonlyMap<string, string> = new Map(),
): TMissingFormField[] {
  const withExtension = casePhones(data).flatMap((phone) => {
    const extension = phoneExtension(phone);
    return extension === null ? [] : [{ printed: formPhone(phone), extension }];
  });
  if (withExtension.length === 0) return [];
  return edition.fields.flatMap((entry): TMissingFormField[] => {
    if (entry.kind !== 'text' || overrides.has(entry.field)) return [];
    if (entry.appliesTo && !entry.appliesTo(data)) return [];
    const printed = entry.value(data);
    const phone = printed === null ? undefined : withExtension.find((candidate) => candidate.printed === printed);
    if (!phone) return [];
    return [
      {
        field: entry.field,
        label: entry.label,
        where: PHONE_EXTENSION_WHERE,
        message: `${entry.label} — printed as ${printed} without its extension ext. ${phone.extension}: the form has no box for it, add it by hand if USCIS needs it`,
        kind: 'text',
      },
    ];
  });
}
