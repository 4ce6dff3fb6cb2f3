import { useMutation } from '@apollo/client/react';
import { formatCalendarDate, isOneOf, NewPendingTaskSchema, OWNED_BY, TASK_PARTY_LABELS, type OwnedBy } from '@app/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { WorkspaceCreatePendingTask } from '../../../api/tasks-api.ts';
import { NATIVE_SELECT_FILL_CLASS } from '../../AutosavedSelectField.tsx';
import { refusalText, type RfeDeficiencyRecord } from './rfe-types.ts';
import { FIELD_COLUMNS_CLASS } from '@/components/ui/field-columns.ts';

type Task = RfeDeficiencyRecord['pendingPetitionTasksByRfeDeficiencyId']['nodes'][number];

/**
 * The tasks of one RFE item: ordinary pending tasks (migration 0048) linked to the item, for our team or for the
 * customer's side, who then sees theirs on Home and Action Items, worded as staff wrote them here.
 */
export function DeficiencyTasks({
  petitionId,
  deficiencyId,
  position,
  tasks,
  onAdded,
}: {
  petitionId: string;
  deficiencyId: string;
  position: number;
  tasks: readonly Task[];
  onAdded: () => Promise<unknown>;
}) {
  const id = useId();
  const [party, setParty] = useState<OwnedBy>('BENEFICIARY');
  const [content, setContent] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation(WorkspaceCreatePendingTask);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = NewPendingTaskSchema.safeParse({
      party,
      content,
      awaitedKind: null,
      awaitedType: null,
      exhibitId: null,
      dueDate,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the task.');
      return;
    }
    setProblem(null);
    try {
      const { party: forParty, content: text, dueDate: due } = parsed.data;
      await create({
        variables: { task: { petitionId, party: forParty, content: text, dueDate: due, rfeDeficiencyId: deficiencyId } },
      });
      setContent('');
      setDueDate('');
      await onAdded();
    } catch (error) {
      setProblem(refusalText(error, 'The task could not be added.'));
    }
  };

  return (
    <div className="space-y-2">
      <h4 className="text-sm font-medium">Tasks</h4>
      {tasks.length === 0 ? (
        <p className="text-xs text-muted-foreground">No tasks for this item yet.</p>
      ) : (
        <ul aria-label={`Tasks for item ${position}`} className="space-y-1 text-sm">
          {tasks.map((task) => (
            <li key={task.id} className={task.completedAt ? 'text-muted-foreground line-through' : undefined}>
              {task.content}{' '}
              <span className="text-xs text-muted-foreground">
                · {task.party ? TASK_PARTY_LABELS[task.party] : 'Our team'}
                {task.dueDate ? ` · due ${formatCalendarDate(task.dueDate)}` : ''}
                {task.completedAt ? ' · done' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form aria-label={`New task for item ${position}`} noValidate className="grid gap-2" onSubmit={(e) => void submit(e)}>
        <div className={FIELD_COLUMNS_CLASS}>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-party`}>For</Label>
            <select
              id={`${id}-party`}
              className={NATIVE_SELECT_FILL_CLASS}
              value={party}
              onChange={(e) => {
                if (isOneOf(OWNED_BY, e.target.value)) setParty(e.target.value);
              }}
            >
              {OWNED_BY.map((value) => (
                <option key={value} value={value}>
                  {TASK_PARTY_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-due`}>Due (optional)</Label>
            <Input id={`${id}-due`} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
          </div>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-content`}>Task</Label>
          <Input
            id={`${id}-content`}
            value={content}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setContent(e.target.value)}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            Customers read it as written: say in plain words what to provide.
          </p>
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
            {problem}
          </p>
        )}
        <Button type="submit" size="sm" variant="outline" disabled={creating.loading}>
          Add task
        </Button>
      </form>
    </div>
  );
}
