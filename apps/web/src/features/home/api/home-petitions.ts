import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';
import type { Account } from '@/lib/accounts.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useDeferredResult } from '@/lib/use-deferred-result.ts';

export const HomePetitionsQuery = graphql(`
  query HomePetitions($condition: PetitionCondition!) {
    allPetitions(condition: $condition, orderBy: UPDATED_AT_DESC) {
      nodes {
        id
        status
        visaClass
        visaClassLabel
        updatedAt
        targetSubmissionDate
        # The period staff ask USCIS for (migration 0092): both dates or neither.
        requestedStartDate
        requestedEndDate
        shareUscisStatus
        uscisReceiptNumber
        # The days our responses to RFEs were sent: dates only, while the case status is shared (migration 0073).
        rfeResponsesSent
        uscisCaseStatusesByPetitionId(orderBy: CREATED_AT_DESC, first: 10) {
          nodes {
            id
            status
            statusDate
            createdAt
          }
        }
        userByBeneficiaryId {
          id
          fullName
        }
        companyByCompanyId {
          id
          dbaName
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
            completedAt
            closedReason
          }
        }
      }
    }
  }
`);

/**
 * The account's petitions: as beneficiary for the personal account, as petitioner for a team. Refetched by live
 * events (PetitionChangesListener), so each refetch asks the server instead of joining an older request.
 */
export function useHomePetitions(account: Account) {
  const condition = account.kind === 'team' ? { companyId: account.id } : { beneficiaryId: account.id };
  return useDeferredResult(useQuery(HomePetitionsQuery, { variables: { condition }, context: LIVE_QUERY_CONTEXT }));
}

const HomePetitionChangedSubscription = graphql(`
  subscription HomePetitionChanged($petitionId: UUID!) {
    builderPetition(petitionId: $petitionId) {
      event
    }
  }
`);

/**
 * Calls `onChange` whenever staff change the petition or its tasks (its status, dates, a task for the customer), so
 * Home shows what the staff's page shows without a reload (the server checks under RLS that the reader sees it).
 */
export function PetitionChangesListener({ petitionId, onChange }: { petitionId: string; onChange: () => void }) {
  useSubscription(HomePetitionChangedSubscription, { variables: { petitionId }, onData: onChange });
  return null;
}
