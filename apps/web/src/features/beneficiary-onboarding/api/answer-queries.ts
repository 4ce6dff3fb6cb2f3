import { graphql } from '@/lib/gql/index.ts';

/** The checklist's petition's answers the personal screens edit: metadata keys and the filing type (spec 3 §3). */
export const BeneficiaryOnboardingPetitionAnswersQuery = graphql(`
  query BeneficiaryOnboardingPetitionAnswers($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      metadata
      filingType
    }
  }
`);

export const BeneficiaryOnboardingSavePetitionAnswersMutation = graphql(`
  mutation BeneficiaryOnboardingSavePetitionAnswers($id: UUID!, $patch: PetitionPatch!) {
    updatePetitionById(input: { id: $id, petitionPatch: $patch }) {
      petition {
        id
        metadata
        filingType
      }
    }
  }
`);

/** The beneficiary's employment history (user employments, spec 3 §3). */
export const BeneficiaryOnboardingEmploymentsQuery = graphql(`
  query BeneficiaryOnboardingEmployments($userId: UUID!) {
    allUserEmployments(condition: { userId: $userId }, orderBy: START_DATE_DESC) {
      nodes {
        id
        companyId
        companyName
        position
        startDate
        endDate
        isCurrent
        city
        country
      }
    }
  }
`);

export const BeneficiaryOnboardingCreateEmploymentMutation = graphql(`
  mutation BeneficiaryOnboardingCreateEmployment($employment: UserEmploymentInput!) {
    createUserEmployment(input: { userEmployment: $employment }) {
      userEmployment {
        id
      }
    }
  }
`);

export const BeneficiaryOnboardingUpdateEmploymentMutation = graphql(`
  mutation BeneficiaryOnboardingUpdateEmployment($id: UUID!, $patch: UserEmploymentPatch!) {
    updateUserEmploymentById(input: { id: $id, userEmploymentPatch: $patch }) {
      userEmployment {
        id
      }
    }
  }
`);

export const BeneficiaryOnboardingDeleteEmploymentMutation = graphql(`
  mutation BeneficiaryOnboardingDeleteEmployment($id: UUID!) {
    deleteUserEmploymentById(input: { id: $id }) {
      userEmployment {
        id
      }
    }
  }
`);
