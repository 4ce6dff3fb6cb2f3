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
