import type { EmployerOnboardingState } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  currentEmployerOnboardingState,
  employerOnboardingMachine,
  isStepApplicable,
  progressOf,
  type EmployerOnboardingEvent,
  type EmployerOnboardingInput,
} from './employer-onboarding-machine.ts';

function start(input: EmployerOnboardingInput = {}, at?: EmployerOnboardingState) {
  const actor = createActor(employerOnboardingMachine, { input }).start();
  if (at) actor.send({ type: 'goTo', state: at });
  const state = () => currentEmployerOnboardingState(actor.getSnapshot());
  const send = (event: EmployerOnboardingEvent) => {
    actor.send(event);
    return state();
  };
  return { actor, state, send };
}

/** Where Next (or skip, or Back) leads from each state, pressed until the end. */
function walk(input: EmployerOnboardingInput, type: 'next' | 'skip'): EmployerOnboardingState[] {
  const { state, send } = start(input);
  const visited = [state()];
  while (state() !== 'final') visited.push(send({ type }));
  return visited;
}
function walkBack(input: EmployerOnboardingInput): EmployerOnboardingState[] {
  const { state, send } = start(input, 'final');
  const visited = [state()];
  while (state() !== 'welcome') visited.push(send({ type: 'back' }));
  return visited;
}

const ALL_STEPS: EmployerOnboardingState[] = [
  'welcome',
  'confirmContact',
  'addContact',
  'confirmAddress',
  'addWorksite',
  'beneficiary',
  'employerHistory',
  'immigrationQuestions',
  'corporateDocs',
  'foreignDocs',
  'employerFundingDocs',
  'final',
];
const withPetition = { hasPendingDocsPetition: true };

describe('employer onboarding machine: next, skip and back', () => {
  it('starts at welcome and walks every step in order with Next when both guards allow', () => {
    expect(walk(withPetition, 'next')).toEqual(ALL_STEPS);
  });
  it('skip for now moves forward exactly like Next', () => {
    expect(walk(withPetition, 'skip')).toEqual(ALL_STEPS);
  });
  it('Back walks every step in reverse order', () => {
    expect(walkBack(withPetition)).toEqual([...ALL_STEPS].reverse());
  });
  it('ignores back at welcome', () => {
    const { send } = start(withPetition);
    expect(send({ type: 'back' })).toBe('welcome');
  });
});

describe('guard: the HQ is the beneficiary worksite', () => {
  const input = { ...withPetition, hqIsBeneficiaryWorksite: true };
  it('Next from confirmAddress goes straight to beneficiary, and Back from beneficiary returns to confirmAddress', () => {
    const { send } = start(input, 'confirmAddress');
    expect(send({ type: 'next' })).toBe('beneficiary');
    expect(send({ type: 'back' })).toBe('confirmAddress');
    expect(send({ type: 'skip' })).toBe('beneficiary');
  });
  it('otherwise Next goes to addWorksite and Back from beneficiary returns to it', () => {
    const { send } = start(withPetition, 'confirmAddress');
    expect(send({ type: 'next' })).toBe('addWorksite');
    expect(send({ type: 'next' })).toBe('beneficiary');
    expect(send({ type: 'back' })).toBe('addWorksite');
  });
  it('follows the answer given on the way (setHqIsBeneficiaryWorksite)', () => {
    const { send } = start(withPetition, 'confirmAddress');
    send({ type: 'setHqIsBeneficiaryWorksite', value: true });
    expect(send({ type: 'next' })).toBe('beneficiary');
    send({ type: 'setHqIsBeneficiaryWorksite', value: false });
    expect(send({ type: 'back' })).toBe('addWorksite');
  });
  it('refuses goTo addWorksite and leaves it out of both walks', () => {
    const { send } = start(input, 'employerHistory');
    expect(send({ type: 'goTo', state: 'addWorksite' })).toBe('employerHistory');
    expect(walk(input, 'next')).not.toContain('addWorksite');
    expect(walkBack(input)).not.toContain('addWorksite');
  });
});

