import { describe, expect, it } from 'vitest';
import { G28_PART_6_TEXT_FIELD } from './g-28-2018-09-17.ts';
import {
  I765PhysicalAddressSchema,
  i765PhysicalAddressOf,
  i765PhysicalAddressOverrides,
  typedDetailFields,
  typedValueRefusal,
  type I765PhysicalAddress,
} from './typed-form-details.ts';

const ADDRESS: I765PhysicalAddress = {
  street: '77 Harbor Road',
  unitType: 'STE',
  unitNumber: '210',
  city: 'Oakland',
  state: 'CA',
  zipCode: '94607',
};

describe('what staff type on the Forms tab', () => {
  it('keeps a physical address as the I-765’s hand-typed values and reads it back; none removes them all', () => {
    const typed = i765PhysicalAddressOverrides(ADDRESS).flatMap(([field, value]) => (value === null ? [] : [{ field, value }]));
    expect(i765PhysicalAddressOf(typed)).toEqual(ADDRESS);
    expect(i765PhysicalAddressOverrides(null).every(([, value]) => value === null)).toBe(true);
    expect(i765PhysicalAddressOverrides(null).map(([field]) => field)).toEqual(typedDetailFields('i-765'));
    expect(i765PhysicalAddressOf([])).toBeNull();
  });

  it('holds the boxes’ rules: a ZIP code of five digits, a U.S. state, a unit number with its type, the widths', () => {
    expect(I765PhysicalAddressSchema.safeParse(ADDRESS).success).toBe(true);
    const issues = (address: Partial<I765PhysicalAddress>) =>
      I765PhysicalAddressSchema.safeParse({ ...ADDRESS, ...address }).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ zipCode: '9460' })).toEqual(['zipCode']);
    expect(issues({ state: 'ON' })).toEqual(['state']);
    expect(issues({ unitType: null })).toEqual(['unitNumber']);
    expect(issues({ unitNumber: '' })).toEqual(['unitNumber']);
    expect(issues({ unitType: null, unitNumber: '' })).toBeUndefined();
    expect(issues({ city: 'A city far too long for it' })).toEqual(['city']);
  });

  it('refuses through the one-field route what the forms refuse, and nothing else', () => {
    expect(typedValueRefusal('g-28-i-765', G28_PART_6_TEXT_FIELD, 'x'.repeat(1001))).toBe(
      'Part 6 text must be at most 1000 characters',
    );
    expect(typedValueRefusal('g-28', G28_PART_6_TEXT_FIELD, 'Also represents her in the I-485.')).toBeNull();
    const zip = i765PhysicalAddressOverrides(ADDRESS).find(([, value]) => value === '94607')![0];
    expect(typedValueRefusal('i-765', zip, 'ABCDE')).toBe('Physical address ZIP code must be the five digits of a ZIP code');
    expect(typedValueRefusal('i-129', zip, 'ABCDE')).toBeNull();
  });
});
