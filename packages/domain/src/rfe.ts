import { z } from 'zod';
import { isCalendarDate } from './person-history.ts';
import { lazySchema } from './lazy-schema.ts';
import { leadingDate } from './receipt-notice-header.ts';
import { addDays, isRequestForEvidenceStatus, uscisToday } from './uscis-case-status.ts';
import { formatCalendarDate } from './task-planning.ts';

/**
 * The Request for Evidence (RFE) response workspace (issue 31, migration 0060): an RFE opened on a petition, its
 * deficiencies (what USCIS found missing), each mapped to a criterion/module and answered by a section of the
 * response letter. Each rule is here once; the database repeats them as the named constraints listed in
 * RFE_CONSTRAINT_MESSAGES, and the API answers their violation with the same sentence.
 */

/** The USCIS case status that says an RFE was sent (the Case Status API's wording). */
export const RFE_CASE_STATUS = 'Request for Evidence Was Sent';
/** What receipt-notice.ts reads as the notice type of an I-797E. */
export const RFE_NOTICE_TYPE = 'Request for Evidence';

export const RFE_TITLE_MAX = 200;
export const RFE_USCIS_TEXT_MAX = 20_000;
export const RFE_RESPONSE_TEXT_MAX = 100_000;
/** More items than any RFE has (they run to a dozen at most). */
export const RFE_DEFICIENCIES_MAX = 60;
/** Days before the due date from which the people working the case are reminded daily. */
export const RFE_REMINDER_DAYS = 7;
/**
 * The longest time USCIS gives to answer an RFE: 12 weeks (8 CFR 103.2(b)(8)(iv)) and 3 days for a mailed notice
 * (8 CFR 103.8(b)). A due date further from the day the RFE was received (or, without that date, from the day it is
 * entered) is a typo, most often the year (migration 0100).
 */
export const RFE_RESPONSE_DAYS_MAX = 87;

export const RFE_TEXTS = {
  dueDateMissing: 'Enter the date the response is due.',
  dateInvalid: 'Enter a real date (MM/DD/YYYY) between 2000 and 2100.',
  dueBeforeReceived: 'The response cannot be due before the RFE was received.',
  answeredBeforeReceived: 'The RFE cannot be answered before it was received.',
  /** The sentences of migration 0100's trigger too, which the API passes on as they are. */
  receivedFuture: 'The RFE cannot have been received after today.',
  answeredFuture: 'The RFE cannot have been answered after today.',
  duePassed: 'The response due date has already passed: check the date on the notice.',
  dueTooLate: `USCIS gives at most ${RFE_RESPONSE_DAYS_MAX} days (12 weeks, and 3 for mail) to respond: check the due date on the notice.`,
  titleMissing: 'Enter a short title for the item.',
  titleTooLong: `Use at most ${RFE_TITLE_MAX} characters for the title.`,
  titleOneLine: 'Write the title on one line.',
  uscisTextTooLong: `USCIS's text may be at most ${RFE_USCIS_TEXT_MAX.toLocaleString('en-US')} characters.`,
  responseTooLong: `The response may be at most ${RFE_RESPONSE_TEXT_MAX.toLocaleString('en-US')} characters.`,
  oneOpenRfe: 'This petition already has an RFE being answered.',
  moduleOfOtherPetition: 'Map the item to a criterion of this petition.',
} as const;

/**
 * An answered RFE is closed (migration 0073): the sentences its triggers refuse a change with, for the day it was
 * answered (YYYY-MM-DD), in the app's one date format as the database writes it.
 */
export function answeredRfeTexts(answeredOn: string) {
  const answered = `This RFE was answered on ${formatCalendarDate(answeredOn)}`;
  return {
    items: `${answered}: its items can no longer be added, removed or changed.`,
    tasks: `${answered}: it takes no new tasks.`,
    customerTasks: `${answered}: its tasks for the customer stay closed.`,
    packet: `${answered}: its response packet is the one sent and is not compiled again.`,
  };
}

/**
 * A task for an RFE's item is due by the day the response is due (migration 0100): what the customer sends after it
 * reaches USCIS too late, and their reminders (two days before a task's due date) would come after the deadline. The
 * sentence is the database trigger's too, with the date as it writes it.
 */
export function rfeTaskDueTooLateText(rfeDueDate: string): string {
  return `A task for this RFE must be due by ${formatCalendarDate(rfeDueDate)}, the day its response is due.`;
}
/**
 * The same rule from the RFE's side: its due date moved before an open task's is refused (the database's sentence,
 * naming the latest such task's due date), so staff move or close the task first.
 */
export function rfeDueBeforeTasksText(latestTaskDueDate: string): string {
  return `A task for this RFE is due on ${formatCalendarDate(latestTaskDueDate)}: move its due date first, so the response is not due before it.`;
}
export function rfeTaskDueProblem(taskDueDate: string | null | undefined, rfeDueDate: string): string | null {
  return taskDueDate && taskDueDate > rfeDueDate ? rfeTaskDueTooLateText(rfeDueDate) : null;
}

