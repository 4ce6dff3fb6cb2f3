import { onboardingModuleSlug, onboardingModuleTypeFromSlug, type OnboardingModule } from '@app/domain';
import { paths } from '@/lib/paths.ts';
import { exhibitAt, moduleStart, type ChecklistPosition } from '../machine/checklist-position.ts';

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

/**
 * The module an address names by its section only (/onboarding/beneficiary/expert-letters, no `id`): the first of
 * that type the checklist can open. A person writing a link (staff's task "Send us the contact details of two
 * expert letter signatories") knows the section, never the module's id; without this the link opened wherever the
 * checklist would start.
 */
export function moduleIdForSlug(modules: readonly OnboardingModule[], segment: string): string | null {
  const type = onboardingModuleTypeFromSlug(segment);
  if (!type) return null;
  const index = modules.findIndex((module, at) => module.type === type && moduleStart(modules, at) !== null);
  return index === -1 ? null : modules[index]!.id;
}
