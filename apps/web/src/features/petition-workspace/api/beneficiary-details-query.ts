import { graphql } from '@/lib/gql/index.ts';

/**
 * The beneficiary's person data staff read on the petition page (issue 25), the petition's worksite, and whether the
 * petition is a self-petition (its visa class and company: a self-petitioner's annual income is asked).
 */
export const PetitionBeneficiaryDetailsQuery = graphql(`
  query PetitionBeneficiaryDetails($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      visaClass
      companyId
      companyOfficeByWorksiteOfficeId {
        id
        label
        street
        city
        state
        postalCode
        country
      }
      userByBeneficiaryId {
        id
        fullName
        locale
        userDatumByUserId {
          id
          dateOfBirth
          cityBirth
          provinceBirth
          countryBirth
          passportNumber
          dateOfIssue
          cityOfIssue
          countryOfIssue
          expirationDate
          sex
          annualIncome
        }
        userAddressesByUserId(orderBy: [IS_CURRENT_DESC, FROM_DATE_DESC, CREATED_AT_DESC]) {
          nodes {
            ...PersonAddressFields
          }
        }
      }
    }
  }
`);
