import {
  awaitedTypeOptions,
  isOneOf,
  NewPendingTaskSchema,
  OWNED_BY,
  PENDING_TASK_AWAITED_KIND_LABELS,
  PENDING_TASK_AWAITED_KIND_PARTIES,
  PENDING_TASK_AWAITED_KINDS,
  TASK_PARTY_LABELS,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  type OwnedBy,
  type TaskPriority,
  type PendingTaskAwaitedKind,
} from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { useSession } from '@/lib/session.tsx';
import { usePetitionParties } from '@/components/domain/petition-parties-context.ts';
import { WorkspaceCreatePendingTask } from '../../api/tasks-api.ts';
import { parseTaskLink } from '../../model/task-link.ts';
import type { TreeOption } from '../../model/tree-options.ts';
import { useStaffMembers } from './PlanFields.tsx';
import { FIELD_COLUMNS_CLASS } from '@/components/ui/field-columns.ts';
import { focusTreeNodeWhenShown } from './scroll-to-tree-node.ts';
import { pendingTaskElementId } from './task-element-ids.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

interface TaskFormProps {
  petitionId: string;
  exhibits: readonly TreeOption[];
  onCreated: () => Promise<unknown>;
}

/**
 * New pending task: whose it is (only that party sees it), what to do, an optional link (validated), the
 * exhibit it is about, and optionally the data that closes it by itself (issue 25; rules in the domain's
 * NewPendingTaskSchema and the table's check constraint).
 */
