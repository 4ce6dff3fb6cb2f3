import type { OnboardingExhibit, OnboardingExhibitStatus, OnboardingModule, OnboardingStatus } from '@app/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useAppNavigate } from '@/lib/navigation.tsx';
import {
  beneficiaryOnboardingMachine,
  flowStateOf,
  recordStatusOf,
  type BeneficiaryFlowState,
  type BeneficiaryOnboardingSnapshot,
} from '../machine/beneficiary-onboarding-machine.ts';
import { exhibitAt, initialPosition, type ChecklistPosition } from '../machine/checklist-position.ts';
import { SKIP_FOR_NOW_STATUS, SKIP_STATUS } from '../machine/checklist-status.ts';
import { saveLocalProgress } from '../machine/local-progress.ts';
import {
  beneficiaryOnboardingHref,
  COMPLETE_SEGMENT,
  currentPositionHref,
  FOLLOWUP_SEGMENT,
  moduleIdForSlug,
  positionHref,
} from './checklist-url.ts';

/** What the flow saves to the server after each change: the record's modules, status and flow state. */
export interface FlowRecord {
  modules: OnboardingModule[];
  status: OnboardingStatus;
  flowState: BeneficiaryFlowState;
}

export interface BeneficiaryFlow {
  state: BeneficiaryFlowState;
  modules: OnboardingModule[];
  position: ChecklistPosition | null;
  exhibit: OnboardingExhibit | null;
  module: OnboardingModule | null;
  /** The address names an exhibit the checklist does not have (or hides): the loading/timeout screen shows. */
  missingExhibit: boolean;
  /** Saves an exhibit's answers (completed unless another status is given) and waits for the server. */
  saveData: (exhibitId: string, data: Record<string, unknown>, status?: OnboardingExhibitStatus) => Promise<void>;
  next: () => void;
  back: () => void;
  /** Skip: the exhibit is skipped and the flow moves on. */
  skip: (exhibitId: string) => void;
  /** Next – Skip for now: the exhibit stays pending and the flow moves on (decisions BEN-012). */
  skipForNow: (exhibitId: string) => void;
}

const settledHref = (state: BeneficiaryFlowState) =>
  state === 'completed' ? beneficiaryOnboardingHref.complete : state === 'followup' ? beneficiaryOnboardingHref.followup : null;

/**
 * The checklist machine bound to the address (spec 3 §2.3): the module id and exhibitId in the address
 * pick the position (INIT_MODULES), every move rewrites the address, completed and followup go to their
 * screens, and every change is kept in this browser and handed to `persist` (the server copy).
 */
