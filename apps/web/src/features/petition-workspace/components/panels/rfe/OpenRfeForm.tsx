import { useMutation } from '@apollo/client/react';
import { isRequestForEvidenceStatus, readRfeNoticeContract, ZRfeResponseSchema, type ExtractedDeficiency } from '@app/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { callRest } from '@/lib/rest-client.ts';
import { WorkspaceAddRfeDeficiency, WorkspaceOpenRfe } from './rfe-api.ts';
import { refusalText, type RfeNoticeRecord } from './rfe-types.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/**
 * Opening an RFE: the I-797E among the petition's USCIS notices (uploaded in the USCIS status panel), read for its
 * dates and numbered items, which staff check before opening; or the dates typed by hand and the items added after.
 */
export function OpenRfeForm({
  petitionId,
  notices,
  uscisStatus,
  onOpened,
}: {
  petitionId: string;
  notices: readonly RfeNoticeRecord[];
  uscisStatus: string | null;
  /** Called with the new RFE's id (null if the server did not answer it) once it and its items are stored. */
  onOpened: (rfeResponseId: string | null) => Promise<unknown>;
}) {
  const id = useId();
  const [noticeFileId, setNoticeFileId] = useState('');
  const [receivedDate, setReceivedDate] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [items, setItems] = useState<ExtractedDeficiency[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  /** The date the problem is about (the received date, or else the due date). */
  const [receivedInvalid, setReceivedInvalid] = useState(false);
  const [reading, setReading] = useState(false);
  const [openRfe, opening] = useMutation(WorkspaceOpenRfe);
  const [addDeficiency] = useMutation(WorkspaceAddRfeDeficiency);
  const available = notices.filter((notice) => notice.fileByFileId && !notice.fileByFileId.deleted);

  const readNotice = async () => {
    if (!noticeFileId) return;
    setReading(true);
    setProblem(null);
    try {
      const read = await callRest(readRfeNoticeContract, { request: { fileId: noticeFileId }, params: { id: petitionId } });
      if (read.noticeDate) setReceivedDate(read.noticeDate);
      if (read.dueDate) setDueDate(read.dueDate);
      setItems(read.deficiencies);
      if (read.deficiencies.length === 0) setProblem('No numbered items were found in the notice: add them by hand.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The notice could not be read.');
    } finally {
      setReading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRfeResponseSchema.safeParse({ receivedDate, dueDate });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the dates.');
      setReceivedInvalid(parsed.error.issues[0]?.path[0] === 'receivedDate');
      return;
    }
    setProblem(null);
    setReceivedInvalid(false);
    try {
      const created = await openRfe({
        variables: {
          rfe: {
            petitionId,
            receivedDate: parsed.data.receivedDate,
            dueDate: parsed.data.dueDate,
            noticeFileId: noticeFileId || null,
          },
        },
      });
      const rfeResponseId = created.data?.createRfeResponse?.rfeResponse?.id;
      if (rfeResponseId) {
        for (const [index, item] of items.entries()) {
          await addDeficiency({
            variables: { deficiency: { rfeResponseId, position: index + 1, title: item.title, uscisText: item.uscisText } },
          });
        }
      }
      await onOpened(rfeResponseId ?? null);
    } catch (error) {
      setReceivedInvalid(false);
      setProblem(refusalText(error, 'The RFE could not be opened.'));
    }
  };

  return (
    <form aria-label="Open an RFE" noValidate className="grid gap-2 rounded-md border p-3" onSubmit={(e) => void submit(e)}>
      {isRequestForEvidenceStatus(uscisStatus) && (
        <p className="text-sm">USCIS says: {uscisStatus}. Open the RFE to plan the response.</p>
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-notice`}>Notice (I-797E)</Label>
        <NativeSelect id={`${id}-notice`} value={noticeFileId} onChange={(event) => setNoticeFileId(event.target.value)}>
          <option value="">No notice yet</option>
          {available.map((notice) => (
            <option key={notice.fileId} value={notice.fileId}>
              {notice.fileByFileId!.name}
            </option>
          ))}
        </NativeSelect>
        {available.length === 0 && (
          <p className="text-xs text-muted-foreground">Upload the notice in the USCIS status panel to keep and read it.</p>
        )}
        {noticeFileId && (
          <Button type="button" variant="outline" size="sm" busy={reading} onClick={() => void readNotice()}>
            {reading ? 'Reading…' : 'Read the notice'}
          </Button>
        )}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-received`}>Received (optional)</Label>
        <Input
          id={`${id}-received`}
          type="date"
          value={receivedDate}
          aria-invalid={problem && receivedInvalid ? true : undefined}
          aria-describedby={problem && receivedInvalid ? `${id}-problem` : undefined}
          onChange={(e) => setReceivedDate(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-due`}>Response due</Label>
        <Input
          id={`${id}-due`}
          type="date"
          required
          value={dueDate}
          aria-invalid={problem && !receivedInvalid ? true : undefined}
          aria-describedby={problem && !receivedInvalid ? `${id}-problem` : undefined}
          onChange={(e) => setDueDate(e.target.value)}
        />
      </div>
      {items.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">Items read from the notice ({items.length}), added when the RFE opens:</p>
          <ol className="list-decimal pl-5">
            {items.map((item, index) => (
              <li key={index}>{item.title}</li>
            ))}
          </ol>
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" size="sm" busy={opening.loading}>
        Open the RFE
      </Button>
    </form>
  );
}