export function TaskForm({ petitionId, exhibits, onCreated }: TaskFormProps) {
  // Whom a task may be for on this petition (petitionParties: no employer on a self-petition).
  const parties = usePetitionParties();
  const { signedInUserId } = useSession();
  const [createTask, creating] = useMutation(WorkspaceCreatePendingTask);
  const [content, setContent] = useState('');
  const [link, setLink] = useState('');
  const [exhibitId, setExhibitId] = useState('');
  const [party, setParty] = useState<OwnedBy>('BENEFICIARY');
  const [awaitedKind, setAwaitedKind] = useState<PendingTaskAwaitedKind | ''>('');
  const [awaitedType, setAwaitedType] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [priority, setPriority] = useState<TaskPriority>('normal');
  const [assigneeId, setAssigneeId] = useState('');
  const staff = useStaffMembers();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [dataError, setDataError] = useState<string | null>(null);
  const id = useId();
  const kinds = PENDING_TASK_AWAITED_KINDS.filter((kind) => PENDING_TASK_AWAITED_KIND_PARTIES[kind].includes(party));
  const typeOptions = awaitedKind ? awaitedTypeOptions(awaitedKind) : null;

  const choosePartyOrKind = (nextParty: OwnedBy, nextKind: PendingTaskAwaitedKind | '') => {
    setParty(nextParty);
    // A kind the new party does not provide is dropped, and a type only fits the kind it was chosen for.
    const kind = nextKind && PENDING_TASK_AWAITED_KIND_PARTIES[nextKind].includes(nextParty) ? nextKind : '';
    if (kind !== awaitedKind) setAwaitedType('');
    setAwaitedKind(kind);
    setDataError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTaskLink(link);
    if (!parsed.ok) {
      setLinkError(parsed.error);
      return;
    }
    setLinkError(null);
    const task = NewPendingTaskSchema.safeParse({
      party,
      content,
      awaitedKind: awaitedKind || null,
      awaitedType: awaitedKind && awaitedKind !== 'EXHIBIT_FILE' ? awaitedType || null : null,
      exhibitId: exhibitId || null,
      dueDate,
      priority,
      assigneeId: party === 'PLYMOUTH' ? assigneeId || null : null,
    });
    if (!task.success) {
      setDataError(task.error.issues[0]?.message ?? 'Check the task');
      return;
    }
    setDataError(null);
    let taskId: string | undefined;
    const saved = await mutateWithFeedback(
      'creating a pending task',
      async () => {
        const result = await createTask({
          variables: {
            task: {
              petitionId,
              content: task.data.content,
              link: parsed.link,
              exhibitId: task.data.exhibitId,
              party: task.data.party,
              awaitedKind: task.data.awaitedKind,
              awaitedType: task.data.awaitedType,
              dueDate: task.data.dueDate,
              priority: task.data.priority,
              assigneeId: task.data.assigneeId,
              createdBy: signedInUserId,
            },
          },
        });
        taskId = result.data?.createPendingPetitionTask?.pendingPetitionTask?.id;
      },
      onCreated,
    );
    // The new task takes the focus (read out as the task): the emptied form disables Add task, which dropped the
    // focus to the page's body.
    if (taskId) focusTreeNodeWhenShown(pendingTaskElementId(taskId));
    // A task that was not saved stays in the form, to try again; the party stays for the next task.
    if (saved) {
      setContent('');
      setLink('');
      setExhibitId('');
      setAwaitedKind('');
      setAwaitedType('');
      setDueDate('');
      setPriority('normal');
      setAssigneeId('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" aria-label="New pending task">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-party`}>For</Label>
        <NativeSelect
          id={`${id}-party`}
          value={party}
          onChange={(event) => {
            if (isOneOf(OWNED_BY, event.target.value)) choosePartyOrKind(event.target.value, awaitedKind);
          }}
          className="w-full"
        >
          {parties.map((value) => (
            <option key={value} value={value}>
              {TASK_PARTY_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-content`}>Task</Label>
        <Input id={`${id}-content`} value={content} onChange={(event) => setContent(event.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-link`}>Link</Label>
        <Input
          id={`${id}-link`}
          value={link}
          placeholder="https://…"
          aria-invalid={linkError ? true : undefined}
          aria-describedby={linkError ? `${id}-link-error` : undefined}
          onChange={(event) => setLink(event.target.value)}
        />
        {linkError && (
          <p id={`${id}-link-error`} role="alert" className="text-sm text-destructive">
            {linkError}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-exhibit`}>Linked exhibit</Label>
        <NativeSelect
          id={`${id}-exhibit`}
          value={exhibitId}
          onChange={(event) => setExhibitId(event.target.value)}
          className="w-full"
        >
          <option value="">None</option>
          {exhibits.map((exhibit) => (
            <option key={exhibit.id} value={exhibit.id}>
              {exhibit.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-awaits`}>Closes when</Label>
        <NativeSelect
          id={`${id}-awaits`}
          value={awaitedKind}
          disabled={kinds.length === 0}
          onChange={(event) =>
            choosePartyOrKind(party, isOneOf(PENDING_TASK_AWAITED_KINDS, event.target.value) ? event.target.value : '')
          }
          className="w-full"
        >
          <option value="">Ticked by hand</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {PENDING_TASK_AWAITED_KIND_LABELS[kind]} arrives
            </option>
          ))}
        </NativeSelect>
      </div>
      {awaitedKind && typeOptions && (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-awaited-type`}>Which one</Label>
          <NativeSelect
            id={`${id}-awaited-type`}
            value={awaitedType}
            onChange={(event) => setAwaitedType(event.target.value)}
            className="w-full"
          >
            <option value="">Choose…</option>
            {typeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className={FIELD_COLUMNS_CLASS}>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-due`}>Due date</Label>
          <Input id={`${id}-due`} type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-priority`}>Priority</Label>
          <NativeSelect
            id={`${id}-priority`}
            value={priority}
            onChange={(event) => {
              if (isOneOf(TASK_PRIORITIES, event.target.value)) setPriority(event.target.value);
            }}
            className="w-full"
          >
            {TASK_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {TASK_PRIORITY_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {party === 'PLYMOUTH' && (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-assignee`}>Assigned to</Label>
            <NativeSelect
              id={`${id}-assignee`}
              value={assigneeId}
              onChange={(event) => setAssigneeId(event.target.value)}
              className="w-full"
            >
              <option value="">The team</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.fullName}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      {dataError && (
        <p role="alert" className="text-sm text-destructive">
          {dataError}
        </p>
      )}
      <Button type="submit" size="sm" disabled={!content.trim()} busy={creating.loading}>
        Add task
      </Button>
    </form>
  );
}
