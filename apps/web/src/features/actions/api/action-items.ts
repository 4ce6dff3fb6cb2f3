import { useMutation, useQuery } from '@apollo/client/react';
import type { Account } from '@/lib/accounts.ts';
import { graphql } from '@/lib/gql/index.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useDeferredResult } from '@/lib/use-deferred-result.ts';

export const ActionItemsQuery = graphql(`
  query ActionItems($condition: PetitionCondition!, $companyId: UUID!, $team: Boolean!) {
    # The company's own employer onboarding (team accounts; company-onboarding-query.ts).
    ...CompanyOnboardingProgress
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
            # The app's own titles are worded again in the reader's language (lib/i18n/task-titles.ts).
            titleGenerated
            exhibitByExhibitId {
              id
              name
              exhibitType
            }
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
  const team = account.kind === 'team';
  return useDeferredResult(
    useQuery(ActionItemsQuery, {
      variables: { condition, companyId: account.id, team },
      // Fresh on every visit, the cached answer shown meanwhile: nothing tells a page that is not open, so back from
      // the employer wizard (a step saved, its tasks closed) the cached copy would show the progress as it was.
      fetchPolicy: 'cache-and-network',
      context: LIVE_QUERY_CONTEXT,
    }),
  );
}

export function useCompleteTask() {
  return useMutation(CompleteTaskMutation);
}
