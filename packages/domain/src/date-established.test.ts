import { describe, expect, it } from 'vitest';
import {
  CompanyEstablishedSchema,
  DATE_ESTABLISHED_TEXTS,
  dateEstablishedProblem,
  yearOfDateEstablished,
} from './date-established.ts';

describe('the company’s date established', () => {
  const today = '2026-12-05';

  it('is optional, and a real date from 1600 up to today', () => {
    expect(dateEstablishedProblem('', 2015, today)).toBeNull();
    expect(dateEstablishedProblem(null, null, today)).toBeNull();
    expect(dateEstablishedProblem('2015-03-14', null, today)).toBeNull();
    expect(dateEstablishedProblem(today, 2026, today)).toBeNull();
    expect(dateEstablishedProblem('2015-02-30', null, today)).toBe(DATE_ESTABLISHED_TEXTS.invalid);
    expect(dateEstablishedProblem('03/14/2015', null, today)).toBe(DATE_ESTABLISHED_TEXTS.invalid);
    expect(dateEstablishedProblem('1599-12-31', null, today)).toBe(DATE_ESTABLISHED_TEXTS.invalid);
    expect(dateEstablishedProblem('2026-12-06', null, today)).toBe(DATE_ESTABLISHED_TEXTS.future);
  });

  it('falls in the year established when both are given', () => {
    expect(dateEstablishedProblem('2015-03-14', 2015, today)).toBeNull();
    expect(dateEstablishedProblem('2016-01-01', 2015, today)).toBe(DATE_ESTABLISHED_TEXTS.otherYear);
  });

  it('is read by the editor’s schema with the field’s path, blank as not given', () => {
    expect(CompanyEstablishedSchema.parse({ dateEstablished: ' ', yearEstablished: 2015 })).toEqual({
      dateEstablished: null,
      yearEstablished: 2015,
    });
    const refused = CompanyEstablishedSchema.safeParse({ dateEstablished: '2014-12-31', yearEstablished: 2015 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['dateEstablished'], message: DATE_ESTABLISHED_TEXTS.otherYear });
  });

  it('gives the year the employer wizard keeps while staff’s date is set', () => {
    expect(yearOfDateEstablished('2011-03-04')).toBe(2011);
    expect(yearOfDateEstablished(' 2011-03-04 ')).toBe(2011);
    expect(yearOfDateEstablished(null)).toBeNull();
    expect(yearOfDateEstablished('')).toBeNull();
    expect(yearOfDateEstablished('2011-02-30')).toBeNull();
    // The year it gives is the one the rule accepts.
    expect(dateEstablishedProblem('2011-03-04', yearOfDateEstablished('2011-03-04'), '2026-12-05')).toBeNull();
  });
});
