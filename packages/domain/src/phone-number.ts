/**
 * Telephone numbers, with an extension when the number has one (docs/decisions.md, "A phone number may have an
 * extension"). A company's office number often reaches a person only through an extension, and people write it in
 * several ways: "617-555-0142 x12", "+1 (617) 555-0142 ext. 12", "… extension 12", "… #12". Whatever the spelling,
 * the number is stored in one form: the number as typed (blanks around it removed, runs of spaces made one), then
 * " ext. " and the extension's digits: "+1 (617) 555-0142 ext. 12". That is also how every screen shows it.
 *
 * The number keeps its own punctuation rather than becoming E.164 ("+16175550142"): many stored numbers have no
 * country code, and guessing one would print a wrong number on a USCIS form. The forms take digits only anyway
 * (uscis-forms/field-map.ts formPhone prints the number without its extension; the form has no box for it, so it is
 * listed for staff, uscis-forms/phone-extension-notes.ts).
 *
 * Migration 0114's checks companies_phone_number_format and user_data_phone_number_format hold the stored form
 * (STORED_PHONE_PATTERN and the same digit counts); their names map to FIELD_RULE_TEXTS.phone.
 */

/** The number's own part: digits with + ( ) - . and spaces; 7 to 15 digits (E.164 allows 15). */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
/** The longest extension: office switchboards use up to 6 digits; a longer "extension" is a typo or another number. */
export const PHONE_EXTENSION_MAX_DIGITS = 6;
/** The stored form, the same pattern as the database checks (the digit count of the number is checked beside it). */
export const STORED_PHONE_PATTERN = /^\+?[0-9 ().-]+( ext\. [0-9]{1,6})?$/;

/**
 * An extension at the end of what was typed: "ext.", "ext", "extension", "x" or "#" (any case), optionally after a
 * comma or semicolon, then its digits. The number is what comes before.
 */
const EXTENSION_AT_END = /^(.*?)[\s,;]*(?:extension|ext\.?|x|#)\s*([0-9]+)$/i;

export interface PhoneNumberParts {
  /** The number without the extension, as typed (spaces tidied). */
  number: string;
  /** The extension's digits, or null when the number has none. */
  extension: string | null;
}

const digitCount = (text: string) => text.replace(/[^0-9]/g, '').length;

/** The number and extension of a typed or stored phone number, or null when it is not a phone number. */
export function phoneNumberParts(text: string): PhoneNumberParts | null {
  const tidy = text.trim().replace(/\s+/g, ' ');
  const match = EXTENSION_AT_END.exec(tidy);
  const number = (match ? match[1]! : tidy).trim();
  const extension = match ? match[2]! : null;
  const digits = digitCount(number);
  if (!PHONE_PATTERN.test(number) || digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return null;
  if (extension !== null && extension.length > PHONE_EXTENSION_MAX_DIGITS) return null;
  return { number, extension };
}

/** The stored form of a typed phone number ("617-555-0142 x12" → "617-555-0142 ext. 12"), or null when it is none. */
export function canonicalPhoneNumber(text: string): string | null {
  const parts = phoneNumberParts(text);
  if (!parts) return null;
  return parts.extension === null ? parts.number : `${parts.number} ext. ${parts.extension}`;
}
