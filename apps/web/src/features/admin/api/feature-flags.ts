import { graphql } from '@/lib/gql/index.ts';

/** Every flag with its default, and how many overrides (per user, per team, staff-wide) take precedence over it. */
export const AdminFeatureFlagsQuery = graphql(`
  query AdminFeatureFlags {
    allFeatureFlags(orderBy: [KEY_ASC]) {
      nodes {
        key
        description
        enabled
        updatedAt
        featureFlagOverridesByFlagKey {
          totalCount
        }
      }
    }
  }
`);

/** Turns a flag's default on or off (staff only; row-level security refuses anyone else). */
export const UpdateFeatureFlagDefaultMutation = graphql(`
  mutation UpdateFeatureFlagDefault($key: String!, $enabled: Boolean!) {
    updateFeatureFlagByKey(input: { key: $key, featureFlagPatch: { enabled: $enabled } }) {
      featureFlag {
        key
        enabled
        updatedAt
      }
    }
  }
`);

/**
 * The app's own flag values (the FeatureFlagValues query of src/lib/feature-flags.tsx), refetched by name
 * after a default changes.
 */
export const FEATURE_FLAG_VALUES_QUERY = 'FeatureFlagValues';
