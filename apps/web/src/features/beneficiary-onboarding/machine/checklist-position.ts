import {
  HIDDEN_ONBOARDING_MODULE_TYPES,
  ONBOARDING_MODULES_WITH_VIRTUAL_COVER,
  OPEN_ONBOARDING_STATUSES,
  type OnboardingExhibit,
  type OnboardingModule,
} from '@app/domain';

/**
 * Where the beneficiary is in the checklist (spec 3 §4.2): a module and an exhibit index in it.
 * Index -1 is the virtual cover page of a case-evidence module that has no real one.
 */
export interface ChecklistPosition {
  moduleIndex: number;
  exhibitIndex: number;
}

/** The index of a module's virtual cover page. */
export const VIRTUAL_COVER_INDEX = -1;

const isOneOf = <T extends string>(list: readonly T[], value: string): boolean => (list as readonly string[]).includes(value);

export const isCoverPage = (exhibit: OnboardingExhibit): boolean => exhibit.type === 'COVER_PAGE';

/** Shown and counted: not hidden and not a cover page. */
export const isStepExhibit = (exhibit: OnboardingExhibit): boolean => !exhibit.hidden && !isCoverPage(exhibit);

/** MEMO_STARTER is kept in the record but never shown. */
export const isShownModule = (module: OnboardingModule): boolean => !isOneOf(HIDDEN_ONBOARDING_MODULE_TYPES, module.type);

/** Critical role, original contribution and expert letters open with a cover even without a real one. */
export function hasVirtualCover(module: OnboardingModule): boolean {
  return isOneOf(ONBOARDING_MODULES_WITH_VIRTUAL_COVER, module.type) && !module.exhibits.some(isCoverPage);
}

/** Where a module's cover page is: -1 for a virtual one, the real one's index (0 in practice), or null. */
export function coverIndex(module: OnboardingModule): number | null {
  if (hasVirtualCover(module)) return VIRTUAL_COVER_INDEX;
  const real = module.exhibits.findIndex((exhibit) => isCoverPage(exhibit) && !exhibit.hidden);
  return real === -1 ? null : real;
}

/** Indexes of a module's step exhibits, in order. */
export function stepIndexes(module: OnboardingModule): number[] {
  return module.exhibits.flatMap((exhibit, index) => (isStepExhibit(exhibit) ? [index] : []));
}

/** A module is visited when it is shown and has a cover or at least one step exhibit. */
function isVisitable(module: OnboardingModule): boolean {
  return isShownModule(module) && (coverIndex(module) !== null || stepIndexes(module).length > 0);
}

/** The first place in a module: its cover page when it has one, else its first step exhibit. */
export function moduleStart(modules: readonly OnboardingModule[], moduleIndex: number): ChecklistPosition | null {
  const module = modules[moduleIndex];
  if (!module || !isVisitable(module)) return null;
  return { moduleIndex, exhibitIndex: coverIndex(module) ?? stepIndexes(module)[0]! };
}

/** The following step exhibit; past a module's last one, the start of the next visitable module; null at the end. */
export function nextPosition(modules: readonly OnboardingModule[], at: ChecklistPosition): ChecklistPosition | null {
  const module = modules[at.moduleIndex];
  const following = module ? stepIndexes(module).find((index) => index > at.exhibitIndex) : undefined;
  if (following !== undefined) return { moduleIndex: at.moduleIndex, exhibitIndex: following };
  for (let moduleIndex = at.moduleIndex + 1; moduleIndex < modules.length; moduleIndex += 1) {
    const start = moduleStart(modules, moduleIndex);
    if (start) return start;
  }
  return null;
}

/**
 * The previous step exhibit in the module; on the first one (or a cover) the last step exhibit of the
 * previous module that has one; null at the very beginning. Cover pages are not stepped back onto.
 */
export function previousPosition(modules: readonly OnboardingModule[], at: ChecklistPosition): ChecklistPosition | null {
  const module = modules[at.moduleIndex];
  const earlier = module ? stepIndexes(module).filter((index) => index < at.exhibitIndex) : [];
  if (earlier.length > 0) return { moduleIndex: at.moduleIndex, exhibitIndex: earlier.at(-1)! };
  for (let moduleIndex = at.moduleIndex - 1; moduleIndex >= 0; moduleIndex -= 1) {
    const candidate = modules[moduleIndex]!;
    const last = isShownModule(candidate) ? stepIndexes(candidate).at(-1) : undefined;
    if (last !== undefined) return { moduleIndex, exhibitIndex: last };
  }
  return null;
}

/**
 * Where a visit starts (spec 3 §2.3): the given exhibit, else the start of the given module, else the
 * first module still pending or in progress, else the first module.
 */
export function initialPosition(
  modules: readonly OnboardingModule[],
  wanted: { moduleId?: string | null; exhibitId?: string | null } = {},
): ChecklistPosition | null {
  if (wanted.exhibitId) {
    for (const [moduleIndex, module] of modules.entries()) {
      if (wanted.moduleId && module.id !== wanted.moduleId) continue;
      const exhibitIndex = module.exhibits.findIndex((exhibit) => exhibit.id === wanted.exhibitId);
      if (exhibitIndex !== -1 && isShownModule(module) && !module.exhibits[exhibitIndex]!.hidden) {
        return { moduleIndex, exhibitIndex };
      }
    }
  }
  if (wanted.moduleId) {
    const start = moduleStart(
      modules,
      modules.findIndex((module) => module.id === wanted.moduleId),
    );
    if (start) return start;
  }
  const open = modules.findIndex((module) => isVisitable(module) && isOneOf(OPEN_ONBOARDING_STATUSES, module.status));
  if (open !== -1) return moduleStart(modules, open);
  const first = modules.findIndex(isVisitable);
  return first === -1 ? null : moduleStart(modules, first);
}

/** The exhibit at a position; null on a virtual cover or outside the checklist. */
export function exhibitAt(modules: readonly OnboardingModule[], at: ChecklistPosition | null): OnboardingExhibit | null {
  if (!at) return null;
  return modules[at.moduleIndex]?.exhibits[at.exhibitIndex] ?? null;
}
