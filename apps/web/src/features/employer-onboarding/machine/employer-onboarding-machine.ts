import {
  EMPLOYER_ONBOARDING_STATES,
  isEmployerOnboardingStepApplicable,
  stepDataStatus,
  type EmployerOnboardingProgress,
  type EmployerOnboardingState,
  type EmployerOnboardingStep,
} from '@app/domain';
import { assign, setup, type SnapshotFrom, type TransitionConfig } from 'xstate';

/**
 * The employer onboarding wizard (spec 3 §4.1): one state per step in the spec's order, then final.
 * Next and skip move forward one step, back one step, goTo jumps to a named state. Two guards bend
 * the order: the worksite step is left out when the HQ is the beneficiary's worksite, and the
 * immigration questions step when no latest petition awaits documents (decisions EMP-101).
 */
export interface EmployerOnboardingContext {
  /** The HQ mailing address is the beneficiary's worksite: no separate worksite step. */
  hqIsBeneficiaryWorksite: boolean;
  /** A latest petition in PENDING_DOCS exists: the immigration questions apply. */
  hasPendingDocsPetition: boolean;
  items: EmployerOnboardingProgress['items'];
  answers: EmployerOnboardingProgress['answers'];
}

export type EmployerOnboardingEvent =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'skip' }
  | { type: 'goTo'; state: EmployerOnboardingState }
  | { type: 'storeStepData'; step: EmployerOnboardingStep; data: Record<string, unknown> }
  | { type: 'setHqIsBeneficiaryWorksite'; value: boolean }
  | { type: 'setHasPendingDocsPetition'; value: boolean };

export type EmployerOnboardingInput = Partial<EmployerOnboardingContext>;

type Transition = TransitionConfig<
  EmployerOnboardingContext,
  EmployerOnboardingEvent,
  EmployerOnboardingEvent,
  never,
  never,
  never,
  never,
  never,
  never
>;

/** Whether a step is part of the flow with this context (the navigator shows the rest as not applicable). */
export function isStepApplicable(state: EmployerOnboardingState, context: EmployerOnboardingContext): boolean {
  // The rule lives in the domain: Home and Action Items count the company's steps by it too.
  return isEmployerOnboardingStepApplicable(state, context);
}

const forward = (guard: 'worksiteApplies' | 'immigrationApplies', then: string, otherwise: string) => [
  { guard, target: then },
  { target: otherwise },
];

/** goTo: one guarded transition per state; a step that does not apply is refused (the state stays). */
const goToTransitions: Transition[] = EMPLOYER_ONBOARDING_STATES.map((state) => ({
  guard: ({ context, event }) => event.type === 'goTo' && event.state === state && isStepApplicable(state, context),
  target: `.${state}`,
}));

export const employerOnboardingMachine = setup({
  types: {
    context: {} as EmployerOnboardingContext,
    events: {} as EmployerOnboardingEvent,
    input: {} as EmployerOnboardingInput,
  },
  guards: {
    worksiteApplies: ({ context }) => !context.hqIsBeneficiaryWorksite,
    immigrationApplies: ({ context }) => context.hasPendingDocsPetition,
  },
  actions: {
    storeStepData: assign(({ context, event }) => {
      if (event.type !== 'storeStepData') return {};
      return {
        items: { ...context.items, [event.step]: stepDataStatus(event.data) },
        answers: { ...context.answers, [event.step]: event.data },
      };
    }),
    setHqIsBeneficiaryWorksite: assign(({ event }) =>
      event.type === 'setHqIsBeneficiaryWorksite' ? { hqIsBeneficiaryWorksite: event.value } : {},
    ),
    setHasPendingDocsPetition: assign(({ event }) =>
      event.type === 'setHasPendingDocsPetition' ? { hasPendingDocsPetition: event.value } : {},
    ),
  },
}).createMachine({
  id: 'employerOnboarding',
  initial: 'welcome',
  context: ({ input }) => ({
    hqIsBeneficiaryWorksite: input.hqIsBeneficiaryWorksite ?? false,
    hasPendingDocsPetition: input.hasPendingDocsPetition ?? false,
    items: input.items ?? {},
    answers: input.answers ?? {},
  }),
  on: {
    goTo: goToTransitions,
    storeStepData: { actions: 'storeStepData' },
    setHqIsBeneficiaryWorksite: { actions: 'setHqIsBeneficiaryWorksite' },
    setHasPendingDocsPetition: { actions: 'setHasPendingDocsPetition' },
  },
  states: {
    welcome: { on: { next: 'confirmContact', skip: 'confirmContact' } },
    confirmContact: { on: { next: 'addContact', skip: 'addContact', back: 'welcome' } },
    addContact: { on: { next: 'confirmAddress', skip: 'confirmAddress', back: 'confirmContact' } },
    confirmAddress: {
      on: {
        next: forward('worksiteApplies', 'addWorksite', 'beneficiary'),
        skip: forward('worksiteApplies', 'addWorksite', 'beneficiary'),
        back: 'addContact',
      },
    },
    addWorksite: { on: { next: 'beneficiary', skip: 'beneficiary', back: 'confirmAddress' } },
    // The small beneficiary sub-flow: the role offer, then done (which moves on to employer history).
    beneficiary: {
      initial: 'usRoleOffer',
      states: {
        usRoleOffer: { on: { next: 'final', skip: 'final' } },
        final: { type: 'final' },
      },
      onDone: 'employerHistory',
      on: { back: forward('worksiteApplies', 'addWorksite', 'confirmAddress') },
    },
    employerHistory: {
      on: {
        next: forward('immigrationApplies', 'immigrationQuestions', 'corporateDocs'),
        skip: forward('immigrationApplies', 'immigrationQuestions', 'corporateDocs'),
        back: 'beneficiary',
      },
    },
    immigrationQuestions: { on: { next: 'corporateDocs', skip: 'corporateDocs', back: 'employerHistory' } },
    corporateDocs: {
      on: {
        next: 'foreignDocs',
        skip: 'foreignDocs',
        back: forward('immigrationApplies', 'immigrationQuestions', 'employerHistory'),
      },
    },
    foreignDocs: { on: { next: 'employerFundingDocs', skip: 'employerFundingDocs', back: 'corporateDocs' } },
    employerFundingDocs: { on: { next: 'final', skip: 'final', back: 'foreignDocs' } },
    final: { on: { back: 'employerFundingDocs' } },
  },
});

export type EmployerOnboardingSnapshot = SnapshotFrom<typeof employerOnboardingMachine>;

/** The top-level state of a snapshot (the beneficiary sub-flow counts as 'beneficiary'). */
export function currentEmployerOnboardingState(snapshot: EmployerOnboardingSnapshot): EmployerOnboardingState {
  const value = snapshot.value;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as EmployerOnboardingState;
}

/** What is persisted (locally and on the server) from a snapshot. */
export function progressOf(snapshot: EmployerOnboardingSnapshot): EmployerOnboardingProgress {
  return { step: currentEmployerOnboardingState(snapshot), items: snapshot.context.items, answers: snapshot.context.answers };
}
