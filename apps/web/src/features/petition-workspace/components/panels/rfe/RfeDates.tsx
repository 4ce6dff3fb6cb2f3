import { useMutation } from '@apollo/client/react';
import { formatCalendarDate, rfeResponseSchema, taskDueState, todayIsoDate } from '@app/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { WorkspaceUpdateRfe } from './rfe-api.ts';
import { refocusIfLost } from '@/lib/refocus-if-lost.ts';
import { rfeSummaryElementId } from './refocus.ts';
import { refusalText, type RfeRecord } from './rfe-types.ts';
import { FIELD_COLUMNS_CLASS } from '@/components/ui/field-columns.ts';
import { cn } from '@/lib/utils.ts';

/**
 * The RFE's notice and dates: received, due (editable; reminded from seven days before) and answered. Once answered
 * the RFE is closed (migration 0073): its dates are read, not edited, and only a mistaken answer is undone.
 */
export function RfeDates({ rfe, onSaved }: { rfe: RfeRecord; onSaved: () => Promise<unknown> }) {
  const id = useId();
  const [receivedDate, setReceivedDate] = useState(rfe.receivedDate ?? '');
  const [dueDate, setDueDate] = useState(rfe.dueDate);
  const [answeredOn, setAnsweredOn] = useState(rfe.answeredOn ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [update, updating] = useMutation(WorkspaceUpdateRfe);
  const saveButton = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // A due date that passed while the RFE was open is kept as it is: only a new one must not have passed.
    const parsed = rfeResponseSchema({ savedDueDate: rfe.dueDate }).safeParse({ receivedDate, dueDate, answeredOn });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the dates.');
      return;
    }
    setProblem(null);
    try {
      await update({ variables: { id: rfe.id, patch: parsed.data } });
      setSaved(true);
      await onSaved();
    } catch (error) {
      setProblem(refusalText(error, 'The dates could not be saved.'));
    }
    // The button keeps the focus while saving (busy); once the RFE is answered the form is gone (read-only), and
    // focus goes to the line saying when it was answered.
    requestAnimationFrame(() => refocusIfLost(saveButton.current ?? document.getElementById(rfeSummaryElementId(rfe.id))));
  };

  if (rfe.answeredOn) return <AnsweredRfeDates rfe={rfe} onSaved={onSaved} />;
  const pastDue = taskDueState(rfe.dueDate, todayIsoDate()) === 'overdue';

  return (
    <form aria-label="RFE dates" noValidate className="grid gap-2 rounded-md border p-3" onSubmit={(e) => void submit(e)}>
      {/* Focused once the RFE is opened (RfePanel): it reads back the due date stored. */}
      {/* Past its due date and still open: said as the customer's Home says it ("was due"), by the rule every due
          date follows (taskDueState, the viewer's own day), in the colour of an overdue task. */}
      <p id={rfeSummaryElementId(rfe.id)} tabIndex={-1} className={cn('text-sm', pastDue && 'font-semibold text-destructive')}>
        {pastDue
          ? `Overdue · response was due ${formatCalendarDate(rfe.dueDate)}`
          : `Response due ${formatCalendarDate(rfe.dueDate)}`}
        {rfe.fileByNoticeFileId ? ` · Notice: ${rfe.fileByNoticeFileId.name}` : ''}
      </p>
      <div className={FIELD_COLUMNS_CLASS}>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-received`}>Received</Label>
          <Input id={`${id}-received`} type="date" value={receivedDate} onChange={(e) => setReceivedDate(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-due`}>Response due</Label>
          <Input id={`${id}-due`} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-answered`}>Answered on</Label>
          <Input id={`${id}-answered`} type="date" value={answeredOn} onChange={(e) => setAnsweredOn(e.target.value)} />
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
      {saved && !problem && (
        <p role="status" className="text-xs text-muted-foreground">
          Dates saved.
        </p>
      )}
      <Button ref={saveButton} type="submit" size="sm" variant="outline" busy={updating.loading}>
        Save dates
      </Button>
    </form>
  );
}

/**
 * An answered RFE's dates, read-only. "Reopen the RFE" is for an RFE marked answered by mistake: it clears the answer
 * (the database then reopens the customer's tasks the answer closed and corrects the "response sent" it told them),
 * asked once more in place.
 */
function AnsweredRfeDates({ rfe, onSaved }: { rfe: RfeRecord; onSaved: () => Promise<unknown> }) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [update, updating] = useMutation(WorkspaceUpdateRfe);

  const reopen = async () => {
    setProblem(null);
    try {
      await update({ variables: { id: rfe.id, patch: { answeredOn: null } } });
      await onSaved();
    } catch (error) {
      setProblem(refusalText(error, 'The RFE could not be reopened.'));
    }
  };

  return (
    <div role="group" aria-label="RFE dates" className="grid gap-2 rounded-md border p-3">
      <p id={rfeSummaryElementId(rfe.id)} tabIndex={-1} className="text-sm font-medium">
        Answered {formatCalendarDate(rfe.answeredOn!)}
        {rfe.fileByNoticeFileId ? ` · Notice: ${rfe.fileByNoticeFileId.name}` : ''}
      </p>
      <p className="text-xs text-muted-foreground">
        {rfe.receivedDate ? `Received ${formatCalendarDate(rfe.receivedDate)} · ` : ''}
        Response was due {formatCalendarDate(rfe.dueDate)}
      </p>
      {problem && (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
      {confirming && (
        // Staff know before confirming what the customer will read (migration 0080).
        <p className="text-xs text-muted-foreground">
          The customer is told the response has not been sent yet, and their tasks for it open again.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button type="button" size="sm" variant="outline" busy={updating.loading} onClick={() => void reopen()}>
              Reopen: it was not answered
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it answered
            </Button>
          </>
        ) : (
          <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Reopen the RFE
          </Button>
        )}
      </div>
    </div>
  );
}
