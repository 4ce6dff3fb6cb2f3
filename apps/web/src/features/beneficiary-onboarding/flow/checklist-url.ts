import { onboardingModuleSlug, type OnboardingModule } from '@app/domain';
import { paths } from '@/lib/paths.ts';
import { exhibitAt, type ChecklistPosition } from '../machine/checklist-position.ts';

export const COMPLETE_SEGMENT = 'complete';
export const FOLLOWUP_SEGMENT = 'followup';

export const beneficiaryOnboardingHref = {
  complete: `${paths.beneficiaryOnboarding}/${COMPLETE_SEGMENT}`,
  followup: `${paths.beneficiaryOnboarding}/${FOLLOWUP_SEGMENT}`,
  /** /onboarding/beneficiary/{module slug}?id={moduleId}[&exhibitId={exhibitId}] (spec 3 §2.3). */
  module(module: Pick<OnboardingModule, 'id' | 'type'>, exhibitId?: string | null): string {
    const search = new URLSearchParams({ id: module.id });
    if (exhibitId) search.set('exhibitId', exhibitId);
    return `${paths.beneficiaryOnboarding}/${onboardingModuleSlug(module.type)}?${search.toString()}`;
  },
};

/** The address of a checklist position; a virtual cover page has no exhibitId. */
export function positionHref(modules: readonly OnboardingModule[], position: ChecklistPosition | null): string | null {
  const module = position ? modules[position.moduleIndex] : undefined;
  if (!module) return null;
  return beneficiaryOnboardingHref.module(module, exhibitAt(modules, position)?.id ?? null);
}

/** The part of the current address that names a position (read-only and other parameters left out). */
export function currentPositionHref(segment: string, search: URLSearchParams): string {
  const id = search.get('id');
  const params = new URLSearchParams();
  if (id) params.set('id', id);
  const exhibitId = search.get('exhibitId');
  if (exhibitId) params.set('exhibitId', exhibitId);
  const query = params.toString();
  return `${paths.beneficiaryOnboarding}/${segment}${query ? `?${query}` : ''}`;
}
