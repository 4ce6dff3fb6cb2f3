import { useMutation } from '@apollo/client/react';
import {
  formatCalendarDate,
  isOneOf,
  NewPendingTaskSchema,
  rfeTaskDueProblem,
  TASK_CLOSED_REASON_LABELS,
  TASK_PARTY_LABELS,
  type OwnedBy,
} from '@app/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { WorkspaceCreatePendingTask } from '../../../api/tasks-api.ts';
import { refusalText, type RfeDeficiencyRecord } from './rfe-types.ts';
import { filedTargetWarning, uploadTargetText, type UploadTarget } from './upload-target-text.ts';
import { FIELD_COLUMNS_CLASS } from '@/components/ui/field-columns.ts';
import { usePetitionParties } from '@/components/domain/petition-parties-context.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

type Task = RfeDeficiencyRecord['pendingPetitionTasksByRfeDeficiencyId']['nodes'][number];

/**
 * The tasks of one RFE item: ordinary pending tasks (migration 0048) linked to the item, for our team or for the
 * customer's side, who then sees theirs on Home and Action Items, worded as staff wrote them here. A customer's task
 * may wait for a file on an exhibit of the item's criterion, or of any criterion while the item is not mapped
 * (awaited EXHIBIT_FILE, migration 0036): the customer uploads it from Action Items (or the checklist item that
 * collects it), the upload lands on that exhibit (so the response packet holds it), closes the task and is listed
 * here under the task.
 */
