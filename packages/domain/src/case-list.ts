import { z } from 'zod';
import { PETITION_STATUSES, petitionStatusLabel, type PetitionStatus } from './petition-status.ts';
import { formatCalendarDate } from './task-planning.ts';
import { formatVisaClass, VISA_CODE_PATTERN } from './visa-types.ts';
import { lazySchema } from './lazy-schema.ts';
import { isSelfPetition, SELF_PETITION_PETITIONER_LABEL } from './uscis-forms/self-petition.ts';

/**
 * The staff case list (issue 30, migration 0050): its filters, sorts and page size, written once for the page
 * (GraphQL caseList), the CSV export (GET /case-list/export.csv) and their tests.
 */

export const CASE_LIST_SORTS = ['next-deadline', 'target-date', 'last-activity', 'updated'] as const;
export type CaseListSort = (typeof CASE_LIST_SORTS)[number];
export const CASE_LIST_SORT_LABELS: Readonly<Record<CaseListSort, string>> = {
  'next-deadline': 'Next deadline (soonest first)',
  'target-date': 'Target submission date (soonest first)',
  'last-activity': 'Last customer activity (newest first)',
  updated: 'Last updated (newest first)',
};

/** Rows per page on screen; the database answers at most MAX + 1 (the extra row says whether a next page exists). */
export const CASE_LIST_PAGE_SIZE = 25;
export const CASE_LIST_MAX_PAGE_SIZE = 100;
export const CASE_LIST_SEARCH_MAX = 100;

export const CASE_LIST_TEXTS = {
  searchTooLong: `Search for at most ${CASE_LIST_SEARCH_MAX} characters.`,
  unknownStatus: 'is not a known petition status',
  unknownVisaClass: 'is not a visa class',
  unknownSort: 'is not a known sort of the case list',
  notTrueOrFalse: 'must be true or false',
} as const;

/** A yes/no filter as a query parameter carries it ('true' / 'false'), or a boolean from a form. */
const flag = lazySchema(() =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: CASE_LIST_TEXTS.notTrueOrFalse })
    .optional()
    .transform((value) => value === true || value === 'true'),
);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The filters and sort of the case list. Every field is optional: absent means "all" (and the soonest deadline
 * first). The same schema validates the CSV route's query and the page's filter form.
 */
export const ZCaseListFilterSchema = lazySchema(() =>
  z.object({
    mine: flag,
    overdue: flag,
    status: z.preprocess(blankToUndefined, z.enum(PETITION_STATUSES, { error: CASE_LIST_TEXTS.unknownStatus }).optional()),
    visaClass: z.preprocess(
      blankToUndefined,
      z.string().max(40).regex(VISA_CODE_PATTERN, { error: CASE_LIST_TEXTS.unknownVisaClass }).optional(),
    ),
    search: z.preprocess(
      blankToUndefined,
      z.string().trim().max(CASE_LIST_SEARCH_MAX, { error: CASE_LIST_TEXTS.searchTooLong }).optional(),
    ),
    sort: z.preprocess(
      blankToUndefined,
      z.enum(CASE_LIST_SORTS, { error: CASE_LIST_TEXTS.unknownSort }).default('next-deadline'),
    ),
  }),
);
export type TCaseListFilter = z.output<typeof ZCaseListFilterSchema>;

export const DEFAULT_CASE_LIST_FILTER: TCaseListFilter = { mine: false, overdue: false, sort: 'next-deadline' };

/**
 * Saved filters (migration 0057, case_list_saved_filters): a name of 1 to 60 characters (the database's
 * case_list_saved_filters_name repeats it) for the filters as caseListFilterParams gives them (only the filter's
 * keys, which case_list_saved_filters_filter checks).
 */
export const SAVED_CASE_FILTER_NAME_MAX = 60;
export const SAVED_CASE_FILTER_TEXTS = {
  nameMissing: 'Enter a name for these filters.',
  nameTooLong: `Use at most ${SAVED_CASE_FILTER_NAME_MAX} characters for the name.`,
} as const;
export const ZSavedCaseFilterNameSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, { error: SAVED_CASE_FILTER_TEXTS.nameMissing })
    .max(SAVED_CASE_FILTER_NAME_MAX, { error: SAVED_CASE_FILTER_TEXTS.nameTooLong }),
);

