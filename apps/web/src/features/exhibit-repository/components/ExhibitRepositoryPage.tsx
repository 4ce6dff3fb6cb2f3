import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useRepositoryTypes } from '../api/use-repository-types.ts';
import { useRepositoryLocation } from '../hooks/use-repository-location.ts';
import { ExhibitEditor } from './ExhibitEditor.tsx';
import { RepositoryList } from './RepositoryList.tsx';
import { TypeFilter } from './TypeFilter.tsx';

/**
 * /admin/exhibit-repo (spec 2 §2.1): the reusable exhibits, searched and filtered on the server, on the
 * left; the chosen exhibit's editor on the right. Filters, search and choice live in the address.
 */
export function ExhibitRepositoryPage() {
  const place = useRepositoryLocation();
  const { moduleTypes, exhibitTypes } = useRepositoryTypes();
  // With a module type chosen, only its exhibit types are offered.
  const exhibitTypeOptions = place.moduleType
    ? exhibitTypes.filter((type) => type.moduleTypeId === place.moduleType)
    : exhibitTypes;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">Exhibit repository</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
        <section aria-label="Reusable exhibits" className="flex flex-col gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="exhibit-repository-search">Search</Label>
            <Input
              id="exhibit-repository-search"
              type="search"
              placeholder="Search exhibits..."
              value={place.search}
              allowInReadOnly
              onChange={(event) => place.setSearch(event.target.value)}
            />
          </div>
          <TypeFilter
            label="Module Type"
            options={moduleTypes}
            value={place.moduleType}
            onChange={(moduleType) => place.setFilters({ moduleType })}
          />
          <TypeFilter
            label="Exhibit Type"
            options={exhibitTypeOptions}
            value={place.exhibitType}
            onChange={(exhibitType) => place.setFilters({ exhibitType })}
          />
          <RepositoryList
            search={place.search}
            moduleType={place.moduleType}
            exhibitType={place.exhibitType}
            selectedId={place.reusableExhibitId}
            onSelect={place.select}
          />
        </section>
        <section aria-label="Exhibit editor" className="min-w-0 rounded-lg border p-4">
          {place.reusableExhibitId ? (
            <ExhibitEditor key={place.reusableExhibitId} exhibitId={place.reusableExhibitId} />
          ) : (
            <p className="text-sm text-muted-foreground">Choose an exhibit to edit it.</p>
          )}
        </section>
      </div>
    </div>
  );
}
