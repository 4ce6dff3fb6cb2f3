import { buildCaseTimeline, CASE_TIMELINE_KIND_LABELS, formatCalendarDate, type CaseTimelineInput } from '@app/domain';
import { formatTimestamp } from '@/lib/dates.ts';

export interface TimelineStatus {
  id: string;
  status: string;
  statusDate: string | null;
  createdAt: string;
  source: string;
  description: string | null;
  userByEnteredBy: { fullName: string } | null;
}

/** The element of a USCIS status's entry on the timeline, which takes focus once the status is recorded. */
export function caseTimelineStatusElementId(statusId: string): string {
  return `case-timeline-status-${statusId}`;
}

/**
 * The petition's case timeline (issue 31), newest first: filed, receipted, each USCIS status with where it came from,
 * RFEs issued and answered, and the decision (domain buildCaseTimeline).
 */
export function CaseTimeline({
  statuses,
  ...input
}: Omit<CaseTimelineInput, 'uscisStatuses'> & { statuses: readonly TimelineStatus[] }) {
  const entries = buildCaseTimeline({ ...input, uscisStatuses: statuses });
  const byId = new Map(statuses.map((status) => [status.id, status]));
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>;
  return (
    <ol aria-label="Case timeline" className="space-y-2">
      {entries.map((entry) => {
        const status = entry.uscisStatusId ? byId.get(entry.uscisStatusId) : undefined;
        return (
          <li
            key={entry.key}
            // A status's entry takes focus when staff have just recorded it (RecordUscisStatusForm).
            id={entry.uscisStatusId ? caseTimelineStatusElementId(entry.uscisStatusId) : undefined}
            tabIndex={entry.uscisStatusId ? -1 : undefined}
            className="rounded-md border p-2 text-sm"
          >
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {CASE_TIMELINE_KIND_LABELS[entry.kind]} · {formatCalendarDate(entry.date)}
            </p>
            <p className="font-medium">{entry.title}</p>
            {entry.dueDate && <p className="text-xs text-muted-foreground">Response due {formatCalendarDate(entry.dueDate)}</p>}
            {status && (
              <p className="text-xs text-muted-foreground">
                {status.statusDate ? `Since ${formatCalendarDate(status.statusDate)} · ` : ''}
                {status.source === 'uscis-api'
                  ? `Read from USCIS ${formatTimestamp(status.createdAt)}`
                  : `Entered ${formatTimestamp(status.createdAt)}${status.userByEnteredBy ? ` by ${status.userByEnteredBy.fullName}` : ''}`}
              </p>
            )}
            {status?.description && <p className="mt-1 text-xs">{status.description}</p>}
          </li>
        );
      })}
    </ol>
  );
}
