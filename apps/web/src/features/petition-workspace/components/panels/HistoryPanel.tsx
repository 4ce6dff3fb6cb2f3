import type { StatusRoute } from '@app/domain';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { WorkspacePetitionChangesQuery } from '../../api/history-api.ts';
import { useProviderName } from '@/lib/client-config.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useRefetchOnPetitionChange } from '../../hooks/use-refetch-on-petition-change.ts';
import { actorsSeen, formatHistoryEntry } from '../../model/history-entry.ts';
import type { TreeOption } from '../../model/tree-options.ts';
import { HistoryEntry } from './HistoryEntry.tsx';
import { historyCondition, HistoryFilters, NO_HISTORY_FILTERS, type HistoryFilterValues } from './HistoryFilters.tsx';

const PAGE_SIZE = 25;

type Person = { id: string; fullName: string };

interface HistoryPanelProps {
  petitionId: string;
  modules: readonly TreeOption[];
  exhibits: readonly TreeOption[];
  /** The petition's visa class and filing route: a TN applied for at the border words its statuses its own way. */
  statusRoute: StatusRoute;
}

/**
 * Who changed what on the petition, newest first (migration 0026). 'Load more' asks for a longer first page
 * rather than the next cursor page, so a live refetch keeps every entry already shown.
 */
export function HistoryPanel({ petitionId, modules, exhibits, statusRoute }: HistoryPanelProps) {
  const headingId = useId();
  const [filters, setFilters] = useState<HistoryFilterValues>(NO_HISTORY_FILTERS);
  const [pages, setPages] = useState(1);
  const [people, setPeople] = useState<Person[]>([]);
  const query = useQuery(WorkspacePetitionChangesQuery, {
    variables: { condition: historyCondition(petitionId, filters), first: PAGE_SIZE * pages, after: null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    context: LIVE_QUERY_CONTEXT,
  });
  const { refetch } = query;
  useRefetchOnPetitionChange(petitionId, refetch);
  const changes = query.data?.allPetitionChanges;
  const rows = useMemo(() => changes?.nodes ?? [], [changes]);
  const providerName = useProviderName();
  const entries = useMemo(
    () => rows.map((row) => formatHistoryEntry(row, { providerName, statusRoute })),
    [rows, providerName, statusRoute],
  );
  // Load more: focus goes to the first entry it brought (read out), not to the page's body while the list reloads.
  const list = useRef<HTMLOListElement>(null);
  const firstNewEntry = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNewEntry.current;
    if (index === null || query.loading) return;
    const entry = list.current?.children[index];
    // Not there yet: a live refetch (someone's change) answered before the longer page did; keep waiting for it.
    if (!(entry instanceof HTMLElement)) return;
    firstNewEntry.current = null;
    entry.focus();
  }, [entries, query.loading]);

  // Busy only while the longer page is on its way: a live refetch (someone's change) left the button working, where a
  // press made during it did nothing (CI caught a keyboard user's Enter lost that way).
  const loadingLongerPage = query.loading && rows.length < PAGE_SIZE * pages;

  // The person filter offers everyone seen so far, also after a filter narrows the list (state adjusted
  // while rendering, as React recommends over an effect, when a new answer arrives).
  const [peopleFrom, setPeopleFrom] = useState<readonly unknown[] | null>(null);
  if (peopleFrom !== rows) {
    setPeopleFrom(rows);
    setPeople((known) => mergePeople(known, actorsSeen(rows)));
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold">
        History
      </h2>
      <HistoryFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPages(1);
        }}
        modules={modules}
        exhibits={exhibits}
        people={people}
      />
      <QueryState
        loading={query.loading}
        error={query.error}
        hasData={Boolean(query.data)}
        isEmpty={entries.length === 0}
        empty="No changes recorded."
      >
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {entries.length} of {changes?.totalCount ?? 0} changes
        </p>
        <ol ref={list} className="space-y-2" aria-label="Changes">
          {entries.map((entry) => (
            <li key={entry.id} tabIndex={-1}>
              <HistoryEntry entry={entry} />
            </li>
          ))}
        </ol>
        {changes?.pageInfo.hasNextPage && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            allowInReadOnly
            busy={loadingLongerPage}
            onClick={() => {
              firstNewEntry.current = entries.length;
              setPages((count) => count + 1);
            }}
          >
            Load more
          </Button>
        )}
      </QueryState>
    </section>
  );
}

function mergePeople(known: Person[], seen: Person[]): Person[] {
  const merged = new Map(known.map((person) => [person.id, person.fullName]));
  for (const person of seen) merged.set(person.id, person.fullName);
  if (merged.size === known.length) return known;
  return [...merged].map(([id, fullName]) => ({ id, fullName })).sort((a, b) => a.fullName.localeCompare(b.fullName));
}
