// The beneficiary checklist (issue 16): the page and its screens, the machine and its rules.
export { BeneficiaryOnboardingPage } from './components/BeneficiaryOnboardingPage.tsx';
export {
  beneficiaryOnboardingMachine,
  BENEFICIARY_FLOW_STATES,
  flowStateOf,
  recordStatusOf,
  type BeneficiaryFlowState,
  type BeneficiaryOnboardingContext,
  type BeneficiaryOnboardingEvent,
  type BeneficiaryOnboardingInput,
  type BeneficiaryOnboardingSnapshot,
} from './machine/beneficiary-onboarding-machine.ts';
export {
  coverIndex,
  exhibitAt,
  hasVirtualCover,
  initialPosition,
  isShownModule,
  isStepExhibit,
  nextPosition,
  previousPosition,
  VIRTUAL_COVER_INDEX,
  type ChecklistPosition,
} from './machine/checklist-position.ts';
export {
  collectFollowupTasks,
  followupMessage,
  SKIP_FOR_NOW_STATUS,
  SKIP_STATUS,
  type FollowupTask,
} from './machine/checklist-status.ts';
export {
  addressFallbackProgress,
  ADDRESS_FALLBACK_STEPS,
  stepProgress,
  type StepProgress,
} from './machine/checklist-progress.ts';
export { beneficiaryOnboardingStateKey, loadLocalProgress, saveLocalProgress } from './machine/local-progress.ts';
