import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, US_STATES, usStateName } from './geography.ts';

describe('US_STATES', () => {
  it('lists the 50 states, D.C. and the five inhabited territories with unique codes', () => {
    expect(US_STATES.filter((state) => state.kind === 'state')).toHaveLength(50);
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(56);
    expect(usStateName('ca')).toBe('California');
    expect(usStateName('PR')).toBe('Puerto Rico');
    expect(usStateName('ZZ')).toBeUndefined();
  });
});

describe('COUNTRIES', () => {
  it('is the complete ISO 3166-1 list with unique alpha-2 codes', () => {
    expect(COUNTRIES).toHaveLength(249);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(countryName('US')).toBe('United States');
    expect(countryName('ca')).toBe('Canada');
    expect(countryName('MX')).toBe('Mexico');
  });

  it('is sorted by name for pickers', () => {
    const names = COUNTRIES.map((country) => country.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(names).toEqual(sorted);
  });
});
