import {
  awaitedTypeLabel,
  formStaffName,
  isHandSignedForm,
  SIGNED_FORM_AWAITED_KIND,
  DESCRIPTION_REVIEW_AWAITED_KIND,
  isClosedUnneeded,
  isOneOf,
  isOwnedBy,
  PENDING_TASK_AWAITED_KIND_LABELS,
  PENDING_TASK_AWAITED_KINDS,
  TASK_CLOSED_REASON_LABELS,
  TASK_PARTY_LABELS,
} from '@app/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import type { WorkspacePendingTasksQuery as PendingTasksResult } from '@/lib/gql/graphql.ts';
import { formatTimestamp } from '@/lib/dates.ts';
import { useSession } from '@/lib/session.tsx';
import {
  WorkspaceDeletePendingTask,
  WorkspacePendingTasksQuery,
  WorkspacePlanPendingTask,
  WorkspaceSetPendingTaskCompleted,
} from '../../api/tasks-api.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { useRefetchOnPetitionChange } from '../../hooks/use-refetch-on-petition-change.ts';
import { treeNodeId } from '../../model/tree-node-id.ts';
import type { TreeOption } from '../../model/tree-options.ts';
import { ConfirmDeleteButton } from '@/components/domain/confirm-delete/ConfirmDeleteButton.tsx';
import { scrollToTreeNode } from './scroll-to-tree-node.ts';
import { TaskForm } from './TaskForm.tsx';
import { pendingTaskDoneBoxId, pendingTaskElementId } from './task-element-ids.ts';
import { keepFocusWhenRemoved } from '@/lib/focus-after-removal.ts';
import { PlanFields } from './PlanFields.tsx';
import { TaskDueNote } from '@/components/action-items/TaskDueNote.tsx';

type TaskRow = NonNullable<PendingTasksResult['allPendingPetitionTasks']>['nodes'][number];

/** "For Employer (petitioner) · closes when the Tax ID / FEIN Document arrives": whose task, what closes it. */
function awaitedSummary(task: Pick<TaskRow, 'party' | 'awaitedKind' | 'awaitedType'>): string {
  const party = isOwnedBy(task.party) ? TASK_PARTY_LABELS[task.party] : task.party;
  // Asked from the Forms panel (migration 0087), not offered in the task form: closes when the signed copy arrives.
  if (task.awaitedKind === SIGNED_FORM_AWAITED_KIND && isHandSignedForm(task.awaitedType)) {
    return `For ${party} · closes when the signed ${formStaffName(task.awaitedType)} arrives`;
  }
  // Asked from an exhibit's description (migration 0091): closes when every description asked about is answered.
  if (task.awaitedKind === DESCRIPTION_REVIEW_AWAITED_KIND) {
    return `For ${party} · closes when every description asked about is approved or an edit is requested`;
  }
  const kind = isOneOf(PENDING_TASK_AWAITED_KINDS, task.awaitedKind) ? task.awaitedKind : null;
  if (!kind) return `For ${party} · ticked by hand`;
  const which = task.awaitedType ? awaitedTypeLabel(kind, task.awaitedType) : null;
  return `For ${party} · closes when ${PENDING_TASK_AWAITED_KIND_LABELS[kind].toLowerCase()}${which ? ` (${which})` : ''} arrives`;
}

