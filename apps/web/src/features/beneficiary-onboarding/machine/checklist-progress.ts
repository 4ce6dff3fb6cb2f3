import type { OnboardingModule } from '@app/domain';
import { stepIndexes, type ChecklistPosition } from './checklist-position.ts';

export interface StepProgress {
  /** 1-based number of the exhibit among the module's step exhibits; 0 on a cover page. */
  step: number;
  /** How many step exhibits the module shows (hidden ones and cover pages are not counted). */
  total: number;
  /** Share of the module's step exhibits before this one, 0-100; 100 when the module shows none. */
  percent: number;
}

/** Step number and progress of a position, from the visible exhibits of its module (spec 3 §4.2). */
export function stepProgress(modules: readonly OnboardingModule[], at: ChecklistPosition | null): StepProgress {
  const module = at ? modules[at.moduleIndex] : undefined;
  const indexes = module ? stepIndexes(module) : [];
  const total = indexes.length;
  if (total === 0 || !at) return { step: 0, total, percent: 100 };
  const step = indexes.indexOf(at.exhibitIndex) + 1;
  return { step, total, percent: step === 0 ? 0 : Math.round(((step - 1) / total) * 100) };
}

/** Default steps of the address forms when shown without a checklist position (spec 3 §4.2). */
export const ADDRESS_FALLBACK_STEPS = { US_ADDRESS: 4, FOREIGN_ADDRESS: 3 } as const;
/** The address forms' fallback counts ten steps. */
const ADDRESS_FALLBACK_TOTAL = 10;

/** Progress of an address form without a checklist position: (step - 1) / 10 × 100. */
export function addressFallbackProgress(form: keyof typeof ADDRESS_FALLBACK_STEPS, step?: number): number {
  const current = step ?? ADDRESS_FALLBACK_STEPS[form];
  return ((current - 1) / ADDRESS_FALLBACK_TOTAL) * 100;
}
