import { NO_ITEM_FOUND_TEXT, NOT_FOUND_VALUE_TEXT } from '@app/domain';
import { Check, ChevronsUpDown } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { cn } from '@/lib/utils.ts';
import { Button } from '../ui/button.tsx';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../ui/command.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Other words the search matches (a code, an abbreviation). */
  keywords?: readonly string[];
}

export interface ComboboxProps {
  options: readonly ComboboxOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  placeholder?: string;
  searchPlaceholder?: string;
  /** Shown when the search matches nothing (spec: 'No item found.', 'No country found.', 'No state found.'). */
  emptyText?: string;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-labelledby'?: string;
}

/**
 * Matches what was typed as a piece of the label or a keyword, case-insensitively: names first, then
 * other matches. (cmdk's default fuzzy score matches 'Atlantis' to 'Saint Helena, Ascension and…'.)
 */
export function matchScore(label: string, search: string, keywords: readonly string[] = []): number {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return 1;
  const name = label.toLowerCase();
  if (name.startsWith(wanted)) return 1;
  if (keywords.some((keyword) => keyword.toLowerCase() === wanted)) return 0.9;
  if (name.includes(wanted)) return 0.5;
  return 0;
}

/**
 * A searchable list to choose one option from (cmdk in a popover): the trigger is a combobox button,
 * typing filters, arrow keys and Enter choose. A stored value that is not among the options shows
 * '(Not found)' and is kept until the user chooses another. Disabled in read-only mode (through Button).
 */
export const Combobox = forwardRef<HTMLButtonElement, ComboboxProps>(function Combobox(
  {
    options,
    value,
    onChange,
    onBlur,
    placeholder = 'Select...',
    searchPlaceholder = 'Search...',
    emptyText = NO_ITEM_FOUND_TEXT,
    className,
    ...triggerProps
  },
  ref,
) {
  const [open, setOpen] = useState(false);
  const selected = value ? options.find((option) => option.value === value) : undefined;
  const shown = selected ? selected.label : value ? NOT_FOUND_VALUE_TEXT : placeholder;

  // A choice finishes the field: it counts as left (react-hook-form's onBlur), so its check runs on the value
  // chosen, and a message from before the choice ('Choose a country.') goes.
  const choose = (next: string) => {
    onChange(next);
    onBlur?.();
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          ref={ref}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          className={cn('w-full justify-between font-normal', !selected && 'text-muted-foreground', className)}
          {...triggerProps}
        >
          <span className="truncate">{shown}</span>
          <ChevronsUpDown className="opacity-50" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[var(--radix-popover-trigger-width)] p-0">
        <Command filter={matchScore}>
          <CommandInput placeholder={searchPlaceholder} aria-label={searchPlaceholder} />
          <CommandList className="max-h-60">
            <CommandEmpty>{emptyText}</CommandEmpty>
            <CommandGroup>
              {options.map((option) => (
                <CommandItem
                  key={option.value}
                  value={option.label}
                  keywords={option.keywords ? [...option.keywords, option.value] : [option.value]}
                  onSelect={() => choose(option.value)}
                >
                  <Check className={cn(option.value === value ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                  {option.label}
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
});
