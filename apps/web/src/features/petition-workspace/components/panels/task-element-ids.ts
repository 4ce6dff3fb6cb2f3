/** The element id of a pending task's card, which takes the focus once the task is added. */
export function pendingTaskElementId(taskId: string): string {
  return `workspace-task-${taskId}`;
}

/** The element id of a task's done box, which keeps the focus as the task moves between the open and done lists. */
export function pendingTaskDoneBoxId(taskId: string): string {
  return `workspace-task-${taskId}-done`;
}