/** Why a task was closed without being done (pending_petition_tasks.closed_reason, migration 0073), in words. */
export const TASK_CLOSED_REASON_LABELS: Readonly<Record<string, string>> = {
  'rfe-answered': 'Closed when the RFE was answered',
  'case-decided': 'Closed when the case was decided',
};

/** What the database answers for each constraint of migration 0060 (FIELD_CONSTRAINT_MESSAGES takes these in). */
export const RFE_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  rfe_responses_date_range: RFE_TEXTS.dateInvalid,
  rfe_responses_due_after_received: RFE_TEXTS.dueBeforeReceived,
  rfe_responses_answered_after_received: RFE_TEXTS.answeredBeforeReceived,
  rfe_responses_due_within_response_time: RFE_TEXTS.dueTooLate,
  rfe_deficiencies_title_text: RFE_TEXTS.titleMissing,
  rfe_deficiencies_uscis_text_length: RFE_TEXTS.uscisTextTooLong,
  rfe_deficiencies_response_text_length: RFE_TEXTS.responseTooLong,
};

const inRange = (value: string) => isCalendarDate(value) && value >= '2000-01-01' && value <= '2100-12-31';

/** A date field of a form: '' is none. */
const optionalDate = lazySchema(() =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || inRange(value), RFE_TEXTS.dateInvalid),
);

/**
 * An RFE as staff open or edit it. Besides the order of its dates: it was not received nor answered after today (the
 * customer is told "we sent our response on …" from that date); its response is
 * due at most RFE_RESPONSE_DAYS_MAX days after it was received; and a due date set on an open RFE (opening it, or
 * changing the date) has not passed. "Today" is the UTC date (as for USCIS statuses, uscisToday), and a due date of the
 * day before it is still accepted, since a U.S. afternoon is already the next UTC day. An RFE whose due date passed
 * while it was open keeps it (its other dates can still be saved): `savedDueDate` is the one stored, when editing.
 * Migration 0100 holds the same rules in the database.
 */
export function rfeResponseSchema(options: { today?: () => string; savedDueDate?: string | null } = {}) {
  const today = options.today ?? (() => uscisToday());
  return z
    .object({
      receivedDate: optionalDate,
      dueDate: z.string().trim().min(1, { error: RFE_TEXTS.dueDateMissing }).refine(inRange, RFE_TEXTS.dateInvalid),
      answeredOn: optionalDate.optional().transform((value) => value ?? null),
    })
    .superRefine((value, ctx) => {
      const now = today();
      if (value.receivedDate && value.receivedDate > now) {
        ctx.addIssue({ code: 'custom', path: ['receivedDate'], message: RFE_TEXTS.receivedFuture });
      }
      if (value.receivedDate && value.dueDate < value.receivedDate) {
        ctx.addIssue({ code: 'custom', path: ['dueDate'], message: RFE_TEXTS.dueBeforeReceived });
      }
      const dueSet = value.answeredOn === null && value.dueDate !== options.savedDueDate;
      if (dueSet && value.dueDate < addDays(now, -1)) {
        ctx.addIssue({ code: 'custom', path: ['dueDate'], message: RFE_TEXTS.duePassed });
      }
      const from = value.receivedDate ?? (dueSet ? now : null);
      if (from && value.dueDate > addDays(from, RFE_RESPONSE_DAYS_MAX)) {
        ctx.addIssue({ code: 'custom', path: ['dueDate'], message: RFE_TEXTS.dueTooLate });
      }
      if (value.receivedDate && value.answeredOn && value.answeredOn < value.receivedDate) {
        ctx.addIssue({ code: 'custom', path: ['answeredOn'], message: RFE_TEXTS.answeredBeforeReceived });
      }
      if (value.answeredOn && value.answeredOn > now) {
        ctx.addIssue({ code: 'custom', path: ['answeredOn'], message: RFE_TEXTS.answeredFuture });
      }
    });
}
export const ZRfeResponseSchema = lazySchema(() => rfeResponseSchema());
export type TRfeResponse = z.output<typeof ZRfeResponseSchema>;

/** One deficiency (an item of the RFE) as staff enter it. */
export const ZRfeDeficiencySchema = lazySchema(() =>
  z.object({
    title: z
      .string()
      .trim()
      .min(1, { error: RFE_TEXTS.titleMissing })
      .max(RFE_TITLE_MAX, { error: RFE_TEXTS.titleTooLong })
      // eslint-disable-next-line no-control-regex -- the rule is exactly "no control characters"
      .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), RFE_TEXTS.titleOneLine),
    uscisText: z.string().trim().max(RFE_USCIS_TEXT_MAX, { error: RFE_TEXTS.uscisTextTooLong }),
    moduleId: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : value)),
  }),
);
export type TRfeDeficiency = z.output<typeof ZRfeDeficiencySchema>;

