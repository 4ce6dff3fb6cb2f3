import { describe, expect, it } from 'vitest';
import type { FormCaseData } from '../case-data.ts';
import type { FieldMapEntry } from '../field-map.ts';
import { I129_2025_01_20 } from '../i-129-2025-01-20.ts';
import { I140_2024_06_07 } from '../i-140-2024-06-07.ts';
import { annualRateOfPay } from './h1b-data-collection.ts';
import { formHoursPerWeek } from './shared.ts';

/** Only the parts of a case these entries read. */
const caseWith = (parts: { employees?: number | null; offer?: Partial<FormCaseData['offer']>; selfPetition?: boolean }) =>
  ({
    petition: { visaClass: 'h_1b', selfPetition: parts.selfPetition ?? false },
    petitioner: { name: 'Northwind Robotics Inc.', employees: parts.employees ?? null },
    beneficiary: { familyName: 'Sharma', givenName: 'Priya', middleName: null, annualIncome: 142_000 },
    offer: { wages: null, wagesPer: null, fullTime: null, hoursPerWeek: null, ...parts.offer },
  }) as unknown as FormCaseData;

const entryOf = (fields: readonly FieldMapEntry[], label: string): FieldMapEntry => {
  const found = fields.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no entry "${label}"`);
  return found;
};
const valueOf = (entry: FieldMapEntry, d: FormCaseData) => (entry.kind === 'checkbox' ? entry.checked(d) : entry.value(d));

describe('the I-129’s H-1B data collection supplement', () => {
  const i129 = (label: string) => entryOf(I129_2025_01_20.fields, `H-1B data collection supplement: ${label}`);

  it('names the petitioner and the beneficiary', () => {
    expect(valueOf(i129('petitioner name'), caseWith({}))).toBe('Northwind Robotics Inc.');
    expect(valueOf(i129('beneficiary name'), caseWith({}))).toBe('Priya Sharma');
    expect(i129('petitioner name').appliesTo?.({ ...caseWith({}), petition: { visaClass: 'o_1a' } } as FormCaseData)).toBe(false);
  });

  it('answers 50 or more U.S. employees from the head count, and nothing without one', () => {
    const yes = i129('employs 50 or more in the United States: yes');
    const no = i129('employs 50 or more in the United States: no');
    expect([valueOf(yes, caseWith({ employees: 50 })), valueOf(no, caseWith({ employees: 50 }))]).toEqual([true, false]);
    expect([valueOf(yes, caseWith({ employees: 49 })), valueOf(no, caseWith({ employees: 49 }))]).toEqual([false, true]);
    expect([valueOf(yes, caseWith({})), valueOf(no, caseWith({}))]).toEqual([null, null]);
  });

  it('gives the yearly rate of pay from a yearly or monthly wage, and leaves weekly and hourly wages to staff', () => {
    const rate = i129('rate of pay per year');
    expect(valueOf(rate, caseWith({ offer: { wages: '185000', wagesPer: 'year' } }))).toBe('185,000.00');
    expect(valueOf(rate, caseWith({ offer: { wages: '12500.50', wagesPer: 'month' } }))).toBe('150,006.00');
    expect(annualRateOfPay({ wages: '2000', wagesPer: 'week' })).toBeNull();
    expect(annualRateOfPay({ wages: '95', wagesPer: 'hour' })).toBeNull();
    expect(annualRateOfPay({ wages: '185000', wagesPer: null })).toBeNull();
    expect(annualRateOfPay({ wages: null, wagesPer: 'year' })).toBeNull();
  });
});

describe('the hours-per-week boxes (3 characters)', () => {
  for (const [form, fields] of [
    ['I-129', I129_2025_01_20.fields],
    ['I-140', I140_2024_06_07.fields],
  ] as const) {
    const hours = entryOf(fields, 'Hours per week (part time)');
    it(`${form}: print whole hours, and list half hours for staff instead of cutting them to "37."`, () => {
      const partTime = (hoursPerWeek: string | null) => caseWith({ offer: { fullTime: false, hoursPerWeek } });
      expect(valueOf(hours, partTime('30'))).toBe('30');
      expect(hours.undecidable?.(partTime('30'))).toBeNull();
      expect(valueOf(hours, partTime('37.5'))).toBeNull();
      expect(hours.undecidable?.(partTime('37.5'))).toContain('the offer says 37.5 hours');
      expect(hours.required).toBe(true);
      // A full-time position is not asked its hours.
      expect(hours.appliesTo?.(caseWith({ offer: { fullTime: true, hoursPerWeek: '40' } }))).toBe(false);
    });
  }
  it('fit the box or are not printed', () => {
    expect(formHoursPerWeek('168')).toBe('168');
    expect(formHoursPerWeek('12.5')).toBeNull();
    expect(formHoursPerWeek(null)).toBeNull();
  });
});

describe('the I-140’s individual petitioner', () => {
  const income = entryOf(I140_2024_06_07.fields, 'Petitioner annual income (individual)');
  it('prints a self-petitioner’s annual income as money, and never a company’s', () => {
    expect(income.field).toBe('form1[0].#subform[3].Line3b_AnnualIncome[0]');
    expect(valueOf(income, caseWith({ selfPetition: true }))).toBe('142,000.00');
    expect(income.appliesTo?.(caseWith({ selfPetition: true }))).toBe(true);
    expect(income.appliesTo?.(caseWith({ selfPetition: false }))).toBe(false);
  });
});
