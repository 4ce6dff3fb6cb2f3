import type { OnboardingExhibit, OnboardingExhibitStatus, OnboardingModule, OnboardingModuleStatus } from '@app/domain';
import { isShownModule, isStepExhibit } from './checklist-position.ts';

/** Status an exhibit gets from the Skip action of its screen (spec 3 §4.2). */
export const SKIP_STATUS: OnboardingExhibitStatus = 'skipped';
/** Status an exhibit gets from 'Next – Skip for now': progress kept, the item stays open (decisions BEN-012). */
export const SKIP_FOR_NOW_STATUS: OnboardingExhibitStatus = 'pending';
/** Status saving an exhibit's data gives it unless the screen names another. */
export const SAVED_STATUS: OnboardingExhibitStatus = 'completed';

const isDone = (exhibit: OnboardingExhibit) => exhibit.status === 'completed' || exhibit.status === 'skipped';
const isOpen = (exhibit: OnboardingExhibit) => exhibit.status === 'pending' || exhibit.status === 'in_progress';

/**
 * A module is completed when all its exhibits are completed or skipped, otherwise in progress
 * (spec 3 §4.2). Hidden exhibits and cover pages never hold a module open.
 */
export function settledModuleStatus(module: OnboardingModule): OnboardingModuleStatus {
  return module.exhibits.filter(isStepExhibit).every(isDone) ? 'completed' : 'in_progress';
}

function updateExhibit(
  modules: readonly OnboardingModule[],
  exhibitId: string,
  change: (exhibit: OnboardingExhibit) => OnboardingExhibit,
): OnboardingModule[] {
  return modules.map((module) => {
    if (!module.exhibits.some((exhibit) => exhibit.id === exhibitId)) return module;
    const updated = {
      ...module,
      exhibits: module.exhibits.map((exhibit) => (exhibit.id === exhibitId ? change(exhibit) : exhibit)),
    };
    return { ...updated, status: settledModuleStatus(updated) };
  });
}

/**
 * Saving an exhibit's data: the exhibit becomes completed (or the status given), and its module leaves
 * pending (in progress, or completed once every exhibit is done). An unknown id changes nothing.
 */
export function saveExhibitData(
  modules: readonly OnboardingModule[],
  exhibitId: string,
  data: Record<string, unknown>,
  status: OnboardingExhibitStatus = SAVED_STATUS,
): OnboardingModule[] {
  return updateExhibit(modules, exhibitId, (exhibit) => ({ ...exhibit, data, status }));
}

const itemIds = (module: OnboardingModule) => module.exhibits.map((exhibit) => exhibit.id).join(' ');

/**
 * The stored checklist as this page should now show it: its items and modules are the stored ones (staff may have
 * refreshed it or deleted an exhibit since the page loaded), with this page's statuses and answers for the items and
 * modules it already had (its own saves are never older than the stored copy). The server keeps the same split
 * (migration 0142): a customer's save changes only statuses and answers.
 */
export function adoptStoredChecklist(
  stored: readonly OnboardingModule[],
  onPage: readonly OnboardingModule[],
): OnboardingModule[] {
  const pageItems = new Map(onPage.flatMap((module) => module.exhibits.map((exhibit) => [exhibit.id, exhibit] as const)));
  const pageModules = new Map(onPage.map((module) => [module.id, module] as const));
  return stored.map((module) => {
    const exhibits = module.exhibits.map((exhibit) => {
      const mine = pageItems.get(exhibit.id);
      return mine ? { ...exhibit, status: mine.status, data: mine.data } : exhibit;
    });
    const mine = pageModules.get(module.id);
    // A module whose items changed keeps the status the server worked out for them (it lost its one open item, say).
    const sameItems = mine && itemIds(mine) === itemIds(module);
    return { ...module, exhibits, status: sameItems ? mine.status : module.status };
  });
}

/** Skip (skipped), skip for now (pending) or any other explicit status; the module settles as above. */
export function setExhibitStatus(
  modules: readonly OnboardingModule[],
  exhibitId: string,
  status: OnboardingExhibitStatus,
): OnboardingModule[] {
  return updateExhibit(modules, exhibitId, (exhibit) => ({ ...exhibit, status }));
}

/** Leaving a module past its last exhibit settles its status (completed only when nothing is open). */
export function settleModule(modules: readonly OnboardingModule[], moduleIndex: number): OnboardingModule[] {
  return modules.map((module, index) => (index === moduleIndex ? { ...module, status: settledModuleStatus(module) } : module));
}

/** Any shown exhibit still pending or in progress: the flow ends in followup rather than completed. */
export function hasOpenExhibits(modules: readonly OnboardingModule[]): boolean {
  return modules.some((module) => isShownModule(module) && module.exhibits.some((e) => isStepExhibit(e) && isOpen(e)));
}

export interface FollowupTask {
  moduleId: string;
  exhibitId: string;
  message: string;
}

/** The message of an open required exhibit (spec 3 §4.2, verbatim). */
export function followupMessage(exhibit: Pick<OnboardingExhibit, 'name' | 'description'>): string {
  return `Please provide the required data for ${exhibit.name}: ${exhibit.description}`;
}

/** VALIDATE: one task per required shown exhibit still pending or in progress, in checklist order. */
export function collectFollowupTasks(modules: readonly OnboardingModule[]): FollowupTask[] {
  return modules
    .filter(isShownModule)
    .flatMap((module) =>
      module.exhibits
        .filter((exhibit) => exhibit.required && isStepExhibit(exhibit) && isOpen(exhibit))
        .map((exhibit) => ({ moduleId: module.id, exhibitId: exhibit.id, message: followupMessage(exhibit) })),
    );
}
