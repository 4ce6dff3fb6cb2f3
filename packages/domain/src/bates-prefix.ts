import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The Bates prefix stamped before each page number of a compiled packet (issue 12; issue 28: validated
 * before a compile is queued). One rule: the workspace's field and Compile button use this schema, and the
 * database's check on petitions.bates_prefix (migration 0029) is the same pattern, whose name maps back to
 * this sentence (FIELD_CONSTRAINT_MESSAGES), so the form and the server's refusal say the same thing.
 */
export const BATES_PREFIX_PATTERN = /^[A-Za-z0-9_-]{0,16}$/;

export const BATES_PREFIX_HINT = 'Up to 16 letters, digits, hyphens (-) or underscores (_). Used by the next compile.';
export const BATES_PREFIX_ERROR = 'Use at most 16 characters, only letters A–Z, digits, hyphens (-) and underscores (_).';

/** Surrounding spaces are not part of a prefix (the field trims them); anything else must match the pattern. */
export const batesPrefixSchema = lazySchema(() => z.string().trim().regex(BATES_PREFIX_PATTERN, BATES_PREFIX_ERROR));

export function isValidBatesPrefix(value: string): boolean {
  return BATES_PREFIX_PATTERN.test(value);
}

/** The domain's sentence for a prefix as typed, or null when it may be saved and compiled with. */
export function batesPrefixError(value: string): string | null {
  const result = batesPrefixSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? BATES_PREFIX_ERROR);
}
