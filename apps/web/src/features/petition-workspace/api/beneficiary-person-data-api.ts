import { graphql } from '@/lib/gql/index.ts';

/**
 * Staff enter and correct the beneficiary's person data (the same user_data row the onboarding's passport and
 * person-data steps write; its RLS lets staff or the person write it, and its checks hold the date rules).
 */
export const UpdateBeneficiaryPersonDatumMutation = graphql(`
  mutation UpdateBeneficiaryPersonDatum($id: UUID!, $patch: UserDatumPatch!) {
    updateUserDatumById(input: { id: $id, userDatumPatch: $patch }) {
      userDatum {
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
      }
    }
  }
`);

/** A beneficiary who has not onboarded yet has no person data: staff's first value creates it. */
export const CreateBeneficiaryPersonDatumMutation = graphql(`
  mutation CreateBeneficiaryPersonDatum($datum: UserDatumInput!) {
    createUserDatum(input: { userDatum: $datum }) {
      userDatum {
        id
      }
    }
  }
`);
