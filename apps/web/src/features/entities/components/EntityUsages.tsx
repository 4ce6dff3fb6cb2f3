import { AppLink } from '@/lib/navigation.tsx';
import { hrefs, paths } from '@/lib/paths.ts';
import type { EntityUsage } from '../api/use-entity-details.ts';

function usageHref(usage: EntityUsage): string {
  if (usage.kind === 'module' && usage.petitionId) return hrefs.petition(usage.petitionId);
  return `${paths.admin.exhibitRepo}?${new URLSearchParams({ reusableExhibitId: usage.id }).toString()}`;
}

/** "Used in": the petition modules (link to their petition) and reusable exhibits that point at the entity. */
export function EntityUsages({ usages }: { usages: readonly EntityUsage[] }) {
  return (
    <section aria-labelledby="entity-usages-heading" className="flex flex-col gap-2">
      <h3 id="entity-usages-heading" className="text-sm font-semibold">
        Used in
      </h3>
      {usages.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not used in any petition module or reusable exhibit.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {usages.map((usage) => (
            <li key={`${usage.kind}-${usage.id}`}>
              <span className="text-muted-foreground">{usage.kind === 'module' ? 'Module: ' : 'Reusable exhibit: '}</span>
              <AppLink to={usageHref(usage)} className="underline underline-offset-2">
                {usage.name || '(untitled)'}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
