import { describe, expect, it } from 'vitest';
import { CompanyProfileSchema } from './company-profile.ts';
import { canonicalFein, FEIN_PATTERN, FEIN_RULE_TEXT, feinSchema } from './fein.ts';
import { FIELD_CONSTRAINT_MESSAGES } from './field-rules.ts';

describe('the FEIN rule', () => {
  it('takes nine digits with or without the dash and stores NN-NNNNNNN', () => {
    expect(feinSchema.parse('123456789')).toBe('12-3456789');
    expect(feinSchema.parse('12-3456789')).toBe('12-3456789');
    expect(feinSchema.parse(' 12-3456789 ')).toBe('12-3456789');
    expect(FEIN_PATTERN.test(feinSchema.parse('987654321'))).toBe(true);
  });

  it('refuses anything else with one sentence', () => {
    for (const bad of ['12345678', '1234567890', '123-456789', '12-34567890', '12 3456789', 'AB-1234567', '12--3456789', '']) {
      const result = feinSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).toBe(FEIN_RULE_TEXT);
      expect(canonicalFein(bad), bad).toBeNull();
    }
  });

  it('holds in the company profile (blank is not given) and names the database check', () => {
    const profile = {
      legalName: '',
      phoneNumber: '',
      street: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'US',
      companyTypeOfBusiness: '',
      currentNumberOfEmployees: '',
    };
    expect(CompanyProfileSchema.parse({ ...profile, ein: '123456789' }).ein).toBe('12-3456789');
    expect(CompanyProfileSchema.parse({ ...profile, ein: '  ' }).ein).toBeNull();
    const refused = CompanyProfileSchema.safeParse({ ...profile, ein: '12-345' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['ein', FEIN_RULE_TEXT]]);
    expect(FIELD_CONSTRAINT_MESSAGES.companies_ein_format).toBe(FEIN_RULE_TEXT);
  });
});
