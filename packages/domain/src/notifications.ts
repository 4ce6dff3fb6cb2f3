import { isPetitionStatus, PETITION_STATUS_LABELS } from './petition-status.ts';
import { isCalendarDate } from './person-history.ts';
import { formatCalendarDate } from './task-planning.ts';
import { SUPPORT_PANEL_QUERY } from './support-panel-link.ts';

export { SUPPORT_PANEL_QUERY };

/**
 * Notifications (issue 30, migration 0047): the database stores each event's kind and facts; this module words
 * them, once, for the notification centre (and the e-mails and digests that will read the same rows).
 */
export const NOTIFICATION_KINDS = ['support-reply', 'status-changed', 'document-uploaded', 'task-assigned', 'task-due'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Where a notification leads: the support thread, the customer's home page, a petition's workspace, or a task
 * (the petition's workspace for staff, Action Items for customers).
 */
export type NotificationTarget =
  { page: 'support' } | { page: 'home' } | { page: 'petition'; petitionId: string } | { page: 'task'; petitionId: string | null };

export interface NotificationWords {
  title: string;
  /** A second line (the reply's start, whose petition), or null. */
  detail: string | null;
  target: NotificationTarget | null;
}

export interface NotificationFacts {
  kind: string;
  /** The row's data: a JSON object, or its JSON text as GraphQL hands it over. */
  data: unknown;
  petitionId?: string | null;
  /** Whose petition it is ("Priya Sharma"), for staff's notifications. */
  beneficiaryName?: string | null;
}

function factsOf(data: unknown): Record<string, unknown> {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A notification in words: never a code, an id or JSON; an unknown kind reads as a plain "Something changed". */
export function notificationWords(facts: NotificationFacts): NotificationWords {
  const data = factsOf(facts.data);
  const petitionTarget: NotificationTarget | null = facts.petitionId ? { page: 'petition', petitionId: facts.petitionId } : null;
  switch (facts.kind) {
    case 'support-reply':
      return { title: 'Support replied to your message', detail: text(data.excerpt), target: { page: 'support' } };
    case 'status-changed': {
      const status = isPetitionStatus(data.status) ? PETITION_STATUS_LABELS[data.status] : null;
      return {
        title: status ? `Your petition’s status is now ${status}` : 'Your petition’s status changed',
        detail: null,
        target: { page: 'home' },
      };
    }
    case 'document-uploaded': {
      const count = typeof data.count === 'number' && data.count > 0 ? data.count : 1;
      const exhibit = text(data.exhibitName);
      const files = count === 1 ? 'A new file' : `${count} new files`;
      return {
        title: exhibit ? `${files} in ${exhibit}` : `${files} uploaded`,
        detail: facts.beneficiaryName ? `Uploaded for ${facts.beneficiaryName}’s petition` : null,
        target: petitionTarget,
      };
    }
    case 'task-assigned': {
      const task = text(data.task);
      const due =
        typeof data.dueDate === 'string' && isCalendarDate(data.dueDate) ? `Due ${formatCalendarDate(data.dueDate)}` : null;
      return {
        title: task ? `New task: ${task}` : 'A new task for you',
        detail: due,
        target: { page: 'task', petitionId: facts.petitionId ?? null },
      };
    }
    case 'task-due': {
      const task = text(data.task) ?? 'A task';
      const date = typeof data.dueDate === 'string' && isCalendarDate(data.dueDate) ? formatCalendarDate(data.dueDate) : null;
      return {
        title: data.overdue === true ? `Overdue: ${task}` : `Due soon: ${task}`,
        detail: date ? `Due ${date}` : null,
        target: { page: 'task', petitionId: facts.petitionId ?? null },
      };
    }
    default:
      return { title: 'Something changed', detail: null, target: petitionTarget };
  }
}
