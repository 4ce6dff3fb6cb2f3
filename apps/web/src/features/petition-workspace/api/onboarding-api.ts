import { graphql } from '@/lib/gql/index.ts';

/** Builds (or refreshes, keeping progress) the beneficiary's onboarding checklist from the petition (migration 0025). */
export const WorkspaceStartOnboarding = graphql(`
  mutation WorkspaceStartOnboarding($petitionId: UUID!) {
    startBeneficiaryOnboarding(input: { petitionId: $petitionId }) {
      onboarding {
        id
        status
      }
    }
  }
`);
