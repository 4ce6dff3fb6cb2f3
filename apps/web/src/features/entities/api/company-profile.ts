import { graphql } from '@/lib/gql/index.ts';

/** The company columns the USCIS forms read (load-form-case-data.ts): address, telephone, FEIN, business figures
 * (head count, gross and net annual income). */
export const CompanyProfileFields = graphql(`
  fragment CompanyProfileFields on Company {
    id
    legalName
    ein
    phoneNumber
    streetNumberStreetNameBusinessAddress
    city
    state
    zipCode
    country
    companyTypeOfBusiness
    currentNumberOfEmployees
    naicsCode
    companyGrossAnnualIncome
    companyNetAnnualIncome
  }
`);

export const CompanyProfileQuery = graphql(`
  query CompanyProfile($id: UUID!) {
    companyById(id: $id) {
      ...CompanyProfileFields
    }
  }
`);

export const UpdateCompanyProfileMutation = graphql(`
  mutation UpdateCompanyProfile($id: UUID!, $patch: CompanyPatch!) {
    updateCompanyById(input: { id: $id, companyPatch: $patch }) {
      company {
        ...CompanyProfileFields
      }
    }
  }
`);
