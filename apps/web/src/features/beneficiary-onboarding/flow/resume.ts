import type { OnboardingModule } from '@app/domain';
import type { BeneficiaryOnboardingInput } from '../machine/beneficiary-onboarding-machine.ts';
import { exhibitAt, initialPosition } from '../machine/checklist-position.ts';
import { hasOpenExhibits } from '../machine/checklist-status.ts';
import { beneficiaryOnboardingHref, positionHref } from './checklist-url.ts';

/**
 * Where a returning beneficiary lands when they open /onboarding/beneficiary without naming a module
 * (issue 25: the saved flow state and this browser's progress are read back):
 * - a finished checklist (flow state and record status completed, nothing left open): the complete screen;
 * - otherwise this browser's progress of the same checklist: the module and exhibit they left;
 * - otherwise null: the checklist opens its first open module (spec 3 §2.3). That is also where a
 *   followup beneficiary, or one whose finished checklist staff reopened with new items, continues.
 * The server record is the source of truth: local progress only chooses the position, and only when the
 * exhibit it names is still in the record and shown.
 */
export function resumeHref({
  flowState,
  status,
  modules,
  local,
}: {
  flowState: string | null | undefined;
  /** The record's status as the API spells it (COMPLETED) or as the domain does (completed). */
  status: string | null | undefined;
  modules: readonly OnboardingModule[];
  local: BeneficiaryOnboardingInput | null;
}): string | null {
  if (flowState === 'completed' && status?.toLowerCase() === 'completed' && !hasOpenExhibits(modules)) {
    return beneficiaryOnboardingHref.complete;
  }
  const left = local?.modules && local.position ? local.modules[local.position.moduleIndex] : undefined;
  if (!local?.modules || !left) return null;
  const exhibit = exhibitAt(local.modules, local.position ?? null);
  const position = initialPosition(modules, { moduleId: left.id, exhibitId: exhibit?.id ?? null });
  // initialPosition falls back to the first open module: only a position in the module they left counts.
  if (!position || modules[position.moduleIndex]?.id !== left.id) return null;
  return positionHref(modules, position);
}
