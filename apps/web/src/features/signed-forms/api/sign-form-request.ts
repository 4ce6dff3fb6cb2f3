import { useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

/**
 * One form the petitioner's team was asked to sign (migration 0087): the generated copy to download, and the signed
 * copy received or why the case team refused the last one. Row-level security shows it only to the petitioner's
 * team (and staff), or to the beneficiary of a self-petition asked to sign its forms (0093, 0097); anyone else reads nothing.
 */
export const SignFormRequestQuery = graphql(`
  query SignFormRequest($petitionId: UUID!, $form: String!) {
    petitionFormSignatureByPetitionIdAndForm(petitionId: $petitionId, form: $form) {
      nodeId
      petitionId
      form
      requestedFileId
      requestedAt
      signedFileId
      receivedAt
      refusedReason
      # BENEFICIARY: the self-petitioner signs their own I-140 (migration 0093).
      signer
      userByReceivedBy {
        id
        fullName
      }
      # The action item, so Home and Action Items (same cache) read it closed once the upload arrived.
      pendingPetitionTaskByTaskId {
        id
        completedAt
        completedBy
      }
      petitionByPetitionId {
        id
        visaClass
        visaClassLabel
        userByBeneficiaryId {
          id
          fullName
        }
      }
    }
  }
`);

export function useSignFormRequest(petitionId: string, form: string) {
  return useQuery(SignFormRequestQuery, {
    variables: { petitionId, form },
    skip: !petitionId || !form,
    fetchPolicy: 'cache-and-network',
  });
}
