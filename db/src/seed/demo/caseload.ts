import { BENEFICIARIES } from '../demo-fixtures.ts';
import type { DemoContext } from './context.ts';
import type { PetitionPlan } from './records.ts';

const DAY_MS = 86_400_000;
/** How long the provider gives for a task in the demo story: two weeks from the day it was given. */
const TASK_DAYS = 14;

/**
 * The caseload of the demo story (issue 30): every open task has a due date two weeks after it was given (so the
 * case list's deadlines, overdue items and reminders have something to show), the provider's own tasks are
 * assigned to the case's attorney, and an RFE response is high priority. Priya and the staff admin find a few
 * notifications in their bells (already read, so a signed-in demo starts with no unread badge, and the browser
 * tests' "unread" checks stay meaningful). Derived from the rows already made and added last (the notifications'
 * ids are the generator's last draws), so every other id and value of the demo stays as it was.
 */
export function buildDemoCaseload(ctx: DemoContext, plans: readonly PetitionPlan[], staffAdminId: string): void {
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  for (const task of ctx.rows.pending_petition_tasks) {
    if (task.completed_at !== null) continue;
    const plan = planById.get(String(task.petition_id));
    const givenDaysAgo = ctx.daysFromIso(String(task.created_at));
    Object.assign(task, {
      due_date: ctx.dateOf(givenDaysAgo - TASK_DAYS),
      priority: String(task.content).startsWith('Respond to the Request for Evidence') ? 'high' : 'normal',
      assignee_id: task.party === 'PLYMOUTH' && plan ? plan.oaId : null,
    });
  }
  addDemoNotifications(ctx, plans, staffAdminId);
}

/** A time `days` before today at a fixed hour (no draw, unlike ctx.at). */
const timeOf = (ctx: DemoContext, days: number, hour: number) =>
  new Date(ctx.today - days * DAY_MS + hour * 3_600_000).toISOString();

function addDemoNotifications(ctx: DemoContext, plans: readonly PetitionPlan[], staffAdminId: string): void {
  const plan = plans.find((p) => p.latest && p.beneficiary.fixture === BENEFICIARIES[0]);
  if (!plan) return;
  const notify = (userId: string, kind: string, data: Record<string, unknown>, at: string) =>
    ctx.add('notifications', {
      id: ctx.rng.uuid(),
      user_id: userId,
      kind,
      data,
      petition_id: plan.id,
      support_message_id: null,
      created_at: at,
      read_at: new Date(Date.parse(at) + 2 * 3_600_000).toISOString(),
    });
  const openTask = ctx.rows.pending_petition_tasks.find(
    (task) => task.petition_id === plan.id && task.party === 'BENEFICIARY' && task.completed_at === null,
  );
  if (openTask) {
    const task = { task: String(openTask.content).slice(0, 140), dueDate: openTask.due_date };
    notify(plan.beneficiary.id, 'task-assigned', task, String(openTask.created_at));
  }
  // Her petition's last change of status, as the status trigger would have told her.
  const lastStatus = ctx.history.statusTimes.filter((change) => change.petition_id === plan.id).at(-1);
  if (lastStatus) notify(plan.beneficiary.id, 'status-changed', { status: lastStatus.status }, lastStatus.changed_at);
  const exhibit = ctx.rows.exhibits.find((row) => row.petition_id === plan.id && row.owned_by === 'BENEFICIARY');
  if (exhibit) notify(staffAdminId, 'document-uploaded', { exhibitName: exhibit.name, count: 2 }, timeOf(ctx, 2, 15));
}
