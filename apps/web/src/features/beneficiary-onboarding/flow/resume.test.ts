import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { beneficiaryOnboardingMachine } from '../machine/beneficiary-onboarding-machine.ts';
import { loadLocalProgress, saveLocalProgress } from '../machine/local-progress.ts';
import { exhibit, module, sampleChecklist } from '../machine/test-checklist.ts';
import { beneficiaryOnboardingHref } from './checklist-url.ts';
import { resumeHref } from './resume.ts';

/** A checklist walked in the machine up to `steps` Next moves, stored as this browser's progress. */
function leftAfter(steps: number) {
  localStorage.clear();
  const actor = createActor(beneficiaryOnboardingMachine, { input: {} }).start();
  actor.send({ type: 'INIT_MODULES', modules: sampleChecklist() });
  for (let i = 0; i < steps; i += 1) actor.send({ type: 'NEXT_EXHIBIT' });
  saveLocalProgress('team', 'account', actor.getSnapshot());
  return loadLocalProgress('team', 'account');
}

const allDone = () =>
  sampleChecklist().map((m) => ({
    ...m,
    status: 'completed' as const,
    exhibits: m.exhibits.map((e) => ({ ...e, status: 'completed' as const })),
  }));

describe('resuming the beneficiary checklist', () => {
  it('sends a finished beneficiary to the complete screen, whatever this browser kept', () => {
    expect(resumeHref({ flowState: 'completed', status: 'COMPLETED', modules: allDone(), local: leftAfter(2) })).toBe(
      beneficiaryOnboardingHref.complete,
    );
    expect(resumeHref({ flowState: 'completed', status: 'completed', modules: allDone(), local: null })).toBe(
      beneficiaryOnboardingHref.complete,
    );
  });

  it('keeps a checklist with items open on the checklist: followup, or reopened by staff', () => {
    expect(resumeHref({ flowState: 'followup', status: 'FOLLOWUP', modules: sampleChecklist(), local: null })).toBeNull();
    // Completed, then staff added an item: the record is in progress again (migration 0025).
    expect(resumeHref({ flowState: 'completed', status: 'IN_PROGRESS', modules: allDone(), local: null })).toBeNull();
    expect(resumeHref({ flowState: 'completed', status: 'COMPLETED', modules: sampleChecklist(), local: null })).toBeNull();
    expect(resumeHref({ flowState: 'followup', status: 'FOLLOWUP', modules: sampleChecklist(), local: leftAfter(3) })).toBe(
      beneficiaryOnboardingHref.module({ id: 'critical', type: 'CRITICAL_ROLE' }, 'b1'),
    );
  });

  it('returns to the module and exhibit this browser left, on the server record', () => {
    // a1 → a3 → critical role's virtual cover → b1
    const local = leftAfter(3);
    expect(resumeHref({ flowState: 'nextModule', status: 'IN_PROGRESS', modules: sampleChecklist(), local })).toBe(
      beneficiaryOnboardingHref.module({ id: 'critical', type: 'CRITICAL_ROLE' }, 'b1'),
    );
    const onCover = leftAfter(2);
    expect(resumeHref({ flowState: 'nextModule', status: 'IN_PROGRESS', modules: sampleChecklist(), local: onCover })).toBe(
      beneficiaryOnboardingHref.module({ id: 'critical', type: 'CRITICAL_ROLE' }),
    );
  });

  it('leaves the choice to the checklist when nothing usable was kept', () => {
    expect(resumeHref({ flowState: 'nextModule', status: 'IN_PROGRESS', modules: sampleChecklist(), local: null })).toBeNull();
    expect(resumeHref({ flowState: null, status: 'NOT_STARTED', modules: sampleChecklist(), local: null })).toBeNull();
    // Kept for another checklist: its module is not in this record.
    const other = [module('elsewhere', 'PERSONAL', [exhibit('z1')])];
    const local = { modules: other, position: { moduleIndex: 0, exhibitIndex: 0 }, flowState: 'nextModule' as const };
    expect(resumeHref({ flowState: 'nextModule', status: 'IN_PROGRESS', modules: sampleChecklist(), local })).toBeNull();
  });

  it('goes to the start of the module left when the exhibit left is hidden now', () => {
    const local = leftAfter(3);
    const modules = sampleChecklist().map((m) =>
      m.id === 'critical' ? { ...m, exhibits: m.exhibits.map((e) => (e.id === 'b1' ? { ...e, hidden: true } : e)) } : m,
    );
    expect(resumeHref({ flowState: 'nextModule', status: 'IN_PROGRESS', modules, local })).toBe(
      beneficiaryOnboardingHref.module({ id: 'critical', type: 'CRITICAL_ROLE' }),
    );
  });
});
