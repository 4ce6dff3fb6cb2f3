import { graphql } from '@/lib/gql/index.ts';

export const BeneficiaryOnboardingSaveMutation = graphql(`
  mutation BeneficiaryOnboardingSave($id: UUID!, $modules: JSON!, $status: OnboardingStatus!, $flowState: String!) {
    updateOnboardingById(input: { id: $id, onboardingPatch: { modules: $modules, status: $status, flowState: $flowState } }) {
      onboarding {
        id
      }
    }
  }
`);

/** The files linked to a petition exhibit (uploads of an evidence screen). */
export const BeneficiaryOnboardingExhibitFilesQuery = graphql(`
  query BeneficiaryOnboardingExhibitFiles($exhibitId: UUID!) {
    exhibitById(id: $exhibitId) {
      id
      exhibitFilesByExhibitId(orderBy: ORDER_INDEX_ASC) {
        nodes {
          fileId
          fileByFileId {
            id
            name
          }
        }
      }
    }
  }
`);

export const BeneficiaryOnboardingImmigrationDocumentsQuery = graphql(`
  query BeneficiaryOnboardingImmigrationDocuments($ownerId: UUID!, $type: ImmigrationDocumentType!) {
    allImmigrationDocuments(condition: { ownerId: $ownerId, type: $type, deleted: false }, orderBy: ORDER_INDEX_ASC) {
      nodes {
        fileId
        fileByFileId {
          id
          name
        }
      }
    }
  }
`);

export const BeneficiaryOnboardingUnlinkExhibitFileMutation = graphql(`
  mutation BeneficiaryOnboardingUnlinkExhibitFile($exhibitId: UUID!, $fileId: UUID!) {
    deleteExhibitFileByExhibitIdAndFileId(input: { exhibitId: $exhibitId, fileId: $fileId }) {
      exhibitFile {
        fileId
      }
    }
  }
`);

export const BeneficiaryOnboardingDeleteFileMutation = graphql(`
  mutation BeneficiaryOnboardingDeleteFile($id: UUID!) {
    deleteFileById(input: { id: $id }) {
      file {
        id
      }
    }
  }
`);

export const BeneficiaryOnboardingDeleteImmigrationDocumentMutation = graphql(`
  mutation BeneficiaryOnboardingDeleteImmigrationDocument($ownerId: UUID!, $fileId: UUID!) {
    deleteImmigrationDocumentByOwnerIdAndFileId(input: { ownerId: $ownerId, fileId: $fileId }) {
      immigrationDocument {
        fileId
      }
    }
  }
`);

export const BeneficiaryOnboardingSaveNameMutation = graphql(`
  mutation BeneficiaryOnboardingSaveName($id: UUID!, $patch: UserPatch!) {
    updateUserById(input: { id: $id, userPatch: $patch }) {
      user {
        id
      }
    }
  }
`);

export const BeneficiaryOnboardingSaveUserDatumMutation = graphql(`
  mutation BeneficiaryOnboardingSaveUserDatum($userId: UUID!, $patch: UserDatumPatch!) {
    updateUserDatumByUserId(input: { userId: $userId, userDatumPatch: $patch }) {
      userDatum {
        id
      }
    }
  }
`);
