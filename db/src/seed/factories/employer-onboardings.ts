import { nowIso, withDefaults } from './build.ts';

/** app_public.employer_onboardings: the employer wizard's progress of one company (keyed by company_id). */
export type EmployerOnboardingRow = {
  company_id: string;
  step: string;
  items: Record<string, 'complete' | 'incomplete'>;
  answers: Record<string, Record<string, unknown>>;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
};

/** A wizard on Your Details with nothing answered yet; company_id is required. */
export function makeEmployerOnboarding(
  overrides: Partial<EmployerOnboardingRow> & Pick<EmployerOnboardingRow, 'company_id'>,
): EmployerOnboardingRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<EmployerOnboardingRow>(
    {
      company_id: overrides.company_id,
      step: 'confirmContact',
      items: {},
      answers: {},
      updated_by: null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}
