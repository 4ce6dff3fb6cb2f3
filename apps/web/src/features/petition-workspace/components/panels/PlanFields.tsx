import { useQuery } from '@apollo/client/react';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS, taskDueDateSchema, type TaskPriority } from '@app/domain';
import { useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { WorkspaceStaffMembersQuery } from '../../api/tasks-api.ts';
import { FIELD_COLUMNS_CLASS } from '@/components/ui/field-columns.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** The staff a task or checklist item can be assigned to, by name (the new-task form and each plan). */
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

/** A plan as staff set it: the due date (YYYY-MM-DD or none), priority and assignee (a staff member or none). */
export interface Plan {
  dueDate?: string | null;
  priority: string;
  assigneeId?: string | null;
}
export type PlanPatch = { dueDate?: string | null; priority?: TaskPriority; assigneeId?: string | null };

interface PlanFieldsProps {
  /** What is planned, for the group's accessible name ("Plan of task Call the client"). */
  name: string;
  plan: Plan;
  /** Whether a staff member can be chosen (our own tasks and checklist items; not a customer's task). */
  assignable: boolean;
  /** The side with nobody assigned: "The team" for tasks, the petition's attorney and manager for the checklist. */
  unassignedLabel?: string;
  onSave: (patch: PlanPatch) => void;
}

/**
 * A task's or checklist item's plan, edited in place by staff: due date, priority and the staff member. Each
 * change saves at once; a date the domain refuses is explained beside the field and not sent.
 */
export function PlanFields({ name, plan, assignable, unassignedLabel = 'The team', onSave }: PlanFieldsProps) {
  const id = useId();
  const readOnly = useReadOnly();
  const staff = useStaffMembers();
  const [dateError, setDateError] = useState<string | null>(null);

  return (
    <div className={FIELD_COLUMNS_CLASS} role="group" aria-label={`Plan of ${name}`}>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-due`} className="text-xs">
          Due date
        </Label>
        <Input
          // A refetch with another date (a colleague changed it) shows that date.
          key={plan.dueDate ?? ''}
          id={`${id}-due`}
          type="date"
          defaultValue={plan.dueDate ?? ''}
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
            if (parsed.data !== (plan.dueDate ?? null)) onSave({ dueDate: parsed.data });
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
        <NativeSelect
          id={`${id}-priority`}
          value={plan.priority}
          onChange={(event) => onSave({ priority: event.target.value as TaskPriority })}
          className="w-full"
        >
          {TASK_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TASK_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {assignable && (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-assignee`} className="text-xs">
            Assigned to
          </Label>
          <NativeSelect
            id={`${id}-assignee`}
            value={plan.assigneeId ?? ''}
            onChange={(event) => onSave({ assigneeId: event.target.value || null })}
            className="w-full"
          >
            <option value="">{unassignedLabel}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.fullName}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}
