import { useMutation, useQuery } from '@apollo/client/react';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS, taskDueDateSchema, type TaskPriority } from '@app/domain';
import { useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { WorkspacePlanPendingTask, WorkspaceStaffMembersQuery } from '../../api/tasks-api.ts';
import { NATIVE_SELECT_CLASS } from '../AutosavedSelectField.tsx';

/** The staff a task can be assigned to, by name (for the new-task form and each task's plan). */
export function useStaffMembers(): { id: string; fullName: string }[] {
  const { data } = useQuery(WorkspaceStaffMembersQuery, { fetchPolicy: 'cache-first' });
  return useMemo(
    () =>
      (data?.allAdmins?.nodes ?? [])
        .flatMap((admin) => (admin.userByUserId ? [admin.userByUserId] : []))
        .sort((a, b) => a.fullName.localeCompare(b.fullName)),
    [data],
  );
}

interface TaskPlan {
  id: string;
  content: string;
  party: string;
  dueDate?: string | null;
  priority: string;
  assigneeId?: string | null;
}

/**
 * A task's plan, edited in place by staff: due date, priority and, for our own tasks, the staff member. Each
 * change saves at once; a date the domain refuses is explained beside the field and not sent.
 */
export function TaskPlanFields({ task, refetch }: { task: TaskPlan; refetch: () => Promise<unknown> }) {
  const id = useId();
  const readOnly = useReadOnly();
  const staff = useStaffMembers();
  const [plan] = useMutation(WorkspacePlanPendingTask);
  const [dateError, setDateError] = useState<string | null>(null);
  const save = (patch: { dueDate?: string | null; priority?: TaskPriority; assigneeId?: string | null }) =>
    void mutateWithFeedback('planning a task', () => plan({ variables: { id: task.id, patch } }), refetch);

  return (
    <div className="grid gap-2 sm:grid-cols-3" role="group" aria-label={`Plan of task ${task.content}`}>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-due`} className="text-xs">
          Due date
        </Label>
        <Input
          // A refetch with another date (a colleague changed it) shows that date.
          key={task.dueDate ?? ''}
          id={`${id}-due`}
          type="date"
          defaultValue={task.dueDate ?? ''}
          disabled={readOnly}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${id}-due-error` : undefined}
          onBlur={(event) => {
            const parsed = taskDueDateSchema.safeParse(event.target.value);
            if (!parsed.success) {
              setDateError(parsed.error.issues[0]?.message ?? 'Check the date');
              return;
            }
            setDateError(null);
            if (parsed.data !== (task.dueDate ?? null)) save({ dueDate: parsed.data });
          }}
        />
        {dateError && (
          <p id={`${id}-due-error`} role="alert" className="text-xs text-destructive">
            {dateError}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-priority`} className="text-xs">
          Priority
        </Label>
        <select
          id={`${id}-priority`}
          value={task.priority}
          disabled={readOnly}
          onChange={(event) => save({ priority: event.target.value as TaskPriority })}
          className={NATIVE_SELECT_CLASS}
        >
          {TASK_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TASK_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </select>
      </div>
      {task.party === 'PLYMOUTH' && (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-assignee`} className="text-xs">
            Assigned to
          </Label>
          <select
            id={`${id}-assignee`}
            value={task.assigneeId ?? ''}
            disabled={readOnly}
            onChange={(event) => save({ assigneeId: event.target.value || null })}
            className={NATIVE_SELECT_CLASS}
          >
            <option value="">The team</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.fullName}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
