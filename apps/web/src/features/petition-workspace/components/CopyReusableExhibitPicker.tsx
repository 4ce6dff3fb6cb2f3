import { DEFAULT_DEBOUNCE_MS, getExhibitType, PICKER_MAX_HEIGHT_PX } from '@app/domain';
import { Library } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { LoadingSkeleton, QueryError } from '@/components/QueryState.tsx';
import { moduleTypeLabel } from '@/components/domain/module-card/index.ts';
import { Button } from '@/components/ui/button.tsx';
import { Command, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useReusableExhibitSearch, type ReusableExhibitOption } from '../api/reusable-exhibit-search.ts';

export const COPY_FROM_REPOSITORY_TEXT = 'Copy from repository';
export const NO_REUSABLE_RESULTS_TEXT = 'No results found.';
export const TYPE_MORE_TEXT = 'Type more to narrow';

interface CopyReusableExhibitPickerProps {
  moduleName: string;
  /** Copies the chosen repository exhibit into the module (POST /reusable/copy) and refreshes the tree. */
  onCopy: (reusable: ReusableExhibitOption) => Promise<unknown>;
}

/** What a found exhibit is, in words: its exhibit type, else its module type. */
function optionKind(option: ReusableExhibitOption): string | null {
  if (option.exhibitType) return getExhibitType(option.exhibitType)?.name ?? option.exhibitType;
  return option.moduleType ? moduleTypeLabel(option.moduleType) : null;
}

/**
 * Search the reusable exhibit repository as you type (on the server, debounced) and copy the chosen
 * exhibit, with its files and sub-exhibits, to the end of the module. Disabled in read-only mode (Button).
 */
export function CopyReusableExhibitPicker({ moduleName, onCopy }: CopyReusableExhibitPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const debounced = useDebouncedValue(query, DEFAULT_DEBOUNCE_MS);
  const { options, more, loading, error } = useReusableExhibitSearch(debounced, open);
  // Until the debounced search has answered, an empty list is not yet 'No results found.'
  const searching = loading || query.trim() !== debounced.trim();
  // The accessible name starts with the visible text (WCAG 2.5.3 label in name).
  const label = `${COPY_FROM_REPOSITORY_TEXT} into ${moduleName}`;

  const copy = (option: ReusableExhibitOption) => {
    setOpen(false);
    setQuery('');
    setBusy(true);
    onCopy(option)
      .then(() => toast.success(`Copied "${option.name}" into ${moduleName}.`))
      .catch((failure: unknown) => {
        console.error('copying the reusable exhibit failed:', failure);
        toast.error('The exhibit could not be copied from the repository.');
      })
      .finally(() => setBusy(false));
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-label={label}
          disabled={busy}
        >
          <Library aria-hidden="true" />
          {COPY_FROM_REPOSITORY_TEXT}
        </Button>
      </PopoverTrigger>
      {/* The popover is a dialog to assistive technology, so it needs a name too. */}
      <PopoverContent aria-label={`Copy an exhibit into ${moduleName}`} className="w-96 max-w-[calc(100vw-2rem)] p-0">
        <Command label="Search the exhibit repository" shouldFilter={false}>
          <CommandInput
            placeholder="Search exhibits..."
            aria-label="Search the exhibit repository"
            value={query}
            onValueChange={setQuery}
          />
          {/* Only options go inside the listbox (ARIA: a listbox owns options and groups); what the
              search is doing is said beside it. */}
          <CommandList style={{ maxHeight: PICKER_MAX_HEIGHT_PX }} aria-busy={searching}>
            {options.length > 0 && (
              <CommandGroup>
                {options.map((option) => {
                  const kind = optionKind(option);
                  return (
                    <CommandItem key={option.id} value={`reusable ${option.id}`} onSelect={() => copy(option)}>
                      <span className="truncate">{option.name || 'Untitled exhibit'}</span>
                      {kind && <span className="ml-auto shrink-0 text-xs text-muted-foreground">{kind}</span>}
                    </CommandItem>
                  );
                })}
              </CommandGroup>
            )}
          </CommandList>
          {searching && options.length === 0 && <LoadingSkeleton compact />}
          {error && <QueryError compact />}
          {!searching && !error && options.length === 0 && <p className="py-4 text-center text-sm">{NO_REUSABLE_RESULTS_TEXT}</p>}
          {more && <p className="px-3 py-2 text-xs text-muted-foreground">{TYPE_MORE_TEXT}</p>}
        </Command>
      </PopoverContent>
    </Popover>
  );
}
