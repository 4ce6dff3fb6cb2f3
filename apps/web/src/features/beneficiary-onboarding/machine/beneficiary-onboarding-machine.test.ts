import type { OnboardingModule } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  beneficiaryOnboardingMachine,
  flowStateOf,
  recordStatusOf,
  type BeneficiaryOnboardingEvent,
  type BeneficiaryOnboardingInput,
} from './beneficiary-onboarding-machine.ts';
import { exhibit, module, sampleChecklist } from './test-checklist.ts';

function start(input: BeneficiaryOnboardingInput = {}) {
  const actor = createActor(beneficiaryOnboardingMachine, { input }).start();
  const snapshot = () => actor.getSnapshot();
  const send = (event: BeneficiaryOnboardingEvent) => {
    actor.send(event);
    return flowStateOf(snapshot());
  };
  const where = () => snapshot().context.position;
  const exhibitStatus = (id: string) =>
    snapshot()
      .context.modules.flatMap((m) => m.exhibits)
      .find((e) => e.id === id)?.status;
  return { actor, snapshot, send, where, exhibitStatus };
}

const complete = (modules: OnboardingModule[]): OnboardingModule[] =>
  modules.map((m) => ({ ...m, exhibits: m.exhibits.map((e) => ({ ...e, status: 'completed' as const })) }));

describe('initializing', () => {
  it('waits for the modules, then INIT_MODULES opens the first open module', () => {
    const { send, snapshot, where } = start();
    expect(flowStateOf(snapshot())).toBe('initializing');
    expect(send({ type: 'NEXT_EXHIBIT' })).toBe('initializing');
    expect(send({ type: 'INIT_MODULES', modules: sampleChecklist() })).toBe('nextModule');
    expect(where()).toEqual({ moduleIndex: 0, exhibitIndex: 0 });
    expect(snapshot().matches({ collectingData: 'nextModule' })).toBe(true);
  });
  it('INIT_MODULES opens the route’s module and exhibit, and may come again to start over', () => {
    const { send, where } = start();
    send({ type: 'INIT_MODULES', modules: sampleChecklist(), moduleId: 'critical' });
    expect(where()).toEqual({ moduleIndex: 1, exhibitIndex: -1 });
    send({ type: 'PREV_EXHIBIT' });
    expect(send({ type: 'INIT_MODULES', modules: sampleChecklist(), exhibitId: 'c1' })).toBe('nextModule');
    expect(where()).toEqual({ moduleIndex: 2, exhibitIndex: 1 });
  });
  it('a restored checklist resumes in its stored state', () => {
    const modules = sampleChecklist();
    expect(flowStateOf(start({ modules }).snapshot())).toBe('nextModule');
    expect(flowStateOf(start({ modules, flowState: 'previousModule' }).snapshot())).toBe('previousModule');
    expect(flowStateOf(start({ modules, flowState: 'followup' }).snapshot())).toBe('followup');
    expect(flowStateOf(start({ modules, flowState: 'completed' }).snapshot())).toBe('completed');
    expect(start({ modules, position: { moduleIndex: 2, exhibitIndex: 1 } }).where()).toEqual({
      moduleIndex: 2,
      exhibitIndex: 1,
    });
  });
});

