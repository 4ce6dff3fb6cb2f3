import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label.ts';

describe('countLabel', () => {
  it('uses the singular for exactly one and the plural otherwise, with thousands grouped', () => {
    expect(countLabel(1, 'file', 'files')).toBe('1 file');
    expect(countLabel(0, 'file', 'files')).toBe('0 files');
    expect(countLabel(2, 'entity', 'entities')).toBe('2 entities');
    expect(countLabel(12_500, 'exhibit', 'exhibits')).toBe('12,500 exhibits');
  });
});
