import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

/**
 * The exhibit descriptions one party was asked to review on a petition (migration 0091), oldest request first. Row-level
 * security shows the beneficiary their own and the petitioner's team the company's; anyone else reads none.
 */
export const DescriptionReviewsQuery = graphql(`
  query DescriptionReviews($petitionId: UUID!, $party: OwnedBy!) {
    petitionById(id: $petitionId) {
      id
      visaClass
      visaClassLabel
      userByBeneficiaryId {
        id
        fullName
      }
    }
    allExhibitDescriptionReviews(
      condition: { petitionId: $petitionId, party: $party }
      orderBy: [REQUESTED_AT_ASC, EXHIBIT_ID_ASC]
    ) {
      nodes {
        nodeId
        exhibitId
        requestedAt
        decision
        comment
        decidedAt
        exhibitByExhibitId {
          id
          name
          description
        }
      }
    }
  }
`);

export const ReviewExhibitDescriptionMutation = graphql(`
  mutation ReviewExhibitDescription($exhibitId: UUID!, $decision: String!, $comment: String) {
    reviewExhibitDescription(input: { exhibitId: $exhibitId, decision: $decision, comment: $comment }) {
      exhibitDescriptionReview {
        nodeId
        exhibitId
        decision
        comment
        decidedAt
        # The action item, so Home and Action Items (same cache) read it closed once nothing is left to review.
        pendingPetitionTaskByTaskId {
          id
          completedAt
          completedBy
        }
      }
    }
  }
`);

export function useDescriptionReviews(petitionId: string, party: 'BENEFICIARY' | 'PETITIONER') {
  return useQuery(DescriptionReviewsQuery, {
    variables: { petitionId, party },
    skip: !petitionId,
    fetchPolicy: 'cache-and-network',
  });
}

export function useReviewExhibitDescription() {
  return useMutation(ReviewExhibitDescriptionMutation);
}
