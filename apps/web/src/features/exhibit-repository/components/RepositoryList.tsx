import { DEFAULT_DEBOUNCE_MS } from '@app/domain';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { REPOSITORY_PAGE_SIZE, RepositorySearchQuery } from '../api/repository-queries.ts';
import type { RepositoryFilters } from '../model/url-state.ts';
import { countLabel } from '@/lib/count-label.ts';

export const NO_EXHIBITS_TEXT = 'No exhibits found';
export const NO_EXHIBITS_HINT = 'Try changing your filters or search query';

interface RepositoryListProps extends RepositoryFilters {
  search: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The exhibits matching the search and filters, searched on the server a page at a time (spec 2 §2.1). */
export function RepositoryList({ search, moduleType, exhibitType, selectedId, onSelect }: RepositoryListProps) {
  const debounced = useDebouncedValue(search.trim(), DEFAULT_DEBOUNCE_MS);
  // The page belongs to one search: another search or filter starts again at the first page.
  const queryKey = JSON.stringify([debounced, moduleType, exhibitType]);
  const [paging, setPaging] = useState({ queryKey, page: 0 });
  const page = paging.queryKey === queryKey ? paging.page : 0;

  const listing = useQuery(RepositorySearchQuery, {
    variables: {
      search: debounced || null,
      moduleType,
      exhibitType,
      first: REPOSITORY_PAGE_SIZE,
      offset: page * REPOSITORY_PAGE_SIZE,
    },
  });
  const found = listing.data?.searchReusableExhibits;
  const exhibits = found?.nodes.flatMap((node) => (node ? [node] : [])) ?? [];
  const total = found?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / REPOSITORY_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-3">
      <QueryState
        loading={listing.loading}
        error={listing.error}
        hasData={Boolean(found)}
        isEmpty={exhibits.length === 0}
        empty={
          <div className="rounded-md border border-dashed p-6 text-center">
            <p className="font-medium">{NO_EXHIBITS_TEXT}</p>
            <p className="text-sm text-muted-foreground">{NO_EXHIBITS_HINT}</p>
          </div>
        }
      >
        <ul aria-label="Exhibits" className="flex flex-col gap-1">
          {exhibits.map((exhibit) => (
            <li key={exhibit.id}>
              <button
                type="button"
                aria-current={exhibit.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(exhibit.id)}
                className={cn(
                  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  exhibit.id === selectedId && 'bg-accent font-medium',
                )}
              >
                <span className="min-w-0 flex-1 truncate">{exhibit.name || 'Untitled exhibit'}</span>
                {exhibit.deleted && <Badge>Archived</Badge>}
              </button>
            </li>
          ))}
        </ul>
      </QueryState>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span aria-live="polite">{countLabel(total, 'exhibit', 'exhibits')}</span>
        <div className="flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            allowInReadOnly
            disabled={page === 0}
            onClick={() => setPaging({ queryKey, page: page - 1 })}
          >
            Previous
          </Button>
          <span>
            Page {page + 1} of {pageCount}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            allowInReadOnly
            disabled={page + 1 >= pageCount}
            onClick={() => setPaging({ queryKey, page: page + 1 })}
          >
            Next
          </Button>
        </div>
      </div>
    </div>
  );
}
