import { useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';
import type { Account } from '@/lib/accounts.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useDeferredResult } from '@/lib/use-deferred-result.ts';

export const HomePetitionsQuery = graphql(`
  query HomePetitions($condition: PetitionCondition!, $companyId: UUID!, $team: Boolean!) {
    # The company's own employer onboarding (team accounts; company-onboarding-query.ts).
    ...CompanyOnboardingProgress
    allPetitions(condition: $condition, orderBy: UPDATED_AT_DESC) {
      nodes {
        id
        status
        visaClass
        visaClassLabel
        updatedAt
        targetSubmissionDate
        # The day the petition was filed (shipped to USCIS): said instead of the target once there is one.
        petitionShippedDate
        # The period staff ask USCIS for (migration 0092): both dates or neither; a TN's filing type says whether it
        # is asked of an officer at the border or a consulate instead (appliesAtTheBorder).
        filingType
        requestedStartDate
        requestedEndDate
        # The validity USCIS approved (migration 0146): said instead of the requested period once approved.
        approvedValidFrom
        approvedValidTo
        # The latest I-94: an admission shorter than the approval ends the stay first (stay-end.ts, shortI94).
        latestI94Entry {
          id
          visaClass
          dateOfEntry
          admitUntil
        }
        # An extension's approved case (migration 0149): its end, said on the extension's card.
        extendedPetition {
          id
          approvedValidTo
        }
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
            # The app's own titles are worded again in the reader's language (lib/i18n/task-titles.ts).
            titleGenerated
            exhibitByExhibitId {
              id
              name
              exhibitType
            }
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
  const team = account.kind === 'team';
  return useDeferredResult(
    useQuery(HomePetitionsQuery, {
      variables: { condition, companyId: account.id, team },
      // Fresh on every visit, the cached answer shown meanwhile: nothing tells a page that is not open, so back from
      // the employer wizard (a step saved, its tasks closed) the cached copy would show the progress as it was.
      fetchPolicy: 'cache-and-network',
      context: LIVE_QUERY_CONTEXT,
    }),
  );
}