describe('guard: a latest petition in PENDING_DOCS (decisions EMP-101)', () => {
  it('without one, Next from employerHistory goes to corporateDocs and Back returns to employerHistory', () => {
    const { send } = start({}, 'employerHistory');
    expect(send({ type: 'next' })).toBe('corporateDocs');
    expect(send({ type: 'back' })).toBe('employerHistory');
    expect(send({ type: 'skip' })).toBe('corporateDocs');
  });
  it('without one, goTo immigrationQuestions is refused and both walks leave it out', () => {
    const { send } = start({}, 'corporateDocs');
    expect(send({ type: 'goTo', state: 'immigrationQuestions' })).toBe('corporateDocs');
    expect(walk({}, 'next')).not.toContain('immigrationQuestions');
    expect(walkBack({})).not.toContain('immigrationQuestions');
  });
  it('with one, the step is on the way both ways', () => {
    const { send } = start(withPetition, 'employerHistory');
    expect(send({ type: 'next' })).toBe('immigrationQuestions');
    expect(send({ type: 'next' })).toBe('corporateDocs');
    expect(send({ type: 'back' })).toBe('immigrationQuestions');
  });
  it('follows the petition fact once it is known (setHasPendingDocsPetition)', () => {
    const { send } = start({}, 'employerHistory');
    send({ type: 'setHasPendingDocsPetition', value: true });
    expect(send({ type: 'next' })).toBe('immigrationQuestions');
  });
  it('isStepApplicable tells the navigator which steps do not apply', () => {
    const context = { hqIsBeneficiaryWorksite: true, hasPendingDocsPetition: false, items: {}, answers: {} };
    expect(isStepApplicable('addWorksite', context)).toBe(false);
    expect(isStepApplicable('immigrationQuestions', context)).toBe(false);
    expect(isStepApplicable('beneficiary', context)).toBe(true);
  });
});

describe('goTo a named state', () => {
  it.each(ALL_STEPS)('reaches %s from anywhere when it applies', (target) => {
    const { send } = start(withPetition, 'employerFundingDocs');
    expect(send({ type: 'goTo', state: target })).toBe(target);
  });
});

describe('the beneficiary sub-flow', () => {
  it('starts at usRoleOffer and moves on to employerHistory when it reaches its final state', () => {
    const { actor, send } = start(withPetition, 'beneficiary');
    expect(actor.getSnapshot().value).toEqual({ beneficiary: 'usRoleOffer' });
    expect(send({ type: 'next' })).toBe('employerHistory');
  });
});

describe('stored step data', () => {
  it('marks an item complete only when every value is non-empty, and keeps the answers', () => {
    const { actor, send } = start(withPetition, 'confirmContact');
    send({ type: 'storeStepData', step: 'confirmContact', data: { firstName: 'Daniel', phone: '' } });
    send({ type: 'storeStepData', step: 'employerHistory', data: { companyTypeOfBusiness: 'Technology', count: 12 } });
    send({ type: 'storeStepData', step: 'corporateDocs', data: { fileIds: [] } });
    expect(actor.getSnapshot().context.items).toEqual({
      confirmContact: 'incomplete',
      employerHistory: 'complete',
      corporateDocs: 'incomplete',
    });
    expect(progressOf(actor.getSnapshot())).toMatchObject({
      step: 'confirmContact',
      answers: { confirmContact: { firstName: 'Daniel', phone: '' } },
    });
  });
  it('restores items and answers given as input', () => {
    const { actor } = start({ items: { beneficiary: 'complete' }, answers: { beneficiary: { roleTitle: 'CTO' } } });
    expect(actor.getSnapshot().context.items).toEqual({ beneficiary: 'complete' });
    expect(actor.getSnapshot().context.answers.beneficiary).toEqual({ roleTitle: 'CTO' });
  });
});
