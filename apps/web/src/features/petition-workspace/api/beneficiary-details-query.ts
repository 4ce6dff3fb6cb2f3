import { graphql } from '@/lib/gql/index.ts';

/** The beneficiary's person data staff read on the petition page (issue 25), and the petition's worksite. */
export const PetitionBeneficiaryDetailsQuery = graphql(`
  query PetitionBeneficiaryDetails($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
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
