import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

/**
 * The petitioner's handwritten signature of one generated form (migration 0087): what staff asked for, the signed
 * copy received and who sent it, or why staff refused the last one; every earlier copy (0093).
 */
export const FormSignatureQuery = graphql(`
  query FormSignature($petitionId: UUID!, $form: String!) {
    # Who signs before anyone was asked: the beneficiary for a self-petition's I-140 (migration 0093).
    petitionById(id: $petitionId) {
      id
      visaClass
      companyId
    }
    petitionFormSignatureByPetitionIdAndForm(petitionId: $petitionId, form: $form) {
      nodeId
      petitionId
      form
      signer
      requestedFileId
      requestedAt
      signedFileId
      receivedAt
      refusedReason
      refusedAt
      userByReceivedBy {
        id
        fullName
      }
      fileBySignedFileId {
        id
        name
        mimeType
      }
      # Every copy received, the refused ones kept (migration 0093), newest first.
      petitionFormSignedCopiesByPetitionIdAndForm(orderBy: RECEIVED_AT_DESC) {
        nodes {
          id
          fileId
          receivedAt
          refusedReason
          refusedAt
          userByReceivedBy {
            id
            fullName
          }
          userByRefusedBy {
            id
            fullName
          }
          fileByFileId {
            id
            name
            mimeType
          }
        }
      }
    }
  }
`);

export const RequestFormSignatureMutation = graphql(`
  mutation RequestFormSignature($petitionId: UUID!, $form: String!) {
    requestFormSignature(input: { petitionId: $petitionId, form: $form }) {
      petitionFormSignature {
        nodeId
        signer
        requestedFileId
        requestedAt
        signedFileId
        receivedAt
        refusedReason
      }
    }
  }
`);

export const RefuseSignedFormMutation = graphql(`
  mutation RefuseSignedForm($petitionId: UUID!, $form: String!, $reason: String!) {
    refuseSignedForm(input: { petitionId: $petitionId, form: $form, reason: $reason }) {
      petitionFormSignature {
        nodeId
        signedFileId
        receivedAt
        refusedReason
        refusedAt
      }
    }
  }
`);

export function useFormSignature(petitionId: string, form: string) {
  // Read afresh on each mount: the customer's upload arrives from another browser.
  return useQuery(FormSignatureQuery, { variables: { petitionId, form }, fetchPolicy: 'cache-and-network' });
}

export function useRequestFormSignature() {
  return useMutation(RequestFormSignatureMutation);
}

export function useRefuseSignedForm() {
  return useMutation(RefuseSignedFormMutation);
}
