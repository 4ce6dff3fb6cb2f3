import { useMutation, useQuery } from '@apollo/client/react';
import type { Account } from '@/lib/accounts.ts';
import { graphql } from '@/lib/gql/index.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useDeferredResult } from '@/lib/use-deferred-result.ts';

export const ActionItemsQuery = graphql(`
  query ActionItems($condition: PetitionCondition!) {
    allPetitions(condition: $condition, orderBy: UPDATED_AT_DESC) {
      nodes {
        id
        visaClass
        visaClassLabel
        userByBeneficiaryId {
          id
          fullName
        }
        onboardingByPetitionId {
          id
          status
          modules
        }
        pendingPetitionTasksByPetitionId(orderBy: CREATED_AT_ASC) {
          nodes {
            id
            content
            link
            party
            awaitedKind
            awaitedType
            exhibitId
            dueDate
            createdAt
            completedAt
            closedReason
          }
        }
      }
    }
  }
`);

export const CompleteTaskMutation = graphql(`
  mutation CompletePendingTask($id: UUID!, $completedAt: Datetime, $completedBy: UUID) {
    updatePendingPetitionTaskById(
      input: { id: $id, pendingPetitionTaskPatch: { completedAt: $completedAt, completedBy: $completedBy } }
    ) {
      pendingPetitionTask {
        id
        completedAt
        completedBy
      }
    }
  }
`);

/**
 * The account's petitions with their tasks. Refetched by live events (LivePetitions, lib/petition-changes.tsx), so
 * each refetch asks the server instead of joining an older request.
 */
export function useActionItems(account: Account) {
  const condition = account.kind === 'team' ? { companyId: account.id } : { beneficiaryId: account.id };
  return useDeferredResult(useQuery(ActionItemsQuery, { variables: { condition }, context: LIVE_QUERY_CONTEXT }));
}

export function useCompleteTask() {
  return useMutation(CompleteTaskMutation);
}
