import { describe, expect, it } from 'vitest';
import { passportFieldText } from './passport-field-text.ts';

describe('passport values for staff', () => {
  it('names the country of a passport code, its own ICAO codes included', () => {
    expect(passportFieldText('nationality', 'CAN')).toBe('Canada');
    expect(passportFieldText('nationality', 'D')).toBe('Germany');
    expect(passportFieldText('countryOfIssue', 'GBD')).toBe('United Kingdom');
    expect(passportFieldText('countryOfIssue', 'IN')).toBe('India');
  });

  it('keeps a code that names no country as printed', () => {
    expect(passportFieldText('nationality', 'UTO')).toBe('UTO');
    expect(passportFieldText('nationality', 'XXA')).toBe('XXA');
  });

  it('writes the sex in words and dates as staff read them', () => {
    expect(passportFieldText('sex', 'F')).toBe('Female');
    expect(passportFieldText('sex', 'M')).toBe('Male');
    expect(passportFieldText('sex', 'X')).toBe('Unspecified (X)');
    expect(passportFieldText('dateOfBirth', '1985-01-01')).toBe('01/01/1985');
  });

  it('shows other fields as they are, and a dash for none', () => {
    expect(passportFieldText('surname', 'MARTIN')).toBe('MARTIN');
    expect(passportFieldText('sex', null)).toBe('—');
    expect(passportFieldText('nationality', '')).toBe('—');
  });
});
