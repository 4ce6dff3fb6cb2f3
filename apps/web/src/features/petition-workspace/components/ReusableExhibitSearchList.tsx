import { DEFAULT_DEBOUNCE_MS, PICKER_MAX_HEIGHT_PX } from '@app/domain';
import type { ReactNode } from 'react';
import { LoadingSkeleton, QueryError } from '@/components/QueryState.tsx';
// The entity picker's words for a list cut short: every picker says the same.
import { TYPE_MORE_TEXT } from '@/components/domain/entities/EntitySearchResults.tsx';
import { Command, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useReusableExhibitSearch, type ReusableExhibitOption } from '../api/reusable-exhibit-search.ts';

export const NO_REUSABLE_RESULTS_TEXT = 'No results found.';

/**
 * The body of a repository picker's popover: the search box, the exhibits the server finds for what is typed
 * (debounced; `moduleType` narrows them to one kind) by title (never an id) with a detail beside each, and what the
 * search is doing ('No results found.', 'Type more to narrow'). The search lives here, in the open popover, so a
 * closed picker sets up no query (issue 35: the petition page has one per module card).
 */
export function ReusableExhibitSearchList({
  query,
  onQueryChange,
  moduleType,
  detailOf,
  onSelect,
  footer,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  /** Only exhibits of this module type; null: every kind. */
  moduleType: string | null;
  detailOf: (option: ReusableExhibitOption) => string | null;
  onSelect: (option: ReusableExhibitOption) => void;
  footer?: ReactNode;
}) {
  const debounced = useDebouncedValue(query, DEFAULT_DEBOUNCE_MS);
  const { options, more, loading, error } = useReusableExhibitSearch(debounced, moduleType);
  // Until the debounced search has answered, an empty list is not yet 'No results found.'
  const searching = loading || query.trim() !== debounced.trim();
  return (
    <Command label="Search the exhibit repository" shouldFilter={false}>
      <CommandInput
        placeholder="Search exhibits..."
        aria-label="Search the exhibit repository"
        value={query}
        onValueChange={onQueryChange}
      />
      {/* Only options go inside the listbox (ARIA: a listbox owns options and groups); what the search is
          doing is said beside it. */}
      <CommandList style={{ maxHeight: PICKER_MAX_HEIGHT_PX }} aria-busy={searching}>
        {options.length > 0 && (
          <CommandGroup>
            {options.map((option) => {
              const detail = detailOf(option);
              return (
                <CommandItem key={option.id} value={`reusable ${option.id}`} onSelect={() => onSelect(option)}>
                  <span className="truncate">{option.name || 'Untitled exhibit'}</span>
                  {detail && <span className="ml-auto shrink-0 text-xs text-muted-foreground">{detail}</span>}
                </CommandItem>
              );
            })}
          </CommandGroup>
        )}
      </CommandList>
      {searching && options.length === 0 && <LoadingSkeleton compact />}
      {Boolean(error) && <QueryError compact />}
      {!searching && !error && options.length === 0 && <p className="py-4 text-center text-sm">{NO_REUSABLE_RESULTS_TEXT}</p>}
      {more && <p className="px-3 py-2 text-xs text-muted-foreground">{TYPE_MORE_TEXT}</p>}
      {footer}
    </Command>
  );
}
