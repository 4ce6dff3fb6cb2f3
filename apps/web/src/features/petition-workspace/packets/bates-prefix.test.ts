import { describe, expect, it } from 'vitest';
import { isValidBatesPrefix } from './bates-prefix.ts';

describe('isValidBatesPrefix', () => {
  it('accepts what the column check of petitions.bates_prefix accepts', () => {
    for (const ok of ['', 'PS-', 'ACME_7-', 'a'.repeat(16), 'X-Y_Z-0']) expect(isValidBatesPrefix(ok), ok).toBe(true);
  });
  it('refuses spaces, other symbols, non-ASCII letters and more than 16 characters', () => {
    for (const bad of ['PS 1', 'PS/', 'PS.', 'Ü-', 'a'.repeat(17), 'PS-\n']) expect(isValidBatesPrefix(bad), bad).toBe(false);
  });
});
