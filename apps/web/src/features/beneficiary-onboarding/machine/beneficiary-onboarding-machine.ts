import {
  BENEFICIARY_FLOW_STATES,
  type BeneficiaryFlowState,
  type OnboardingExhibitStatus,
  type OnboardingModule,
  type OnboardingStatus,
} from '@app/domain';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { exhibitAt, initialPosition, nextPosition, previousPosition, type ChecklistPosition } from './checklist-position.ts';
import {
  adoptStoredChecklist,
  collectFollowupTasks,
  hasOpenExhibits,
  saveExhibitData,
  setExhibitStatus,
  settleModule,
  type FollowupTask,
} from './checklist-status.ts';

/**
 * The beneficiary onboarding checklist (spec 3 §4.2). initializing waits for the record's modules;
 * collectingData walks them: nextModule after moving forward, previousModule after moving back,
 * validation once Next passes the last exhibit, which ends in followup (a shown exhibit is still open)
 * or completed. The rules live in the pure helpers beside this file; the machine only wires them.
 */
export interface BeneficiaryOnboardingContext {
  modules: OnboardingModule[];
  position: ChecklistPosition | null;
  followupTasks: FollowupTask[];
  /** The state a restored checklist resumes in (read once, while initializing). */
  resumeIn: BeneficiaryFlowState | null;
}

export type BeneficiaryOnboardingEvent =
  | { type: 'INIT_MODULES'; modules: OnboardingModule[]; moduleId?: string | null; exhibitId?: string | null }
  /** The stored record changed under the page (a staff refresh, an exhibit deleted): its shape is taken up in place. */
  | { type: 'RECORD_CHANGED'; modules: OnboardingModule[] }
  | { type: 'SET_DATA'; exhibitId: string; data: Record<string, unknown>; status?: OnboardingExhibitStatus }
  | { type: 'SET_EXHIBIT_STATUS'; exhibitId: string; status: OnboardingExhibitStatus }
  | { type: 'NEXT_EXHIBIT' }
  | { type: 'PREV_EXHIBIT' }
  | { type: 'VALIDATE' };

/** Flow states a stored or restored checklist can be in (the domain's list: the change history labels them). */
export { BENEFICIARY_FLOW_STATES, type BeneficiaryFlowState };

export interface BeneficiaryOnboardingInput {
  modules?: OnboardingModule[];
  position?: ChecklistPosition | null;
  /** Restored from browser storage: resume in this state (initializing when no modules are given). */
  flowState?: BeneficiaryFlowState;
}

