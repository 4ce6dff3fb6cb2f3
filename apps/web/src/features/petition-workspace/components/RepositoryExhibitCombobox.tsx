import { getExhibitType } from '@app/domain';
import { ChevronsUpDown } from 'lucide-react';
import { useId, useState } from 'react';
import { moduleTypeLabel } from '@/components/domain/module-card/index.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import type { ReusableExhibitOption } from '../api/reusable-exhibit-search.ts';
import { ReusableExhibitSearchList } from './ReusableExhibitSearchList.tsx';
import { countLabel } from '@/lib/count-label.ts';

export const CHOOSE_REPOSITORY_EXHIBIT_TEXT = 'Choose a repository exhibit';

interface RepositoryExhibitComboboxProps {
  moduleName: string;
  /** The module's kind (null when unknown): the list starts with the repository's exhibits of that kind. */
  moduleType: string | null;
  value: ReusableExhibitOption | null;
  onChange: (option: ReusableExhibitOption) => void;
  disabled?: boolean;
}

function optionDetails(option: ReusableExhibitOption): string {
  const kind = option.exhibitType ? (getExhibitType(option.exhibitType)?.name ?? null) : null;
  const files = countLabel(option.fileCount, 'file', 'files');
  return kind ? `${kind} · ${files}` : files;
}

/**
 * The repository exhibit "Add exhibit › From the repository" copies: searched on the server as you
 * type (debounced), first among the module's kind, by title (never an id) with its kind and file count.
 */
export function RepositoryExhibitCombobox({ moduleName, moduleType, value, onChange, disabled }: RepositoryExhibitComboboxProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [everyKind, setEveryKind] = useState(moduleType === null);
  const everyKindId = useId();
  const shown = value ? value.name || 'Untitled exhibit' : CHOOSE_REPOSITORY_EXHIBIT_TEXT;
  const kindLabel = moduleType ? moduleTypeLabel(moduleType) : null;

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
          // The accessible name starts with the visible text (WCAG 2.5.3 label in name).
          aria-label={`${shown} to add to ${moduleName}`}
          disabled={disabled}
          className="max-w-72 justify-between"
        >
          <span className="truncate">{shown}</span>
          <ChevronsUpDown aria-hidden="true" className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label={`Repository exhibits for ${moduleName}`} className="w-96 max-w-[calc(100vw-2rem)] p-0">
        <ReusableExhibitSearchList
          query={query}
          onQueryChange={setQuery}
          moduleType={everyKind ? null : moduleType}
          detailOf={optionDetails}
          onSelect={(option) => {
            onChange(option);
            setOpen(false);
            setQuery('');
          }}
          footer={
            kindLabel && (
              <div className="flex items-center gap-2 border-t px-3 py-2">
                <Checkbox id={everyKindId} checked={everyKind} onCheckedChange={(checked) => setEveryKind(checked === true)} />
                <Label htmlFor={everyKindId} className="text-xs font-normal">
                  Show exhibits of every module type, not only {kindLabel}
                </Label>
              </div>
            )
          }
        />
      </PopoverContent>
    </Popover>
  );
}
