import { useMutation } from '@apollo/client/react';
import { formatCalendarDate, ZRfeResponseSchema } from '@app/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { WorkspaceUpdateRfe } from './rfe-api.ts';
import { refocusIfLost, rfeSummaryElementId } from './refocus.ts';
import { refusalText, type RfeRecord } from './rfe-types.ts';
import { FIELD_COLUMNS_CLASS } from '@/components/ui/field-columns.ts';

/** The RFE's notice and dates: received, due (editable; reminded from seven days before) and answered. */
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
    const parsed = ZRfeResponseSchema.safeParse({ receivedDate, dueDate, answeredOn });
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
    // The button was disabled while saving: focus goes back to it rather than to the page's top.
    requestAnimationFrame(() => refocusIfLost(saveButton.current));
  };

  return (
    <form aria-label="RFE dates" noValidate className="grid gap-2 rounded-md border p-3" onSubmit={(e) => void submit(e)}>
      {/* Focused once the RFE is opened (RfePanel): it reads back the due date stored. */}
      <p id={rfeSummaryElementId(rfe.id)} tabIndex={-1} className="text-sm">
        {rfe.answeredOn ? `Answered ${formatCalendarDate(rfe.answeredOn)}` : `Response due ${formatCalendarDate(rfe.dueDate)}`}
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
      <Button ref={saveButton} type="submit" size="sm" variant="outline" disabled={updating.loading}>
        Save dates
      </Button>
    </form>
  );
}
