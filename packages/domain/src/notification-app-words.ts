import { checklistTaskLabel, type ChecklistPetition } from './case-checklist.ts';
import { isOneOf } from './enum-helpers.ts';
import { FILING_TYPES } from './filing-types.ts';

/**
 * The app's own words inside a customer's notification, in the customer's language: a task title the app wrote
 * (pending_petition_tasks.title_generated, migration 0126) and a USCIS case status USCIS words in English. Their
 * translations are the customer portal's message catalogues (apps/web src/locales), the one place each language's
 * wording lives: the portal supplies these from its Lingui catalogue (apps/web lib/i18n/app-words.ts), and the
 * e-mail job from the same compiled catalogues (apps/api notifications/app-words.ts). Without them (staff, English),
 * the notification quotes the words it stored.
 */
export interface AppWords {
  /** A task's title as the portal's Action Items word it (apps/web task-titles.ts). */
  taskTitle: (task: AppWordedTask) => string;
  /** A USCIS case status in the reader's language, or USCIS's own words when the app does not know it. */
  uscisStatus: (status: string) => string;
}

/** A task as its notification's data tells it (migration 0129, app_private.task_title_facts). */
export interface AppWordedTask {
  content: string;
  titleGenerated: boolean;
  awaitedKind: string | null;
  awaitedType: string | null;
  /** The exhibit a file is awaited on (null once the exhibit is deleted, or none). */
  exhibitByExhibitId: { name: string; exhibitType: string | null } | null;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * A task notification's title of the task: a case checklist item's in its case's words (staff, migration 0140);
 * re-worded by `words` when its data says the app wrote it (migration 0129's titleGenerated); staff's own words, and
 * any title without `words`, as stored.
 */
export function notifiedTaskTitle(data: Record<string, unknown>, words: AppWords | null | undefined): string | null {
  const content = textOf(data.task);
  const checklistCase = checklistCaseOf(data);
  if (content && checklistCase) return checklistTaskLabel({ code: checklistCase.code, label: content }, checklistCase.petition);
  if (!content || !words || data.titleGenerated !== true) return content;
  const exhibitName = textOf(data.exhibitName);
  return words.taskTitle({
    content,
    titleGenerated: true,
    awaitedKind: textOf(data.awaitedKind),
    awaitedType: textOf(data.awaitedType),
    exhibitByExhibitId: exhibitName ? { name: exhibitName, exhibitType: textOf(data.exhibitType) } : null,
  });
}

/**
 * A case checklist item's task and its case, when the notification's data tells them (migration 0140's
 * checklist_item_facts): its title is then the Checklist panel's wording for that case, not the seeded label.
 */
function checklistCaseOf(data: Record<string, unknown>): { code: string; petition: ChecklistPetition } | null {
  const code = textOf(data.taskCode);
  if (data.checklist !== true || !code || typeof data.visaClass !== 'string' || typeof data.hasPetitionerCompany !== 'boolean') {
    return null;
  }
  const filingType = isOneOf(FILING_TYPES, data.filingType) ? data.filingType : null;
  return { code, petition: { visaClass: data.visaClass, hasPetitionerCompany: data.hasPetitionerCompany, filingType } };
}
