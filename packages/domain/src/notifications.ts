import { isPetitionStatus, PETITION_STATUS_LABELS } from './petition-status.ts';

/**
 * Notifications (issue 30, migration 0047): the database stores each event's kind and facts; this module words
 * them, once, for the notification centre (and the e-mails and digests that will read the same rows).
 */
export const NOTIFICATION_KINDS = ['support-reply', 'status-changed', 'document-uploaded'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The query parameter that opens the customer portal's help panel on any page: `?support=open`. */
export const SUPPORT_PANEL_QUERY = { name: 'support', value: 'open' } as const;

/** Where a notification leads: the support thread, the customer's home page, or a petition's workspace. */
export type NotificationTarget = { page: 'support' } | { page: 'home' } | { page: 'petition'; petitionId: string };

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
    default:
      return { title: 'Something changed', detail: null, target: petitionTarget };
  }
}