/** Pending tasks of the petition: open until completed (spec 1 §4); customers complete theirs on Action Items. */
export function TasksPanel({ petitionId, exhibits }: { petitionId: string; exhibits: readonly TreeOption[] }) {
  const headingId = useId();
  const query = useQuery(WorkspacePendingTasksQuery, {
    variables: { petitionId },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  const { refetch } = query;
  useRefetchOnPetitionChange(petitionId, refetch);
  const tasks = query.data?.allPendingPetitionTasks?.nodes ?? [];
  const open = tasks.filter((task) => !task.completedAt);
  // Closed without being done (its RFE was answered): not counted as completed, nor open (taskProgress's rule).
  const completed = tasks.filter((task) => task.completedAt && !isClosedUnneeded(task));
  const closed = tasks.filter((task) => isClosedUnneeded(task));
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold">
        Pending tasks
      </h2>
      <TaskForm petitionId={petitionId} exhibits={exhibits} onCreated={refetch} />
      <QueryState loading={query.loading} error={query.error} hasData={Boolean(query.data)}>
        <TaskList title="Open tasks" empty="No open tasks." tasks={open} refetch={refetch} />
        <TaskList title="Completed tasks" empty="No completed tasks." tasks={completed} refetch={refetch} />
        {closed.length > 0 && <TaskList title="No longer needed" empty="" tasks={closed} refetch={refetch} />}
      </QueryState>
    </section>
  );
}

interface TaskListProps {
  title: string;
  empty: string;
  tasks: readonly TaskRow[];
  refetch: () => Promise<unknown>;
}

function TaskList({ title, empty, tasks, refetch }: TaskListProps) {
  const headingId = useId();
  return (
    <div className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {title} ({tasks.length})
      </h3>
      {tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-2">
          {tasks.map((task) => (
            <li key={task.id}>
              <TaskItem task={task} refetch={refetch} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TaskItem({ task, refetch }: { task: TaskRow; refetch: () => Promise<unknown> }) {
  const { signedInUserId } = useSession();
  const [setCompleted] = useMutation(WorkspaceSetPendingTaskCompleted);
  const [deleteTask] = useMutation(WorkspaceDeletePendingTask);
  const [plan] = useMutation(WorkspacePlanPendingTask);
  const checkboxId = pendingTaskDoneBoxId(task.id);
  const toggle = (done: boolean) => {
    // Ticked (or unticked), the task moves to the other list as a new card: its box there takes the focus.
    keepFocusWhenRemoved(document.getElementById(checkboxId), [() => document.getElementById(checkboxId)]);
    void mutateWithFeedback(
      'completing a pending task',
      () =>
        setCompleted({
          variables: {
            id: task.id,
            completedAt: done ? new Date().toISOString() : null,
            completedBy: done ? signedInUserId : null,
          },
        }),
      refetch,
    );
  };
  const exhibit = task.exhibitByExhibitId;
  return (
    <article
      id={pendingTaskElementId(task.id)}
      tabIndex={-1}
      aria-label={`Task ${task.content}`}
      className="space-y-1 rounded-md border p-3 text-sm"
    >
      <div className="flex items-start gap-2">
        <Checkbox
          id={checkboxId}
          className="mt-0.5"
          checked={Boolean(task.completedAt)}
          // Its answered RFE keeps it closed (migration 0073): reopening the RFE reopens it.
          disabled={isClosedUnneeded(task)}
          onCheckedChange={(checked) => toggle(checked === true)}
        />
        <label htmlFor={checkboxId} className={task.completedAt ? 'flex-1 text-muted-foreground line-through' : 'flex-1'}>
          {task.content}
        </label>
        <ConfirmDeleteButton
          label={`Delete task ${task.content}`}
          question={`Delete task "${task.content}"?`}
          onDelete={() =>
            void mutateWithFeedback('deleting a pending task', () => deleteTask({ variables: { id: task.id } }), refetch)
          }
        />
      </div>
      <p className="text-xs text-muted-foreground">{awaitedSummary(task)}</p>
      <p className="flex flex-wrap items-center gap-x-2 text-xs">
        <TaskDueNote dueDate={task.dueDate} completed={Boolean(task.completedAt)} />
        {task.priority === 'high' && <span className="font-semibold text-destructive">High priority</span>}
        {task.userByAssigneeId && <span className="text-muted-foreground">Assigned to {task.userByAssigneeId.fullName}</span>}
      </p>
      {!task.completedAt && (
        <PlanFields
          name={`task ${task.content}`}
          plan={task}
          assignable={task.party === 'PLYMOUTH'}
          onSave={(patch) =>
            void mutateWithFeedback('planning a task', () => plan({ variables: { id: task.id, patch } }), refetch)
          }
        />
      )}
      <p className="text-xs text-muted-foreground">
        Added {formatTimestamp(task.createdAt)}
        {task.userByCreatedBy ? ` by ${task.userByCreatedBy.fullName}` : ''}
      </p>
      {task.completedAt && task.closedReason ? (
        <p className="text-xs text-muted-foreground">
          {TASK_CLOSED_REASON_LABELS[task.closedReason] ?? 'Closed'} {formatTimestamp(task.completedAt)}
        </p>
      ) : task.completedAt ? (
        <p className="text-xs text-muted-foreground">
          Completed {formatTimestamp(task.completedAt)}
          {task.userByCompletedBy ? ` by ${task.userByCompletedBy.fullName}` : ''}
        </p>
      ) : null}
      {exhibit && (
        <button
          type="button"
          className="text-xs text-primary underline"
          onClick={() => scrollToTreeNode(treeNodeId('exhibit', exhibit.id), treeNodeId('module', exhibit.moduleId))}
        >
          Exhibit: {exhibit.name}
        </button>
      )}
      {task.link && (
        <a className="block truncate text-xs text-primary underline" href={task.link} target="_blank" rel="noopener noreferrer">
          {task.link}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </article>
  );
}
