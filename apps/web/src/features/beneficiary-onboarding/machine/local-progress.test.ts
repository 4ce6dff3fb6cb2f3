import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { beneficiaryOnboardingMachine, flowStateOf } from './beneficiary-onboarding-machine.ts';
import { beneficiaryOnboardingStateKey, loadLocalProgress, saveLocalProgress } from './local-progress.ts';
import { sampleChecklist } from './test-checklist.ts';

describe('local progress', () => {
  it('stores state, modules and position per team and account, and restores them into the machine', () => {
    localStorage.clear();
    const actor = createActor(beneficiaryOnboardingMachine, { input: {} }).start();
    saveLocalProgress('team-1', 'account-1', actor.getSnapshot());
    expect(localStorage.length).toBe(0);

    actor.send({ type: 'INIT_MODULES', modules: sampleChecklist() });
    actor.send({ type: 'SET_DATA', exhibitId: 'a1', data: { firstName: 'Priya' } });
    actor.send({ type: 'NEXT_EXHIBIT' });
    actor.send({ type: 'NEXT_EXHIBIT' });
    actor.send({ type: 'PREV_EXHIBIT' });
    saveLocalProgress('team-1', 'account-1', actor.getSnapshot());
    expect(localStorage.getItem(beneficiaryOnboardingStateKey('team-1', 'account-1'))).not.toBeNull();
    expect(loadLocalProgress('team-1', 'account-2')).toBeNull();
    expect(loadLocalProgress('team-2', 'account-1')).toBeNull();

    const input = loadLocalProgress('team-1', 'account-1')!;
    const restored = createActor(beneficiaryOnboardingMachine, { input }).start().getSnapshot();
    expect(flowStateOf(restored)).toBe('previousModule');
    expect(restored.context.position).toEqual(actor.getSnapshot().context.position);
    expect(restored.context.modules).toEqual(actor.getSnapshot().context.modules);
  });
  it('ignores what it cannot read', () => {
    const key = beneficiaryOnboardingStateKey('t', 'a');
    localStorage.setItem(key, '{not json');
    expect(loadLocalProgress('t', 'a')).toBeNull();
    localStorage.setItem(key, JSON.stringify({ flowState: 'nowhere', modules: [], position: null }));
    expect(loadLocalProgress('t', 'a')).toBeNull();
  });
});
