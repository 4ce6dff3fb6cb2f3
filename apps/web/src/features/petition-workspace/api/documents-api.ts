import { graphql } from '@/lib/gql/index.ts';

/**
 * The petition's forms, letters and provider documents for the workspace's Forms, Letters and Provider
 * documents panels (spec 1 §3 petitionForm, petitionLetter, a provider-owned document). One query: the
 * three panels refetch together on the petition's builder_petition topic (migration 0031).
 */
export const WorkspaceDocumentsQuery = graphql(`
  query WorkspaceDocuments($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      beneficiaryId
      # The uploaded forms offered: only the petition form the class files (uploadedFormTypes).
      visaClass
      petitionFormsByPetitionId(orderBy: [CREATED_AT_ASC, ID_ASC]) {
        nodes {
          id
          type
          createdAt
          updatedAt
          fileByFileId {
            id
            name
            mimeType
          }
        }
      }
      petitionLettersByPetitionId(orderBy: [UPDATED_AT_DESC, ID_ASC]) {
        nodes {
          id
          name
          version
          updatedAt
          isCoverLetter
          fileByFinalFileId {
            id
            name
            mimeType
          }
        }
      }
      providerDocumentsByPetitionId(orderBy: [CREATED_AT_DESC, FILE_ID_ASC]) {
        nodes {
          ownerId
          fileId
          documentType
          visibleToCustomer
          createdAt
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

export const WorkspaceCreateForm = graphql(`
  mutation WorkspaceCreateForm($petitionId: UUID!, $type: FormType!) {
    createPetitionForm(input: { petitionForm: { petitionId: $petitionId, type: $type } }) {
      petitionForm {
        id
      }
    }
  }
`);

export const WorkspaceDeleteForm = graphql(`
  mutation WorkspaceDeleteForm($id: UUID!) {
    deletePetitionFormById(input: { id: $id }) {
      petitionForm {
        id
      }
    }
  }
`);

export const WorkspaceSetProviderDocumentVisibility = graphql(`
  mutation WorkspaceSetProviderDocumentVisibility($ownerId: UUID!, $fileId: UUID!, $visible: Boolean!) {
    updateProviderDocumentByOwnerIdAndFileId(
      input: { ownerId: $ownerId, fileId: $fileId, providerDocumentPatch: { visibleToCustomer: $visible } }
    ) {
      providerDocument {
        ownerId
        fileId
        visibleToCustomer
      }
    }
  }
`);

export const WorkspaceDeleteProviderDocument = graphql(`
  mutation WorkspaceDeleteProviderDocument($ownerId: UUID!, $fileId: UUID!) {
    deleteProviderDocumentByOwnerIdAndFileId(input: { ownerId: $ownerId, fileId: $fileId }) {
      providerDocument {
        ownerId
        fileId
      }
    }
  }
`);

/** Marks a letter as the petition's cover letter (or unmarks it); marking moves the mark (migration 0051). */
export const WorkspaceSetCoverLetter = graphql(`
  mutation WorkspaceSetCoverLetter($id: UUID!, $isCoverLetter: Boolean!) {
    updatePetitionLetterById(input: { id: $id, petitionLetterPatch: { isCoverLetter: $isCoverLetter } }) {
      petitionLetter {
        id
        isCoverLetter
      }
    }
  }
`);
