import { describe, expect, it } from 'vitest';
import { worksiteAddressLine } from './worksite-address.ts';

describe('worksiteAddressLine', () => {
  const site = { street: '2 Oak Street', city: 'Austin', state: 'TX', postalCode: '78702' };

  it('keeps the unit in the line, its type as a word', () => {
    expect(worksiteAddressLine({ ...site, unitType: 'FLR', unitNumber: '3' })).toBe('2 Oak Street, Floor 3, Austin, TX, 78702');
    expect(worksiteAddressLine({ ...site, unitType: 'STE', unitNumber: ' 400 ' })).toBe(
      '2 Oak Street, Suite 400, Austin, TX, 78702',
    );
    expect(worksiteAddressLine({ ...site, unitType: null, unitNumber: 'B' })).toBe('2 Oak Street, B, Austin, TX, 78702');
  });

  it('leaves out what is not given', () => {
    expect(worksiteAddressLine({ ...site, unitType: null, unitNumber: null })).toBe('2 Oak Street, Austin, TX, 78702');
    expect(worksiteAddressLine({ street: '2 Oak Street', unitType: 'STE', unitNumber: '', city: 'Austin' })).toBe(
      '2 Oak Street, Austin',
    );
  });
});
