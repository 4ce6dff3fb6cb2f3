import { describe, expect, it } from 'vitest';
import { CompanyProfileSchema } from './company-profile.ts';
import { EmployerHistorySchema } from './employer-onboarding-schemas.ts';
import { FIELD_CONSTRAINT_MESSAGES } from './field-rules.ts';
import { NAICS_CODE_PATTERN, NAICS_CODE_RULE_TEXT, naicsCodeSchema } from './naics-code.ts';

describe('the NAICS code rule', () => {
  it('takes the 6 digits of a national industry, trimmed', () => {
    expect(naicsCodeSchema.parse('541715')).toBe('541715');
    expect(naicsCodeSchema.parse(' 336111 ')).toBe('336111');
  });

  it('is optional: blank, null or not given is no code', () => {
    for (const blank of ['', '   ', null, undefined]) expect(naicsCodeSchema.parse(blank), String(blank)).toBeNull();
  });

  it('refuses anything else with one sentence', () => {
    for (const bad of ['5', '54', '5417', '54171', '5417151', '54-1715', '54171a', 'software', '541 715', 541715]) {
      const result = naicsCodeSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        String(bad),
      ).toEqual([NAICS_CODE_RULE_TEXT]);
    }
  });

  it('is the database check’s pattern and sentence', () => {
    expect(NAICS_CODE_PATTERN.source).toBe('^[0-9]{6}$');
    expect(FIELD_CONSTRAINT_MESSAGES.companies_naics_code_format).toBe(NAICS_CODE_RULE_TEXT);
  });

  it('is the employer wizard’s and the staff profile’s rule', () => {
    const history = {
      companyTypeOfBusiness: 'Technology',
      currentNumberOfEmployees: '12',
      yearEstablished: '2015',
      ein: '12-3456789',
      grossAnnualIncome: '0',
      netAnnualIncome: '0',
    };
    expect(EmployerHistorySchema.parse({ ...history, naicsCode: ' 541715' }).naicsCode).toBe('541715');
    expect(EmployerHistorySchema.parse(history).naicsCode).toBeNull();
    expect(EmployerHistorySchema.safeParse({ ...history, naicsCode: '54-17' }).error?.issues).toMatchObject([
      { path: ['naicsCode'], message: NAICS_CODE_RULE_TEXT },
    ]);
    const profile = {
      legalName: '',
      ein: '',
      phoneNumber: '',
      street: '',
      city: '',
      state: '',
      zipCode: '',
      country: '',
      companyTypeOfBusiness: '',
      currentNumberOfEmployees: '',
    };
    expect(CompanyProfileSchema.parse({ ...profile, naicsCode: '336111' }).naicsCode).toBe('336111');
    expect(CompanyProfileSchema.parse({ ...profile, naicsCode: '' }).naicsCode).toBeNull();
    expect(CompanyProfileSchema.safeParse({ ...profile, naicsCode: 'robots' }).error?.issues).toMatchObject([
      { path: ['naicsCode'], message: NAICS_CODE_RULE_TEXT },
    ]);
  });
});
