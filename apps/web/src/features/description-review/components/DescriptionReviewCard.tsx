import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { DESCRIPTION_EDIT_COMMENT_MAX, descriptionEditCommentProblem, type DescriptionReviewAnswer } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { RichTextView } from '@/components/rich-text/RichTextView.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formatLocalTimestamp } from '@/lib/i18n/format.ts';
import { useReviewExhibitDescription } from '../api/description-reviews.ts';

export interface WaitingReview {
  exhibitId: string;
  requestedAt: string;
  exhibitByExhibitId?: { name: string; description?: string | null } | null;
}

/**
 * One description waiting for the customer: the text as it will be filed (stored rich text, sanitised on render), and
 * the two answers. Asking for an edit needs a comment (descriptionEditCommentSchema: 1–1000 characters); "sent" is shown
 * only once the server stored the answer.
 */
export function DescriptionReviewCard({ review, onAnswered }: { review: WaitingReview; onAnswered: () => Promise<unknown> }) {
  const { i18n } = useLingui();
  const id = useId();
  const [answer, { loading }] = useReviewExhibitDescription();
  const [editing, setEditing] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof descriptionEditCommentProblem>>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const name = review.exhibitByExhibitId?.name ?? '';

  const send = async (value: DescriptionReviewAnswer) => {
    try {
      await answer({
        variables: {
          exhibitId: review.exhibitId,
          decision: value.decision,
          comment: value.decision === 'edit-requested' ? value.comment : null,
        },
      });
      toast.success(
        value.decision === 'approved'
          ? i18n._({
              id: 'reviewDescriptions.approvedToast',
              message: 'You approved the description of {name}.',
              values: { name },
            })
          : i18n._({
              id: 'reviewDescriptions.editSentToast',
              message: 'Your edit request for {name} was sent.',
              values: { name },
            }),
      );
      await onAnswered();
    } catch (error) {
      console.error('answering a description review failed:', error);
      const notWaiting = CombinedGraphQLErrors.is(error) && /not waiting/i.test(error.errors[0]?.message ?? '');
      toast.error(
        notWaiting
          ? i18n._({ id: 'reviewDescriptions.notWaiting', message: 'This description is no longer waiting for your review.' })
          : i18n._({ id: 'reviewDescriptions.failed', message: 'Your answer could not be sent. Please try again.' }),
      );
    }
  };

  const sendEdit = () => {
    const found = descriptionEditCommentProblem(comment);
    setProblem(found);
    if (found) {
      commentRef.current?.focus();
      return;
    }
    void send({ decision: 'edit-requested', comment: comment.trim() });
  };

  const problemText =
    problem === 'blank'
      ? i18n._({ id: 'reviewDescriptions.commentBlank', message: 'Say what should change.' })
      : problem === 'tooLong'
        ? i18n._({
            id: 'reviewDescriptions.commentTooLong',
            message: 'Keep it to {max} characters or fewer.',
            values: { max: DESCRIPTION_EDIT_COMMENT_MAX },
          })
        : null;

  return (
    <Card aria-labelledby={`${id}-name`}>
      <CardHeader>
        <CardTitle id={`${id}-name`} className="break-words">
          {name}
        </CardTitle>
        <CardDescription>
          {i18n._({
            id: 'reviewDescriptions.askedOn',
            message: 'Waiting for your review since {time}',
            values: { time: formatLocalTimestamp(i18n, review.requestedAt) },
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <RichTextView
          html={review.exhibitByExhibitId?.description}
          defaultAlignment="left"
          className="max-w-none break-words rounded-md border bg-muted/30 p-3"
        />
        {editing ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-comment`}>
              {i18n._({ id: 'reviewDescriptions.commentLabel', message: 'What should change?' })}
            </Label>
            <Textarea
              ref={commentRef}
              id={`${id}-comment`}
              value={comment}
              rows={4}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-comment-hint${problem ? ` ${id}-comment-problem` : ''}`}
              onChange={(event) => {
                setComment(event.target.value);
                if (problem) setProblem(descriptionEditCommentProblem(event.target.value));
              }}
            />
            <p id={`${id}-comment-hint`} className="text-xs text-muted-foreground">
              {i18n._({
                id: 'reviewDescriptions.commentHint',
                message: '{count} of {max} characters. Your case team reads this and rewrites the description.',
                values: { count: [...comment.trim()].length, max: DESCRIPTION_EDIT_COMMENT_MAX },
              })}
            </p>
            {problemText && (
              <p id={`${id}-comment-problem`} role="alert" className="text-sm text-destructive">
                {problemText}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" busy={loading} onClick={sendEdit} className="max-md:min-h-11">
                {i18n._({ id: 'reviewDescriptions.sendEdit', message: 'Send edit request' })}
              </Button>
              <Button
                type="button"
                variant="outline"
                className="max-md:min-h-11"
                onClick={() => {
                  setEditing(false);
                  setProblem(null);
                }}
              >
                {i18n._({ id: 'reviewDescriptions.cancel', message: 'Cancel' })}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              busy={loading}
              className="max-md:min-h-11"
              aria-label={i18n._({
                id: 'reviewDescriptions.approveNamed',
                message: 'Approve the description of {name}',
                values: { name },
              })}
              onClick={() => void send({ decision: 'approved' })}
            >
              {i18n._({ id: 'reviewDescriptions.approve', message: 'Approve' })}
            </Button>
            <Button
              type="button"
              variant="outline"
              className="max-md:min-h-11"
              aria-label={i18n._({
                id: 'reviewDescriptions.requestEditNamed',
                message: 'Request an edit of the description of {name}',
                values: { name },
              })}
              onClick={() => {
                setEditing(true);
                requestAnimationFrame(() => commentRef.current?.focus());
              }}
            >
              {i18n._({ id: 'reviewDescriptions.requestEdit', message: 'Request an edit' })}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
