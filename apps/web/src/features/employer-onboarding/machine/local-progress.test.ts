import { describe, expect, it } from 'vitest';
import { markLocalProgressSaved, resumeProgress, saveLocalProgress } from './local-progress.ts';

/** This browser's copy alone (no server copy to weigh it against). */
const loadLocalProgress = (companyId: string) => resumeProgress(companyId, null);

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
  it("resumes from this browser's copy only while its last move has not reached the server", () => {
    localStorage.clear();
    const server = { step: 'corporateDocs', items: {}, answers: {} } as const;
    const back = { step: 'employerHistory', items: {}, answers: {} } as const;
    expect(resumeProgress('c4', server)).toEqual(server);
    expect(resumeProgress('c4', null)).toBeNull();
    // The move Back is kept here at once; its save is still on its way (or failed).
    saveLocalProgress('c4', back);
    expect(resumeProgress('c4', server)).toEqual(back);
    // A later move replaced the copy before the earlier save was answered: it stays unsaved.
    markLocalProgressSaved('c4', server);
    expect(resumeProgress('c4', server)).toEqual(back);
    // The server took it: the server's copy leads again (another device may have moved on since).
    markLocalProgressSaved('c4', back);
    expect(resumeProgress('c4', server)).toEqual(server);
    expect(resumeProgress('c4', null)).toEqual(back);
  });
  it('counts a copy written before savedToServer existed as saved', () => {
    localStorage.setItem('employer-onboarding-state-c5', JSON.stringify({ step: 'addContact', items: {}, answers: {} }));
    const server = { step: 'beneficiary', items: {}, answers: {} } as const;
    expect(resumeProgress('c5', server)).toEqual(server);
    expect(loadLocalProgress('c5')).toEqual({ step: 'addContact', items: {}, answers: {} });
  });
});
