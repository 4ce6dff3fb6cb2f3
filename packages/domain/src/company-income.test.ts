import { describe, expect, it } from 'vitest';
import {
  COMPANY_INCOME_TEXTS,
  companyIncomeText,
  grossAnnualIncomeSchema,
  MAX_COMPANY_ANNUAL_INCOME,
  netAnnualIncomeSchema,
  parseCompanyIncome,
} from './company-income.ts';
import { CompanyProfileSchema } from './company-profile.ts';
import { EmployerHistorySchema, HqAddressSchema } from './employer-onboarding-schemas.ts';
import { FEIN_RULE_TEXT } from './fein.ts';
import { FIELD_CONSTRAINT_MESSAGES, FIELD_RULE_TEXTS } from './field-rules.ts';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the company income rules', () => {
  it('read money as people write it, in whole dollars, a loss negative', () => {
    const read: [string, number][] = [
      ['1250000', 1_250_000],
      ['$1,250,000', 1_250_000],
      [' USD 1,250,000 ', 1_250_000],
      ['1,250,000.00', 1_250_000],
      ['$ 48,500,000.0', 48_500_000],
      ['0', 0],
      ['-40,000', -40_000],
      ['-$40,000', -40_000],
      ['$-40,000', -40_000],
      ['−40,000', -40_000],
      ['(40,000)', -40_000],
      ['($40,000)', -40_000],
      ['-0', 0],
    ];
    for (const [text, amount] of read) expect([text, parseCompanyIncome(text)]).toEqual([text, amount]);
    for (const text of ['', 'lots', '1,250,000.50', '12.5', '1,25,000', '--40,000', '-(40,000)', '40,000-', '1e6', '$']) {
      expect([text, parseCompanyIncome(text)]).toEqual([text, null]);
    }
  });

  it('take a gross income of 0 or more, under a trillion, and refuse the rest with one sentence', () => {
    expect(grossAnnualIncomeSchema.parse('$1,250,000')).toBe(1_250_000);
    // A startup with no revenue yet.
    expect(grossAnnualIncomeSchema.parse('0')).toBe(0);
    expect(grossAnnualIncomeSchema.parse(48_500_000)).toBe(48_500_000);
    expect(grossAnnualIncomeSchema.parse('999,999,999,999')).toBe(MAX_COMPANY_ANNUAL_INCOME);
    for (const bad of ['-5', '(5)', '1,000,000,000,000', '12.50', 'lots', 12.5, -1, Number.NaN, '']) {
      expect(
        grossAnnualIncomeSchema.safeParse(bad).error?.issues.map((issue) => issue.message),
        String(bad),
      ).toEqual([COMPANY_INCOME_TEXTS.gross]);
    }
  });

  it('take a net income that may be a loss, within a trillion either way', () => {
    expect(netAnnualIncomeSchema.parse('250,000')).toBe(250_000);
    expect(netAnnualIncomeSchema.parse('-$420,000')).toBe(-420_000);
    expect(netAnnualIncomeSchema.parse('0')).toBe(0);
    expect(netAnnualIncomeSchema.parse(-MAX_COMPANY_ANNUAL_INCOME)).toBe(-MAX_COMPANY_ANNUAL_INCOME);
    for (const bad of ['-1,000,000,000,000', '1000000000000', '-40,000.50', 'a loss', 0.5, '']) {
      expect(
        netAnnualIncomeSchema.safeParse(bad).error?.issues.map((issue) => issue.message),
        String(bad),
      ).toEqual([COMPANY_INCOME_TEXTS.net]);
    }
  });

  it('are the database checks’ sentences', () => {
    expect(FIELD_CONSTRAINT_MESSAGES.companies_gross_annual_income_range).toBe(COMPANY_INCOME_TEXTS.gross);
    expect(FIELD_CONSTRAINT_MESSAGES.companies_net_annual_income_range).toBe(COMPANY_INCOME_TEXTS.net);
  });

  it('start a form from the stored numeric text in whole dollars', () => {
    expect(companyIncomeText('48500000.00')).toBe('48500000');
    expect(companyIncomeText('-420000.00')).toBe('-420000');
    expect(companyIncomeText(0)).toBe('0');
    expect(companyIncomeText(null)).toBe('');
    expect(companyIncomeText(undefined)).toBe('');
  });
});

describe('the employer wizard asks for the company phone, the FEIN and both incomes', () => {
  const address = { street: '1 Main St', city: 'Austin', state: 'TX', country: 'US', zip: '78701' };
  const history = {
    companyTypeOfBusiness: 'Technology',
    currentNumberOfEmployees: '12',
    yearEstablished: '2015',
    naicsCode: '',
  };

  it('needs the company phone on the mailing address step, stored with its extension in one form', () => {
    expect(messagesOf(HqAddressSchema.safeParse({ address, phone: '', isBeneficiaryWorksite: 'No' }))).toEqual({
      phone: 'Required',
    });
    expect(messagesOf(HqAddressSchema.safeParse({ address, phone: '555', isBeneficiaryWorksite: 'No' }))).toEqual({
      phone: FIELD_RULE_TEXTS.phone,
    });
    expect(HqAddressSchema.parse({ address, phone: '512-555-0142 x12', isBeneficiaryWorksite: 'No' }).phone).toBe(
      '512-555-0142 ext. 12',
    );
  });

  it('needs the FEIN and both incomes on Employer History (0 is an answer, a loss too)', () => {
    expect(
      messagesOf(EmployerHistorySchema.safeParse({ ...history, ein: '', grossAnnualIncome: '', netAnnualIncome: '' })),
    ).toEqual({ ein: 'Required', grossAnnualIncome: 'Required', netAnnualIncome: 'Required' });
    expect(
      messagesOf(
        EmployerHistorySchema.safeParse({ ...history, ein: '12-345', grossAnnualIncome: '-5', netAnnualIncome: 'lots' }),
      ),
    ).toEqual({ ein: FEIN_RULE_TEXT, grossAnnualIncome: COMPANY_INCOME_TEXTS.gross, netAnnualIncome: COMPANY_INCOME_TEXTS.net });
    expect(
      EmployerHistorySchema.parse({ ...history, ein: '123456789', grossAnnualIncome: '0', netAnnualIncome: '(40,000)' }),
    ).toMatchObject({ ein: '12-3456789', grossAnnualIncome: 0, netAnnualIncome: -40_000 });
  });

  it('lets staff leave either income blank on the company profile, under the same rules', () => {
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
      naicsCode: '',
    };
    expect(CompanyProfileSchema.parse({ ...profile, grossAnnualIncome: '', netAnnualIncome: ' ' })).toMatchObject({
      grossAnnualIncome: null,
      netAnnualIncome: null,
    });
    expect(
      CompanyProfileSchema.parse({ ...profile, grossAnnualIncome: '$2,400,000', netAnnualIncome: '-310,000' }),
    ).toMatchObject({
      grossAnnualIncome: 2_400_000,
      netAnnualIncome: -310_000,
    });
    expect(messagesOf(CompanyProfileSchema.safeParse({ ...profile, grossAnnualIncome: '-1', netAnnualIncome: '12.34' }))).toEqual(
      { grossAnnualIncome: COMPANY_INCOME_TEXTS.gross, netAnnualIncome: COMPANY_INCOME_TEXTS.net },
    );
  });
});
