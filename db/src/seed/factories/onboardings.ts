import type { OnboardingStatus } from '@app/domain';
import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.onboardings: a petition's customer onboarding (its modules JSON follows spec 3 §3). */
export type OnboardingRow = {
  id: string;
  petition_id: string;
  modules: unknown[];
  status: OnboardingStatus;
  flow_state: string | null;
  version: number;
  created_at: string;
  updated_at: string;
};

export function makeOnboarding(overrides: Partial<OnboardingRow> & Pick<OnboardingRow, 'petition_id'>): OnboardingRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<OnboardingRow>(
    {
      id: newId(),
      petition_id: overrides.petition_id,
      modules: [],
      status: 'not_started',
      flow_state: null,
      version: 1,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}