describe('NEXT_EXHIBIT and PREV_EXHIBIT', () => {
  it('walk the visible non-cover exhibits across modules, covers included on the way in', () => {
    const { send, where } = start({ modules: sampleChecklist() });
    const visited = [where()];
    while (send({ type: 'NEXT_EXHIBIT' }) === 'nextModule') visited.push(where());
    expect(visited).toEqual([
      { moduleIndex: 0, exhibitIndex: 0 },
      { moduleIndex: 0, exhibitIndex: 2 },
      { moduleIndex: 1, exhibitIndex: -1 },
      { moduleIndex: 1, exhibitIndex: 0 },
      { moduleIndex: 1, exhibitIndex: 1 },
      { moduleIndex: 2, exhibitIndex: 0 },
      { moduleIndex: 2, exhibitIndex: 1 },
    ]);
  });
  it('PREV_EXHIBIT enters previousModule; on a first exhibit it goes to the last of the previous module', () => {
    const { send, where } = start({ modules: sampleChecklist(), position: { moduleIndex: 2, exhibitIndex: 1 } });
    expect(send({ type: 'PREV_EXHIBIT' })).toBe('previousModule');
    expect(where()).toEqual({ moduleIndex: 1, exhibitIndex: 1 });
    send({ type: 'PREV_EXHIBIT' });
    send({ type: 'PREV_EXHIBIT' });
    expect(where()).toEqual({ moduleIndex: 0, exhibitIndex: 2 });
    expect(send({ type: 'NEXT_EXHIBIT' })).toBe('nextModule');
    expect(where()).toEqual({ moduleIndex: 1, exhibitIndex: -1 });
  });
  it('leaving a module past its last exhibit settles its status', () => {
    const { send, snapshot } = start({ modules: sampleChecklist() });
    send({ type: 'SET_DATA', exhibitId: 'a1', data: {} });
    send({ type: 'SET_EXHIBIT_STATUS', exhibitId: 'a3', status: 'skipped' });
    send({ type: 'NEXT_EXHIBIT' });
    send({ type: 'NEXT_EXHIBIT' });
    expect(snapshot().context.modules[0]!.status).toBe('completed');
    send({ type: 'NEXT_EXHIBIT' });
    send({ type: 'NEXT_EXHIBIT' });
    send({ type: 'NEXT_EXHIBIT' });
    expect(snapshot().context.modules[1]!.status).toBe('in_progress');
  });
});

describe('the end of the checklist', () => {
  it('goes to followup when a shown exhibit is still open, with its tasks', () => {
    const { send, snapshot } = start({ modules: sampleChecklist(), position: { moduleIndex: 2, exhibitIndex: 1 } });
    expect(send({ type: 'NEXT_EXHIBIT' })).toBe('followup');
    expect(snapshot().status).toBe('active');
    expect(snapshot().context.followupTasks.map((task) => task.exhibitId)).toEqual(['a1', 'b1', 'b2', 'c1']);
    expect(snapshot().context.modules[2]!.status).toBe('in_progress');
  });
  it('goes to completed when nothing shown is open (hidden items do not count)', () => {
    const modules = complete(sampleChecklist()).map((m) => ({
      ...m,
      exhibits: m.exhibits.map((e) => (e.hidden ? { ...e, status: 'pending' as const } : e)),
    }));
    const { send, snapshot } = start({ modules, position: { moduleIndex: 2, exhibitIndex: 1 } });
    expect(send({ type: 'NEXT_EXHIBIT' })).toBe('completed');
    expect(snapshot().context.followupTasks).toEqual([]);
    expect(snapshot().context.modules[2]!.status).toBe('completed');
  });
  it('an optional open exhibit still leads to followup, with no task for it', () => {
    const modules = complete(sampleChecklist());
    modules[0]!.exhibits[2] = { ...modules[0]!.exhibits[2]!, status: 'pending' };
    const { send, snapshot } = start({ modules, position: { moduleIndex: 2, exhibitIndex: 1 } });
    expect(send({ type: 'NEXT_EXHIBIT' })).toBe('followup');
    expect(snapshot().context.followupTasks).toEqual([]);
  });
});

