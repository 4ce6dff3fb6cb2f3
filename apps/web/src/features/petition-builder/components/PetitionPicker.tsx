import { DEFAULT_DEBOUNCE_MS, PICKER_MAX_HEIGHT_PX } from '@app/domain';
import { ChevronsUpDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useSearchPetitions } from '../api/search-petitions.ts';
import { formatCappedCount } from './capped-count.ts';
import { matchesPetitionFilter, petitionOptionTexts, type PetitionOption } from './petition-option.ts';
import { LoadingSkeleton, QueryError } from '@/components/QueryState.tsx';

export interface PetitionPickerViewProps {
  petitions: readonly PetitionOption[];
  query: string;
  onQueryChange: (query: string) => void;
  activeOnly: boolean;
  onActiveOnlyChange: (activeOnly: boolean) => void;
  onSelect: (petitionId: string) => void;
  loading?: boolean;
  /** Capped at 1,001 by the server (shown as "1,000+"). */
  totalCount?: number | undefined;
  /** More rows follow the loaded ones: offers "Load more", which continues after the last row. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  defaultOpen?: boolean;
}

/** The picker itself, without data fetching (tested on its own). */
export function PetitionPickerView({
  petitions,
  query,
  onQueryChange,
  activeOnly,
  onActiveOnlyChange,
  onSelect,
  loading,
  totalCount,
  hasMore = false,
  onLoadMore,
  defaultOpen = false,
}: PetitionPickerViewProps) {
  const [open, setOpen] = useState(defaultOpen);
  const checkboxId = useId();
  // Narrow what is shown at once; the server search (debounced) then brings the full answer.
  const shown = petitions.filter((petition) => matchesPetitionFilter(petition, query));

  return (
    <div className="flex flex-col gap-3">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            role="combobox"
            aria-label="Select a petition..."
            aria-expanded={open}
            allowInReadOnly
            className="w-full max-w-xl justify-between font-normal text-muted-foreground"
          >
            Select a petition...
            <ChevronsUpDown className="opacity-50" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Select a petition" className="w-[var(--radix-popover-trigger-width)] min-w-80">
          <Command shouldFilter={false} label="Petitions">
            <CommandInput
              placeholder="Select a petition..."
              value={query}
              onValueChange={onQueryChange}
              aria-label="Search petitions"
            />
            <CommandList style={{ maxHeight: PICKER_MAX_HEIGHT_PX }}>
              {!loading && <CommandEmpty>No results found.</CommandEmpty>}
              {loading && shown.length === 0 && <LoadingSkeleton compact />}
              {shown.length > 0 && (
                <CommandGroup>
                  {shown.map((petition) => {
                    const [label, visaClass, company] = petitionOptionTexts(petition);
                    return (
                      <CommandItem
                        key={petition.id}
                        value={petition.id}
                        onSelect={() => {
                          setOpen(false);
                          onSelect(petition.id);
                        }}
                        className="flex flex-col items-start gap-0"
                      >
                        <span className="font-medium">{label}</span>
                        <span className="text-xs text-muted-foreground">
                          {visaClass}
                          {company ? ` · ${company}` : ''}
                        </span>
                      </CommandItem>
                    );
                  })}
                </CommandGroup>
              )}
            </CommandList>
            {!loading && totalCount !== undefined && totalCount > shown.length && (
              <div className="flex items-center justify-between gap-2 border-t px-3 py-1.5 text-xs text-muted-foreground">
                <p>
                  Showing {shown.length} of {formatCappedCount(totalCount)}; type to narrow the list.
                </p>
                {hasMore && onLoadMore && (
                  <Button variant="ghost" size="sm" allowInReadOnly onClick={onLoadMore}>
                    Load more
                  </Button>
                )}
              </div>
            )}
          </Command>
        </PopoverContent>
      </Popover>
      <div className="flex items-center gap-2">
        <Checkbox
          id={checkboxId}
          checked={activeOnly}
          onCheckedChange={(checked) => onActiveOnlyChange(checked === true)}
          allowInReadOnly
        />
        <Label htmlFor={checkboxId}>Show only active petitions</Label>
      </div>
    </div>
  );
}

/** The picker wired to the server search, debounced. */
export function PetitionPicker({ onSelect }: { onSelect: (petitionId: string) => void }) {
  const [query, setQuery] = useState('');
  const [activeOnly, setActiveOnly] = useState(true);
  const debounced = useDebouncedValue(query, DEFAULT_DEBOUNCE_MS);
  const { petitions, totalCount, hasMore, loadMore, loading, error } = useSearchPetitions(debounced, activeOnly);
  return (
    <>
      <PetitionPickerView
        petitions={petitions}
        query={query}
        onQueryChange={setQuery}
        activeOnly={activeOnly}
        onActiveOnlyChange={setActiveOnly}
        onSelect={onSelect}
        // Until the debounced search has answered, an empty local match is not yet 'No results found.'
        loading={loading || query.trim() !== debounced.trim()}
        totalCount={totalCount}
        hasMore={hasMore}
        onLoadMore={() => void loadMore()}
      />
      {error && <QueryError className="text-sm" />}
    </>
  );
}
