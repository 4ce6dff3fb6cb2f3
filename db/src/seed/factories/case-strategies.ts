import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.case_strategies: a strategy saved from the build-case-strategy page. */
export type CaseStrategyRow = {
  id: string;
  user_id: string | null;
  user_email: string | null;
  label: string;
  strategy: unknown;
  created_at: string;
  updated_at: string;
};

export function makeCaseStrategy(overrides: Partial<CaseStrategyRow> = {}): CaseStrategyRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<CaseStrategyRow>(
    {
      id: newId(),
      user_id: null,
      user_email: null,
      label: '',
      strategy: { modules: [] },
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}
