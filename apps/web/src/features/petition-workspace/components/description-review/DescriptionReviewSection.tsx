import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { descriptionReviewer, hasDescriptionText } from '@app/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import type { TreeExhibit } from '../../model/workspace-tree.ts';
import { usePetitionParties } from '@/components/domain/petition-parties-context.ts';
import { useExhibitDescriptionReview, useRequestDescriptionReview } from './description-review-api.ts';

/** The server's sentence for a refused request (the database words its refusals for people), else `fallback`. */
function refusalText(error: unknown, fallback: string): string {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? fallback) : fallback;
}

/**
 * The customer's review of the exhibit's description (migration 0091): staff ask the beneficiary (the petitioner's
 * team for the company's exhibit), who gets an action item; here staff read the answer (approved, or the edit asked
 * for with the customer's words) and ask again once they have rewritten the description.
 */
export function DescriptionReviewSection({ exhibit, onAsked }: { exhibit: TreeExhibit; onAsked: () => Promise<unknown> }) {
  const id = useId();
  const { data, refetch } = useExhibitDescriptionReview(exhibit.id);
  const [request, { loading: asking }] = useRequestDescriptionReview();
  const review = data?.exhibitDescriptionReviewByExhibitId ?? null;
  const reviewerParty = descriptionReviewer(exhibit.ownedBy);
  const reviewer = reviewerParty === 'PETITIONER' ? 'the petitioner' : 'the beneficiary';
  // Nobody reviews for a petitioner the petition has no company for (a self-petition; the database refuses too).
  const canAsk = usePetitionParties().includes(reviewerParty);
  const hasText = hasDescriptionText(exhibit.description);

  const ask = async () => {
    try {
      await request({ variables: { exhibitId: exhibit.id } });
      await Promise.all([refetch(), onAsked()]);
      toast.success(`We asked ${reviewer} to review the description of ${exhibit.name}.`);
    } catch (error) {
      console.error('asking for a description review failed:', error);
      toast.error(refusalText(error, `We could not ask ${reviewer} to review it. Please try again.`));
    }
  };
  const decider = review?.userByDecidedBy?.fullName ?? 'A former team member';

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 rounded-md bg-muted/50 p-2 text-sm">
      <h5 id={`${id}-heading`} className="font-medium">
        Customer review of the description
      </h5>
      {!canAsk && (
        <p className="text-xs text-muted-foreground">
          This petition has no petitioner company (a self-petition): make the beneficiary the owner to ask them to review it.
        </p>
      )}
      {canAsk && !review && (
        <p className="text-xs text-muted-foreground">
          {hasText
            ? `Not asked yet: ${reviewer} gets an action item to approve it or ask for an edit.`
            : 'Write the description first, then ask the customer to review it.'}
        </p>
      )}
      {review && !review.decision && (
        <p>
          Asked <time dateTime={review.requestedAt}>{formatTimestamp(review.requestedAt)}</time>: waiting for {reviewer}’s review.
        </p>
      )}
      {review?.decision === 'approved' && review.decidedAt && (
        <p>
          Approved by {decider} <time dateTime={review.decidedAt}>{formatTimestamp(review.decidedAt)}</time>.
        </p>
      )}
      {review?.decision === 'edit-requested' && review.decidedAt && (
        <div className="space-y-1">
          <p>
            {decider} asked for an edit <time dateTime={review.decidedAt}>{formatTimestamp(review.decidedAt)}</time>:
          </p>
          <blockquote className="whitespace-pre-wrap break-words border-l-2 pl-2" aria-label="The customer’s comment">
            {review.comment}
          </blockquote>
        </div>
      )}
      {canAsk && (
        <Button type="button" size="sm" variant="outline" busy={asking} disabled={!hasText} onClick={() => void ask()}>
          {review ? `Ask ${reviewer} to review it again` : `Ask ${reviewer} to review`}
        </Button>
      )}
    </section>
  );
}