export const beneficiaryOnboardingMachine = setup({
  types: {
    context: {} as BeneficiaryOnboardingContext,
    events: {} as BeneficiaryOnboardingEvent,
    input: {} as BeneficiaryOnboardingInput,
  },
  guards: {
    resumesIn: ({ context }, params: { state: BeneficiaryFlowState }) =>
      context.modules.length > 0 && context.resumeIn === params.state,
    hasModules: ({ context }) => context.modules.length > 0,
    hasNextExhibit: ({ context }) => context.position !== null && nextPosition(context.modules, context.position) !== null,
    hasOpenExhibits: ({ context }) => hasOpenExhibits(context.modules),
  },
  actions: {
    initModules: assign(({ event }) => {
      if (event.type !== 'INIT_MODULES') return {};
      return { modules: event.modules, position: initialPosition(event.modules, event), followupTasks: [], resumeIn: null };
    }),
    adoptRecord: assign(({ context, event }) => {
      if (event.type !== 'RECORD_CHANGED') return {};
      const modules = adoptStoredChecklist(event.modules, context.modules);
      // The user stays on the item they were on; if it is gone, on its module's first step (or the first open one).
      const here = exhibitAt(context.modules, context.position);
      const moduleId = context.position ? context.modules[context.position.moduleIndex]?.id : null;
      const position = context.position ? initialPosition(modules, { moduleId, exhibitId: here?.id ?? null }) : context.position;
      return { modules, position };
    }),
    setData: assign(({ context, event }) =>
      event.type === 'SET_DATA' ? { modules: saveExhibitData(context.modules, event.exhibitId, event.data, event.status) } : {},
    ),
    setExhibitStatus: assign(({ context, event }) =>
      event.type === 'SET_EXHIBIT_STATUS' ? { modules: setExhibitStatus(context.modules, event.exhibitId, event.status) } : {},
    ),
    moveNext: assign(({ context }) => {
      if (!context.position) return {};
      const next = nextPosition(context.modules, context.position);
      if (!next) return {};
      // Leaving a module past its last exhibit settles its status before the next one opens.
      const modules =
        next.moduleIndex === context.position.moduleIndex
          ? context.modules
          : settleModule(context.modules, context.position.moduleIndex);
      return { modules, position: next };
    }),
    settleLastModule: assign(({ context }) =>
      context.position ? { modules: settleModule(context.modules, context.position.moduleIndex) } : {},
    ),
    movePrevious: assign(({ context }) => {
      const previous = context.position ? previousPosition(context.modules, context.position) : null;
      return previous ? { position: previous } : {};
    }),
    collectFollowupTasks: assign(({ context }) => ({ followupTasks: collectFollowupTasks(context.modules) })),
  },
}).createMachine({
  id: 'beneficiaryOnboarding',
  initial: 'initializing',
  context: ({ input }) => ({
    modules: input.modules ?? [],
    position: input.position ?? (input.modules ? initialPosition(input.modules) : null),
    followupTasks: input.modules ? collectFollowupTasks(input.modules) : [],
    resumeIn: input.flowState ?? null,
  }),
  on: {
    // The record is (re)loaded: start over at the route's module and exhibit.
    INIT_MODULES: { target: '.collectingData', actions: 'initModules', reenter: true },
    RECORD_CHANGED: { actions: 'adoptRecord' },
  },
  states: {
    initializing: {
      always: [
        { guard: { type: 'resumesIn', params: { state: 'followup' } }, target: 'collectingData.followup' },
        { guard: { type: 'resumesIn', params: { state: 'completed' } }, target: 'collectingData.completed' },
        { guard: { type: 'resumesIn', params: { state: 'previousModule' } }, target: 'collectingData.previousModule' },
        { guard: 'hasModules', target: 'collectingData' },
      ],
    },
    collectingData: {
      initial: 'nextModule',
      on: {
        SET_DATA: { actions: 'setData' },
        SET_EXHIBIT_STATUS: { actions: 'setExhibitStatus' },
        VALIDATE: { actions: 'collectFollowupTasks' },
      },
      states: {
        nextModule: {
          on: { NEXT_EXHIBIT: nextTransitions(), PREV_EXHIBIT: { target: 'previousModule', actions: 'movePrevious' } },
        },
        previousModule: {
          on: {
            NEXT_EXHIBIT: nextTransitions(),
            PREV_EXHIBIT: { target: 'previousModule', actions: 'movePrevious', reenter: true },
          },
        },
        validation: {
          entry: 'collectFollowupTasks',
          always: [{ guard: 'hasOpenExhibits', target: 'followup' }, { target: 'completed' }],
        },
        followup: { type: 'final' },
        completed: { type: 'final' },
      },
    },
  },
});

function nextTransitions() {
  return [
    { guard: 'hasNextExhibit' as const, target: 'nextModule', actions: 'moveNext' as const, reenter: true },
    { target: 'validation', actions: 'settleLastModule' as const },
  ];
}

export type BeneficiaryOnboardingSnapshot = SnapshotFrom<typeof beneficiaryOnboardingMachine>;

/** The flow state of a snapshot: initializing, or the collectingData substate. */
export function flowStateOf(snapshot: BeneficiaryOnboardingSnapshot): BeneficiaryFlowState {
  const value = snapshot.value;
  if (typeof value === 'string') return value as BeneficiaryFlowState;
  return (value.collectingData ?? 'nextModule') as BeneficiaryFlowState;
}

/** The onboarding record status a flow state stands for (decisions ENT-090). */
export function recordStatusOf(state: BeneficiaryFlowState): OnboardingStatus {
  if (state === 'initializing') return 'not_started';
  if (state === 'followup' || state === 'completed') return state;
  return 'in_progress';
}
