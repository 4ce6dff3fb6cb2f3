import { describe, expect, it } from 'vitest';
import { isYearEstablished, YEAR_ESTABLISHED_TEXTS, yearEstablishedSchema } from './year-established.ts';

describe('the year a company was established', () => {
  it('takes four digits from 1600 to this year', () => {
    const thisYear = new Date().getUTCFullYear();
    expect(yearEstablishedSchema.parse(' 2015 ')).toBe(2015);
    expect(yearEstablishedSchema.parse('1600')).toBe(1600);
    expect(yearEstablishedSchema.parse(String(thisYear))).toBe(thisYear);
  });

  it.each(['15', '2015.5', 'MMXV', '1599', String(new Date().getUTCFullYear() + 1), '', '20155'])(
    'refuses %j with the rule in words',
    (typed) => {
      expect(yearEstablishedSchema.safeParse(typed).error?.issues[0]?.message).toBe(YEAR_ESTABLISHED_TEXTS.invalid);
    },
  );

  it('compares with the year it is given', () => {
    expect(isYearEstablished(2027, 2026)).toBe(false);
    expect(isYearEstablished(2026, 2026)).toBe(true);
  });
});
