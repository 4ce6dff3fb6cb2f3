import { describe, expect, it } from 'vitest';
import { caseProgressPercent, onboardingModuleProgress } from './petition-progress.ts';

describe('case and onboarding progress', () => {
  it('counts the current step, treats finished cases as done and an RFE as submitted', () => {
    expect(caseProgressPercent('PENDING_DOCS')).toBe(17);
    expect(caseProgressPercent('SHIPPED')).toBe(83);
    expect(caseProgressPercent('RFEED')).toBe(caseProgressPercent('SUBMITTED'));
    expect(caseProgressPercent('DENIED')).toBe(100);
  });

  it('reads module statuses from the onboarding JSON, skipped counting as done', () => {
    expect(
      onboardingModuleProgress(JSON.stringify([{ status: 'completed' }, { status: 'skipped' }, { status: 'pending' }])),
    ).toEqual({
      completed: 2,
      total: 3,
    });
    expect(onboardingModuleProgress('not json')).toEqual({ completed: 0, total: 0 });
    expect(onboardingModuleProgress(null)).toEqual({ completed: 0, total: 0 });
  });
});
