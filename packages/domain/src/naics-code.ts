import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The petitioner's NAICS code (North American Industry Classification System), which the I-140 (Part 5 item 7) and
 * the I-129's H-1B data collection supplement (Section 1 item 6) ask for: the 6 digits of a national industry
 * ("541715"), as the I-140's field says ("Must be 6 digits; no dashes"); a sector's 2 digits ("54") is not a code
 * the forms take. Optional: an employer who does not know it leaves it blank (stored as null), and staff may give it
 * on the company's profile. Blanks around it are trimmed; anything else (dashes, letters, fewer or more digits) is
 * refused with one sentence, which migration 0104's check `companies_naics_code_format` maps back to.
 */
export const NAICS_CODE_RULE_TEXT = 'Enter the NAICS code as 6 digits, e.g. 541715.';

/** The stored form, the same pattern as the database check. */
export const NAICS_CODE_PATTERN = /^[0-9]{6}$/;

/** A typed NAICS code → its digits, or null when left blank (undefined and null too: an older draft without it). */
export const naicsCodeSchema = lazySchema(() =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: NAICS_CODE_RULE_TEXT })
      .trim()
      .transform((text) => (text === '' ? null : text))
      .pipe(z.string().regex(NAICS_CODE_PATTERN, NAICS_CODE_RULE_TEXT).nullable()),
  ),
);

/** Migration 0104's check and the sentence the API returns for it (FIELD_CONSTRAINT_MESSAGES). */
export const NAICS_CODE_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  companies_naics_code_format: NAICS_CODE_RULE_TEXT,
};
