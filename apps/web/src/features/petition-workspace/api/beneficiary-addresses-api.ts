import { graphql } from '@/lib/gql/index.ts';

/**
 * Staff add, correct and remove addresses of the beneficiary's history on the petition page: the same
 * user_addresses rows the beneficiary's address history in onboarding writes (their RLS lets the person or staff
 * write them; the database holds the date rules and the one current address).
 */
export const CreateBeneficiaryAddressMutation = graphql(`
  mutation CreateBeneficiaryAddress($address: UserAddressInput!) {
    createUserAddress(input: { userAddress: $address }) {
      userAddress {
        ...PersonAddressFields
      }
    }
  }
`);

export const UpdateBeneficiaryAddressMutation = graphql(`
  mutation UpdateBeneficiaryAddress($id: UUID!, $patch: UserAddressPatch!) {
    updateUserAddressById(input: { id: $id, userAddressPatch: $patch }) {
      userAddress {
        ...PersonAddressFields
      }
    }
  }
`);

export const DeleteBeneficiaryAddressMutation = graphql(`
  mutation DeleteBeneficiaryAddress($id: UUID!) {
    deleteUserAddressById(input: { id: $id }) {
      userAddress {
        id
      }
    }
  }
`);
