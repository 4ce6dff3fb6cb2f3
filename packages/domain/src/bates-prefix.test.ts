import { describe, expect, it } from 'vitest';
import { BATES_PREFIX_ERROR, batesPrefixError, batesPrefixSchema, isValidBatesPrefix } from './bates-prefix.ts';
import { FIELD_CONSTRAINT_MESSAGES } from './field-rules.ts';

describe('Bates prefix rule', () => {
  it('accepts what the column check of petitions.bates_prefix accepts', () => {
    for (const ok of ['', 'PS-', 'ACME_7-', 'a'.repeat(16), 'X-Y_Z-0']) {
      expect(isValidBatesPrefix(ok), ok).toBe(true);
      expect(batesPrefixError(ok), ok).toBeNull();
    }
  });
  it('refuses spaces, other symbols, non-ASCII letters and more than 16 characters, with the one sentence', () => {
    for (const bad of ['PS 1', 'PS/', 'PS.', 'Ü-', 'a'.repeat(17), 'PS-\n1']) {
      expect(isValidBatesPrefix(bad), bad).toBe(false);
      expect(batesPrefixError(bad), bad).toBe(BATES_PREFIX_ERROR);
    }
  });
  it('ignores surrounding spaces as the field saves the trimmed value', () => {
    expect(batesPrefixSchema.parse('  ACME-  ')).toBe('ACME-');
    expect(batesPrefixError(' PS- ')).toBeNull();
  });
  it('is the sentence the API gives for the database check of the same rule (migration 0029)', () => {
    expect(FIELD_CONSTRAINT_MESSAGES['petitions_bates_prefix_check']).toBe(BATES_PREFIX_ERROR);
  });
});
