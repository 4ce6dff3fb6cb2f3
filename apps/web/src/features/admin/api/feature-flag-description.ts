import { graphql } from '@/lib/gql/index.ts';

/** Changes a flag's description (staff only; row-level security refuses anyone else). */
export const UpdateFeatureFlagDescriptionMutation = graphql(`
  mutation UpdateFeatureFlagDescription($key: String!, $description: String!) {
    updateFeatureFlagByKey(input: { key: $key, featureFlagPatch: { description: $description } }) {
      featureFlag {
        key
        description
        updatedAt
      }
    }
  }
`);
