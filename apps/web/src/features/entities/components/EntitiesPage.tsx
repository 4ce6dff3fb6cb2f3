import { DEFAULT_DEBOUNCE_MS, ENTITY_TYPE_DIALOG_LABELS, ENTITY_TYPE_DISPLAY_ORDER, type EntityType } from '@app/domain';
import { useQuery } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NewEntityDialog } from '@/components/domain/entities/NewEntityDialog.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { isOneOf } from '@app/domain';
import { ENTITY_LISTING_PAGE_SIZE, EntityListingQuery } from '../api/entity-listing.ts';
import { EntitiesTable, type EntityRow } from './EntitiesTable.tsx';
import { EntityEditor } from './EntityEditor.tsx';
import { countLabel } from '@/lib/count-label.ts';

const ALL_TYPES = 'ALL';

/**
 * /admin/entities (decisions ENT-091): people, companies and additional entities in one table, filtered by
 * type and searched by name on the server, a page at a time; 'New Entity' opens the shared dialog and the
 * chosen row opens in the editor beside the table.
 */
export function EntitiesPage() {
  const [typeFilter, setTypeFilter] = useState<EntityType | typeof ALL_TYPES>(ALL_TYPES);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // The chosen entity is in the address (?type=USER&id=…), so other pages link straight to a record.
  const [params, setParams] = useSearchParams();
  const paramType = params.get('type');
  const paramId = params.get('id');
  const selected: Pick<EntityRow, 'type' | 'id'> | null =
    paramType && paramId && isOneOf(ENTITY_TYPE_DISPLAY_ORDER, paramType) ? { type: paramType, id: paramId } : null;
  const setSelected = (row: Pick<EntityRow, 'type' | 'id'>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('type', row.type);
        next.set('id', row.id);
        return next;
      },
      { replace: true },
    );
  const [creating, setCreating] = useState(false);
  const debounced = useDebouncedValue(search.trim(), DEFAULT_DEBOUNCE_MS);

  const listing = useQuery(EntityListingQuery, {
    variables: {
      entityType: typeFilter === ALL_TYPES ? null : typeFilter,
      search: debounced || null,
      first: ENTITY_LISTING_PAGE_SIZE,
      offset: page * ENTITY_LISTING_PAGE_SIZE,
    },
  });
  const found = listing.data?.searchEntityListing;
  const rows: EntityRow[] = (found?.nodes ?? []).flatMap((node) =>
    node.id && node.type
      ? [{ type: node.type, id: node.id, name: node.name ?? '', description: node.description ?? '', email: node.email }]
      : [],
  );
  const total = found?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ENTITY_LISTING_PAGE_SIZE));

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Entities</h1>
        <Button type="button" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          New Entity
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <Label htmlFor="entity-search">Search</Label>
          <Input
            id="entity-search"
            type="search"
            placeholder="Search by name or e-mail..."
            value={search}
            allowInReadOnly
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
          />
        </div>
        <div className="flex w-56 flex-col gap-1.5">
          <Label id="entity-type-filter-label">Type</Label>
          <Select
            value={typeFilter}
            onValueChange={(next) => {
              setTypeFilter(next as EntityType | typeof ALL_TYPES);
              setPage(0);
            }}
          >
            <SelectTrigger aria-labelledby="entity-type-filter-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_TYPES}>All</SelectItem>
              {ENTITY_TYPE_DISPLAY_ORDER.map((type) => (
                <SelectItem key={type} value={type}>
                  {ENTITY_TYPE_DIALOG_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        {/* min-w-0: the table may shrink to its column; a long name wraps (EntitiesTable) rather than widening the page. */}
        <section aria-label="Entity list" className="flex min-w-0 flex-col gap-3">
          <QueryState
            loading={listing.loading}
            error={listing.error}
            hasData={found !== undefined && found !== null}
            isEmpty={rows.length === 0}
            empty="No entities found"
          >
            <EntitiesTable rows={rows} selectedId={selected?.id ?? null} onSelect={setSelected} />
          </QueryState>
          <div className="flex items-center justify-between gap-2 text-sm">
            <span aria-live="polite">{countLabel(total, 'entity', 'entities')}</span>
            <div className="flex items-center gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                allowInReadOnly
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </Button>
              <span>
                Page {page + 1} of {pageCount}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                allowInReadOnly
                disabled={page + 1 >= pageCount}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </div>
          </div>
        </section>
        <section aria-label="Entity editor" className="rounded-lg border p-4">
          {selected ? (
            <EntityEditor row={selected} />
          ) : (
            <p className="text-sm text-muted-foreground">Choose an entity to edit it.</p>
          )}
        </section>
      </div>
      <NewEntityDialog
        open={creating}
        onOpenChange={setCreating}
        initialType={typeFilter === ALL_TYPES ? 'AWARD' : typeFilter}
        initialName={search.trim()}
        onCreated={(entity) => {
          void listing.refetch();
          setSelected({ type: entity.type, id: entity.id });
        }}
      />
    </div>
  );
}
