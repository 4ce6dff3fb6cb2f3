import { DEFAULT_DEBOUNCE_MS, PICKER_MAX_HEIGHT_PX } from '@app/domain';
import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { LoadingSkeleton, QueryError } from '../../QueryState.tsx';
import { Button } from '../../ui/button.tsx';
import { Command, CommandGroup, CommandInput, CommandItem, CommandList } from '../../ui/command.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover.tsx';
import { cn } from '@/lib/utils.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useEntitySearch } from './api/use-entity-search.ts';
import { NewEntityDialog } from './NewEntityDialog.tsx';
import type { EntityPickerProps, PickedEntity } from './picked-entity.ts';

export const NO_RESULTS_TEXT = 'No results found.';
export const TYPE_MORE_TEXT = 'Type more to narrow';

/** The last item of a picker that may create: the typed name, or a blank form. */
export function createItemText(typed: string): string {
  const name = typed.trim();
  return name ? `Create "${name}"` : 'Create new…';
}

/**
 * Choose a person, a company or an additional entity of one type. The server searches as the user types
 * (debounced) and the open list refreshes every 10 s; with allowCreate the last item opens the New Entity
 * dialog with the type locked and the typed name, and the entity created is chosen. Disabled in read-only
 * mode (through Button).
 */
export function EntityPicker({
  entityType,
  value,
  onSelect,
  label,
  'aria-labelledby': labelledBy,
  placeholder = 'Select...',
  allowCreate = false,
  excludeIds = [],
  disabled,
  className,
}: EntityPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [dialogName, setDialogName] = useState<string | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const debounced = useDebouncedValue(query, DEFAULT_DEBOUNCE_MS);
  const { entities, totalCount, loading, error } = useEntitySearch(entityType, debounced, open);
  // Until the debounced search has answered, an empty list is not yet 'No results found.'
  const searching = loading || query.trim() !== debounced.trim();
  const excluded = new Set(excludeIds);

  const choose = (entity: PickedEntity) => {
    onSelect(entity);
    setOpen(false);
    setQuery('');
  };

  const startCreate = () => {
    setDialogName(query.trim());
    setOpen(false);
  };

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            ref={triggerRef}
            type="button"
            variant="outline"
            role="combobox"
            aria-expanded={open}
            aria-haspopup="listbox"
            aria-label={labelledBy ? undefined : label}
            aria-labelledby={labelledBy}
            disabled={disabled}
            className={cn('w-full justify-between font-normal', !value && 'text-muted-foreground', className)}
          >
            <span className="truncate">{value ? value.name : placeholder}</span>
            <ChevronsUpDown className="opacity-50" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-[var(--radix-popover-trigger-width)] min-w-64 p-0">
          <Command label={`Search ${label}`} shouldFilter={false}>
            <CommandInput placeholder="Search..." aria-label={`Search ${label}`} value={query} onValueChange={setQuery} />
            <CommandList style={{ maxHeight: PICKER_MAX_HEIGHT_PX }} aria-busy={searching}>
              {searching && entities.length === 0 && <LoadingSkeleton compact />}
              {error && <QueryError compact />}
              {!searching && !error && entities.length === 0 && <p className="py-4 text-center text-sm">{NO_RESULTS_TEXT}</p>}
              {entities.length > 0 && (
                <CommandGroup>
                  {entities.map((entity) => {
                    const taken = excluded.has(entity.id);
                    return (
                      <CommandItem key={entity.id} value={`entity ${entity.id}`} disabled={taken} onSelect={() => choose(entity)}>
                        <Check
                          className={cn(taken || entity.id === value?.id ? 'opacity-100' : 'opacity-0')}
                          aria-hidden="true"
                        />
                        <span className="truncate">{entity.name}</span>
                        {entity.email && <span className="truncate text-xs text-muted-foreground">{entity.email}</span>}
                      </CommandItem>
                    );
                  })}
                </CommandGroup>
              )}
              {totalCount > entities.length && <p className="px-3 py-2 text-xs text-muted-foreground">{TYPE_MORE_TEXT}</p>}
              {allowCreate && (
                <CommandGroup>
                  <CommandItem value="create-new-entity" onSelect={startCreate}>
                    <Plus aria-hidden="true" />
                    {createItemText(query)}
                  </CommandItem>
                </CommandGroup>
              )}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {allowCreate && (
        <NewEntityDialog
          open={dialogName !== null}
          onOpenChange={(next) => {
            if (!next) setDialogName(null);
          }}
          initialType={entityType}
          lockType
          initialName={dialogName ?? ''}
          onCreated={(entity) => {
            setQuery('');
            onSelect(entity);
          }}
          onCloseAutoFocus={(event) => {
            // Opened from the popover, not a dialog trigger: hand focus back to the picker itself.
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
