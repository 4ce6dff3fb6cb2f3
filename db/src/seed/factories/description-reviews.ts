import { newId, nowIso, withDefaults } from './build.ts';

/**
 * app_public.exhibit_description_reviews (migration 0091): staff asked the customer to review an exhibit's
 * description; decision null while it waits, else approved or edit-requested (with the comment).
 */
export type DescriptionReviewRow = {
  exhibit_id: string;
  id: string;
  petition_id: string;
  party: 'BENEFICIARY' | 'PETITIONER';
  task_id: string | null;
  requested_by: string | null;
  requested_at: string;
  decision: 'approved' | 'edit-requested' | null;
  comment: string | null;
  decided_by: string | null;
  decided_at: string | null;
};

export function makeDescriptionReview(
  overrides: Partial<DescriptionReviewRow> & Pick<DescriptionReviewRow, 'exhibit_id' | 'petition_id'>,
): DescriptionReviewRow {
  return withDefaults<DescriptionReviewRow>(
    {
      exhibit_id: overrides.exhibit_id,
      id: newId(),
      petition_id: overrides.petition_id,
      party: 'BENEFICIARY',
      task_id: null,
      requested_by: null,
      requested_at: nowIso(),
      decision: null,
      comment: null,
      decided_by: null,
      decided_at: null,
    },
    overrides,
  );
}