export const ZRfeResponseTextSchema = lazySchema(() =>
  z.string().max(RFE_RESPONSE_TEXT_MAX, { error: RFE_TEXTS.responseTooLong }),
);

/** An item read from the notice's text: a title (its first sentence, shortened) and USCIS's words. */
export interface ExtractedDeficiency {
  title: string;
  uscisText: string;
}

/** "1.", "2)", "(3)", "Item 4:", "Issue 5 -": the numbering RFEs put before each item, at the start of a line. */
const ITEM_START =
  /^[ \t]*(?:(?:item|issue|criterion|deficiency)\s+)?\(?(\d{1,2})[.):][ \t]+(?=\S)|^[ \t]*(?:item|issue|criterion|deficiency)\s+(\d{1,2})\s*[-–—:][ \t]*/gim;

function titleOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const firstSentence = /^(.+?[.:;?])(?:\s|$)/.exec(flat)?.[1] ?? flat;
  const words = firstSentence.replace(/[.:;]$/, '');
  if (words.length <= 120) return words;
  const cut = words.slice(0, 120);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 60)).trimEnd()}…`;
}

/**
 * The items of an RFE's text, split at numbered paragraphs ("1.", "2)", "Item 3:"), in order. Honest and simple:
 * only numbers that count up from 1 (1, 2, 3 …) start items, so a date or a figure inside a paragraph never does;
 * text before the first item (the notice's header) is left out; no numbering found gives no items (staff enter
 * them by hand). Each item's title is its first sentence; USCIS's text is kept whole.
 */
export function splitRfeDeficiencies(text: string): ExtractedDeficiency[] {
  const normalised = text.replace(/\r\n?/g, '\n');
  const starts: Array<{ at: number; bodyAt: number }> = [];
  let expected = 1;
  for (const match of normalised.matchAll(ITEM_START)) {
    const number = Number(match[1] ?? match[2]);
    if (number !== expected) continue;
    starts.push({ at: match.index, bodyAt: match.index + match[0].length });
    expected += 1;
  }
  return starts
    .map(({ bodyAt }, index) => {
      const end = starts[index + 1]?.at ?? normalised.length;
      const uscisText = normalised
        .slice(bodyAt, end)
        .replace(/[ \t]+\n/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
        .slice(0, RFE_USCIS_TEXT_MAX);
      return { title: titleOf(uscisText).slice(0, RFE_TITLE_MAX), uscisText };
    })
    .filter((item) => item.uscisText !== '')
    .slice(0, RFE_DEFICIENCIES_MAX);
}

/**
 * Where a notice says when the response is due ("Your response must be received in this office by January 29, 2027",
 * "response due date: 02/12/2027"); the date follows, in either of the notice's two ways of writing one.
 */
const DUE_DATE_PHRASE =
  /(?:response\s+(?:is\s+)?due(?:\s+date)?|(?:must|should)\s+be\s+received(?:\s+in\s+this\s+office)?\s+(?:by|on\s+or\s+before)|respond\s+by|no\s+later\s+than)\s*:?\s*(?:on\s+)?/gi;

/** "Respond by …" found in the notice ("must be received by 02/18/2027", "response due date: …"), as YYYY-MM-DD. */
export function findRfeDueDate(text: string): string | null {
  for (const match of text.matchAll(DUE_DATE_PHRASE)) {
    const iso = leadingDate(text.slice(match.index + match[0].length));
    if (iso && inRange(iso)) return iso;
  }
  return null;
}

/** A USCIS case status as recorded on the petition: its words, the date USCIS gave it, when it was recorded. */
export interface RecordedUscisStatus {
  status: string;
  statusDate?: string | null;
  createdAt: string;
}
/** An RFE opened on the petition, as far as the status prompt needs it. */
export interface OpenedRfe {
  createdAt: string;
  receivedDate?: string | null;
}

/**
 * Whether the petition's newest USCIS status still asks staff to open an RFE: it says an RFE was sent (in any of
 * USCIS's wordings) and no RFE on the petition answers to it yet — none was opened after the status was recorded,
 * nor received on or after the status's date (staff may open the RFE from the paper notice before the status
 * arrives). USCIS keeps showing "Request for Evidence Was Sent" until it logs the response, so without this the
 * RFE just answered was offered to be opened again; a later RFE status brings the offer back.
 */
export function rfeStatusAwaitsOpening(newest: RecordedUscisStatus | null | undefined, rfes: readonly OpenedRfe[]): boolean {
  if (!newest || !isRequestForEvidenceStatus(newest.status)) return false;
  const recordedAt = Date.parse(newest.createdAt);
  return !rfes.some(
    (rfe) =>
      Date.parse(rfe.createdAt) >= recordedAt ||
      Boolean(newest.statusDate && rfe.receivedDate && rfe.receivedDate >= newest.statusDate),
  );
}
