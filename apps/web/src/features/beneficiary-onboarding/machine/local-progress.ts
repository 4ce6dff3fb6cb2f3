import { OnboardingModulesSchema, lazySchema } from '@app/domain';
import { z } from 'zod';
import {
  BENEFICIARY_FLOW_STATES,
  flowStateOf,
  type BeneficiaryOnboardingInput,
  type BeneficiaryOnboardingSnapshot,
} from './beneficiary-onboarding-machine.ts';

/**
 * The checklist's state and modules in this browser (spec 3 §4.2), under
 * 'beneficiary-onboarding-state-{team}-{account}', so two people sharing a browser, or one person in
 * two teams, never resume each other's checklist. The server record stays the source of truth.
 */
export function beneficiaryOnboardingStateKey(teamId: string, accountId: string): string {
  return `beneficiary-onboarding-state-${teamId}-${accountId}`;
}

const StoredProgressSchema = lazySchema(() =>
  z.object({
    flowState: z.enum(BENEFICIARY_FLOW_STATES),
    modules: OnboardingModulesSchema,
    position: z.object({ moduleIndex: z.number().int().min(0), exhibitIndex: z.number().int().min(-1) }).nullable(),
  }),
);
export type StoredBeneficiaryProgress = z.infer<typeof StoredProgressSchema>;

export function progressOf(snapshot: BeneficiaryOnboardingSnapshot): StoredBeneficiaryProgress {
  return { flowState: flowStateOf(snapshot), modules: snapshot.context.modules, position: snapshot.context.position };
}

/** Stores a snapshot; nothing is stored before the modules arrive (initializing would wipe a resume point). */
export function saveLocalProgress(
  teamId: string,
  accountId: string,
  snapshot: BeneficiaryOnboardingSnapshot,
  storage: Storage = localStorage,
): void {
  const progress = progressOf(snapshot);
  if (progress.flowState === 'initializing') return;
  try {
    storage.setItem(beneficiaryOnboardingStateKey(teamId, accountId), JSON.stringify(progress));
  } catch {
    // A full or disabled storage only loses the local copy; the server keeps the modules.
  }
}

/** The stored progress as machine input, or null when there is none or it is not a shape this version reads. */
export function loadLocalProgress(
  teamId: string,
  accountId: string,
  storage: Storage = localStorage,
): BeneficiaryOnboardingInput | null {
  const raw = storage.getItem(beneficiaryOnboardingStateKey(teamId, accountId));
  if (!raw) return null;
  try {
    const parsed = StoredProgressSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return { modules: parsed.data.modules, position: parsed.data.position, flowState: parsed.data.flowState };
  } catch {
    return null;
  }
}
