import { describe, expect, it } from 'vitest';
import { summarizeEmployerOnboarding } from './employer-onboarding-summary.ts';

const ALL_APPLY = { hqIsBeneficiaryWorksite: false, hasPendingDocsPetition: true };
const HQ_IS_WORKSITE_NO_PENDING = { hqIsBeneficiaryWorksite: true, hasPendingDocsPetition: false };

describe('summarizeEmployerOnboarding', () => {
  it('is not started without a row, or on Welcome with nothing done; all ten steps count when all apply', () => {
    expect(summarizeEmployerOnboarding(null, ALL_APPLY)).toEqual({
      status: 'not_started',
      done: 0,
      total: 10,
      resumeAt: 'welcome',
    });
    expect(summarizeEmployerOnboarding({ step: 'welcome', items: '{}' }, ALL_APPLY).status).toBe('not_started');
  });

  it('counts the complete steps of the flow (the API sends items as a JSON string) and resumes where it was left', () => {
    const stored = {
      step: 'confirmAddress',
      items: JSON.stringify({ confirmContact: 'complete', addContact: 'incomplete' }),
    };
    expect(summarizeEmployerOnboarding(stored, ALL_APPLY)).toEqual({
      status: 'in_progress',
      done: 1,
      total: 10,
      resumeAt: 'confirmAddress',
    });
  });

  it('leaves out the steps that do not apply, from the total and from what is done', () => {
    const stored = {
      step: 'employerHistory',
      items: { confirmContact: 'complete', addWorksite: 'complete', immigrationQuestions: 'complete' },
    };
    expect(summarizeEmployerOnboarding(stored, HQ_IS_WORKSITE_NO_PENDING)).toMatchObject({ done: 1, total: 8 });
  });

  it('resumes at the next step of the flow when the one it was left on no longer applies', () => {
    expect(summarizeEmployerOnboarding({ step: 'addWorksite', items: {} }, HQ_IS_WORKSITE_NO_PENDING).resumeAt).toBe(
      'beneficiary',
    );
    expect(summarizeEmployerOnboarding({ step: 'immigrationQuestions', items: {} }, HQ_IS_WORKSITE_NO_PENDING).resumeAt).toBe(
      'corporateDocs',
    );
  });

  it('is complete once the wizard reached its completion screen', () => {
    expect(summarizeEmployerOnboarding({ step: 'final', items: '{}' }, ALL_APPLY).status).toBe('complete');
  });

  it('reads an unknown step as Welcome and unreadable items as none', () => {
    expect(summarizeEmployerOnboarding({ step: 'elsewhere', items: 'not json' }, ALL_APPLY)).toMatchObject({
      status: 'not_started',
      done: 0,
      resumeAt: 'welcome',
    });
  });
});
