import { graphql } from '@/lib/gql/index.ts';

/**
 * The RFE response workspace (issue 31): the petition's RFEs (newest first; one is open at a time), each item with
 * its criterion, response section and tasks, the response packets compiled, the petition's USCIS notices to keep
 * as the RFE's notice, and its modules to map items to.
 */
export const WorkspaceRfeQuery = graphql(`
  query WorkspaceRfe($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      # A TN applied for at the border or a consulate gets no RFE from USCIS: none is opened there (appliesAtTheBorder).
      visaClass
      filingType
      # The newest USCIS status, to tell whether it announces an RFE not opened yet (rfeStatusAwaitsOpening).
      newestUscisStatus: uscisCaseStatusesByPetitionId(orderBy: [CREATED_AT_DESC], first: 1) {
        nodes {
          id
          status
          statusDate
          createdAt
        }
      }
      modulesByPetitionId(orderBy: [ORDER_INDEX_ASC, CREATED_AT_ASC]) {
        nodes {
          id
          name
          # What a customer's task for an item may wait for: a file on an exhibit of the item's criterion (of any
          # criterion while the item is not mapped).
          exhibitsByModuleId(orderBy: [ORDER_INDEX_ASC, CREATED_AT_ASC]) {
            nodes {
              id
              name
              # Its label in the filed packet, null when not filed: the response packet holds only those (migration 0113).
              filedPacketLabel
            }
          }
        }
      }
      rfeNotices: providerDocumentsByPetitionId(
        condition: { documentType: "USCIS notice" }
        orderBy: [CREATED_AT_DESC, FILE_ID_ASC]
        first: 20
      ) {
        nodes {
          fileId
          createdAt
          fileByFileId {
            id
            name
            deleted
          }
        }
      }
      # The filed packet a response packet continues, by the database's one rule (migration 0124): never chosen here.
      filedPacket {
        id
        finishedAt
      }
      rfeResponsesByPetitionId(orderBy: [CREATED_AT_DESC]) {
        nodes {
          id
          receivedDate
          dueDate
          answeredOn
          createdAt
          noticeFileId
          fileByNoticeFileId {
            id
            name
          }
          rfeDeficienciesByRfeResponseId(orderBy: [POSITION_ASC]) {
            nodes {
              id
              position
              title
              uscisText
              moduleId
              responseText
              unsupportedClaims
              pendingPetitionTasksByRfeDeficiencyId(orderBy: [CREATED_AT_ASC]) {
                nodes {
                  id
                  content
                  party
                  dueDate
                  completedAt
                  closedReason
                  awaitedKind
                  createdAt
                  exhibitByExhibitId {
                    id
                    name
                    # What reached the exhibit since the task was added: the files the customer sent for the item
                    # (the newest three; more would bring the query near the server's cost limit, operation-cost.ts).
                    exhibitFilesByExhibitId(orderBy: [CREATED_AT_DESC], first: 3) {
                      nodes {
                        createdAt
                        fileByFileId {
                          id
                          name
                          deleted
                        }
                      }
                    }
                  }
                }
              }
            }
          }
          compiledPetitionsByRfeResponseId(orderBy: [CREATED_AT_DESC]) {
            nodes {
              id
              displayName
              status
              failureReason
              createdAt
              fileId
              pageCount
            }
          }
        }
      }
    }
  }
`);

export const WorkspaceOpenRfe = graphql(`
  mutation WorkspaceOpenRfe($rfe: RfeResponseInput!) {
    createRfeResponse(input: { rfeResponse: $rfe }) {
      rfeResponse {
        id
      }
    }
  }
`);

export const WorkspaceUpdateRfe = graphql(`
  mutation WorkspaceUpdateRfe($id: UUID!, $patch: RfeResponsePatch!) {
    updateRfeResponseById(input: { id: $id, rfeResponsePatch: $patch }) {
      rfeResponse {
        id
        receivedDate
        dueDate
        answeredOn
      }
    }
  }
`);

export const WorkspaceAddRfeDeficiency = graphql(`
  mutation WorkspaceAddRfeDeficiency($deficiency: RfeDeficiencyInput!) {
    createRfeDeficiency(input: { rfeDeficiency: $deficiency }) {
      rfeDeficiency {
        id
      }
    }
  }
`);

export const WorkspaceUpdateRfeDeficiency = graphql(`
  mutation WorkspaceUpdateRfeDeficiency($id: UUID!, $patch: RfeDeficiencyPatch!) {
    updateRfeDeficiencyById(input: { id: $id, rfeDeficiencyPatch: $patch }) {
      rfeDeficiency {
        id
        moduleId
        responseText
      }
    }
  }
`);

export const WorkspaceDeleteRfeDeficiency = graphql(`
  mutation WorkspaceDeleteRfeDeficiency($id: UUID!) {
    deleteRfeDeficiencyById(input: { id: $id }) {
      rfeDeficiency {
        id
      }
    }
  }
`);

export const WorkspaceCompileRfeResponse = graphql(`
  mutation WorkspaceCompileRfeResponse($rfeResponseId: UUID!) {
    compileRfeResponse(input: { rfeResponseId: $rfeResponseId }) {
      compiledPetition {
        id
        status
      }
    }
  }
`);
