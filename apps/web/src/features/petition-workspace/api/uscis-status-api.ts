import { graphql } from '@/lib/gql/index.ts';

/** The petition's USCIS case status: receipt number, sharing, the polling job's last check, and every status it had. */
export const WorkspaceUscisStatusQuery = graphql(`
  query WorkspaceUscisStatus($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      beneficiaryId
      uscisReceiptNumber
      uscisStatus
      shareUscisStatus
      uscisCheckedAt
      uscisCheckProblem
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
