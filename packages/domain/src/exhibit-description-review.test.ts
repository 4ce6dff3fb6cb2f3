import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_EDIT_COMMENT_MAX,
  DESCRIPTION_EDIT_COMMENT_TEXTS,
  descriptionEditCommentProblem,
  descriptionReviewAnswerSchema,
  descriptionReviewer,
  hasDescriptionText,
} from './exhibit-description-review.ts';
import { notificationWords } from './notifications.ts';

describe('the customer’s review of an exhibit description (migration 0091)', () => {
  it('needs a comment of 1 to 1000 characters for an edit request, counted as the database counts them', () => {
    expect(descriptionEditCommentProblem('   ')).toBe('blank');
    expect(descriptionEditCommentProblem('')).toBe('blank');
    expect(descriptionEditCommentProblem(`${'é'.repeat(DESCRIPTION_EDIT_COMMENT_MAX)}x`)).toBe('tooLong');
    // 1000 emoji are 2000 UTF-16 units but 1000 characters; blanks around the text do not count.
    expect(descriptionEditCommentProblem(` ${'📝'.repeat(DESCRIPTION_EDIT_COMMENT_MAX)} `)).toBeNull();
    expect(descriptionEditCommentProblem('Name the award year.')).toBeNull();
  });

  it('parses an approval without a comment and an edit request with its trimmed comment', () => {
    expect(descriptionReviewAnswerSchema.parse({ decision: 'approved' })).toEqual({ decision: 'approved' });
    expect(descriptionReviewAnswerSchema.parse({ decision: 'edit-requested', comment: '  Shorter, please ' })).toEqual({
      decision: 'edit-requested',
      comment: 'Shorter, please',
    });
    const blank = descriptionReviewAnswerSchema.safeParse({ decision: 'edit-requested', comment: ' ' });
    expect(blank.error?.issues[0]?.message).toBe(DESCRIPTION_EDIT_COMMENT_TEXTS.blank);
    expect(descriptionReviewAnswerSchema.safeParse({ decision: 'rejected' }).success).toBe(false);
  });

  it('is the company team’s for the company’s exhibit, the beneficiary’s otherwise', () => {
    expect(descriptionReviewer('PETITIONER')).toBe('PETITIONER');
    expect(descriptionReviewer('BENEFICIARY')).toBe('BENEFICIARY');
    expect(descriptionReviewer('PLYMOUTH')).toBe('BENEFICIARY');
  });

  it('is asked only of a description with words in it', () => {
    expect(hasDescriptionText('<p><br></p>')).toBe(false);
    expect(hasDescriptionText('<p>&nbsp; </p>')).toBe(false);
    expect(hasDescriptionText(null)).toBe(false);
    expect(hasDescriptionText('<p>The <strong>award</strong>.</p>')).toBe(true);
  });

  it('tells staff in words who approved or asked for an edit, with the comment', () => {
    const approved = notificationWords({
      kind: 'description-reviewed',
      data: JSON.stringify({ decision: 'approved', exhibitName: 'Webby Award', reviewer: 'Priya Sharma' }),
      petitionId: 'p1',
      beneficiaryName: 'Priya Sharma',
    });
    expect(approved).toEqual({
      title: 'Priya Sharma approved the description of Webby Award',
      detail: 'Priya Sharma’s petition',
      target: { page: 'petition', petitionId: 'p1' },
    });
    const edit = notificationWords({
      kind: 'description-reviewed',
      data: { decision: 'edit-requested', exhibitName: 'Press', reviewer: 'Priya Sharma', comment: 'Name the year' },
    });
    expect(edit.title).toBe('Priya Sharma asked for an edit of the description of Press');
    expect(edit.detail).toBe('“Name the year”');
  });
});
