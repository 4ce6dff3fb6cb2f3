import { describe, expect, it } from 'vitest';
import { loadLocalProgress, saveLocalProgress } from './local-progress.ts';

describe('local progress', () => {
  it("keeps each step but welcome under 'employer-onboarding-state-{companyId}'", () => {
    localStorage.clear();
    saveLocalProgress('c1', { step: 'welcome', items: {}, answers: {} });
    expect(localStorage.getItem('employer-onboarding-state-c1')).toBeNull();
    saveLocalProgress('c1', { step: 'addWorksite', items: { confirmContact: 'complete' }, answers: {} });
    expect(JSON.parse(localStorage.getItem('employer-onboarding-state-c1')!)).toMatchObject({ step: 'addWorksite' });
    expect(loadLocalProgress('c1')).toEqual({ step: 'addWorksite', items: { confirmContact: 'complete' }, answers: {} });
    expect(loadLocalProgress('c2')).toBeNull();
  });
  it('ignores what it cannot read', () => {
    localStorage.setItem('employer-onboarding-state-c3', '{not json');
    expect(loadLocalProgress('c3')).toBeNull();
    localStorage.setItem('employer-onboarding-state-c3', JSON.stringify({ step: 'nowhere' }));
    expect(loadLocalProgress('c3')).toBeNull();
  });
});
