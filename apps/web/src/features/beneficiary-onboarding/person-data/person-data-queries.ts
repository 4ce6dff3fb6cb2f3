import { graphql } from '@/lib/gql/index.ts';

/**
 * The person data of issue 25 the onboarding screens edit beside their exhibit: place of birth, the
 * passport's date and place of issue (with the birth and expiry dates that bound it) and the address
 * history. Kept apart from the checklist's own query so each section loads and saves on its own.
 */
export const PersonDataQuery = graphql(`
  query BeneficiaryPersonData($userId: UUID!) {
    userById(id: $userId) {
      id
      userDatumByUserId {
        id
        dateOfBirth
        passportNumber
        expirationDate
        dateOfIssue
        cityOfIssue
        countryOfIssue
        cityBirth
        provinceBirth
        countryBirth
      }
      userAddressesByUserId(orderBy: [FROM_DATE_ASC, CREATED_AT_ASC]) {
        nodes {
          ...PersonAddressFields
        }
      }
    }
  }
`);

export const SavePersonDatumMutation = graphql(`
  mutation BeneficiarySavePersonDatum($userId: UUID!, $patch: UserDatumPatch!) {
    updateUserDatumByUserId(input: { userId: $userId, userDatumPatch: $patch }) {
      userDatum {
        id
      }
    }
  }
`);

export const CreateUserAddressMutation = graphql(`
  mutation BeneficiaryCreateUserAddress($address: UserAddressInput!) {
    createUserAddress(input: { userAddress: $address }) {
      userAddress {
        id
      }
    }
  }
`);

export const UpdateUserAddressMutation = graphql(`
  mutation BeneficiaryUpdateUserAddress($id: UUID!, $patch: UserAddressPatch!) {
    updateUserAddressById(input: { id: $id, userAddressPatch: $patch }) {
      userAddress {
        id
      }
    }
  }
`);

export const DeleteUserAddressMutation = graphql(`
  mutation BeneficiaryDeleteUserAddress($id: UUID!) {
    deleteUserAddressById(input: { id: $id }) {
      userAddress {
        id
      }
    }
  }
`);
