import { DEFAULT_DEBOUNCE_MS, PICKER_MAX_HEIGHT_PX, type EntityType } from '@app/domain';
import { Check, Plus } from 'lucide-react';
import { LoadingSkeleton, QueryError } from '../../QueryState.tsx';
import { CommandGroup, CommandItem, CommandList } from '../../ui/command.tsx';
import { cn } from '@/lib/utils.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useEntitySearch } from './api/use-entity-search.ts';
import type { PickedEntity } from './picked-entity.ts';

export const NO_RESULTS_TEXT = 'No results found.';
export const TYPE_MORE_TEXT = 'Type more to narrow';

/** The last item of a picker that may create: the typed name, or a blank form. */
export function createItemText(typed: string): string {
  const name = typed.trim();
  return name ? `Create "${name}"` : 'Create new…';
}

/**
 * The open picker's list: the server's matches for what is typed (debounced, refreshed every 10 s). It exists only
 * while the picker is open, so a closed picker builds no queries (issue 35: the petition page's pickers set up
 * three search queries each at start-up, 35 ms at 4× CPU, for lists nobody had opened).
 */
export function EntitySearchResults({
  entityType,
  query,
  value,
  excludeIds,
  onChoose,
  onCreate,
}: {
  entityType: EntityType;
  query: string;
  value: PickedEntity | null | undefined;
  excludeIds: readonly string[];
  onChoose: (entity: PickedEntity) => void;
  /** With a create item last (allowCreate). */
  onCreate?: () => void;
}) {
  const debounced = useDebouncedValue(query, DEFAULT_DEBOUNCE_MS);
  const { entities, totalCount, loading, error } = useEntitySearch(entityType, debounced);
  // Until the debounced search has answered, an empty list is not yet 'No results found.'
  const searching = loading || query.trim() !== debounced.trim();
  const excluded = new Set(excludeIds);
  return (
    <CommandList style={{ maxHeight: PICKER_MAX_HEIGHT_PX }} aria-busy={searching}>
      {searching && entities.length === 0 && <LoadingSkeleton compact />}
      {error && <QueryError compact />}
      {!searching && !error && entities.length === 0 && <p className="py-4 text-center text-sm">{NO_RESULTS_TEXT}</p>}
      {entities.length > 0 && (
        <CommandGroup>
          {entities.map((entity) => {
            const taken = excluded.has(entity.id);
            return (
              <CommandItem key={entity.id} value={`entity ${entity.id}`} disabled={taken} onSelect={() => onChoose(entity)}>
                <Check className={cn(taken || entity.id === value?.id ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                <span className="truncate">{entity.name}</span>
                {entity.email && <span className="truncate text-xs text-muted-foreground">{entity.email}</span>}
              </CommandItem>
            );
          })}
        </CommandGroup>
      )}
      {totalCount > entities.length && <p className="px-3 py-2 text-xs text-muted-foreground">{TYPE_MORE_TEXT}</p>}
      {onCreate && (
        <CommandGroup>
          <CommandItem value="create-new-entity" onSelect={onCreate}>
            <Plus aria-hidden="true" />
            {createItemText(query)}
          </CommandItem>
        </CommandGroup>
      )}
    </CommandList>
  );
}
