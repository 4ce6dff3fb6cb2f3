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

/**
 * How many of the petition's exhibits the beneficiary's checklist does not ask for yet (migration 0141). Its own
 * query, refetched on every change of the petition, the page's own included: the petition's query skips those,
 * and adding an exhibit on this page is what makes the checklist fall behind.
 */
export const WorkspaceChecklistBehind = graphql(`
  query WorkspaceChecklistBehind($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      onboardingByPetitionId {
        id
        exhibitsNotOnChecklist
      }
    }
  }
`);
