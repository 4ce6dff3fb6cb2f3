import { DESCRIPTION_REVIEW_AWAITED_KIND } from '@app/domain';
import { BENEFICIARIES } from '../demo-fixtures.ts';
import { makeDescriptionReview, makePendingTask } from '../factories/index.ts';
import type { DemoContext } from './context.ts';
import type { PetitionPlan } from './records.ts';

/** The demo exhibit whose description waits for Priya's review: staff wrote it, she approves it or asks for an edit. */
export const DEMO_REVIEWED_EXHIBIT = 'Pay stubs';

/**
 * Priya's "Review and approve the draft exhibit descriptions" (migration 0091), done for real: the pay-stubs exhibit of
 * her latest petition, whose description staff wrote, is asked for her review, and her action item opens the page
 * where she approves it or asks for an edit. Built last, so the generator's earlier draws (and every id and value
 * they made) stay as they were.
 */
export function buildDemoDescriptionReview(ctx: DemoContext, plans: readonly PetitionPlan[]): void {
  const { rng, at } = ctx;
  const plan = plans.find((p) => p.latest && p.beneficiary.fixture === BENEFICIARIES[0]);
  if (!plan) return;
  const exhibit = ctx.rows.exhibits.find(
    (row) =>
      row.petition_id === plan.id &&
      row.name === DEMO_REVIEWED_EXHIBIT &&
      row.owned_by === 'BENEFICIARY' &&
      typeof row.description === 'string' &&
      row.description !== '',
  );
  if (!exhibit) return;
  const askedAt = at(2);
  // As request_description_review leaves it: the record status says review, the display status "Drafted".
  Object.assign(exhibit, {
    status: 'REVIEW_EXHIBIT_DESCRIPTION',
    metadata: { ...(exhibit.metadata as Record<string, unknown>), status: 'drafted' },
  });
  const task = {
    ...makePendingTask({
      id: rng.uuid(),
      petition_id: plan.id,
      content: 'Review and approve the draft exhibit descriptions',
      party: 'BENEFICIARY',
      created_at: askedAt,
      created_by: plan.csmId,
      // As every open task of the demo's caseload (caseload.ts): due two weeks after it was given.
      due_date: ctx.dateOf(2 - 14),
    }),
    awaited_kind: DESCRIPTION_REVIEW_AWAITED_KIND,
    // The app's words, as request_description_review writes them: read in the reviewer's language (migration 0126).
    title_generated: true,
  };
  ctx.add('pending_petition_tasks', task);
  ctx.add(
    'exhibit_description_reviews',
    makeDescriptionReview({
      id: rng.uuid(),
      exhibit_id: String(exhibit.id),
      petition_id: plan.id,
      task_id: task.id,
      requested_by: plan.csmId,
      requested_at: askedAt,
    }),
  );
}
