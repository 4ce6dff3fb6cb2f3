import { z } from 'zod';
import { isCalendarDate } from './person-history.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * Planning pending tasks (issue 30, migration 0048): a due date (a calendar date), a priority and, for the
 * provider's own tasks, the staff member assigned. The rules hold here once; the database repeats them as
 * constraints (pending_petition_tasks_due_date_range, _priority, _assignee_is_staff).
 */
export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
};

export const TASK_DUE_DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;
export const TASK_PLANNING_TEXTS = {
  dueDateInvalid: 'Enter the due date as a real date (MM/DD/YYYY).',
  dueDateOutOfRange: 'Enter a due date between 2000 and 2100.',
} as const;

/** A due date as the date input gives it (YYYY-MM-DD), or empty for none. */
export const taskDueDateSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || isCalendarDate(value), TASK_PLANNING_TEXTS.dueDateInvalid)
    .refine(
      (value) => value === null || (value >= TASK_DUE_DATE_RANGE.min && value <= TASK_DUE_DATE_RANGE.max),
      TASK_PLANNING_TEXTS.dueDateOutOfRange,
    ),
);

export const taskPrioritySchema = lazySchema(() => z.enum(TASK_PRIORITIES));

/** How soon a task is due: overdue, due today or within two days (the reminders' window), later, or no date. */
export type TaskDueState = 'overdue' | 'due-soon' | 'later' | 'none';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** `today` is the person's own calendar date (todayIsoDate()); a completed task is never overdue. */
export function taskDueState(dueDate: string | null | undefined, today: string, completed = false): TaskDueState {
  if (!dueDate || completed || !isCalendarDate(dueDate)) return 'none';
  const days = dayNumber(dueDate) - dayNumber(today);
  if (days < 0) return 'overdue';
  if (days <= 2) return 'due-soon';
  return 'later';
}

/** A calendar date in the app's format: 2026-03-14 → 03/14/2026 (spec 1 §9). */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/** "Overdue · due 03/12/2026", "Due soon · due 03/14/2026", "Due 04/01/2026"; '' without a date. */
export function taskDueText(dueDate: string | null | undefined, today: string, completed = false): string {
  if (!dueDate || !isCalendarDate(dueDate)) return '';
  const state = taskDueState(dueDate, today, completed);
  const date = formatCalendarDate(dueDate);
  if (state === 'overdue') return `Overdue · due ${date}`;
  if (state === 'due-soon') return `Due soon · due ${date}`;
  return `Due ${date}`;
}
