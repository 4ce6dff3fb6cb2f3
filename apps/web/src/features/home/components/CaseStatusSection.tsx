import { taskDueState, todayIsoDate } from '@app/domain';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { CalendarClock, CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FileUploader } from '@/components/files/FileUploader.tsx';
import { formatLocalDate, formatLocalTimestamp } from '@/lib/i18n/format.ts';
import { uscisStatusText } from '@/lib/i18n/uscis-status-messages.ts';

export interface SharedCaseStatus {
  petitionId: string;
  receiptNumber: string | null;
  /** Newest first, as recorded by staff or read from USCIS. */
  statuses: readonly { id: string; status: string; statusDate: string | null; createdAt: string }[];
  /** The days our responses to USCIS's Requests for Evidence were sent (YYYY-MM-DD), newest first. */
  responsesSent?: readonly string[];
  /** The Request for Evidence still to be answered: its dates only (YYYY-MM-DD; received unknown when staff left it out). */
  openRfe?: { receivedDate: string | null; dueDate: string } | null;
  /** Whether the reader's side has open tasks of that RFE (in Action Items). */
  openRfeTasks?: boolean;
}

/**
 * After filing (issue 31): the USCIS case status staff share with the customer — the receipt number, the current
 * status and the ones before it, an open Request for Evidence's received and due dates (migration 0103: the customer's
 * RFE tasks hang on that date), and when we sent our response to it (USCIS's statuses do not say it until USCIS logs
 * it; migration 0073) — and a place to file a notice USCIS mailed them. The notice goes to the case team,
 * who read it and confirm what it says; nothing here changes the case by itself.
 */
export function CaseStatusSection({
  caseStatus,
  label,
  canUpload,
}: {
  caseStatus: SharedCaseStatus;
  /** The case's name as its card shows it ("O-1A — Priya Sharma"), for labels that stay unique on the page. */
  label: string;
  /** Viewers of a team read only. */
  canUpload: boolean;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [sent, setSent] = useState(false);
  const [current, ...earlier] = caseStatus.statuses;
  const since = (entry: { statusDate: string | null; createdAt: string }) =>
    entry.statusDate
      ? i18n._({ id: 'caseStatus.since', message: 'Since {date}', values: { date: formatLocalDate(i18n, entry.statusDate) } })
      : i18n._({
          id: 'caseStatus.recorded',
          message: 'Recorded {time}',
          values: { time: formatLocalTimestamp(i18n, entry.createdAt) },
        });

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2 border-t pt-4 sm:col-span-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        {i18n._({ id: 'caseStatus.heading', message: 'USCIS case status' })}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{i18n._({ id: 'caseStatus.receiptNumber', message: 'Receipt number' })}</dt>
        <dd>{caseStatus.receiptNumber ?? i18n._({ id: 'caseStatus.notReceived', message: 'Not received yet' })}</dd>
        <dt className="text-muted-foreground">{i18n._({ id: 'caseStatus.status', message: 'Status' })}</dt>
        <dd>
          {current ? (
            <>
              <span className="font-medium">{uscisStatusText(i18n, current.status)}</span>
              <span className="text-muted-foreground"> · {since(current)}</span>
            </>
          ) : (
            i18n._({ id: 'caseStatus.none', message: 'No status from USCIS yet' })
          )}
        </dd>
      </dl>
      {caseStatus.openRfe && (
        <p className="flex items-start gap-2 text-sm">
          <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {openRfeText(i18n, caseStatus.openRfe)}
            {caseStatus.openRfeTasks && (
              <> {i18n._({ id: 'caseStatus.rfeOpenTasks', message: 'Your Action Items list what we need from you.' })}</>
            )}
          </span>
        </p>
      )}
      {(caseStatus.responsesSent ?? []).map((date) => (
        <p key={date} className="flex items-start gap-2 text-sm">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {i18n._({
              id: 'caseStatus.rfeResponseSent',
              message: 'We sent our response to USCIS’s Request for Evidence on {date}.',
              values: { date: formatLocalDate(i18n, date) },
            })}
          </span>
        </p>
      ))}
      {earlier.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            {i18n._({ id: 'caseStatus.earlier', message: 'Earlier statuses ({count})', values: { count: earlier.length } })}
          </summary>
          <ol
            aria-label={i18n._({
              id: 'caseStatus.earlierOf',
              message: 'Earlier USCIS statuses of the {label} case',
              values: { label },
            })}
            className="mt-1 flex flex-col gap-1"
          >
            {earlier.map((entry) => (
              <li key={entry.id}>
                {uscisStatusText(i18n, entry.status)} <span className="text-muted-foreground">· {since(entry)}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {canUpload && (
        <FileUploader
          kind="beneficiary"
          single
          label={i18n._({
            id: 'caseStatus.upload',
            message: 'Upload a notice from USCIS (I-797) for the {label} case',
            values: { label },
          })}
          registration={{ path: 'uscis-notice', fields: { petitionId: caseStatus.petitionId } }}
          onUploaded={() => setSent(true)}
        />
      )}
      {sent && (
        <p role="status" className="text-sm">
          {i18n._({
            id: 'caseStatus.sent',
            message: 'Notice sent to your case team. They will read it and update the case.',
          })}
        </p>
      )}
    </section>
  );
}

/**
 * The open RFE in words. Once its due date has passed (the reader's own day, the rule every due date in the app
 * follows: taskDueState) the response "was due", not "is due": the customer is not told of a deadline still ahead.
 */
function openRfeText(i18n: I18n, openRfe: NonNullable<SharedCaseStatus['openRfe']>): string {
  const due = formatLocalDate(i18n, openRfe.dueDate);
  const passed = taskDueState(openRfe.dueDate, todayIsoDate()) === 'overdue';
  if (openRfe.receivedDate) {
    const received = formatLocalDate(i18n, openRfe.receivedDate);
    return passed
      ? i18n._({
          id: 'caseStatus.rfeOpenPastDue',
          message: 'USCIS asked for more evidence on {received}. Our response was due on {due}.',
          values: { received, due },
        })
      : i18n._({
          id: 'caseStatus.rfeOpen',
          message: 'USCIS asked for more evidence on {received}. Our response is due by {due}.',
          values: { received, due },
        });
  }
  return passed
    ? i18n._({
        id: 'caseStatus.rfeOpenReceivedUnknownPastDue',
        message: 'USCIS asked for more evidence. Our response was due on {due}.',
        values: { due },
      })
    : i18n._({
        id: 'caseStatus.rfeOpenReceivedUnknown',
        message: 'USCIS asked for more evidence. Our response is due by {due}.',
        values: { due },
      });
}
