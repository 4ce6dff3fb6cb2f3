import { CASE_LIST_PAGE_SIZE, type TCaseListEntry } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, hasNextPage, nextPage, previousPage, visibleRows } from './case-list-page.ts';
import { parseSavedFilters } from './saved-filters.ts';

const row = (n: number): TCaseListEntry => ({
  petitionId: `id-${n}`,
  beneficiaryName: `Person ${n}`,
  petitionerName: null,
  visaClass: 'o_1a',
  filingType: null,
  status: 'PENDING_DOCS',
  oaName: null,
  csmName: null,
  targetSubmissionDate: null,
  nextDeadline: null,
  overdue: false,
  openCustomerItems: 0,
  lastCustomerActivityAt: null,
  sortKey: `key-${n}`,
});
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i));

describe('keyset paging on the page', () => {
  it('shows a page and knows a next one from the extra row', () => {
    const answer = rows(1, CASE_LIST_PAGE_SIZE + 1);
    const shown = visibleRows(answer, null);
    expect(shown).toHaveLength(CASE_LIST_PAGE_SIZE);
    expect(hasNextPage(answer, null)).toBe(true);
    expect(hasNextPage(rows(1, 3), null)).toBe(false);
    expect(nextPage(FIRST_PAGE, shown)).toEqual({
      cursor: { key: `key-${CASE_LIST_PAGE_SIZE}`, id: `id-${CASE_LIST_PAGE_SIZE}`, backward: false },
      number: 2,
    });
  });

  it('goes back from the first shown row, dropping the extra row at the front', () => {
    const third = { cursor: { key: 'key-51', id: 'id-51', backward: false }, number: 3 };
    const back = previousPage(third, rows(51, 25));
    expect(back).toEqual({ cursor: { key: 'key-51', id: 'id-51', backward: true }, number: 2 });
    const answer = rows(25, CASE_LIST_PAGE_SIZE + 1);
    expect(visibleRows(answer, back.cursor)[0]!.petitionId).toBe('id-26');
    expect(hasNextPage(visibleRows(answer, back.cursor), back.cursor)).toBe(true);
    // From page 2 back is the first page itself.
    expect(previousPage(back, rows(26, 25))).toEqual(FIRST_PAGE);
  });
});

describe('saved filters', () => {
  it('reads stored filters through the filter schema, leaving out what it refuses', () => {
    expect(
      parseSavedFilters([
        { id: 'a', name: 'Overdue', filter: { overdue: true } },
        { id: 'b', name: 'Mine', filter: JSON.stringify({ mine: 'true', sort: 'updated' }) },
        { id: 'c', name: 'Bad sort', filter: { sort: 'magic' } },
        { id: 'd', name: 'Not JSON', filter: '{not json' },
      ]),
    ).toEqual([
      { id: 'a', name: 'Overdue', filter: { mine: false, overdue: true, sort: 'next-deadline' } },
      { id: 'b', name: 'Mine', filter: { mine: true, overdue: false, sort: 'updated' } },
    ]);
    expect(parseSavedFilters(undefined)).toEqual([]);
  });
});
