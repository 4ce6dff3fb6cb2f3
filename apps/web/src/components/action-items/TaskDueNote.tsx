import { taskDueState, taskDueText, todayIsoDate, type TaskDueState } from '@app/domain';
import { AlarmClock } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/**
 * A task's due date in words, for customers and staff alike: "Overdue · due 11/26/2026" in the warning colour,
 * "Due soon · due 11/28/2026", "Due 01/05/2027"; nothing without a date. Today is the viewer's own day.
 */
export function TaskDueNote({
  dueDate,
  completed = false,
  className,
  translate,
}: {
  dueDate: string | null | undefined;
  completed?: boolean;
  className?: string;
  /** The words in the customer's language (issue 36): called with the state and the date; English otherwise. */
  translate?: (state: TaskDueState, dueDate: string) => string;
}) {
  const today = todayIsoDate();
  const english = taskDueText(dueDate, today, completed);
  if (!english || !dueDate) return null;
  const text = translate ? translate(taskDueState(dueDate, today, completed), dueDate) : english;
  const state = taskDueState(dueDate, today, completed);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs',
        state === 'overdue'
          ? 'font-semibold text-destructive'
          : state === 'due-soon'
            ? 'font-medium text-foreground'
            : 'text-muted-foreground',
        className,
      )}
    >
      {state === 'overdue' || state === 'due-soon' ? <AlarmClock className="h-3.5 w-3.5" aria-hidden="true" /> : null}
      {text}
    </span>
  );
}

/** Open tasks by due date, soonest (and overdue) first, undated last; otherwise in the order given. */
export function byDueDate<T extends { dueDate?: string | null }>(tasks: readonly T[]): T[] {
  return tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => {
      const left = a.task.dueDate ?? '9999-12-31';
      const right = b.task.dueDate ?? '9999-12-31';
      return left === right ? a.index - b.index : left < right ? -1 : 1;
    })
    .map(({ task }) => task);
}
