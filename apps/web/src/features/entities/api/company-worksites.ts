import { graphql } from '@/lib/gql/index.ts';

/**
 * A company's worksites (company offices that are employee worksites): the same rows the employer wizard's Worksite
 * step lists and adds, so staff and the employer see one list.
 */
export const CompanyWorksiteFields = graphql(`
  fragment CompanyWorksiteFields on CompanyOffice {
    id
    label
    street
    unitType
    unitNumber
    city
    state
    country
    postalCode
    # The petitions that have it as their worksite: while there is one, it cannot be removed (migration 0095).
    petitionsByWorksiteOfficeId(orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC]) {
      nodes {
        id
        visaClassLabel
        userByBeneficiaryId {
          id
          fullName
        }
      }
    }
  }
`);

export const CompanyWorksitesQuery = graphql(`
  query CompanyWorksites($companyId: UUID!) {
    companyById(id: $companyId) {
      id
      companyOfficesByCompanyId(condition: { isEmployeeWorksite: true }, orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC]) {
        nodes {
          ...CompanyWorksiteFields
        }
      }
    }
  }
`);

export const AddCompanyWorksiteMutation = graphql(`
  mutation AddCompanyWorksite($office: CompanyOfficeInput!) {
    createCompanyOffice(input: { companyOffice: $office }) {
      companyOffice {
        ...CompanyWorksiteFields
      }
    }
  }
`);

export const UpdateCompanyWorksiteMutation = graphql(`
  mutation UpdateCompanyWorksite($id: UUID!, $patch: CompanyOfficePatch!) {
    updateCompanyOfficeById(input: { id: $id, companyOfficePatch: $patch }) {
      companyOffice {
        ...CompanyWorksiteFields
      }
    }
  }
`);

/** Removes a worksite no petition uses (the database refuses one a petition uses, with a sentence saying so). */
export const RemoveCompanyWorksiteMutation = graphql(`
  mutation RemoveCompanyWorksite($id: UUID!) {
    deleteCompanyOfficeById(input: { id: $id }) {
      deletedCompanyOfficeId
    }
  }
`);
