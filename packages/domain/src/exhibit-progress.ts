import { exhibitDisplayStatusLabel, type ExhibitDisplayStatus } from './exhibit-display-status.ts';
import { isOneOf } from './enum-helpers.ts';
import { ONBOARDING_PROGRESS_STATUS_LABELS, type OnboardingExhibitStatus } from './onboarding.ts';
import { DEFAULT_PROVIDER_NAME } from './provider.ts';

/**
 * How far the customer is with one petition exhibit (issue 25: one status both sides see). Computed once,
 * by the database (app_public.exhibits_customer_progress, migration 0035, a mirror of exhibitProgress
 * below, checked by a test), from the same data both sides read: the checklist item's status and the
 * exhibit's files and answers. Each side words it its own way: the checklist in its statuses, the staff
 * workspace in the display statuses.
 */
export const EXHIBIT_PROGRESS = ['requested', 'in_progress', 'provided', 'skipped'] as const;
export type ExhibitProgress = (typeof EXHIBIT_PROGRESS)[number];

export function isExhibitProgress(value: unknown): value is ExhibitProgress {
  return isOneOf(EXHIBIT_PROGRESS, value);
}

/** What the customer has done for an exhibit, as stored. */
export interface ExhibitProgressInput {
  /** The status of the exhibit's checklist item; null when no checklist item asks for the exhibit. */
  checklistStatus: OnboardingExhibitStatus | null;
  /** Files on the exhibit (not deleted). */
  fileCount: number;
  /** Whether the customer typed anything for it (a description, links or form answers). */
  hasAnswers: boolean;
}

const PROGRESS_OF_CHECKLIST: Readonly<Record<OnboardingExhibitStatus, ExhibitProgress>> = {
  pending: 'requested',
  in_progress: 'in_progress',
  completed: 'provided',
  skipped: 'skipped',
};

/**
 * The one status of an exhibit. A checklist item decides it (what the beneficiary sees is what staff see);
 * an exhibit no checklist item asks for (a staff-added one, an employer's) is provided once it holds a
 * file or an answer.
 */
export function exhibitProgress({ checklistStatus, fileCount, hasAnswers }: ExhibitProgressInput): ExhibitProgress {
  if (checklistStatus !== null) return PROGRESS_OF_CHECKLIST[checklistStatus];
  return fileCount > 0 || hasAnswers ? 'provided' : 'requested';
}

/** The checklist's wording: the checklist item status a progress is (and reads as). */
export const CHECKLIST_STATUS_OF_PROGRESS: Readonly<Record<ExhibitProgress, OnboardingExhibitStatus>> = {
  requested: 'pending',
  in_progress: 'in_progress',
  provided: 'completed',
  skipped: 'skipped',
};

export function exhibitProgressCustomerLabel(progress: ExhibitProgress): string {
  return ONBOARDING_PROGRESS_STATUS_LABELS[CHECKLIST_STATUS_OF_PROGRESS[progress]];
}

/**
 * The staff wording: the display status a progress is shown as. Skipped has no display status of its own;
 * staff read it as still requested (the customer chose not to provide it), with the customer's word beside.
 */
export const DISPLAY_STATUS_OF_PROGRESS: Readonly<Record<ExhibitProgress, ExhibitDisplayStatus>> = {
  requested: 'requested',
  in_progress: 'pending',
  provided: 'submitted',
  skipped: 'requested',
};

/**
 * Display statuses only staff give (their review of what was provided). While an exhibit has one, the
 * badge shows it; otherwise the badge shows the customer's progress.
 */
export const STAFF_REVIEW_DISPLAY_STATUSES = [
  'approved',
  'drafted',
  'plymouth-approved',
  'customer-approved',
  'edit-requested',
] as const satisfies readonly ExhibitDisplayStatus[];

/**
 * The customer status the staff workspace shows: staff's own review status when they gave one, else the
 * customer's progress in display-status words.
 */
export function staffCustomerStatus(displayStatus: ExhibitDisplayStatus, progress: ExhibitProgress): ExhibitDisplayStatus {
  return isOneOf(STAFF_REVIEW_DISPLAY_STATUSES, displayStatus) ? displayStatus : DISPLAY_STATUS_OF_PROGRESS[progress];
}

export function exhibitProgressStaffLabel(progress: ExhibitProgress, providerName: string = DEFAULT_PROVIDER_NAME): string {
  return exhibitDisplayStatusLabel(DISPLAY_STATUS_OF_PROGRESS[progress], providerName);
}
