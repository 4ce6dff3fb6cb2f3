import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import type { OwnedBy } from './owned-by.ts';

/**
 * The customer's review of an exhibit description staff wrote (migration 0091): staff ask, the beneficiary (or the
 * petitioner's ADMIN/MEMBER for an exhibit the company owns) approves it or asks for an edit saying what to change.
 * The answer becomes the exhibit's display status ('customer-approved' / 'edit-requested').
 */
export const DESCRIPTION_REVIEW_AWAITED_KIND = 'DESCRIPTION_REVIEW';

export const DESCRIPTION_REVIEW_DECISIONS = ['approved', 'edit-requested'] as const;
export type DescriptionReviewDecision = (typeof DESCRIPTION_REVIEW_DECISIONS)[number];

/** The longest edit request (the database's exhibit_description_reviews_comment check says the same). */
export const DESCRIPTION_EDIT_COMMENT_MAX = 1000;

/** Which rule an edit request breaks; the customer page words each in the reader's language. */
export type DescriptionEditCommentProblem = 'blank' | 'tooLong';

export const DESCRIPTION_EDIT_COMMENT_TEXTS: Readonly<Record<DescriptionEditCommentProblem, string>> = {
  blank: 'Say what should change',
  tooLong: `Keep it to ${DESCRIPTION_EDIT_COMMENT_MAX} characters or fewer`,
};

/** An edit request's comment: trimmed, 1 to 1000 characters (counted as PostgreSQL's char_length counts them). */
export const descriptionEditCommentSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .refine((value) => value !== '', { message: DESCRIPTION_EDIT_COMMENT_TEXTS.blank })
    .refine((value) => [...value].length <= DESCRIPTION_EDIT_COMMENT_MAX, {
      message: DESCRIPTION_EDIT_COMMENT_TEXTS.tooLong,
    }),
);

/** The answer the customer sends: an approval, or an edit request with its comment. */
export const descriptionReviewAnswerSchema = lazySchema(() =>
  z.discriminatedUnion('decision', [
    z.object({ decision: z.literal('approved') }),
    z.object({ decision: z.literal('edit-requested'), comment: descriptionEditCommentSchema }),
  ]),
);
export type DescriptionReviewAnswer = z.infer<typeof descriptionReviewAnswerSchema>;

/** The first rule an edit request's comment breaks, or null when it can be sent. */
export function descriptionEditCommentProblem(value: string): DescriptionEditCommentProblem | null {
  const result = descriptionEditCommentSchema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue?.message === DESCRIPTION_EDIT_COMMENT_TEXTS.tooLong ? 'tooLong' : 'blank';
}

/** Who reviews an exhibit's description: the company's team for the company's exhibit, else the beneficiary. */
export function descriptionReviewer(ownedBy: OwnedBy): 'BENEFICIARY' | 'PETITIONER' {
  return ownedBy === 'PETITIONER' ? 'PETITIONER' : 'BENEFICIARY';
}

/** Whether stored rich text has words to review (the database asks the same before a review is requested). */
export function hasDescriptionText(html: string | null | undefined): boolean {
  return (html ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}
