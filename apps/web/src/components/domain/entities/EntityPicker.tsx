import { ChevronsUpDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Command, CommandInput } from '../../ui/command.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover.tsx';
import { cn } from '@/lib/utils.ts';
import { EntitySearchResults } from './EntitySearchResults.tsx';
import { NewEntityDialog } from './NewEntityDialog.tsx';
import type { EntityPickerProps, PickedEntity } from './picked-entity.ts';

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
            <EntitySearchResults
              entityType={entityType}
              query={query}
              value={value}
              excludeIds={excludeIds}
              onChoose={choose}
              onCreate={allowCreate ? startCreate : undefined}
            />
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