export function DeficiencyTasks({
  petitionId,
  deficiencyId,
  position,
  tasks,
  exhibits,
  rfeDueDate,
  hasFiledPacket,
  closed = false,
  onAdded,
}: {
  petitionId: string;
  deficiencyId: string;
  position: number;
  /** When the RFE's response is due (YYYY-MM-DD): its tasks are due by then. */
  rfeDueDate: string;
  tasks: readonly Task[];
  /** The exhibits of the item's criterion (every criterion's while it is not mapped). */
  exhibits: readonly UploadTarget[];
  /** A packet was filed: each exhibit then says whether it goes in the response packet. */
  hasFiledPacket: boolean;
  /** The RFE was answered: it takes no new tasks (migration 0073), so there is no form. */
  closed?: boolean;
  onAdded: () => Promise<unknown>;
}) {
  const id = useId();
  const [party, setParty] = useState<OwnedBy>('BENEFICIARY');
  const [content, setContent] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [exhibitId, setExhibitId] = useState('');
  // Only the customer's side uploads; a choice no longer among the criterion's exhibits counts as none.
  const uploadTo = party !== 'PLYMOUTH' && exhibits.some((exhibit) => exhibit.id === exhibitId) ? exhibitId : null;
  // A filed exhibit chosen: said under the choice (the file would not reach the response packet).
  const filedChoice = exhibits.find((exhibit) => exhibit.id === uploadTo)?.filedPacketLabel;
  const [problem, setProblem] = useState<string | null>(null);
  // Whom a task may be for on this petition (petitionParties: no employer on a self-petition).
  const parties = usePetitionParties();
  /** The problem is the due date's (after the response's), not the task's words. */
  const [dueInvalid, setDueInvalid] = useState(false);
  const [create, creating] = useMutation(WorkspaceCreatePendingTask);
  const contentField = useRef<HTMLInputElement>(null);
  const dueField = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = NewPendingTaskSchema.safeParse({
      party,
      content,
      awaitedKind: uploadTo ? 'EXHIBIT_FILE' : null,
      awaitedType: null,
      exhibitId: uploadTo,
      dueDate,
    });
    setDueInvalid(false);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the task.');
      contentField.current?.focus();
      return;
    }
    const tooLate = rfeTaskDueProblem(parsed.data.dueDate, rfeDueDate);
    if (tooLate) {
      setProblem(tooLate);
      setDueInvalid(true);
      dueField.current?.focus();
      return;
    }
    setProblem(null);
    try {
      const { party: forParty, content: text, dueDate: due, awaitedKind, exhibitId: awaitedExhibit } = parsed.data;
      await create({
        variables: {
          task: {
            petitionId,
            party: forParty,
            content: text,
            dueDate: due,
            awaitedKind,
            exhibitId: awaitedExhibit,
            rfeDeficiencyId: deficiencyId,
          },
        },
      });
      setContent('');
      setDueDate('');
      setExhibitId('');
      await onAdded();
      // Ready for the next task (the focus was on Add task); the list above shows this one.
      contentField.current?.focus();
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
                {task.awaitedKind === 'EXHIBIT_FILE' && task.exhibitByExhibitId
                  ? ` · closes when a file reaches ${task.exhibitByExhibitId.name}`
                  : ''}
                {task.closedReason ? ` · ${TASK_CLOSED_REASON_LABELS[task.closedReason] ?? 'closed'}` : ''}
                {task.completedAt && !task.closedReason ? ' · done' : ''}
              </span>
              <ReceivedFiles task={task} />
            </li>
          ))}
        </ul>
      )}
      {!closed && (
        <form aria-label={`New task for item ${position}`} noValidate className="grid gap-2" onSubmit={(e) => void submit(e)}>
          <div className={FIELD_COLUMNS_CLASS}>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-party`}>For</Label>
              <NativeSelect
                id={`${id}-party`}
                className="w-full"
                value={party}
                onChange={(e) => {
                  if (isOneOf(parties, e.target.value)) setParty(e.target.value);
                }}
              >
                {parties.map((value) => (
                  <option key={value} value={value}>
                    {TASK_PARTY_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-due`}>Due (optional)</Label>
              <Input
                ref={dueField}
                id={`${id}-due`}
                type="date"
                value={dueDate}
                aria-invalid={problem && dueInvalid ? true : undefined}
                aria-describedby={problem && dueInvalid ? `${id}-problem` : undefined}
                onChange={(e) => setDueDate(e.target.value)}
              />
            </div>
          </div>
          {party !== 'PLYMOUTH' && exhibits.length > 0 && (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-exhibit`}>Upload to (optional)</Label>
              <NativeSelect
                id={`${id}-exhibit`}
                className="w-full"
                value={exhibitId}
                aria-describedby={filedChoice ? `${id}-exhibit-filed` : undefined}
                onChange={(e) => setExhibitId(e.target.value)}
              >
                <option value="">Nothing: they mark it done</option>
                {exhibits.map((exhibit) => (
                  <option key={exhibit.id} value={exhibit.id}>
                    {uploadTargetText(exhibit, hasFiledPacket)}
                  </option>
                ))}
              </NativeSelect>
              {filedChoice && (
                <p id={`${id}-exhibit-filed`} className="text-xs text-muted-foreground">
                  {filedTargetWarning(filedChoice)}
                </p>
              )}
            </div>
          )}
          <div className="grid gap-1">
            <Label htmlFor={`${id}-content`}>Task</Label>
            <Input
              ref={contentField}
              id={`${id}-content`}
              value={content}
              aria-describedby={`${id}-hint${problem && !dueInvalid ? ` ${id}-problem` : ''}`}
              aria-invalid={problem && !dueInvalid ? true : undefined}
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
          <Button type="submit" size="sm" variant="outline" busy={creating.loading}>
            Add task
          </Button>
        </form>
      )}
    </div>
  );
}

/**
 * The files that reached a file task's exhibit since the task was added (the newest three, newest first): what the
 * customer sent for the item (the exhibit's older files were there before anyone asked). Staff open them from the
 * exhibit, as any exhibit file.
 */
function ReceivedFiles({ task }: { task: Task }) {
  if (task.awaitedKind !== 'EXHIBIT_FILE' || !task.exhibitByExhibitId) return null;
  const received = task.exhibitByExhibitId.exhibitFilesByExhibitId.nodes.flatMap((link) =>
    link.fileByFileId && !link.fileByFileId.deleted && Date.parse(link.createdAt) >= Date.parse(task.createdAt)
      ? [link.fileByFileId]
      : [],
  );
  if (received.length === 0) return null;
  return (
    <ul aria-label={`Received for: ${task.content}`} className="ml-3 list-disc pl-3 text-xs">
      {received.map((file) => (
        <li key={file.id} className="break-words">
          Received {file.name}
        </li>
      ))}
    </ul>
  );
}
