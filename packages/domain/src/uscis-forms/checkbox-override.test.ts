import { describe, expect, it } from 'vitest';
import { checkboxOverrideText, checkboxOverrideTicked } from './checkbox-override.ts';

describe('a checkbox override in words', () => {
  it('reads On as ticked and Off as left empty, and an old free-text value as it fills the box', () => {
    expect(checkboxOverrideText('On')).toBe('Ticked');
    expect(checkboxOverrideText('Off')).toBe('Left empty');
    // Stored before the two-value rule: any text but '' and 'Off' ticks the box, so it reads as ticked.
    expect(checkboxOverrideText('Yes')).toBe('Ticked');
    expect(checkboxOverrideTicked('')).toBe(false);
  });
});
