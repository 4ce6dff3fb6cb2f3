import {
  EMPLOYER_ONBOARDING_ROUTES,
  employerOnboardingStateOfRoute,
  type EmployerOnboardingProgress,
  type EmployerOnboardingState,
  type EmployerOnboardingStep,
} from '@app/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useAppNavigate } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import {
  currentEmployerOnboardingState,
  employerOnboardingMachine,
  isStepApplicable,
  progressOf,
  type EmployerOnboardingContext,
} from './employer-onboarding-machine.ts';
import { markLocalProgressSaved, saveLocalProgress } from './local-progress.ts';

export const employerOnboardingHref = (state: EmployerOnboardingState) =>
  `${paths.employerOnboarding}/${EMPLOYER_ONBOARDING_ROUTES[state]}`;

export interface EmployerWizard {
  state: EmployerOnboardingState;
  context: EmployerOnboardingContext;
  next: () => void;
  back: () => void;
  skip: () => void;
  goTo: (state: EmployerOnboardingState) => void;
  /** Records a step's answers; resolves once the server has them (an autosave awaits it). */
  storeStepData: (step: EmployerOnboardingStep, data: Record<string, unknown>) => Promise<void>;
  setHqIsBeneficiaryWorksite: (value: boolean) => void;
  isApplicable: (state: EmployerOnboardingState) => boolean;
}

/**
 * The machine bound to the address: the route segment picks the state (goTo, so a step that does not
 * apply is refused and the address corrected), moves navigate to the new state's route, and every
 * change but welcome is kept locally and handed to `persist` (the server copy). Opening the base path
 * resumes where the user was.
 */
export function useEmployerWizard({
  companyId,
  initial,
  facts,
  persist,
  onComplete,
}: {
  companyId: string;
  initial: EmployerOnboardingProgress | null;
  facts: Pick<EmployerOnboardingContext, 'hqIsBeneficiaryWorksite' | 'hasPendingDocsPetition'>;
  persist: (progress: EmployerOnboardingProgress) => Promise<void>;
  /** Called once when a move reaches the completion screen. */
  onComplete: () => void;
}): EmployerWizard {
  const actor = useActorRef(employerOnboardingMachine, {
    input: { ...facts, items: initial?.items, answers: initial?.answers },
  });
  const state = useSelector(actor, currentEmployerOnboardingState);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const navigate = useAppNavigate();
  const segment = useParams()['*'] ?? '';
  const routeState = employerOnboardingStateOfRoute(segment);
  // Where to resume is decided once, like the machine's input: a later refetch of the stored progress
  // (after a background save) must not re-run the address sync while a navigation is still pending.
  const [resumeStep] = useState(() => initial?.step ?? 'welcome');
  const persistRef = useRef(persist);
  useEffect(() => {
    persistRef.current = persist;
  }, [persist]);

  // Saves run one after another, each sending the machine's progress as it is when it starts: two in
  // flight together could reach the server out of order and leave an older step stored.
  const saving = useRef<Promise<void>>(Promise.resolve());
  const save = useCallback(() => {
    saveLocalProgress(companyId, progressOf(actor.getSnapshot()));
    const run = saving.current
      .catch(() => undefined)
      .then(async () => {
        const progress = progressOf(actor.getSnapshot());
        await persistRef.current(progress);
        markLocalProgressSaved(companyId, progress);
      });
    saving.current = run;
    return run;
  }, [actor, companyId]);
  /** Step moves are saved in the background: a failure is only logged, the next save carries it. */
  const saveInBackground = useCallback(() => {
    save().catch((error: unknown) => console.error('employer onboarding progress not saved:', error));
  }, [save]);

  // The address decides the state; the machine may refuse it, and then the address follows the machine.
  useEffect(() => {
    const before = currentEmployerOnboardingState(actor.getSnapshot());
    // The base path resumes: where the machine is, else where the stored progress was.
    const resumeAt = before !== 'welcome' ? before : resumeStep;
    const wanted = segment === '' ? resumeAt : (routeState ?? 'welcome');
    if (wanted !== before) actor.send({ type: 'goTo', state: wanted });
    // A step that does not apply is refused: then go where the user was instead.
    if (currentEmployerOnboardingState(actor.getSnapshot()) !== wanted && resumeAt !== before) {
      actor.send({ type: 'goTo', state: resumeAt });
    }
    const now = currentEmployerOnboardingState(actor.getSnapshot());
    if (now !== routeState || segment === '') navigate(employerOnboardingHref(now), { replace: true });
    if (now !== before && now !== 'welcome') saveInBackground();
  }, [actor, navigate, resumeStep, routeState, saveInBackground, segment]);

  const move = useCallback(
    (type: 'next' | 'back' | 'skip') => {
      const before = currentEmployerOnboardingState(actor.getSnapshot());
      actor.send({ type });
      const now = currentEmployerOnboardingState(actor.getSnapshot());
      if (now !== 'welcome') saveInBackground();
      if (now === 'final' && before !== 'final') onComplete();
      navigate(employerOnboardingHref(now));
    },
    [actor, navigate, onComplete, saveInBackground],
  );

  return {
    state,
    context,
    next: useCallback(() => move('next'), [move]),
    back: useCallback(() => move('back'), [move]),
    skip: useCallback(() => move('skip'), [move]),
    goTo: useCallback((target: EmployerOnboardingState) => navigate(employerOnboardingHref(target)), [navigate]),
    storeStepData: useCallback(
      (step: EmployerOnboardingStep, data: Record<string, unknown>) => {
        actor.send({ type: 'storeStepData', step, data });
        return save();
      },
      [actor, save],
    ),
    setHqIsBeneficiaryWorksite: useCallback(
      (value: boolean) => actor.send({ type: 'setHqIsBeneficiaryWorksite', value }),
      [actor],
    ),
    isApplicable: useCallback((target: EmployerOnboardingState) => isStepApplicable(target, context), [context]),
  };
}
