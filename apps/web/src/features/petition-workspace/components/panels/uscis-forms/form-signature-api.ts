import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

/**
 * The petitioner's handwritten signature of one generated form (migration 0087): what staff asked for, the signed
 * copy received and who sent it, or why staff refused the last one.
 */
export const FormSignatureQuery = graphql(`
  query FormSignature($petitionId: UUID!, $form: String!) {
    petitionFormSignatureByPetitionIdAndForm(petitionId: $petitionId, form: $form) {
      nodeId
      petitionId
      form
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
    }
  }
`);

export const RequestFormSignatureMutation = graphql(`
  mutation RequestFormSignature($petitionId: UUID!, $form: String!) {
    requestFormSignature(input: { petitionId: $petitionId, form: $form }) {
      petitionFormSignature {
        nodeId
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
