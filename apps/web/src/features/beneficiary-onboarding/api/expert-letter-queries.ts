import { graphql } from '@/lib/gql/index.ts';

/**
 * The petition module an expert letter belongs to: the record files every letter under EXPERT_LETTERS
 * (migration 0025), and the form to show depends on the criterion the letter supports.
 */
export const BeneficiaryOnboardingExpertLetterModuleQuery = graphql(`
  query BeneficiaryOnboardingExpertLetterModule($exhibitId: UUID!) {
    exhibitById(id: $exhibitId) {
      id
      moduleByModuleId {
        id
        type
      }
    }
  }
`);
