import { describe, expect, it } from 'vitest';
import { PROPOSED_SALARY_ERROR, proposedSalaryError, proposedSalaryParts, salaryPeriodOf } from './proposed-salary.ts';
import { SALARY_FREQUENCIES } from './employment.ts';
import { PetitionMetadataSchema } from './petition-metadata.ts';
import { PROPOSED_SALARY_PROBLEM, validatePetitionDraft } from './petition-draft.ts';

describe('the proposed US salary', () => {
  it('reads an amount and how often it is paid, as staff say it, for the I-129', () => {
    expect(proposedSalaryParts('185000 per year')).toEqual({ amount: '185000', per: 'year' });
    expect(proposedSalaryParts('  $185,000/Year ')).toEqual({ amount: '185000', per: 'year' });
    expect(proposedSalaryParts('USD 1,234,567.89 annually')).toEqual({ amount: '1234567.89', per: 'year' });
    expect(proposedSalaryParts('120000 per annum')).toEqual({ amount: '120000', per: 'year' });
    expect(proposedSalaryParts('9,500 a month')).toEqual({ amount: '9500', per: 'month' });
    expect(proposedSalaryParts('95 an hour')).toEqual({ amount: '95', per: 'hour' });
    expect(proposedSalaryParts('2400 weekly')).toEqual({ amount: '2400', per: 'week' });
    expect(proposedSalaryParts('185000')).toEqual({ amount: '185000', per: null });
  });

  it("reads the employer's stored salary frequency with the same words", () => {
    const periods = SALARY_FREQUENCIES.map((frequency) => salaryPeriodOf(frequency));
    expect(periods).toEqual(['year', 'month', 'week', 'hour']);
    expect(salaryPeriodOf(' Yearly ')).toBe('year');
    expect(salaryPeriodOf('fortnightly')).toBeNull();
    expect(salaryPeriodOf(null)).toBeNull();
  });

  it('refuses what is not an amount from 1 to 99,999,999, with one sentence', () => {
    for (const bad of ['TBD', '99999999999999999999999', '0', '100,000,000', '185,00', '185000 per fortnight', '-5', '1e6']) {
      expect(proposedSalaryError(bad), bad).toBe(PROPOSED_SALARY_ERROR);
      expect(proposedSalaryParts(bad), bad).toBeNull();
    }
    expect(proposedSalaryError('')).toBeNull();
    expect(proposedSalaryError(undefined)).toBeNull();
  });

  it('holds in the petition metadata and blocks creating the petition', () => {
    expect(PetitionMetadataSchema.safeParse({ proposedUSSalary: 'TBD' }).success).toBe(false);
    expect(PetitionMetadataSchema.parse({ proposedUSSalary: ' 185000  per year ' })).toEqual({
      proposedUSSalary: '185000 per year',
    });
    const draft = { beneficiaryId: 'b', petitionerId: 'p', visaClassId: 'o_1a' };
    const modules = [{ type: 'judging', name: 'Judging', autogen: false, exhibits: [] }];
    expect(validatePetitionDraft({ ...draft, proposedUSSalary: '185000 per year' }, modules)).toEqual([]);
    expect(validatePetitionDraft({ ...draft, proposedUSSalary: 'TBD' }, modules)).toEqual([PROPOSED_SALARY_PROBLEM]);
  });
});
