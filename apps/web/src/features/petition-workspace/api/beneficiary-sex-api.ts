import { graphql } from '@/lib/gql/index.ts';

/** Staff correct the passport's sex on the beneficiary's person data (user_data RLS: staff or the person). */
export const UpdateBeneficiarySexMutation = graphql(`
  mutation UpdateBeneficiarySex($id: UUID!, $sex: String!) {
    updateUserDatumById(input: { id: $id, userDatumPatch: { sex: $sex } }) {
      userDatum {
        id
        sex
      }
    }
  }
`);

/** A beneficiary with no person data yet: staff's correction creates it. */
export const CreateBeneficiarySexMutation = graphql(`
  mutation CreateBeneficiarySex($userId: UUID!, $sex: String!) {
    createUserDatum(input: { userDatum: { userId: $userId, sex: $sex } }) {
      userDatum {
        id
        sex
      }
    }
  }
`);
