import { useId } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { formatTimestamp } from '@/lib/dates.ts';
import type { ChecklistTaskView } from '../../model/checklist-groups.ts';
import { TaskDueNote } from '@/components/action-items/TaskDueNote.tsx';
import { PlanFields, type PlanPatch } from './PlanFields.tsx';

interface ChecklistTaskRowProps {
  task: ChecklistTaskView;
  onToggle: (done: boolean) => void;
  onSaveNote: (note: string) => Promise<unknown>;
  onPlan: (patch: PlanPatch) => void;
}

/** One checklist task: ticked with who and when, planned (due date, priority, assignee) while open, and a note saved as it is typed (autosave). */
export function ChecklistTaskRow({ task, onToggle, onSaveNote, onPlan }: ChecklistTaskRowProps) {
  const id = useId();
  const note = useAutosavedValue(task.item?.note ?? '', onSaveNote);
  return (
    <div className="space-y-1 rounded-md border p-2 text-sm">
      <div className="flex items-start gap-2">
        <Checkbox id={id} className="mt-0.5" checked={task.done} onCheckedChange={(checked) => onToggle(checked === true)} />
        <label htmlFor={id} className={task.done ? 'text-muted-foreground line-through' : ''}>
          {task.label}
        </label>
      </div>
      {task.done && task.item?.completedAt && (
        <p className="text-xs text-muted-foreground">
          Completed {formatTimestamp(task.item.completedAt)}
          {task.item.userByCompletedBy ? ` by ${task.item.userByCompletedBy.fullName}` : ''}
        </p>
      )}
      {!task.done && (task.item?.dueDate || task.item?.priority === 'high' || task.item?.userByAssigneeId) && (
        <p className="flex flex-wrap items-center gap-x-2 text-xs">
          <TaskDueNote dueDate={task.item.dueDate} completed={false} />
          {task.item.priority === 'high' && <span className="font-semibold text-destructive">High priority</span>}
          {task.item.userByAssigneeId && (
            <span className="text-muted-foreground">Assigned to {task.item.userByAssigneeId.fullName}</span>
          )}
        </p>
      )}
      {!task.done && (
        <PlanFields
          name={`checklist item ${task.label}`}
          plan={{
            dueDate: task.item?.dueDate ?? null,
            priority: task.item?.priority ?? 'normal',
            assigneeId: task.item?.assigneeId ?? null,
          }}
          assignable
          unassignedLabel="Attorney and manager"
          onSave={onPlan}
        />
      )}
      <Input
        aria-label={`Note for ${task.label}`}
        placeholder="Note"
        value={note.value}
        onChange={(event) => note.change(event.target.value)}
        className="h-8"
      />
      <AutosaveStatus status={note.status} />
    </div>
  );
}
