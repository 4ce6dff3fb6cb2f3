import type { OnboardingExhibit, OnboardingModule, OnboardingModuleType } from '@app/domain';

/** Builds small checklists for the machine's tests: only what a test names differs from the defaults. */
export function exhibit(id: string, overrides: Partial<OnboardingExhibit> = {}): OnboardingExhibit {
  return {
    id,
    exhibitId: null,
    type: 'PASSPORT',
    name: `Exhibit ${id}`,
    description: `About ${id}`,
    required: true,
    hidden: false,
    status: 'pending',
    data: {},
    moduleType: 'PERSONAL',
    ...overrides,
  };
}

export function module(
  id: string,
  type: OnboardingModuleType,
  exhibits: OnboardingExhibit[],
  overrides: Partial<OnboardingModule> = {},
): OnboardingModule {
  return {
    id,
    type,
    title: type,
    subtitle: '',
    name: type,
    status: 'pending',
    exhibits: exhibits.map((item) => ({ ...item, moduleType: type })),
    ...overrides,
  };
}

/**
 * personal: a1, a2 (hidden), a3 · critical role (virtual cover): b1, b2 · high remuneration (real cover
 * c0): c1 · memo starter (never shown): m1.
 */
export function sampleChecklist(): OnboardingModule[] {
  return [
    module('personal', 'PERSONAL', [exhibit('a1'), exhibit('a2', { hidden: true }), exhibit('a3', { required: false })]),
    module('critical', 'CRITICAL_ROLE', [exhibit('b1'), exhibit('b2')]),
    module('remuneration', 'HIGH_REMUNERATION', [
      exhibit('c0', { type: 'COVER_PAGE', required: false, status: 'completed' }),
      exhibit('c1'),
    ]),
    module('memo', 'MEMO_STARTER', [exhibit('m1')]),
  ];
}
