import { checklistTaskApplies, checklistTaskLabel, type ChecklistPetition } from '@app/domain';

export interface ChecklistSectionRow {
  id: string;
  name: string;
  position: number;
  checklistTasksBySectionId: { nodes: readonly { id: string; code: string; label: string; position: number }[] };
}

export interface ChecklistItemRow {
  id: string;
  moduleId?: string | null;
  taskId: string;
  completedAt?: string | null;
  note?: string | null;
  dueDate?: string | null;
  priority?: string;
  assigneeId?: string | null;
  userByCompletedBy?: { id: string; fullName: string } | null;
  userByAssigneeId?: { id: string; fullName: string } | null;
}

export interface ChecklistTaskView {
  taskId: string;
  code: string;
  label: string;
  /** This scope's item, if one was ever created (ticked, noted or planned). */
  item: ChecklistItemRow | null;
  done: boolean;
}

export interface ChecklistSectionView {
  id: string;
  name: string;
  tasks: ChecklistTaskView[];
  doneCount: number;
}

/**
 * Sections → tasks (by position) with the item of one scope: the whole petition (moduleId null) or one module.
 * Only the tasks that apply to the petition (its visa class and petitioner, @app/domain checklistTaskApplies), in
 * the words they read on it (checklistTaskLabel); a section none of whose tasks apply is left out, and an item kept
 * from a task that no longer applies counts nowhere.
 * An item is complete when completedAt is set (spec 1 §4: completedAt and completedBy; completedBy may be
 * cleared when its user is deleted, the completion still stands).
 */
export function groupChecklist(
  sections: readonly ChecklistSectionRow[],
  items: readonly ChecklistItemRow[],
  moduleId: string | null,
  petition: ChecklistPetition,
): ChecklistSectionView[] {
  const itemByTask = new Map<string, ChecklistItemRow>();
  for (const item of items) if ((item.moduleId ?? null) === moduleId) itemByTask.set(item.taskId, item);
  return [...sections]
    .sort((a, b) => a.position - b.position)
    .map((section) => {
      const tasks = section.checklistTasksBySectionId.nodes
        .filter((task) => checklistTaskApplies(task.code, petition))
        .sort((a, b) => a.position - b.position)
        .map((task) => {
          const item = itemByTask.get(task.id) ?? null;
          const label = checklistTaskLabel(task, petition);
          return { taskId: task.id, code: task.code, label, item, done: Boolean(item?.completedAt) };
        });
      return { id: section.id, name: section.name, tasks, doneCount: tasks.filter((task) => task.done).length };
    })
    .filter((section) => section.tasks.length > 0);
}
