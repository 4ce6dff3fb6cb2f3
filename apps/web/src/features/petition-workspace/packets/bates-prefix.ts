/** The column check of petitions.bates_prefix (migration 0029), checked here first so the user is told why. */
export const BATES_PREFIX_PATTERN = /^[A-Za-z0-9_-]{0,16}$/;

export const BATES_PREFIX_HINT = 'Up to 16 letters, digits, hyphens (-) or underscores (_). Used by the next compile.';
export const BATES_PREFIX_ERROR = 'Use at most 16 characters, only letters A–Z, digits, hyphens (-) and underscores (_).';

export function isValidBatesPrefix(value: string): boolean {
  return BATES_PREFIX_PATTERN.test(value);
}
