import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The petitioner's FEIN (Federal Employer Identification Number, the IRS's EIN): nine digits, written NN-NNNNNNN.
 * People type it with or without the dash ("123456789", "12-3456789"); it is stored in one form, the IRS's own
 * NN-NNNNNNN, which the demo data already uses and staff read on the Entities page. The USCIS form filler takes the
 * digits only (`digitsOnly`: the I-129, I-140 and I-907 boxes print no dash), so the stored dash never reaches a
 * PDF. Migration 0090's check `companies_ein_format` holds the stored form; its name maps to the sentence below.
 */
export const FEIN_RULE_TEXT = 'Enter the FEIN as 9 digits, like 12-3456789';

/** The stored form, the same pattern as the database check. */
export const FEIN_PATTERN = /^[0-9]{2}-[0-9]{7}$/;

/** What people may type: nine digits, with or without the dash after the second. */
const FEIN_INPUT_PATTERN = /^([0-9]{2})-?([0-9]{7})$/;

/** The stored NN-NNNNNNN form of a typed FEIN, or null when the text is not a FEIN (blanks around it are ignored). */
export function canonicalFein(text: string): string | null {
  const match = FEIN_INPUT_PATTERN.exec(text.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

/** A FEIN as typed → its stored form; anything else is refused with FEIN_RULE_TEXT. */
export const feinSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(FEIN_INPUT_PATTERN, FEIN_RULE_TEXT)
    .transform((text) => canonicalFein(text)!),
);

/** Migration 0090's check and the sentence the API returns for it (FIELD_CONSTRAINT_MESSAGES). */
export const FEIN_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  companies_ein_format: FEIN_RULE_TEXT,
};
