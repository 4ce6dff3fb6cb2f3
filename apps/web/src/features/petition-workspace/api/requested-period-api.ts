import { graphql } from '@/lib/gql/index.ts';

/**
 * The petition's requested period of employment and what the forms fall back to without one (petitionEmploymentPeriod
 * in the domain): the beneficiary's employments, of which offeredEmployment picks the one at the petitioner. Its
 * title and salary are the role offer the forms print over the builder's words (offeredRole, use-offered-role-notes).
 */
export const PetitionRequestedPeriodQuery = graphql(`
  query PetitionRequestedPeriod($id: UUID!) {
    petitionById(id: $id) {
      id
      visaClass
      companyId
      requestedStartDate
      requestedEndDate
      userByBeneficiaryId {
        id
        userEmploymentsByUserId {
          nodes {
            id
            companyId
            isCurrent
            startDate
            endDate
            position
            salary
            salaryFrequency
          }
        }
      }
    }
  }
`);

/** Staff set both dates, or clear both (null: the forms print the employer's offer dates). */
export const WorkspaceSetRequestedPeriod = graphql(`
  mutation WorkspaceSetRequestedPeriod($id: UUID!, $start: Date, $end: Date) {
    updatePetitionById(input: { id: $id, petitionPatch: { requestedStartDate: $start, requestedEndDate: $end } }) {
      petition {
        id
        requestedStartDate
        requestedEndDate
      }
    }
  }
`);
