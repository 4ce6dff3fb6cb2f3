import { CASE_LIST_PAGE_SIZE, type TCaseListCursor, type TCaseListEntry } from '@app/domain';

/**
 * Keyset paging on the page: each request asks for one row more than it shows. Forward, the extra row is the last
 * (there is a next page); backward, the rows come in list order and the extra one is the first (there is an
 * earlier page, which the page number tells anyway).
 */
export interface CaseListPageState {
  cursor: TCaseListCursor | null;
  /** 1 for the first page. */
  number: number;
}

export const FIRST_PAGE: CaseListPageState = { cursor: null, number: 1 };

export function visibleRows(rows: readonly TCaseListEntry[], cursor: TCaseListCursor | null): TCaseListEntry[] {
  if (rows.length <= CASE_LIST_PAGE_SIZE) return [...rows];
  return cursor?.backward ? rows.slice(rows.length - CASE_LIST_PAGE_SIZE) : rows.slice(0, CASE_LIST_PAGE_SIZE);
}

export function hasNextPage(rows: readonly TCaseListEntry[], cursor: TCaseListCursor | null): boolean {
  // Coming back from a later page, there is one.
  return cursor?.backward === true || rows.length > CASE_LIST_PAGE_SIZE;
}

export function nextPage(state: CaseListPageState, shown: readonly TCaseListEntry[]): CaseListPageState {
  const last = shown.at(-1);
  return last ? { cursor: { key: last.sortKey, id: last.petitionId, backward: false }, number: state.number + 1 } : state;
}

export function previousPage(state: CaseListPageState, shown: readonly TCaseListEntry[]): CaseListPageState {
  const first = shown[0];
  if (state.number <= 2 || !first) return FIRST_PAGE;
  return { cursor: { key: first.sortKey, id: first.petitionId, backward: true }, number: state.number - 1 };
}
