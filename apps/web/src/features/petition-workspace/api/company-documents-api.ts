import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

/**
 * The corporate documents of the petition's petitioner company (`company_documents`: what the employer uploads
 * in the onboarding wizard), for the workspace's Company documents panel. Each file says which exhibits hold it
 * already, so the panel can tell staff where it went. Staff read every company's documents (row-level security).
 */
export const WorkspaceCompanyDocumentsQuery = graphql(`
  query WorkspaceCompanyDocuments($petitionId: UUID!) {
    petitionById(id: $petitionId) {
      id
      companyByCompanyId {
        id
        legalName
        dbaName
        companyDocumentsByCompanyId(orderBy: [CREATED_AT_DESC, FILE_ID_ASC]) {
          nodes {
            companyId
            fileId
            type
            createdAt
            fileByFileId {
              id
              name
              mimeType
              deleted
              exhibitFilesByFileId {
                nodes {
                  exhibitId
                }
              }
            }
          }
        }
      }
    }
  }
`);

const WorkspaceCompanyDocumentsChanged = graphql(`
  subscription WorkspaceCompanyDocumentsChanged($companyId: UUID!) {
    companyDocuments(workspaceId: $companyId) {
      event
    }
  }
`);

/**
 * Calls `onChange` whenever the company's documents change (the `company_documents` topic of migration 0010, keyed
 * by company: the petition's builderPetition topic never hears of them), so a document the employer uploads while
 * staff have the panel open appears without reopening it. The server admits staff and the company's members.
 */
export function useCompanyDocumentsLiveUpdates(companyId: string | undefined, onChange: () => void): void {
  useSubscription(WorkspaceCompanyDocumentsChanged, {
    variables: { companyId: companyId ?? '' },
    skip: !companyId,
    onData: onChange,
  });
}

/** The exhibit's last place in its file order, so an added file goes last (as an upload does). */
export const WorkspaceExhibitLastFilePlace = graphql(`
  query WorkspaceExhibitLastFilePlace($exhibitId: UUID!) {
    exhibitById(id: $exhibitId) {
      id
      exhibitFilesByExhibitId(orderBy: [ORDER_INDEX_DESC], first: 1) {
        nodes {
          orderIndex
        }
      }
    }
  }
`);

/**
 * Links a file that already exists (here: a company document) to an exhibit: the same `exhibit_files` row an
 * upload through /db/upload/exhibit writes, so the exhibit's triggers (tasks closing, live updates) run alike.
 */
export const WorkspaceLinkFileToExhibit = graphql(`
  mutation WorkspaceLinkFileToExhibit($exhibitId: UUID!, $fileId: UUID!, $orderIndex: Int!) {
    createExhibitFile(input: { exhibitFile: { exhibitId: $exhibitId, fileId: $fileId, orderIndex: $orderIndex } }) {
      exhibitFile {
        exhibitId
        fileId
      }
    }
  }
`);