export function useBeneficiaryFlow({
  modules,
  storageKey,
  persist,
}: {
  modules: OnboardingModule[];
  storageKey: { teamId: string; accountId: string };
  persist: (record: FlowRecord) => Promise<void>;
}): BeneficiaryFlow {
  const navigate = useAppNavigate();
  const segment = useParams()['*'] ?? '';
  const [search] = useSearchParams();
  // The address picks the position; a checklist screen with a wrong one is corrected. The base path
  // opens the first open module without rewriting the address: it is rewritten once the user moves.
  const exhibitId = search.get('exhibitId');
  const onChecklist = segment !== COMPLETE_SEGMENT && segment !== FOLLOWUP_SEGMENT;
  // An address naming only the section (a link someone wrote) opens that section's first module.
  const moduleId = search.get('id') ?? (onChecklist && !exhibitId ? moduleIdForSlug(modules, segment) : null);
  // With the record here, the machine starts at the address's position: the first render is the checklist itself,
  // not an empty one that an effect fills with a second, synchronous render of the whole page (issue 35).
  // (The machine reads its input once, when it starts: worked out on the first render only.)
  const [input] = useState(() => (onChecklist ? { modules, position: initialPosition(modules, { moduleId, exhibitId }) } : {}));
  const actor = useActorRef(beneficiaryOnboardingMachine, { input });
  const snapshot = useSelector(actor, (s) => s);
  const persistRef = useRef(persist);
  useEffect(() => {
    persistRef.current = persist;
  }, [persist]);

  const save = useCallback(async () => {
    const current = actor.getSnapshot();
    saveLocalProgress(storageKey.teamId, storageKey.accountId, current);
    const flowState = flowStateOf(current);
    await persistRef.current({ modules: current.context.modules, status: recordStatusOf(flowState), flowState });
  }, [actor, storageKey.accountId, storageKey.teamId]);
  const saveInBackground = useCallback(() => {
    save().catch((error: unknown) => console.error('beneficiary onboarding not saved:', error));
  }, [save]);

  const go = useCallback(
    (current: BeneficiaryOnboardingSnapshot, replace = false) => {
      const target = settledHref(flowStateOf(current)) ?? positionHref(current.context.modules, current.context.position);
      if (target) navigate(target, { replace });
    },
    [navigate],
  );

  // Spec 3 §2.3: a missing exhibit is not corrected to another one; the page says so and offers the exit.
  const missingExhibit =
    onChecklist && exhibitId !== null && !modules.some((m) => m.exhibits.some((e) => e.id === exhibitId && !e.hidden));
  const handledAddress = useRef<string | null>(null);
  useEffect(() => {
    if (!onChecklist || modules.length === 0) return;
    const here = currentPositionHref(
      segment,
      new URLSearchParams({ ...(moduleId ? { id: moduleId } : {}), ...(exhibitId ? { exhibitId } : {}) }),
    );
    const before = actor.getSnapshot();
    const initializing = flowStateOf(before) === 'initializing';
    // A refetch of the record (new modules) does not move the user.
    if (!initializing && handledAddress.current === here) return;
    // The machine started from this address and these modules (useActorRef's input above).
    const startedHere = !initializing && handledAddress.current === null;
    handledAddress.current = here;
    if (!startedHere) {
      if (!initializing && positionHref(before.context.modules, before.context.position) === here) return;
      actor.send({ type: 'INIT_MODULES', modules: initializing ? modules : before.context.modules, moduleId, exhibitId });
    }
    const after = actor.getSnapshot();
    if (segment !== '' && !missingExhibit && positionHref(after.context.modules, after.context.position) !== here) {
      go(after, true);
    }
  }, [actor, exhibitId, go, missingExhibit, moduleId, modules, onChecklist, segment]);

  // The stored record changed under the page (a staff refresh, an exhibit deleted; also the refetch after this page's
  // own save): the checklist takes its items and modules from it and keeps its own statuses and answers, so the user
  // is not asked for what staff removed, and the next save does not write back the page's older shape.
  const adoptedModules = useRef(modules);
  useEffect(() => {
    if (adoptedModules.current === modules) return;
    adoptedModules.current = modules;
    if (flowStateOf(actor.getSnapshot()) === 'initializing' || modules.length === 0) return;
    actor.send({ type: 'RECORD_CHANGED', modules });
  }, [actor, modules]);

  const move = useCallback(
    (type: 'NEXT_EXHIBIT' | 'PREV_EXHIBIT') => {
      actor.send({ type });
      saveInBackground();
      go(actor.getSnapshot());
    },
    [actor, go, saveInBackground],
  );

  const { position } = snapshot.context;
  return {
    state: flowStateOf(snapshot),
    modules: snapshot.context.modules,
    position,
    exhibit: exhibitAt(snapshot.context.modules, position),
    module: position ? (snapshot.context.modules[position.moduleIndex] ?? null) : null,
    missingExhibit,
    saveData: useCallback(
      (id: string, data: Record<string, unknown>, status?: OnboardingExhibitStatus) => {
        actor.send({ type: 'SET_DATA', exhibitId: id, data, ...(status ? { status } : {}) });
        return save();
      },
      [actor, save],
    ),
    next: useCallback(() => move('NEXT_EXHIBIT'), [move]),
    back: useCallback(() => move('PREV_EXHIBIT'), [move]),
    skip: useCallback(
      (id: string) => {
        actor.send({ type: 'SET_EXHIBIT_STATUS', exhibitId: id, status: SKIP_STATUS });
        move('NEXT_EXHIBIT');
      },
      [actor, move],
    ),
    skipForNow: useCallback(
      (id: string) => {
        actor.send({ type: 'SET_EXHIBIT_STATUS', exhibitId: id, status: SKIP_FOR_NOW_STATUS });
        move('NEXT_EXHIBIT');
      },
      [actor, move],
    ),
  };
}
