import { graphql } from '@/lib/gql/index.ts';

/** A worksite's name and address as the petition page shows it (never its id). */
export const PetitionWorksiteOfficeFields = graphql(`
  fragment PetitionWorksiteOfficeFields on CompanyOffice {
    id
    label
    street
    unitType
    unitNumber
    city
    state
    postalCode
  }
`);

/**
 * The petition's chosen worksite and what the forms fall back to without one (petitionWorksite in the domain): the
 * petitioner's worksites in the order they were added, and its business address when the employer said the
 * beneficiary works there.
 */
export const PetitionWorksiteQuery = graphql(`
  query PetitionWorksite($id: UUID!) {
    petitionById(id: $id) {
      id
      visaClass
      worksiteOfficeId
      companyOfficeByWorksiteOfficeId {
        ...PetitionWorksiteOfficeFields
      }
      companyByCompanyId {
        id
        isBusinessAddressWorksite
        streetNumberStreetNameBusinessAddress
        unitType
        unitNumber
        city
        state
        zipCode
        companyOfficesByCompanyId(condition: { isEmployeeWorksite: true }, orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC]) {
          nodes {
            ...PetitionWorksiteOfficeFields
          }
        }
      }
    }
  }
`);

/** Staff choose the petition's worksite (null: the employer's worksite from onboarding). */
export const WorkspaceSetPetitionWorksite = graphql(`
  mutation WorkspaceSetPetitionWorksite($id: UUID!, $worksiteOfficeId: UUID) {
    updatePetitionById(input: { id: $id, petitionPatch: { worksiteOfficeId: $worksiteOfficeId } }) {
      petition {
        id
        worksiteOfficeId
        companyOfficeByWorksiteOfficeId {
          ...PetitionWorksiteOfficeFields
        }
      }
    }
  }
`);
