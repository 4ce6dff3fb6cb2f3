import { graphql } from '@/lib/gql/index.ts';

/**
 * The beneficiary's latest petitions with their onboarding records (the page takes the newest that has a
 * checklist: a case staff opened but have not built a checklist for yet must not hide the one in progress)
 * and the personal data the screens start from.
 */
export const BeneficiaryOnboardingQuery = graphql(`
  query BeneficiaryOnboarding($beneficiaryId: UUID!) {
    allPetitions(condition: { beneficiaryId: $beneficiaryId, latestPetition: true }, orderBy: UPDATED_AT_DESC, first: 20) {
      nodes {
        id
        status
        onboardingByPetitionId {
          id
          modules
          status
          flowState
        }
      }
    }
    userById(id: $beneficiaryId) {
      id
      firstName
      middleName
      lastName
      userDatumByUserId {
        id
        otherNames
        streetNumberStreetNameUsResidentialAddress
        cityUsResidentialAddress
        stateUsResidentialAddress
        zipCodeUsResidentialAddress
        streetNumberStreetNameForeignAddress
        cityForeignAddress
        provinceForeignAddress
        postalCodeForeignAddress
        countryForeignAddress
      }
    }
  }
`);

/**
 * The page's query for the person shown. When the page is the first one opened, the app starts it as soon as the
 * session is known (app/first-page-data.ts, which imports this module alone, so it stays small): the page's own
 * identical request then joins it in flight or finds its answer in the cache (issue 35).
 */
export function beneficiaryOnboardingRequest(beneficiaryId: string) {
  return { query: BeneficiaryOnboardingQuery, variables: { beneficiaryId } };
}
