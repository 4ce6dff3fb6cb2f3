import { useQuery } from '@apollo/client/react';
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
        # The RFE still to be answered, its received and due dates only, under the same rule (migration 0103).
        openRfe {
          receivedDate
          dueDate
        }
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
            # Whether it is for an RFE's item (the id only): "Your Action Items list what we need from you."
            rfeDeficiencyId
          }
        }
      }
    }
  }
`);

/**
 * The account's petitions: as beneficiary for the personal account, as petitioner for a team. Refetched by live
 * events (LivePetitions, lib/petition-changes.tsx), so each refetch asks the server instead of joining an older request.
 */
export function useHomePetitions(account: Account) {
  const condition = account.kind === 'team' ? { companyId: account.id } : { beneficiaryId: account.id };
  return useDeferredResult(useQuery(HomePetitionsQuery, { variables: { condition }, context: LIVE_QUERY_CONTEXT }));
}
