import type { TCaseListFilter } from '@app/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SAVED_FILTER_NAME_MAX, type SavedCaseFilter } from '../model/saved-filters.ts';

interface SavedFiltersProps {
  saved: readonly SavedCaseFilter[];
  onApply: (filter: TCaseListFilter) => void;
  onSave: (name: string) => void;
  onRemove: (name: string) => void;
}

/** Saved filters (this browser): apply one, save the current filters under a name, or remove one. */
export function SavedFilters({ saved, onApply, onSave, onRemove }: SavedFiltersProps) {
  const id = useId();
  const [name, setName] = useState('');
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        Saved filters
      </h2>
      {saved.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved filters yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {saved.map((entry) => (
            <li key={entry.name} className="flex items-center gap-1">
              <Button type="button" variant="outline" size="sm" allowInReadOnly onClick={() => onApply(entry.filter)}>
                {entry.name}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                allowInReadOnly
                aria-label={`Remove the saved filter ${entry.name}`}
                onClick={() => onRemove(entry.name)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          onSave(name);
          setName('');
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-name`} className="text-xs font-medium">
            Name for the current filters
          </label>
          <Input
            id={`${id}-name`}
            allowInReadOnly
            maxLength={SAVED_FILTER_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm" variant="outline" allowInReadOnly disabled={!name.trim()}>
          Save filters
        </Button>
      </form>
    </section>
  );
}
