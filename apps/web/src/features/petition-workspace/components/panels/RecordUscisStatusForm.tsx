import { useMutation } from '@apollo/client/react';
import {
  COMMON_USCIS_CASE_STATUSES,
  FORM_SERVER_ERROR_TEXT,
  USCIS_CASE_STATUS_TEXTS,
  USCIS_STATUS_MAX,
  uscisToday,
  ZUscisStatusEntrySchema,
} from '@app/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { WorkspaceRecordUscisStatus } from '../../api/uscis-status-api.ts';
import { caseTimelineStatusElementId } from './CaseTimeline.tsx';
import { RECORD_USCIS_STATUS_FIELD_ID } from './record-uscis-status-focus.ts';
import { refusalText } from './rfe/rfe-types.ts';
import { focusTreeNodeWhenShown } from './scroll-to-tree-node.ts';

type Field = 'status' | 'statusDate';
const DATE_TEXTS: readonly string[] = [USCIS_CASE_STATUS_TEXTS.statusDateInvalid, USCIS_CASE_STATUS_TEXTS.statusDateFuture];

/**
 * "Record status" (issue 31): a status staff read on the USCIS website and, if known, since when — not after today
 * (the domain's rule, which the server repeats). A refused entry keeps what was typed, says why beside the form and
 * puts focus on the field to correct; a recorded one empties the form, and focus goes to its entry on the case
 * timeline once the refetched panel shows it (not to the page's top, where the busy button left it).
 */
export function RecordUscisStatusForm({
  petitionId,
  receiptNumber,
  refetch,
}: {
  petitionId: string;
  receiptNumber: string;
  refetch: () => Promise<unknown>;
}) {
  const id = useId();
  const [record, recording] = useMutation(WorkspaceRecordUscisStatus);
  const [status, setStatus] = useState('');
  const [statusDate, setStatusDate] = useState('');
  const [problem, setProblem] = useState<{ text: string; field: Field } | null>(null);
  const statusField = useRef<HTMLInputElement>(null);
  const dateField = useRef<HTMLInputElement>(null);

  const refuse = (text: string, field: Field) => {
    setProblem({ text, field });
    (field === 'statusDate' ? dateField : statusField).current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUscisStatusEntrySchema.safeParse({ status, statusDate });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      refuse(issue?.message ?? 'Check the status.', issue?.path[0] === 'statusDate' ? 'statusDate' : 'status');
      return;
    }
    setProblem(null);
    let statusId: string | undefined;
    try {
      const { data } = await record({
        variables: {
          status: { petitionId, receiptNumber, status: parsed.data.status, statusDate: parsed.data.statusDate },
        },
      });
      statusId = data?.createUscisCaseStatus?.uscisCaseStatus?.id;
    } catch (error) {
      // The server's sentence (the same rules, e.g. a date after the server's today), beside the form.
      console.error('recording a USCIS case status failed:', error);
      const text = refusalText(error, FORM_SERVER_ERROR_TEXT);
      refuse(text, DATE_TEXTS.includes(text) ? 'statusDate' : 'status');
      return;
    }
    setStatus('');
    setStatusDate('');
    await refetch().catch((error: unknown) => console.error('refreshing after recording a USCIS case status failed:', error));
    if (statusId) focusTreeNodeWhenShown(caseTimelineStatusElementId(statusId));
  };

  const invalid = (field: Field) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};

  return (
    <form aria-label="Record a USCIS case status" noValidate className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-1">
        <Label htmlFor={RECORD_USCIS_STATUS_FIELD_ID}>Status</Label>
        <Input
          ref={statusField}
          // A fixed id: the header's "Record a new status" puts the focus here (one panel per page).
          id={RECORD_USCIS_STATUS_FIELD_ID}
          list={`${id}-known`}
          maxLength={USCIS_STATUS_MAX}
          value={status}
          {...invalid('status')}
          onChange={(event) => setStatus(event.target.value)}
        />
        <datalist id={`${id}-known`}>
          {COMMON_USCIS_CASE_STATUSES.map((known) => (
            <option key={known} value={known} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-date`}>Since (optional)</Label>
        <Input
          ref={dateField}
          id={`${id}-date`}
          type="date"
          max={uscisToday()}
          value={statusDate}
          {...invalid('statusDate')}
          onChange={(event) => setStatusDate(event.target.value)}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
          {problem.text}
        </p>
      )}
      <Button type="submit" size="sm" disabled={recording.loading}>
        Record status
      </Button>
    </form>
  );
}
