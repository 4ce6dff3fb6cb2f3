import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

/**
 * The customer's review of one exhibit's description (migration 0091): when staff asked, and the customer's answer
 * (approved, or the edit they asked for with their comment), who gave it and when.
 */
export const ExhibitDescriptionReviewQuery = graphql(`
  query ExhibitDescriptionReview($exhibitId: UUID!) {
    exhibitDescriptionReviewByExhibitId(exhibitId: $exhibitId) {
      nodeId
      exhibitId
      party
      requestedAt
      decision
      comment
      decidedAt
      userByDecidedBy {
        id
        fullName
      }
    }
  }
`);

export const RequestDescriptionReviewMutation = graphql(`
  mutation RequestDescriptionReview($exhibitId: UUID!) {
    requestDescriptionReview(input: { exhibitId: $exhibitId }) {
      exhibitDescriptionReview {
        nodeId
        exhibitId
        party
        requestedAt
        decision
        comment
        decidedAt
      }
    }
  }
`);

export function useExhibitDescriptionReview(exhibitId: string) {
  // Read afresh on each opening: the customer answers from another browser.
  return useQuery(ExhibitDescriptionReviewQuery, { variables: { exhibitId }, fetchPolicy: 'cache-and-network' });
}

export function useRequestDescriptionReview() {
  return useMutation(RequestDescriptionReviewMutation);
}
