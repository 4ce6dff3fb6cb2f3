import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { awaitedTypeLabel, awaitedTypeOptions, employerStepForCompanyDocument, NewPendingTaskSchema } from './action-items.ts';

type TaskInput = z.input<typeof NewPendingTaskSchema>;
const task = (over: Partial<TaskInput>): TaskInput => ({
  party: 'BENEFICIARY',
  content: 'Upload it',
  awaitedKind: null,
  awaitedType: null,
  exhibitId: null,
  ...over,
});
const problems = (value: TaskInput) =>
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
    // A personal document's type is one Documents offers, not free text: a typo would never close the task.
    expect(problems(task({ awaitedKind: 'USER_DOCUMENT', awaitedType: 'paystubs' }))).toEqual(['awaitedType: Choose which one']);
    expect(problems(task({ awaitedKind: 'USER_DOCUMENT', awaitedType: 'pay-stubs' }))).toEqual([]);
    expect(problems(task({ awaitedKind: 'EXHIBIT_FILE' }))).toEqual(['exhibitId: Choose the exhibit']);
    expect(problems(task({ content: '  ' }))).toEqual(['content: Describe the task']);
  });

  it('labels the choices and knows where the employer uploads a company document', () => {
    expect(awaitedTypeOptions('COMPANY_DOCUMENT')).toContainEqual({
      value: 'TAX_ID_FEIN_DOCUMENT',
      label: 'Tax ID / FEIN Document',
    });
    expect(awaitedTypeOptions('EMPLOYER_STEP')?.map((o) => o.value)).not.toContain('welcome');
    expect(awaitedTypeOptions('USER_DOCUMENT')).toContainEqual({ value: 'pay-stubs', label: 'Pay stubs' });
    expect(awaitedTypeOptions('EXHIBIT_FILE')).toBeNull();
    expect(employerStepForCompanyDocument('TAX_ID_FEIN_DOCUMENT')).toBe('corporateDocs');
    expect(employerStepForCompanyDocument('BANK_STATEMENT')).toBe('employerFundingDocs');
    expect(employerStepForCompanyDocument('CORPORATE_TAX_RETURN')).toBe('foreignDocs');
    expect(employerStepForCompanyDocument('COMPANY_OVERVIEW')).toBeNull();
  });

  it('reads what a task waits for in words, a personal document by its catalogue name', () => {
    expect(awaitedTypeLabel('COMPANY_DOCUMENT', 'TAX_ID_FEIN_DOCUMENT')).toBe('Tax ID / FEIN Document');
    expect(awaitedTypeLabel('USER_DOCUMENT', 'pay-stubs')).toBe('Pay stubs');
    expect(awaitedTypeLabel('USER_DOCUMENT', 'some-new-kind')).toBe('Some new kind');
  });
});

describe('planning a new task (issue 30)', () => {
  it('takes a due date, a priority and a staff member for our own tasks only', () => {
    expect(NewPendingTaskSchema.parse(task({ dueDate: '2026-12-01', priority: 'high' }))).toMatchObject({
      dueDate: '2026-12-01',
      priority: 'high',
      assigneeId: null,
    });
    expect(NewPendingTaskSchema.parse(task({}))).toMatchObject({ dueDate: null, priority: 'normal' });
    expect(problems(task({ assigneeId: '11111111-1111-4111-8111-111111111111' }))).toEqual([
      'assigneeId: Only our team’s tasks are assigned to a staff member.',
    ]);
    expect(problems(task({ party: 'PLYMOUTH', assigneeId: '11111111-1111-4111-8111-111111111111' }))).toEqual([]);
    expect(problems(task({ dueDate: '2026-02-30' }))).toEqual(['dueDate: Enter the due date as a real date (MM/DD/YYYY).']);
  });
});
