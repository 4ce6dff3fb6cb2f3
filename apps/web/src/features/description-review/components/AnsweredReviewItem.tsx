import { useLingui } from '@lingui/react';
import { CheckCircle2, PencilLine } from 'lucide-react';
import { formatLocalTimestamp } from '@/lib/i18n/format.ts';

export interface AnsweredReview {
  decision?: string | null;
  comment?: string | null;
  decidedAt?: string | null;
  exhibitByExhibitId?: { name: string } | null;
}

/** A description the customer already answered for: what they said and when, in their words. */
export function AnsweredReviewItem({ review }: { review: AnsweredReview }) {
  const { i18n } = useLingui();
  const time = formatLocalTimestamp(i18n, review.decidedAt);
  const name = review.exhibitByExhibitId?.name ?? '';
  const approved = review.decision === 'approved';
  return (
    <li className="flex items-start gap-2 rounded-md border p-3 text-sm">
      {approved ? (
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
      ) : (
        <PencilLine className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-col gap-1 break-words">
        <span className="font-medium">{name}</span>
        <span className="text-muted-foreground">
          {approved
            ? i18n._({ id: 'reviewDescriptions.approvedOn', message: 'You approved it on {time}.', values: { time } })
            : i18n._({
                id: 'reviewDescriptions.editRequestedOn',
                message: 'You asked for an edit on {time}. Your case team will rewrite it and may ask you again.',
                values: { time },
              })}
        </span>
        {!approved && review.comment && <q className="whitespace-pre-wrap">{review.comment}</q>}
      </div>
    </li>
  );
}