/** The filter as query parameters (only what differs from "all"), for the CSV link and saved filters. */
export function caseListFilterParams(filter: TCaseListFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.mine) params.mine = 'true';
  if (filter.overdue) params.overdue = 'true';
  if (filter.status) params.status = filter.status;
  if (filter.visaClass) params.visaClass = filter.visaClass;
  if (filter.search) params.search = filter.search;
  params.sort = filter.sort;
  return params;
}

/** The database function's arguments for a filter (GraphQL caseList and the CSV route pass the same). */
export function caseListArguments(filter: TCaseListFilter) {
  return {
    mine: filter.mine,
    overdueOnly: filter.overdue,
    status: filter.status ?? null,
    visaClass: filter.visaClass ?? null,
    search: filter.search ?? null,
    sort: filter.sort,
  };
}

/** One row of the case list as the page and the CSV read it (dates as ISO strings). */
export interface TCaseListEntry {
  petitionId: string;
  beneficiaryName: string | null;
  petitionerName: string | null;
  visaClass: string;
  /** How the beneficiary applies (change_of_status, consular_processing, none yet): a TN at the border words its status. */
  filingType: string | null;
  status: PetitionStatus;
  oaName: string | null;
  csmName: string | null;
  targetSubmissionDate: string | null;
  nextDeadline: string | null;
  overdue: boolean;
  openCustomerItems: number;
  lastCustomerActivityAt: string | null;
  sortKey: string;
}

/** Keyset cursor: the last (or, going back, the first) row's sort key and id. */
export interface TCaseListCursor {
  key: string;
  id: string;
  backward: boolean;
}

export function nextPageCursor(rows: readonly TCaseListEntry[]): TCaseListCursor | null {
  const last = rows.at(-1);
  return last ? { key: last.sortKey, id: last.petitionId, backward: false } : null;
}

export function previousPageCursor(rows: readonly TCaseListEntry[]): TCaseListCursor | null {
  const first = rows[0];
  return first ? { key: first.sortKey, id: first.petitionId, backward: true } : null;
}

/** The cells of one row in words, as the table and the CSV show them. */
export function caseListCells(entry: TCaseListEntry, today: string): Record<CaseListColumn, string> {
  const deadline = entry.nextDeadline ? formatCalendarDate(entry.nextDeadline) : 'None';
  return {
    beneficiary: entry.beneficiaryName ?? 'Unnamed beneficiary',
    petitioner:
      entry.petitionerName ??
      (isSelfPetition({ visaClass: entry.visaClass, hasPetitionerCompany: false })
        ? SELF_PETITION_PETITIONER_LABEL
        : 'No petitioner'),
    visaClass: formatVisaClass(entry.visaClass),
    status: petitionStatusLabel(entry.status, entry) ?? 'Unknown status',
    staff: staffText(entry.oaName, entry.csmName),
    targetDate: entry.targetSubmissionDate ? formatCalendarDate(entry.targetSubmissionDate) : 'Not set',
    nextDeadline:
      entry.overdue || (entry.nextDeadline !== null && entry.nextDeadline < today) ? `Overdue · ${deadline}` : deadline,
    openCustomerItems: openItemsText(entry.openCustomerItems),
    lastCustomerActivity: entry.lastCustomerActivityAt ? formatCalendarDate(entry.lastCustomerActivityAt) : 'None yet',
  };
}

export const CASE_LIST_COLUMNS = [
  'beneficiary',
  'petitioner',
  'visaClass',
  'status',
  'staff',
  'targetDate',
  'nextDeadline',
  'openCustomerItems',
  'lastCustomerActivity',
] as const;
export type CaseListColumn = (typeof CASE_LIST_COLUMNS)[number];
export const CASE_LIST_COLUMN_LABELS: Readonly<Record<CaseListColumn, string>> = {
  beneficiary: 'Beneficiary',
  petitioner: 'Petitioner',
  visaClass: 'Visa class',
  status: 'Status',
  staff: 'Assigned staff',
  targetDate: 'Target submission',
  nextDeadline: 'Next deadline',
  openCustomerItems: 'Open customer items',
  lastCustomerActivity: 'Last customer activity',
};

function staffText(oa: string | null, csm: string | null): string {
  const parts = [oa ? `OA: ${oa}` : null, csm ? `CSM: ${csm}` : null].filter((part) => part !== null);
  return parts.length ? parts.join(', ') : 'Unassigned';
}

function openItemsText(count: number): string {
  if (count === 0) return 'None';
  return count === 1 ? '1 open item' : `${count} open items`;
}
