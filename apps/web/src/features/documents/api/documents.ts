import { useQuery, useSubscription } from '@apollo/client/react';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import type { Account } from '@/lib/accounts.ts';
import { graphql } from '@/lib/gql/index.ts';
import { useDeferredResult } from '@/lib/use-deferred-result.ts';

export const AccountDocumentsQuery = graphql(`
  query AccountDocuments($userId: UUID!, $companyId: UUID!, $isTeam: Boolean!, $petitionCondition: PetitionCondition!) {
    allUserDocuments(condition: { userId: $userId }, orderBy: CREATED_AT_DESC) @skip(if: $isTeam) {
      nodes {
        nodeId
        documentType
        createdAt
        fileByFileId {
          id
          name
          mimeType
          sizeBytes
          # The uploader may delete or replace the file (issue 26; the files delete policy allows only them).
          ownerId
        }
      }
    }
    allImmigrationDocuments(condition: { ownerId: $userId, deleted: false }, orderBy: ORDER_INDEX_ASC) @skip(if: $isTeam) {
      nodes {
        nodeId
        type
        createdAt
        fileByFileId {
          id
          name
          mimeType
          sizeBytes
          # The uploader may delete or replace the file (issue 26; the files delete policy allows only them).
          ownerId
        }
      }
    }
    # Documents the provider's staff filed for the person and made visible (migration 0031); the condition keeps
    # hidden ones off this page for staff viewing as the person too.
    allProviderDocuments(condition: { ownerId: $userId, visibleToCustomer: true }, orderBy: CREATED_AT_DESC) @skip(if: $isTeam) {
      nodes {
        nodeId
        documentType
        createdAt
        fileByFileId {
          id
          name
          mimeType
          sizeBytes
          # The uploader may delete or replace the file (issue 26; the files delete policy allows only them).
          ownerId
        }
      }
    }
    # The team's members: files they uploaded count as the company's.
    allCompanyMembers(condition: { companyId: $companyId }) @include(if: $isTeam) {
      nodes {
        userId
      }
    }
    allCompanyDocuments(condition: { companyId: $companyId }, orderBy: CREATED_AT_DESC) @include(if: $isTeam) {
      nodes {
        nodeId
        type
        createdAt
        fileByFileId {
          id
          name
          mimeType
          sizeBytes
          # The uploader may delete or replace the file (issue 26; the files delete policy allows only them).
          ownerId
        }
      }
    }
    allPetitions(condition: $petitionCondition) {
      nodes {
        id
        visaClass
        visaClassLabel
        userByBeneficiaryId {
          id
          fullName
        }
        # Files on the petition's exhibits, wherever they were uploaded (checklist, evidence, employer wizard,
        # Documents, issue 25): the page lists the ones the person or the team provided, with their exhibit.
        exhibitsByPetitionId(orderBy: [ORDER_INDEX_ASC]) {
          nodes {
            id
            name
            exhibitType
            exhibitFilesByExhibitId(orderBy: [ORDER_INDEX_ASC]) {
              nodes {
                fileId
                createdAt
                fileByFileId {
                  id
                  name
                  mimeType
                  sizeBytes
                  ownerId
                  deleted
                }
              }
            }
          }
        }
        petitionFormsByPetitionId {
          nodes {
            id
            type
            updatedAt
            fileByFileId {
              id
              name
              mimeType
              sizeBytes
            }
          }
        }
        petitionLettersByPetitionId {
          nodes {
            id
            name
            updatedAt
            fileByFinalFileId {
              id
              name
              mimeType
              sizeBytes
            }
          }
        }
        # Customers read only the packets staff shared (select policy of migration 0029).
        compiledPetitionsByPetitionId(condition: { status: COMPLETED }, orderBy: CREATED_AT_DESC) {
          nodes {
            id
            displayName
            finishedAt
            createdAt
            fileByFileId {
              id
              name
              mimeType
              sizeBytes
            }
          }
        }
      }
    }
  }
`);

/** Deleting a file the account uploaded: its document and exhibit links go with it (on delete cascade). */
export const DocumentsDeleteFileMutation = graphql(`
  mutation DocumentsDeleteFile($id: UUID!) {
    deleteFileById(input: { id: $id }) {
      file {
        id
      }
    }
  }
`);

const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

export function useAccountDocuments(account: Account, userId: string) {
  const isTeam = account.kind === 'team';
  return useDeferredResult(
    useQuery(AccountDocumentsQuery, {
      variables: {
        userId,
        companyId: isTeam ? account.id : NO_COMPANY,
        isTeam,
        petitionCondition: isTeam ? { companyId: account.id } : { beneficiaryId: userId },
      },
      context: LIVE_QUERY_CONTEXT,
    }),
  );
}

const ImmigrationDocumentsChangedSubscription = graphql(`
  subscription ImmigrationDocumentsChanged($ownerId: UUID!) {
    immigrationDocuments(ownerId: $ownerId) {
      event
    }
  }
`);

const CompanyDocumentsChangedSubscription = graphql(`
  subscription CompanyDocumentsChanged($workspaceId: UUID!) {
    companyDocuments(workspaceId: $workspaceId) {
      event
    }
  }
`);

/**
 * Live updates over graphql-ws: the person's immigration documents and, when a team is selected, the
 * team's documents. Each event calls `onChange` (the page refetches), so a document added elsewhere
 * appears without a reload.
 */
export function useDocumentsLiveUpdates(account: Account, userId: string, onChange: () => void): void {
  useSubscription(ImmigrationDocumentsChangedSubscription, {
    variables: { ownerId: userId },
    onData: onChange,
  });
  useSubscription(CompanyDocumentsChangedSubscription, {
    variables: { workspaceId: account.kind === 'team' ? account.id : NO_COMPANY },
    skip: account.kind !== 'team',
    onData: onChange,
  });
}
