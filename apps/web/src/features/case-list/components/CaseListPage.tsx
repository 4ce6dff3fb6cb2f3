import { useQuery } from '@apollo/client/react';
import {
  CASE_LIST_PAGE_SIZE,
  caseListArguments,
  DEFAULT_CASE_LIST_FILTER,
  todayIsoDate,
  type TCaseListEntry,
  type TCaseListFilter,
} from '@app/domain';
import { useState } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { CaseListQuery } from '../api/case-list.ts';
import { downloadCaseListCsv } from '../api/export-case-list.ts';
import { FIRST_PAGE, hasNextPage, nextPage, previousPage, visibleRows, type CaseListPageState } from '../model/case-list-page.ts';
import { CaseListFilters } from './CaseListFilters.tsx';
import { CaseListTable } from './CaseListTable.tsx';
import { SavedFilters } from './SavedFilters.tsx';

/** /admin/cases: every petition with its people, dates, deadlines and customer activity; filters, keyset pages, CSV. */
export function CaseListPage() {
  // The filters but the search, which follows the typing after a pause.
  const [chosen, setChosen] = useState<TCaseListFilter>(DEFAULT_CASE_LIST_FILTER);
  const [searchText, setSearchText] = useState('');
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const search = useDebouncedValue(searchText.trim(), 300);
  const filter: TCaseListFilter = { ...chosen, search: search || undefined };

  // A cursor belongs to one filter and sort: any change of them starts again at the first page.
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState<{ filterKey: string; page: CaseListPageState }>({ filterKey, page: FIRST_PAGE });
  const page = paging.filterKey === filterKey ? paging.page : FIRST_PAGE;
  const setPage = (next: CaseListPageState) => setPaging({ filterKey, page: next });

  const { data, loading, error } = useQuery(CaseListQuery, {
    variables: {
      ...caseListArguments(filter),
      cursorKey: page.cursor?.key ?? null,
      cursorId: page.cursor?.id ?? null,
      backward: page.cursor?.backward ?? false,
      pageSize: CASE_LIST_PAGE_SIZE + 1,
    },
    fetchPolicy: 'cache-and-network',
  });
  const rows = (data?.caseList?.nodes ?? []) as TCaseListEntry[];
  const shown = visibleRows(rows, page.cursor);
  const today = todayIsoDate();

  const exportCsv = async () => {
    setExporting(true);
    setExportProblem(null);
    try {
      await downloadCaseListCsv(filter);
    } catch {
      setExportProblem('The export failed. Try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Cases</h1>
        <Button type="button" variant="outline" allowInReadOnly disabled={exporting} onClick={() => void exportCsv()}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      {exportProblem && (
        <p role="alert" className="text-sm text-destructive">
          {exportProblem}
        </p>
      )}
      <CaseListFilters value={filter} searchText={searchText} onSearchText={setSearchText} onChange={setChosen} />
      <SavedFilters
        current={filter}
        onApply={(next) => {
          setSearchText(next.search ?? '');
          setChosen(next);
        }}
      />
      <QueryState
        loading={loading}
        error={error}
        hasData={data !== undefined}
        isEmpty={shown.length === 0}
        empty="No cases match these filters."
      >
        <CaseListTable rows={shown} today={today} />
      </QueryState>
      <nav aria-label="Case list pages" className="flex items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          allowInReadOnly
          disabled={page.number === 1 || loading}
          onClick={() => setPage(previousPage(page, shown))}
        >
          Previous page
        </Button>
        <span className="text-sm" aria-live="polite">
          Page {page.number}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          allowInReadOnly
          disabled={!hasNextPage(rows, page.cursor) || loading}
          onClick={() => setPage(nextPage(page, shown))}
        >
          Next page
        </Button>
      </nav>
    </div>
  );
}
