import { useMutation } from '@apollo/client/react';
import {
  formatCalendarDate,
  readReceiptNoticeContract,
  USCIS_NOTICE_DOCUMENT_TYPE,
  visaClassHasApprovedPeriod,
  type TReceiptNoticeReading,
} from '@app/domain';
import { useState } from 'react';
import { FileUploader } from '@/components/files/FileUploader.tsx';
import { Button } from '@/components/ui/button.tsx';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { callRest } from '@/lib/rest-client.ts';
import { WorkspaceSetProviderDocumentVisibility } from '../../api/documents-api.ts';
import {
  WorkspaceConfirmReceiptNotice,
  WorkspaceRecordUscisStatus,
  WorkspaceSetApprovedPeriod,
} from '../../api/uscis-status-api.ts';
import { FiledNotices, type FiledNotice } from './FiledNotices.tsx';

/** The status USCIS shows for a notice of each type, recorded when staff confirm the notice. */
const STATUS_OF_NOTICE: Readonly<Record<string, string>> = {
  'Receipt Notice': 'Case Was Received',
  'Approval Notice': 'Case Was Approved',
  'Request for Evidence': 'Request for Evidence Was Sent',
};

/** An approval notice's validity as the panel lists it: both dates, or that the notice did not show them. */
function approvedValidityRow(reading: TReceiptNoticeReading): [string, string | null] {
  const { validFrom, validTo } = reading;
  return ['Valid', validFrom && validTo ? `${formatCalendarDate(validFrom)} to ${formatCalendarDate(validTo)}` : null];
}

/**
 * Reads an uploaded I-797 notice (a PDF or a phone photo, filed with the provider documents) and offers what it read
 * for confirmation; names that differ from the petition's are flagged first. Confirming fills the receipt number
 * and records the notice's status with its date (the notice date, or the received date of a receipt notice); an
 * approval notice's validity ("Valid from … to …") becomes the petition's approved period (ApprovedPeriodField).
 */
export function ReceiptNoticeReader({
  petitionId,
  visaClass,
  beneficiaryId,
  notices = [],
  newestStatus,
  onConfirmed,
}: {
  petitionId: string;
  /** The petition's visa class: whether its approval grants a period to record (an I-140's does not). */
  visaClass: string;
  beneficiaryId: string;
  /** The notices already filed on the case (the customer's among them), each readable again. */
  notices?: readonly FiledNotice[];
  /** The case's newest USCIS status: a notice that says the same is not recorded twice. */
  newestStatus?: string | undefined;
  onConfirmed: () => Promise<unknown>;
}) {
  const [reading, setReading] = useState<TReceiptNoticeReading | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm] = useMutation(WorkspaceConfirmReceiptNotice);
  const [record] = useMutation(WorkspaceRecordUscisStatus);
  const [setApprovedPeriod] = useMutation(WorkspaceSetApprovedPeriod);
  const [setVisibility] = useMutation(WorkspaceSetProviderDocumentVisibility);
  const showToCustomer = (notice: FiledNotice, visible: boolean) =>
    void mutateWithFeedback(
      visible ? 'showing the notice to the customer' : 'hiding the notice from the customer',
      () => setVisibility({ variables: { ownerId: notice.ownerId, fileId: notice.fileId, visible } }),
      onConfirmed,
    );

  const read = async (fileId: string) => {
    setProblem(null);
    setReading(null);
    try {
      setReading(await callRest(readReceiptNoticeContract, { request: { fileId }, params: { id: petitionId } }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The notice could not be read.');
    }
  };
  const status = reading?.noticeType ? STATUS_OF_NOTICE[reading.noticeType] : undefined;
  // The validity an approval notice grants (both dates or none: receipt-notice.ts reads nothing half).
  const validity =
    reading?.noticeType === 'Approval Notice' && reading.validFrom && reading.validTo && visaClassHasApprovedPeriod(visaClass)
      ? { from: reading.validFrom, to: reading.validTo }
      : null;
  const use = async () => {
    if (!reading?.receiptNumber) return;
    const saved = await mutateWithFeedback(
      'confirming a receipt notice',
      async () => {
        const receiptNumber = reading.receiptNumber!;
        await confirm({ variables: { petitionId, receiptNumber } });
        if (validity) await setApprovedPeriod({ variables: { petitionId, from: validity.from, to: validity.to } });
        // A notice of the status the case already has (USCIS's API, or staff, recorded it first) adds no second row.
        if (!status || status === newestStatus) return;
        const statusDate = (reading.noticeType === 'Receipt Notice' ? reading.receivedDate : reading.noticeDate) ?? null;
        await record({ variables: { status: { petitionId, receiptNumber, status, statusDate } } });
      },
      onConfirmed,
    );
    if (saved) setReading(null);
  };
  const rows: [string, string | null][] = reading
    ? [
        ['Receipt number', reading.receiptNumber],
        ['Notice type', reading.noticeType],
        ['Form', reading.formType],
        ['Received', reading.receivedDate && formatCalendarDate(reading.receivedDate)],
        ['Notice date', reading.noticeDate && formatCalendarDate(reading.noticeDate)],
        ...(reading.noticeType === 'Approval Notice' ? [approvedValidityRow(reading)] : []),
        ['Petitioner', reading.petitioner],
        ['Beneficiary', reading.beneficiary],
      ]
    : [];

  return (
    <div className="grid gap-2">
      <FileUploader
        kind="builder"
        single
        label="Read a receipt or approval notice (I-797)"
        registration={{
          path: 'plymouth',
          fields: { userId: beneficiaryId, petitionId, documentType: USCIS_NOTICE_DOCUMENT_TYPE },
        }}
        onUploaded={(file) => read(file.id)}
      />
      <FiledNotices notices={notices} onRead={(fileId) => void read(fileId)} onVisibleChange={showToCustomer} />
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {reading && (
        <section aria-label="What the notice says" className="grid gap-2 rounded-md border p-2 text-sm">
          {reading.mismatches.map((mismatch) => (
            <p key={mismatch} role="alert" className="font-medium text-destructive">
              {mismatch}
            </p>
          ))}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>{value ?? 'Not found on the notice'}</dd>
              </div>
            ))}
          </dl>
          {reading.receiptNumber ? (
            <Button type="button" size="sm" onClick={() => void use()}>
              {reading.mismatches.length > 0 ? 'Use these values anyway' : 'Use these values'}
            </Button>
          ) : (
            <p className="text-muted-foreground">No receipt number was found: enter it in the case fields.</p>
          )}
        </section>
      )}
    </div>
  );
}
