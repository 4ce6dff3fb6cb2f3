import {
  BORDER_APPLICATION_STATUS_LABELS,
  isBorderApplicationWordedStatus,
  isPetitionStatus,
  PETITION_STATUS_LABELS,
} from './petition-status.ts';
import { isCalendarDate } from './person-history.ts';
import { formatCalendarDate } from './task-planning.ts';
import { SUPPORT_PANEL_QUERY } from './support-panel-link.ts';
import { formatDateIn, notificationLanguage } from './notification-languages.ts';
import { notifiedTaskTitle, type AppWords } from './notification-app-words.ts';

export { SUPPORT_PANEL_QUERY };

/** The correction a reopened RFE sends (migration 0080), and the mark on the "response sent" it corrects. */
export const RFE_REOPENED = 'Correction: our response to USCIS’s Request for Evidence has not been sent yet';
export const RFE_CORRECTED = 'Corrected: the response has not been sent yet';

/**
 * Notifications (issue 30, migration 0047): the database stores each event's kind and facts; this module words
 * them, once, for the notification centre (and the e-mails and digests that will read the same rows).
 */
export const NOTIFICATION_KINDS = [
  'support-reply',
  'status-changed',
  'document-uploaded',
  'task-assigned',
  'task-due',
  // A letter's signatory answered (issue 32, migration 0054): told to the staff member who sent it.
  'signature-changes-requested',
  'signature-signed',
  'signature-declined',
  'signature-waiting',
  // A new USCIS case status of a filed petition (issue 31, migration 0059).
  'uscis-status',
  // The response to an RFE was sent (migration 0073): told to the customer while the case status is shared.
  'rfe-response-sent',
  // That response was not sent after all: the RFE was reopened (migration 0080), told to whoever had seen the news.
  'rfe-reopened',
  // A signed copy of a USCIS form arrived from the portal (migration 0093): told to the staff on the case.
  'signed-form-received',
  // The customer approved an exhibit description or asked for an edit (migration 0091): told to the staff on the case.
  'description-reviewed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Where a notification leads: the support thread, the customer's home page, a petition's workspace, or a task
 * (the petition's workspace for staff, Action Items for customers).
 */
export type NotificationTarget =
  | { page: 'support' }
  | { page: 'home' }
  | { page: 'petition'; petitionId: string; panel?: WorkspacePanel }
  | { page: 'task'; petitionId: string | null; panel: WorkspacePanel }
  | { page: 'case-status'; petitionId: string | null };

/**
 * The petition workspace's side panels a link can open (`?panel=checklist`): staff's task notifications open the
 * panel the task lives in, pending tasks or the case checklist (migration 0052 marks checklist items' facts); a
 * signed copy received opens the Forms tab (migration 0097's session), where staff check it.
 */
export const WORKSPACE_PANEL_PARAM = 'panel';
export type WorkspacePanel = 'tasks' | 'checklist' | 'uscis' | 'forms';

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
  /**
   * Whether the notification's reader (its user_id) is the petition's beneficiary. false: someone else, e.g. the
   * employer's team, whose "your petition" names the beneficiary's instead ("The status of Priya Sharma’s petition
   * is now Shipped"); true or unknown: the beneficiary's own wording.
   */
  readerIsBeneficiary?: boolean | null;
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

/**
 * A notification in words: never a code, an id or JSON; an unknown kind reads as a plain "Something changed".
 * `locale` (users.locale) words a customer's kinds in their language (issue 36, notification-languages.ts);
 * English otherwise, and always for staff's kinds. `appWords` (the portal's catalogue in that language,
 * notification-app-words.ts) words an app-written task title and a known USCIS status as the portal does; without
 * it they are quoted as stored.
 */
export function notificationWords(
  facts: NotificationFacts,
  locale?: string | null,
  appWords?: AppWords | null,
): NotificationWords {
  const language = notificationLanguage(locale);
  const data = factsOf(facts.data);
  /** A calendar date as this reader writes it. */
  const day = (value: string) => (language && locale ? formatDateIn(locale, value) : formatCalendarDate(value));
  const petitionTarget: NotificationTarget | null = facts.petitionId ? { page: 'petition', petitionId: facts.petitionId } : null;
  // Whose petition, for a reader who is not its beneficiary (a company's team): their "your petition" names hers.
  const someoneElses = facts.readerIsBeneficiary === false ? text(facts.beneficiaryName) : null;
  switch (facts.kind) {
    case 'support-reply':
      return {
        title: language?.supportReplied ?? 'Support replied to your message',
        detail: text(data.excerpt),
        target: { page: 'support' },
      };
    case 'status-changed': {
      // A TN applied for at the border or a consulate (migration 0137): the application's status, in its route's words.
      if (data.borderApplication === true && isPetitionStatus(data.status)) {
        const status = data.status;
        if (language) {
          const words = isBorderApplicationWordedStatus(status)
            ? language.borderApplicationStatus[status]
            : language.petitionStatus[status];
          return {
            title: someoneElses ? language.theirApplicationStatusNow(someoneElses, words) : language.applicationStatusNow(words),
            detail: null,
            target: { page: 'home' },
          };
        }
        const words = isBorderApplicationWordedStatus(status)
          ? BORDER_APPLICATION_STATUS_LABELS[status]
          : PETITION_STATUS_LABELS[status];
        return {
          title: `${someoneElses ? `The status of ${someoneElses}’s application` : 'Your application’s status'} is now ${words}`,
          detail: null,
          target: { page: 'home' },
        };
      }
      if (language) {
        const status = isPetitionStatus(data.status) ? language.petitionStatus[data.status] : null;
        return {
          title: someoneElses
            ? status
              ? language.theirStatusNow(someoneElses, status)
              : language.theirStatusChanged(someoneElses)
            : status
              ? language.statusNow(status)
              : language.statusChanged,
          detail: null,
          target: { page: 'home' },
        };
      }
      const status = isPetitionStatus(data.status) ? PETITION_STATUS_LABELS[data.status] : null;
      const petition = someoneElses ? `The status of ${someoneElses}’s petition` : 'Your petition’s status';
      return {
        title: status ? `${petition} is now ${status}` : `${petition} changed`,
        detail: null,
        target: { page: 'home' },
      };
    }
    case 'document-uploaded': {
      if (data.uscisNotice === true) {
        return {
          title: 'A USCIS notice was uploaded',
          detail: facts.beneficiaryName
            ? `For ${facts.beneficiaryName}’s petition: read it in the USCIS status tab`
            : 'Read it in the USCIS status tab',
          target: { page: 'case-status', petitionId: facts.petitionId ?? null },
        };
      }
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
      const task = notifiedTaskTitle(data, appWords);
      const panel: WorkspacePanel = data.checklist === true ? 'checklist' : 'tasks';
      const dueOn = typeof data.dueDate === 'string' && isCalendarDate(data.dueDate) ? day(data.dueDate) : null;
      const due = dueOn ? (language?.due(dueOn) ?? `Due ${dueOn}`) : null;
      const title = language
        ? task
          ? language.newTask(task)
          : language.aNewTask
        : task
          ? `New task: ${task}`
          : 'A new task for you';
      return {
        title,
        detail: due,
        target: { page: 'task', petitionId: facts.petitionId ?? null, panel },
      };
    }
    case 'task-due': {
      const task = notifiedTaskTitle(data, appWords) ?? language?.aTask ?? 'A task';
      const panel: WorkspacePanel = data.checklist === true ? 'checklist' : 'tasks';
      const date = typeof data.dueDate === 'string' && isCalendarDate(data.dueDate) ? day(data.dueDate) : null;
      const overdue = data.overdue === true;
      return {
        title: language
          ? overdue
            ? language.overdue(task)
            : language.dueSoon(task)
          : overdue
            ? `Overdue: ${task}`
            : `Due soon: ${task}`,
        detail: date ? (language?.due(date) ?? `Due ${date}`) : null,
        target: { page: 'task', petitionId: facts.petitionId ?? null, panel },
      };
    }
    case 'signature-changes-requested':
    case 'signature-signed':
    case 'signature-declined': {
      const signer = text(data.signer) ?? 'The signatory';
      const letter = text(data.letter) ?? 'a letter';
      const did = {
        'signature-changes-requested': 'asked for changes to',
        'signature-signed': 'signed',
        'signature-declined': 'declined to sign',
      };
      return { title: `${signer} ${did[facts.kind]} ${letter}`, detail: null, target: petitionTarget };
    }
    case 'signature-waiting': {
      const expiresOn =
        typeof data.expiresOn === 'string' && isCalendarDate(data.expiresOn) ? formatCalendarDate(data.expiresOn) : null;
      return {
        title: `${text(data.signer) ?? 'The signatory'} has not signed ${text(data.letter) ?? 'a letter'} yet`,
        detail: expiresOn ? `The link works until ${expiresOn}: send a reminder from the Letters panel` : null,
        target: petitionTarget,
      };
    }
    case 'uscis-status': {
      const uscisWords = text(data.status);
      // USCIS's own status text (English), in the reader's language when the portal's catalogue knows it.
      const status = uscisWords && appWords ? appWords.uscisStatus(uscisWords) : uscisWords;
      const date = typeof data.statusDate === 'string' && isCalendarDate(data.statusDate) ? day(data.statusDate) : null;
      const receipt = text(data.receiptNumber);
      const parts = [
        receipt ? (language?.receipt(receipt) ?? `Receipt ${receipt}`) : null,
        date ? (language?.since(date) ?? `since ${date}`) : null,
      ].filter(Boolean);
      const petitionOf = (name: string) => language?.petitionOf(name) ?? `${name}’s petition`;
      // The case status this USCIS status moved (migration 0130): told here, not in a second notification, in the
      // status-changed notification's words. Its sentence names whose petition for a reader who is not the
      // beneficiary, so the name is not repeated.
      const caseStatus = isPetitionStatus(data.caseStatus) ? data.caseStatus : null;
      const caseStatusNow = !caseStatus
        ? null
        : language
          ? someoneElses
            ? language.theirStatusNow(someoneElses, language.petitionStatus[caseStatus])
            : language.statusNow(language.petitionStatus[caseStatus])
          : `${someoneElses ? `The status of ${someoneElses}’s petition` : 'Your petition’s status'} is now ${PETITION_STATUS_LABELS[caseStatus]}`;
      const whose = caseStatusNow && someoneElses ? null : facts.beneficiaryName ? petitionOf(facts.beneficiaryName) : null;
      return {
        title: language
          ? status
            ? language.uscisStatus(status)
            : language.uscisChanged
          : status
            ? `USCIS case status: ${status}`
            : 'The USCIS case status changed',
        detail: [caseStatusNow, whose, parts.join(', ') || null].filter(Boolean).join(' · ') || null,
        target: { page: 'case-status', petitionId: facts.petitionId ?? null },
      };
    }
    case 'rfe-response-sent': {
      const date = typeof data.answeredOn === 'string' && isCalendarDate(data.answeredOn) ? day(data.answeredOn) : null;
      const petition = facts.beneficiaryName
        ? (language?.petitionOf(facts.beneficiaryName) ?? `${facts.beneficiaryName}’s petition`)
        : null;
      // Reopened after the person saw it (migration 0080): it stays, as what they were told, with the correction.
      const corrected = data.corrected === true ? (language?.rfeCorrected ?? RFE_CORRECTED) : null;
      return {
        title: language
          ? language.rfeResponseSent(date)
          : `We sent our response to USCIS’s Request for Evidence${date ? ` on ${date}` : ''}`,
        detail: [corrected, petition].filter(Boolean).join(' · ') || null,
        target: { page: 'case-status', petitionId: facts.petitionId ?? null },
      };
    }
    case 'rfe-reopened': {
      const next =
        data.tasksReopened === true
          ? (language?.rfeTasksReopened ?? 'Your tasks for it are open again in Action Items')
          : (language?.rfeWillTell ?? 'We will tell you when it is sent');
      const petition = someoneElses ? (language?.petitionOf(someoneElses) ?? `${someoneElses}’s petition`) : null;
      return {
        title: language?.rfeReopened ?? RFE_REOPENED,
        detail: [petition, next].filter(Boolean).join(' · '),
        target:
          data.tasksReopened === true
            ? { page: 'task', petitionId: facts.petitionId ?? null, panel: 'tasks' }
            : { page: 'case-status', petitionId: facts.petitionId ?? null },
      };
    }
    case 'description-reviewed': {
      const reviewer = text(data.reviewer) ?? 'The customer';
      const exhibit = text(data.exhibitName) ?? 'an exhibit';
      const edit = data.decision === 'edit-requested';
      const comment = text(data.comment);
      return {
        title: edit
          ? `${reviewer} asked for an edit of the description of ${exhibit}`
          : `${reviewer} approved the description of ${exhibit}`,
        detail: edit && comment ? `“${comment}”` : facts.beneficiaryName ? `${facts.beneficiaryName}’s petition` : null,
        target: petitionTarget,
      };
    }
    case 'signed-form-received':
      return {
        title: `${text(data.signer) ?? 'The signatory'} uploaded the signed ${text(data.form) ?? 'form'}`,
        detail: facts.beneficiaryName
          ? `For ${facts.beneficiaryName}’s petition: check it in the Forms tab`
          : 'Check it in the petition’s Forms tab',
        target: facts.petitionId ? { page: 'petition', petitionId: facts.petitionId, panel: 'forms' } : null,
      };
    default:
      return { title: language?.somethingChanged ?? 'Something changed', detail: null, target: petitionTarget };
  }
}
