import { describe, expect, it } from 'vitest';
import {
  ANNUAL_INCOME_RULE_TEXT,
  annualIncomeError,
  annualIncomeSchema,
  annualIncomeTextSchema,
  MAX_ANNUAL_INCOME,
  parseAnnualIncome,
} from './annual-income.ts';
import { FIELD_CONSTRAINT_MESSAGES, MAX_SALARY } from './field-rules.ts';

describe('an individual petitioner’s annual income', () => {
  it('reads money as people write it into whole dollars', () => {
    for (const [typed, dollars] of [
      ['85000', 85_000],
      ['$85,000', 85_000],
      [' USD 85,000 ', 85_000],
      ['$85,000 per year', 85_000],
      ['85,000 annually', 85_000],
      ['85,000.00', 85_000],
      ['1', 1],
      ['$99,999,999', MAX_ANNUAL_INCOME],
    ] as const) {
      expect(annualIncomeSchema.parse(typed), typed).toBe(dollars);
    }
    // The stored number (the API's Int) is held to the same range.
    expect(annualIncomeSchema.parse(120_000)).toBe(120_000);
  });

  it('is optional: blank, null or not given is no income', () => {
    for (const blank of ['', '   ', null, undefined]) expect(annualIncomeSchema.parse(blank), String(blank)).toBeNull();
    expect(annualIncomeError('')).toBeNull();
  });

  it('refuses zero, negatives, cents, another pay period, words and amounts past the bound with one sentence', () => {
    for (const bad of [
      '0',
      '$0',
      '-85000',
      '85,000.50',
      '$7,000 a month',
      '40 an hour',
      'about 85k',
      'lots',
      '100,000,000',
      '123456789',
      0,
      -5,
      85_000.5,
      MAX_ANNUAL_INCOME + 1,
      Number.NaN,
      true,
    ]) {
      const result = annualIncomeSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        String(bad),
      ).toEqual([ANNUAL_INCOME_RULE_TEXT]);
    }
    expect(annualIncomeError('85,000.50')).toBe(ANNUAL_INCOME_RULE_TEXT);
    expect(parseAnnualIncome('$7,000 a month')).toBeNull();
  });

  it('gives staff’s text field the same rule, as digits', () => {
    expect(annualIncomeTextSchema.parse('$85,000')).toBe('85000');
    expect(annualIncomeTextSchema.safeParse('85,000.50').error?.issues.map((issue) => issue.message)).toEqual([
      ANNUAL_INCOME_RULE_TEXT,
    ]);
  });

  it('stays inside the salary rule’s bound and is the database check’s sentence', () => {
    expect(MAX_ANNUAL_INCOME).toBeLessThan(MAX_SALARY);
    expect(FIELD_CONSTRAINT_MESSAGES.user_data_annual_income_range).toBe(ANNUAL_INCOME_RULE_TEXT);
  });
});
