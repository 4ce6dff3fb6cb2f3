import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './person-history.ts';
import {
  FIELD_RULE_TEXTS as T,
  birthDateSchema,
  caseDateSchema,
  optionalFieldError,
  phoneSchema,
  receiptNumberSchema,
  zipCodeSchema,
} from './field-rules.ts';

describe('field rules (issue 26)', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-13-45', '2025-02-29', '99999-01-01', '-infinity', '2026-1-2', '']) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });
  it('refuses case dates outside 2000-2100 and impossible dates', () => {
    expect(optionalFieldError(caseDateSchema, '2026-13-45')).toBe(T.caseDate);
    expect(optionalFieldError(caseDateSchema, '1999-12-31')).toBe(T.caseDate);
    expect(optionalFieldError(caseDateSchema, '2027-06-30')).toBeNull();
    expect(optionalFieldError(caseDateSchema, '  ')).toBeNull();
  });
  it('refuses birth dates before 1900, in the future or not dates', () => {
    for (const bad of ['99999-01-01', '-infinity', '1899-12-31', '2999-01-01']) {
      expect(birthDateSchema.safeParse(bad).success).toBe(false);
    }
    expect(birthDateSchema.parse('1990-05-17')).toBe('1990-05-17');
  });
  it('checks ZIP codes, phone numbers and receipt numbers', () => {
    expect(zipCodeSchema.safeParse('ABC').success).toBe(false);
    expect(zipCodeSchema.safeParse('78701').success).toBe(true);
    expect(zipCodeSchema.safeParse('78701-1234').success).toBe(true);
    expect(phoneSchema.safeParse('abc').success).toBe(false);
    expect(phoneSchema.safeParse('123').success).toBe(false);
    expect(phoneSchema.safeParse('+1 (415) 555-0100').success).toBe(true);
    expect(receiptNumberSchema.parse(' wac 2512345678 ')).toBe('WAC2512345678');
    // As some people copy it from a notice or a letter, with dashes.
    expect(receiptNumberSchema.parse('wac-25-123-45678')).toBe('WAC2512345678');
    expect(optionalFieldError(receiptNumberSchema, 'x'.repeat(314))).toBe(T.receiptNumber);
    expect(optionalFieldError(receiptNumberSchema, 'WAC25123456789')).toBe(T.receiptNumber);
  });
});
