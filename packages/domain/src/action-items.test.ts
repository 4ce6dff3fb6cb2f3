import { describe, expect, it } from 'vitest';
import { awaitedTypeOptions, employerStepForCompanyDocument, NewPendingTaskSchema, type NewPendingTask } from './action-items.ts';

const task = (over: Partial<NewPendingTask>): NewPendingTask => ({
  party: 'BENEFICIARY',
  content: 'Upload it',
  awaitedKind: null,
  awaitedType: null,
  exhibitId: null,
  ...over,
});
const problems = (value: NewPendingTask) =>
  NewPendingTaskSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('action items that wait for data (issue 25, mirror of migration 0036)', () => {
  it('accepts a hand-closed task for any party and a data task for its own party', () => {
    expect(problems(task({ party: 'PLYMOUTH' }))).toEqual([]);
    expect(problems(task({ party: 'PETITIONER', awaitedKind: 'COMPANY_DOCUMENT', awaitedType: 'TAX_ID_FEIN_DOCUMENT' }))).toEqual(
      [],
    );
    expect(problems(task({ awaitedKind: 'EXHIBIT_FILE', exhibitId: '5f0c2f6e-2a4c-4d3e-9a51-0a5e8f3c1b22' }))).toEqual([]);
  });

  it('refuses a kind for the wrong party, a missing or unknown type, an exhibit file without the exhibit', () => {
    expect(problems(task({ awaitedKind: 'COMPANY_DOCUMENT', awaitedType: 'TAX_ID_FEIN_DOCUMENT' }))).toEqual([
      'awaitedKind: This party does not provide that',
    ]);
    expect(problems(task({ party: 'PETITIONER', awaitedKind: 'EMPLOYER_STEP', awaitedType: 'welcome' }))).toEqual([
      'awaitedType: Choose which one',
    ]);
    expect(problems(task({ awaitedKind: 'USER_DOCUMENT', awaitedType: null }))).toEqual(['awaitedType: Choose which one']);
    expect(problems(task({ awaitedKind: 'EXHIBIT_FILE' }))).toEqual(['exhibitId: Choose the exhibit']);
    expect(problems(task({ content: '  ' }))).toEqual(['content: Describe the task']);
  });

  it('labels the choices and knows where the employer uploads a company document', () => {
    expect(awaitedTypeOptions('COMPANY_DOCUMENT')).toContainEqual({
      value: 'TAX_ID_FEIN_DOCUMENT',
      label: 'Tax ID / FEIN Document',
    });
    expect(awaitedTypeOptions('EMPLOYER_STEP')?.map((o) => o.value)).not.toContain('welcome');
    expect(awaitedTypeOptions('USER_DOCUMENT')).toBeNull();
    expect(employerStepForCompanyDocument('TAX_ID_FEIN_DOCUMENT')).toBe('corporateDocs');
    expect(employerStepForCompanyDocument('BANK_STATEMENT')).toBe('employerFundingDocs');
    expect(employerStepForCompanyDocument('CORPORATE_TAX_RETURN')).toBe('foreignDocs');
    expect(employerStepForCompanyDocument('COMPANY_OVERVIEW')).toBeNull();
  });
});
