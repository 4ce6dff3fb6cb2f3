import { useQuery, useSubscription } from '@apollo/client/react';
import { LIVE_QUERY_CONTEXT, type LiveRefetch } from '@/lib/live-refetch.ts';
import { graphql } from '@/lib/gql/index.ts';
import { EDITOR_SESSION } from './editor-session.ts';

export const WorkspacePetitionQuery = graphql(`
  query WorkspacePetition($id: UUID!) {
    petitionById(id: $id) {
      id
      beneficiaryId
      companyId
      visaClass
      visaClassLabel
      # An extension's approved petition (migration 0149): the header names and links it.
      extendedPetition {
        id
        approvedValidTo
      }
      # The case fields the header edits (components/WorkspaceHeader.tsx).
      ...WorkspaceCaseFields
      userByBeneficiaryId {
        id
        fullName
      }
      onboardingByPetitionId {
        id
        status
      }
      companyByCompanyId {
        id
        dbaName
        legalName
      }
      userByOaUserId {
        id
        fullName
        email
      }
      userByCsmUserId {
        id
        fullName
        email
      }
      latestI94Entry {
        id
        visaClass
        dateOfEntry
        i94Number
        admitUntil
        admittedForDurationOfStatus
      }
      modulesByPetitionId(orderBy: [ORDER_INDEX_ASC, CREATED_AT_ASC]) {
        nodes {
          id
          type
          name
          orderIndex
          visible
          autogen
          data
          exhibitsByModuleId(orderBy: [ORDER_INDEX_ASC, CREATED_AT_ASC]) {
            nodes {
              id
              parentExhibitId
              exhibitType
              name
              description
              status
              ownedBy
              visible
              packetToFollow
              autogen
              data
              orderIndex
              metadata
              # The one status both sides see and what the customer provided (migration 0035).
              customerProgress
              exhibitContributionByExhibitId {
                id
                checklistStatus
                description
                links
                answers
                providedAt
                userByProvidedBy {
                  id
                  fullName
                }
              }
              exhibitFilesByExhibitId(orderBy: [ORDER_INDEX_ASC]) {
                nodes {
                  fileId
                  orderIndex
                  fileByFileId {
                    id
                    name
                    mimeType
                    deleted
                    createdAt
                    userByOwnerId {
                      id
                      fullName
                      isAdmin
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

const WorkspacePetitionChanged = graphql(`
  subscription WorkspacePetitionChanged($petitionId: UUID!, $editorSession: String) {
    builderPetition(petitionId: $petitionId, editorSession: $editorSession) {
      event
      subjectId
      echo
    }
  }
`);

/** The petition with its whole tree, fetched fresh (another editor may have changed it since). */
export function useWorkspacePetition(petitionId: string) {
  return useQuery(WorkspacePetitionQuery, {
    variables: { id: petitionId },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
}

/**
 * Live collaboration: any change to the petition, its modules, exhibits or files (the builderPetition
 * topic covers them all) calls `onChange`, which refetches, so a second browser sees an edit without a reload.
 * With `skipOwnEchoes`, a change this page's own GraphQL mutation made (editor-session.ts) goes to `onChange.ownEcho`:
 * the mutation's answer has already updated the cache, and the live refetch runner (lib/live-refetch.ts) refetches
 * only when another editor's refetch may have read the record before it. One subscription serves every caller on
 * the page.
 */
export function useWorkspaceLiveUpdates(
  petitionId: string,
  onChange: LiveRefetch,
  options: { skipOwnEchoes?: boolean } = {},
): void {
  const { skipOwnEchoes = false } = options;
  useSubscription(WorkspacePetitionChanged, {
    variables: { petitionId, editorSession: EDITOR_SESSION },
    onData: ({ data }) => {
      if (skipOwnEchoes && data.data?.builderPetition?.echo) onChange.ownEcho();
      else onChange();
    },
  });
}
