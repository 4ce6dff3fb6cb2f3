import { useQuery } from '@apollo/client/react';
import { FEATURE_GATE_DEFAULTS, type FeatureGate } from '@app/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { graphql } from './gql/index.ts';
import { useDeferredResult } from './use-deferred-result.ts';

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
  // The answer renders in the background (useDeferredResult) and the values keep their identity between renders:
  // every screen reads them, and a new object would re-render all of it (issue 35).
  const { data, error } = useDeferredResult(useQuery(FeatureFlagValuesQuery, { variables: { teamId } }));
  if (error) console.error('feature flags error:', error);
  const nodes = data?.featureFlagValues?.nodes;
  const values = useMemo(() => {
    const known: Record<string, boolean> = {};
    for (const flag of nodes ?? []) {
      if (flag.key && typeof flag.enabled === 'boolean') known[flag.key] = flag.enabled;
    }
    return known;
  }, [nodes]);
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
