import { describe, expect, it } from 'vitest';
import { exhibitFileLimit } from './exhibit-file-limit.ts';
import { EXHIBIT_TYPES, ORIGINAL_CODE_MAX_FILES } from './exhibit-types.ts';

describe('exhibitFileLimit', () => {
  it('holds original code to 4 files (BEN-051), by catalogue id and by onboarding type', () => {
    expect(ORIGINAL_CODE_MAX_FILES).toBe(4);
    expect(exhibitFileLimit('original-code', 15)).toBe(4);
    expect(exhibitFileLimit('ORIGINAL_CODE', 15)).toBe(4);
  });

  it('says the same number in the catalogue description', () => {
    const type = EXHIBIT_TYPES.find((entry) => entry.id === 'original-code');
    expect(type?.description).toContain(`at most ${ORIGINAL_CODE_MAX_FILES}`);
  });

  it('keeps the general limit for types without their own, and when it is tighter', () => {
    expect(exhibitFileLimit('pitch-deck', 15)).toBe(15);
    expect(exhibitFileLimit('NOT_A_TYPE', 15)).toBe(15);
    expect(exhibitFileLimit(null, 15)).toBe(15);
    expect(exhibitFileLimit('original-code', 2)).toBe(2);
  });
});
