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
