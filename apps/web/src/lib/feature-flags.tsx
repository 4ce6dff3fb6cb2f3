import { useQuery } from '@apollo/client/react';
import { FEATURE_GATE_DEFAULTS, type FeatureGate } from '@app/domain';
import { createContext, useContext, type ReactNode } from 'react';
import { graphql } from './gql/index.ts';

const FeatureFlagValuesQuery = graphql(`
  query FeatureFlagValues($teamId: UUID) {
    featureFlagValues(teamId: $teamId) {
      nodes {
        key
        enabled
      }
    }
  }
`);

type FlagValues = Readonly<Record<string, boolean>>;
const FeatureFlagContext = createContext<FlagValues>({});

/**
 * Feature flags evaluated by the server for the signed-in user (id, e-mail, isAdmin on the server side)
 * and the current team.
 */
export function FeatureFlagProvider({ teamId, children }: { teamId: string | null; children: ReactNode }) {
  const { data, error } = useQuery(FeatureFlagValuesQuery, { variables: { teamId } });
  if (error) console.error('feature flags error:', error);
  const values: Record<string, boolean> = {};
  for (const flag of data?.featureFlagValues?.nodes ?? []) {
    if (flag.key && typeof flag.enabled === 'boolean') values[flag.key] = flag.enabled;
  }
  return <FeatureFlagValuesProvider values={values}>{children}</FeatureFlagValuesProvider>;
}

/** Known flag values (tests, and the provider above). */
export function FeatureFlagValuesProvider({ values, children }: { values: FlagValues; children: ReactNode }) {
  return <FeatureFlagContext.Provider value={values}>{children}</FeatureFlagContext.Provider>;
}

/** A gate's value; its default (spec: beneficiary-onboarding on) until the server answers. */
export function useFeatureGate(gate: FeatureGate): boolean {
  const values = useContext(FeatureFlagContext);
  return values[gate] ?? FEATURE_GATE_DEFAULTS[gate];
}
