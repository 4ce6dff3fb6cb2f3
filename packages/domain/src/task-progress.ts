/**
 * How far a party's pending tasks are done, as the progress bars count them. A task closed without being done
 * (closed_reason set: its RFE was answered, migration 0073) counts as neither done nor open: the customer did not
 * do it, and nothing is left to do on it either, so it is left out of both numbers.
 */
export interface TaskProgressRow {
  completedAt?: string | null;
  closedReason?: string | null;
}

/** Whether a task was closed without being done (it is struck through, but not by the one it was for). */
export const isClosedUnneeded = (task: TaskProgressRow): boolean => Boolean(task.completedAt && task.closedReason);

/** Done and counted tasks: `done` of `total` done, neither counting tasks closed without being done. */
export function taskProgress(tasks: readonly TaskProgressRow[]): { done: number; total: number } {
  const counted = tasks.filter((task) => !isClosedUnneeded(task));
  return { done: counted.filter((task) => task.completedAt).length, total: counted.length };
}
