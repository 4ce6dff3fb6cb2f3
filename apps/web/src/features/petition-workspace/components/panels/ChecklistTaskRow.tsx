import { useId } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { formatTimestamp } from '@/lib/dates.ts';
import type { ChecklistTaskView } from '../../model/checklist-groups.ts';

interface ChecklistTaskRowProps {
  task: ChecklistTaskView;
  onToggle: (done: boolean) => void;
  onSaveNote: (note: string) => Promise<unknown>;
}

/** One checklist task: ticked with who and when, and a note saved as it is typed (autosave). */
export function ChecklistTaskRow({ task, onToggle, onSaveNote }: ChecklistTaskRowProps) {
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
