import { graphql } from '@/lib/gql/index.ts';

/** The petition's USCIS case status: receipt number, sharing, the polling job's last check, and every status it had. */
export const WorkspaceUscisStatusQuery = graphql(`
  query WorkspaceUscisStatus($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      beneficiaryId
      # A TN applied for at the border or a consulate files nothing with USCIS (the panel says so first).
      visaClass
      filingType
      # The case's own status, beside USCIS's decision (UscisDecisionPrompt).
      status
      uscisReceiptNumber
      uscisStatus
      shareUscisStatus
      uscisCheckedAt
      uscisCheckProblem
      # The validity USCIS approved (ApprovedPeriodField), read from the approval notice or typed.
      approvedValidFrom
      approvedValidTo
      # The latest I-94 and whose it is: an admission shorter than the approval ends the stay first (shortI94).
      latestI94Entry {
        id
        visaClass
        dateOfEntry
        admitUntil
      }
      userByBeneficiaryId {
        id
        fullName
      }
      # The extension (migration 0149): the approved petition this one extends, and this one's extension (ExtensionSection).
      extendedPetition {
        id
        visaClassLabel
        approvedValidTo
        uscisReceiptNumber
      }
      extensions(orderBy: [CREATED_AT_ASC], first: 1) {
        nodes {
          id
          status
          visaClass
          filingType
          requestedStartDate
          requestedEndDate
          petitionShippedDate
          uscisReceiptNumber
        }
      }
      # The case timeline (CaseTimeline.tsx): filed, RFEs issued and answered, beside the statuses below.
      petitionShippedDate
      petitionStatusChangesByPetitionId(condition: { toStatus: SHIPPED }) {
        nodes {
          id
          toStatus
          changedAt
        }
      }
      rfeResponsesByPetitionId(orderBy: [CREATED_AT_DESC]) {
        nodes {
          id
          receivedDate
          dueDate
          answeredOn
          createdAt
        }
      }
      # Every notice filed on the case (by staff, or by the customer while the status is shared), to read again.
      uscisNotices: providerDocumentsByPetitionId(
        condition: { documentType: "USCIS notice" }
        orderBy: [CREATED_AT_DESC, FILE_ID_ASC]
        first: 20
      ) {
        nodes {
          ownerId
          fileId
          createdAt
          # Whether the customer reads it in their Documents (an approval notice is theirs to keep).
          visibleToCustomer
          fileByFileId {
            id
            name
            deleted
            userByOwnerId {
              id
              fullName
              isAdmin
            }
          }
        }
      }
      uscisCaseStatusesByPetitionId(orderBy: [CREATED_AT_DESC], first: 50) {
        nodes {
          id
          status
          description
          statusDate
          source
          createdAt
          userByEnteredBy {
            id
            fullName
          }
        }
      }
    }
  }
`);

export const WorkspaceRecordUscisStatus = graphql(`
  mutation WorkspaceRecordUscisStatus($status: UscisCaseStatusInput!) {
    createUscisCaseStatus(input: { uscisCaseStatus: $status }) {
      uscisCaseStatus {
        id
      }
    }
  }
`);

export const WorkspaceShareUscisStatus = graphql(`
  mutation WorkspaceShareUscisStatus($petitionId: UUID!, $share: Boolean!) {
    updatePetitionById(input: { id: $petitionId, petitionPatch: { shareUscisStatus: $share } }) {
      petition {
        id
        shareUscisStatus
      }
    }
  }
`);

/** The case's status set to what USCIS decided (UscisDecisionPrompt); the header's status select reads it back. */
export const WorkspaceSetPetitionStatus = graphql(`
  mutation WorkspaceSetPetitionStatus($petitionId: UUID!, $status: PetitionStatus!) {
    updatePetitionById(input: { id: $petitionId, petitionPatch: { status: $status } }) {
      petition {
        id
        status
      }
    }
  }
`);

/** A confirmed notice's receipt number on the petition (its status is then recorded with WorkspaceRecordUscisStatus). */
export const WorkspaceConfirmReceiptNotice = graphql(`
  mutation WorkspaceConfirmReceiptNotice($petitionId: UUID!, $receiptNumber: String!) {
    updatePetitionById(input: { id: $petitionId, petitionPatch: { uscisReceiptNumber: $receiptNumber } }) {
      petition {
        id
        uscisReceiptNumber
      }
    }
  }
`);

/** The validity USCIS approved: both dates, or neither (null clears it). */
export const WorkspaceSetApprovedPeriod = graphql(`
  mutation WorkspaceSetApprovedPeriod($petitionId: UUID!, $from: Date, $to: Date) {
    updatePetitionById(input: { id: $petitionId, petitionPatch: { approvedValidFrom: $from, approvedValidTo: $to } }) {
      petition {
        id
        approvedValidFrom
        approvedValidTo
      }
    }
  }
`);
