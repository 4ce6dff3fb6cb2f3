import { BENEFICIARIES } from '../demo-fixtures.ts';
import { makePendingTask } from '../factories/index.ts';
import type { DemoContext } from './context.ts';
import type { PetitionPlan } from './records.ts';

/** The task text staff gave Priya (TASK_TEXTS) that her pay-stub upload satisfies. */
export const PAY_STUBS_TASK = 'Upload your last three pay stubs';

/**
 * Action items of the demo accounts' case (Priya Sharma's latest petition, filed by Northwind Robotics) that
 * wait for data (issue 25): one for each party, so signing in as Priya or as Daniel shows an item that
 * closes by itself when its data arrives, and each sees only their own. Added after every other part of
 * the story, so the generator's earlier draws (and every id and value they made) stay as they were.
 */
export function buildDemoActionItems(ctx: DemoContext, plans: readonly PetitionPlan[]): void {
  const { rng, at } = ctx;
  const plan = plans.find((p) => p.latest && p.beneficiary.fixture === BENEFICIARIES[0]);
  if (!plan) return;
  const onboarding = ctx.rows.onboardings.find((row) => row.petition_id === plan.id);
  const modules = (onboarding?.modules ?? []) as { type?: string; status?: string }[];
  const moduleDone = modules.some((m) => m.type === 'HIGH_REMUNERATION' && m.status === 'completed');
  const foreignProof = ctx.rows.company_documents.find(
    (doc) => doc.company_id === plan.company.id && doc.type === 'FOREIGN_QUALIFICATION',
  );
  const createdAt = at(3);

  ctx.add(
    'pending_petition_tasks',
    makePendingTask({
      id: rng.uuid(),
      petition_id: plan.id,
      content: 'Finish the High Remuneration part of your checklist',
      party: 'BENEFICIARY',
      awaited_kind: 'ONBOARDING_MODULE',
      awaited_type: 'HIGH_REMUNERATION',
      // The app's wording of what it waits for, read in her language; the petitioner's item below is staff's words.
      title_generated: true,
      created_at: createdAt,
      created_by: plan.csmId,
      completed_at: moduleDone ? createdAt : null,
      completed_by: moduleDone ? plan.beneficiary.id : null,
    }),
  );
  ctx.add(
    'pending_petition_tasks',
    makePendingTask({
      id: rng.uuid(),
      petition_id: plan.id,
      content: 'Upload the proof that the company is qualified to do business in its state',
      party: 'PETITIONER',
      awaited_kind: 'COMPANY_DOCUMENT',
      awaited_type: 'FOREIGN_QUALIFICATION',
      created_at: createdAt,
      created_by: plan.csmId,
      completed_at: foreignProof ? createdAt : null,
      completed_by: foreignProof ? plan.company.adminId : null,
    }),
  );
  awaitPayStubs(ctx, plan);
}

/**
 * Her "Upload your last three pay stubs" task (drawn from TASK_TEXTS earlier) waits for her personal
 * pay-stub document: an upload to the pay-stubs exhibit of her checklist files one (migration 0035), as
 * does one on Documents, and either closes the task (migration 0036). Derived from the rows already made,
 * without a draw: open exactly while she holds no such document.
 */
function awaitPayStubs(ctx: DemoContext, plan: PetitionPlan): void {
  const task = ctx.rows.pending_petition_tasks.find(
    (row) => row.petition_id === plan.id && row.content === PAY_STUBS_TASK && row.awaited_kind === null,
  );
  if (!task) return;
  const held = ctx.rows.user_documents.some((doc) => doc.user_id === plan.beneficiary.id && doc.document_type === 'pay-stubs');
  Object.assign(task, {
    party: 'BENEFICIARY',
    awaited_kind: 'USER_DOCUMENT',
    awaited_type: 'pay-stubs',
    // Where it is done is derived from what it waits for (Documents), not a link of its own.
    link: null,
    completed_at: held ? task.created_at : null,
    completed_by: held ? plan.beneficiary.id : null,
  });
}
