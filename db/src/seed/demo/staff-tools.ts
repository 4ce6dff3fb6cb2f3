import { makeChecklistItem, makeNote, makePendingTask } from '../factories/index.ts';
import { BENEFICIARIES, NOTE_TEXTS, TASK_TEXTS } from '../demo-fixtures.ts';
import type { DemoContext } from './context.ts';
import type { PetitionPlan } from './records.ts';

/** Notes, tasks and checklist items on the live petitions (latest and not archived). */
export function buildCaseFollowUp(ctx: DemoContext, plans: readonly PetitionPlan[]): void {
  for (const plan of plans) {
    const live = plan.latest && plan.status !== 'ARCHIVED';
    if (!live) continue;
    addNotes(ctx, plan);
    addTasks(ctx, plan);
    addChecklist(ctx, plan);
  }
}

function customersOf(plan: PetitionPlan): string[] {
  return [plan.beneficiary.id, plan.company.adminId];
}

function addNotes(ctx: DemoContext, plan: PetitionPlan): void {
  const { rng, at } = ctx;
  const noteCount = plan.beneficiary.fixture === BENEFICIARIES[0] ? 4 : rng.int(0, 3);
  for (let n = 0; n < noteCount; n++) {
    const fromStaff = n % 2 === 0;
    const createdAt = at(Math.max(0, plan.createdDaysAgo - 2 - n * rng.int(2, 6)));
    ctx.add(
      'notes',
      makeNote({
        id: rng.uuid(),
        petition_id: plan.id,
        user_id: plan.beneficiary.id,
        sender_id: fromStaff ? rng.pick([plan.oaId, plan.csmId]) : rng.pick(customersOf(plan)),
        content: rng.pick(NOTE_TEXTS),
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
  }
}

function addTasks(ctx: DemoContext, plan: PetitionPlan): void {
  const { rng, at } = ctx;
  const openExhibits = plan.modules
    .flatMap((module) => module.exhibits)
    .filter((exhibit) => exhibit.status === 'PENDING_DOCUMENTS' && exhibit.ownedBy !== 'PLYMOUTH');
  const taskCount = plan.status === 'PENDING_DOCS' || plan.status === 'RFEED' ? rng.int(2, 4) : rng.int(0, 1);
  for (let n = 0; n < taskCount; n++) {
    const exhibit = openExhibits.length > 0 && rng.chance(0.7) ? rng.pick(openExhibits) : undefined;
    const completed = plan.status !== 'PENDING_DOCS' || rng.chance(0.3);
    const createdDaysAgo = Math.max(1, plan.createdDaysAgo - rng.int(1, 10));
    ctx.add(
      'pending_petition_tasks',
      makePendingTask({
        id: rng.uuid(),
        petition_id: plan.id,
        exhibit_id: exhibit?.id ?? null,
        content:
          plan.status === 'RFEED' && n === 0
            ? 'Respond to the Request for Evidence: more proof of the distinguished reputation of the employer'
            : exhibit
              ? `Upload: ${exhibit.name}`
              : rng.pick(TASK_TEXTS),
        link: exhibit ? '/docs' : rng.pick(['/onboarding/beneficiary', '/docs', null]),
        created_at: at(createdDaysAgo),
        created_by: plan.csmId,
        completed_at: completed ? at(Math.max(0, createdDaysAgo - rng.int(1, 5))) : null,
        completed_by: completed ? rng.pick(customersOf(plan)) : null,
      }),
    );
  }
}

/** Everything up to how far the case got is ticked off; petitions in attorney review get a per-module review. */
function addChecklist(ctx: DemoContext, plan: PetitionPlan): void {
  const { rng, at } = ctx;
  const progress = plan.path.length;
  const ticked: readonly (readonly [string, boolean])[] = [
    ['intake.engagement-signed', true],
    ['intake.retainer-paid', true],
    ['intake.kickoff-call', plan.status !== 'PENDING_DOCS' || rng.chance(0.7)],
    ['intake.beneficiary-onboarding', plan.onboarding === 'completed'],
    ['intake.employer-onboarding', plan.company.fixture.portalOnboarded],
    ['evidence.strategy-approved', progress >= 1 || rng.chance(0.4)],
    ['evidence.expert-letters-requested', progress >= 1 || rng.chance(0.5)],
    ['evidence.expert-letters-signed', progress >= 2],
    ['evidence.exhibits-reviewed', progress >= 2],
    ['evidence.exhibit-index-final', progress >= 2],
    ['forms.g28', progress >= 1],
    ['forms.i129', progress >= 2],
    ['forms.petitioner-signature', progress >= 2],
    ['filing.attorney-final-review', progress >= 2],
    ['filing.compiled', progress >= 3],
    ['filing.fees-prepared', progress >= 3],
    ['filing.shipped', progress >= 4],
    ['filing.tracking-recorded', progress >= 4],
    ['filing.receipt-received', progress >= 4 && plan.status !== 'SHIPPED'],
  ];
  for (const [code, done] of ticked) {
    const taskId = ctx.options.checklistTaskIds.get(code);
    if (!taskId) continue;
    // Items exist once staff start on them; open items without a note are not stored.
    const note = !done && rng.chance(0.15) ? 'Waiting on the client' : null;
    if (!done && !note) continue;
    const createdAt = at(Math.max(0, plan.createdDaysAgo - rng.int(0, 5)));
    ctx.add(
      'petition_checklist_items',
      makeChecklistItem({
        id: rng.uuid(),
        petition_id: plan.id,
        module_id: null,
        task_id: taskId,
        completed_at: done ? createdAt : null,
        completed_by: done ? plan.oaId : null,
        note,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
  }
  const reviewTask = ctx.options.checklistTaskIds.get('evidence.exhibits-reviewed');
  if (plan.status === 'IN_ATTORNEY_REVIEW' && reviewTask) {
    for (const module of plan.modules) {
      if (module.type === 'memo-starter' || module.type === 'conclusion') continue;
      const done = rng.chance(0.6);
      const createdAt = at(rng.int(1, 10));
      ctx.add(
        'petition_checklist_items',
        makeChecklistItem({
          id: rng.uuid(),
          petition_id: plan.id,
          module_id: module.id,
          task_id: reviewTask,
          completed_at: done ? createdAt : null,
          completed_by: done ? plan.oaId : null,
          note: done ? null : 'Descriptions still in draft',
          created_at: createdAt,
          updated_at: createdAt,
        }),
      );
    }
  }
}
