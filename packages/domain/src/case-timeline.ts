import { isDecidedUscisStatus } from './uscis-case-status.ts';

/**
 * The petition's timeline after filing (issue 31): filed, receipted, each USCIS status, RFEs issued and answered, and
 * the decision, newest first, in one list. Built from what the case already records — the shipped date (or the
 * petition's move to Shipped), the USCIS case statuses, and the RFEs — so it never disagrees with them.
 */
export type CaseTimelineKind = 'filed' | 'receipted' | 'status' | 'rfe-issued' | 'rfe-answered' | 'decision';

export const CASE_TIMELINE_KIND_LABELS: Readonly<Record<CaseTimelineKind, string>> = {
  filed: 'Filed',
  receipted: 'Receipted',
  status: 'USCIS status',
  'rfe-issued': 'RFE',
  'rfe-answered': 'RFE',
  decision: 'Decision',
};

export interface CaseTimelineInput {
  /** petitions.petition_shipped_date: the day the petition went to USCIS. */
  shippedDate: string | null;
  /** The petition's status changes (petition_status_changes): the move to SHIPPED dates the filing when no shipped date is kept. */
  statusChanges: readonly { toStatus: string; changedAt: string }[];
  uscisStatuses: readonly { id: string; status: string; statusDate: string | null; createdAt: string }[];
  rfes: readonly { id: string; receivedDate: string | null; dueDate: string; answeredOn: string | null; createdAt: string }[];
}

export interface CaseTimelineEntry {
  key: string;
  kind: CaseTimelineKind;
  title: string;
  /** The calendar day it happened (YYYY-MM-DD). */
  date: string;
  /** For a USCIS status: its row, whose source and author the panel words. */
  uscisStatusId?: string;
  /** For an RFE issued: when the response is due. */
  dueDate?: string;
}

const RECEIVED = /^case was received/i;
const day = (timestamp: string) => timestamp.slice(0, 10);

export function buildCaseTimeline(input: CaseTimelineInput): CaseTimelineEntry[] {
  const entries: (CaseTimelineEntry & { order: string })[] = [];
  const shipped = input.statusChanges.filter((change) => change.toStatus === 'SHIPPED').map((change) => change.changedAt);
  const filedOn = input.shippedDate ?? (shipped.length ? day(shipped.sort()[0]!) : null);
  if (filedOn) entries.push({ key: 'filed', kind: 'filed', title: 'Filed with USCIS', date: filedOn, order: filedOn });

  for (const entry of input.uscisStatuses) {
    const kind: CaseTimelineKind = RECEIVED.test(entry.status)
      ? 'receipted'
      : isDecidedUscisStatus(entry.status)
        ? 'decision'
        : 'status';
    const date = entry.statusDate ?? day(entry.createdAt);
    entries.push({
      key: `status-${entry.id}`,
      kind,
      title: entry.status,
      date,
      uscisStatusId: entry.id,
      order: `${date}|${entry.createdAt}`,
    });
  }

  for (const rfe of input.rfes) {
    const issued = rfe.receivedDate ?? day(rfe.createdAt);
    entries.push({
      key: `rfe-${rfe.id}-issued`,
      kind: 'rfe-issued',
      title: 'RFE issued',
      date: issued,
      dueDate: rfe.dueDate,
      order: `${issued}|${rfe.createdAt}`,
    });
    if (rfe.answeredOn) {
      entries.push({
        key: `rfe-${rfe.id}-answered`,
        kind: 'rfe-answered',
        title: 'RFE answered',
        date: rfe.answeredOn,
        order: `${rfe.answeredOn}|~`,
      });
    }
  }

  // Newest first; on one day, what was recorded later comes first.
  return entries.sort((a, b) => (a.order < b.order ? 1 : a.order > b.order ? -1 : 0)).map(({ order: _order, ...entry }) => entry);
}