describe('SET_DATA, SET_EXHIBIT_STATUS and VALIDATE', () => {
  it('SET_DATA completes the exhibit (or the given status) and starts a pending module', () => {
    const { send, exhibitStatus, snapshot } = start({ modules: sampleChecklist() });
    expect(send({ type: 'SET_DATA', exhibitId: 'b1', data: { url: 'x' } })).toBe('nextModule');
    expect(exhibitStatus('b1')).toBe('completed');
    expect(snapshot().context.modules[1]!.status).toBe('in_progress');
    send({ type: 'SET_DATA', exhibitId: 'b2', data: {}, status: 'in_progress' });
    expect(exhibitStatus('b2')).toBe('in_progress');
  });
  it('SET_EXHIBIT_STATUS sets skipped or pending as asked', () => {
    const { send, exhibitStatus } = start({ modules: sampleChecklist() });
    send({ type: 'SET_EXHIBIT_STATUS', exhibitId: 'a1', status: 'skipped' });
    expect(exhibitStatus('a1')).toBe('skipped');
    send({ type: 'SET_EXHIBIT_STATUS', exhibitId: 'a1', status: 'pending' });
    expect(exhibitStatus('a1')).toBe('pending');
  });
  it('VALIDATE collects the follow-up tasks without moving', () => {
    const { send, snapshot, where } = start({ modules: sampleChecklist() });
    send({ type: 'SET_DATA', exhibitId: 'a1', data: {} });
    expect(send({ type: 'VALIDATE' })).toBe('nextModule');
    expect(where()).toEqual({ moduleIndex: 0, exhibitIndex: 0 });
    expect(snapshot().context.followupTasks[0]).toEqual({
      moduleId: 'critical',
      exhibitId: 'b1',
      message: 'Please provide the required data for Exhibit b1: About b1',
    });
  });
  it('an empty checklist opens nowhere and Next ends the flow as completed', () => {
    const { send } = start();
    send({ type: 'INIT_MODULES', modules: [module('memo', 'MEMO_STARTER', [exhibit('m')])] });
    expect(send({ type: 'NEXT_EXHIBIT' })).toBe('completed');
  });
});

describe('record status of a flow state (decisions ENT-090)', () => {
  it('maps each state', () => {
    expect(recordStatusOf('initializing')).toBe('not_started');
    expect(recordStatusOf('nextModule')).toBe('in_progress');
    expect(recordStatusOf('previousModule')).toBe('in_progress');
    expect(recordStatusOf('validation')).toBe('in_progress');
    expect(recordStatusOf('followup')).toBe('followup');
    expect(recordStatusOf('completed')).toBe('completed');
  });
});

describe('the stored record changes under the page (RECORD_CHANGED)', () => {
  it("takes up staff's items and modules, keeps the page's answers, and keeps the user on their item", () => {
    const { send, snapshot, where, exhibitStatus } = start();
    send({ type: 'INIT_MODULES', modules: sampleChecklist(), moduleId: 'critical', exhibitId: 'b2' });
    send({ type: 'SET_DATA', exhibitId: 'b2', data: { description: 'Led the team' }, status: 'in_progress' });
    // Meanwhile staff deleted b1's exhibit and added b3 (a refresh), and renamed b2.
    const stored = sampleChecklist().map((m) =>
      m.id === 'critical'
        ? {
            ...m,
            exhibits: [
              exhibit('b2', { name: 'Renamed', moduleType: 'CRITICAL_ROLE' }),
              exhibit('b3', { moduleType: 'CRITICAL_ROLE' }),
            ],
          }
        : m,
    );
    expect(send({ type: 'RECORD_CHANGED', modules: stored })).toBe('nextModule');
    const critical = snapshot().context.modules.find((m) => m.id === 'critical')!;
    expect(critical.exhibits.map((e) => [e.id, e.name])).toEqual([
      ['b2', 'Renamed'],
      ['b3', 'Exhibit b3'],
    ]);
    expect(exhibitStatus('b2')).toBe('in_progress');
    expect(critical.exhibits[0]!.data).toEqual({ description: 'Led the team' });
    expect(where()).toEqual({ moduleIndex: 1, exhibitIndex: 0 });
  });

  it("moves the user to the module's start when the item they were on is gone", () => {
    const { send, snapshot, where } = start();
    send({ type: 'INIT_MODULES', modules: sampleChecklist(), moduleId: 'remuneration', exhibitId: 'c1' });
    expect(where()).toEqual({ moduleIndex: 2, exhibitIndex: 1 });
    const stored = sampleChecklist().map((m) =>
      m.id === 'remuneration' ? { ...m, exhibits: [m.exhibits[0]!, exhibit('c2')] } : m,
    );
    send({ type: 'RECORD_CHANGED', modules: stored });
    // The module's real cover page is its start.
    expect(where()).toEqual({ moduleIndex: 2, exhibitIndex: 0 });
    expect(snapshot().context.modules[2]!.exhibits.map((e) => e.id)).toEqual(['c0', 'c2']);
  });
});
