import { worksiteAddressLine } from '@app/domain';
import { useId } from 'react';
import { undoFocusTarget } from '@/components/files/use-undoable-delete.ts';
import { Button } from '@/components/ui/button.tsx';
import type { CompanyWorksiteFieldsFragment } from '@/lib/gql/graphql.ts';

/** The petitions that have this worksite, as people name them: "the petition for Priya Sharma (O-1A)". */
export function worksiteUsedByText(petitions: CompanyWorksiteFieldsFragment['petitionsByWorksiteOfficeId']['nodes']): string {
  const names = petitions.map(({ userByBeneficiaryId, visaClassLabel }) => {
    const name = userByBeneficiaryId?.fullName || 'a beneficiary without a name';
    return visaClassLabel ? `${name} (${visaClassLabel})` : name;
  });
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
  return `Used by the ${names.length === 1 ? 'petition' : 'petitions'} for ${list}`;
}

/**
 * One worksite on Entities: its name and address, Edit, and Remove. A worksite a petition uses keeps its Remove
 * button, disabled, described by the sentence saying which petition uses it (the database refuses it as well).
 */
export function WorksiteRow({
  site,
  onEdit,
  onRemove,
}: {
  site: CompanyWorksiteFieldsFragment;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const reasonId = useId();
  const usedBy = site.petitionsByWorksiteOfficeId.nodes;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded border p-3 text-sm">
      <div className="min-w-0 break-words">
        <strong>{site.label}</strong> — {worksiteAddressLine(site)}
        {usedBy.length > 0 && (
          <p id={reasonId} className="text-muted-foreground">
            {worksiteUsedByText(usedBy)}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" aria-label={`Edit worksite ${site.label}`} onClick={onEdit}>
          Edit
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          {...undoFocusTarget(site.id)}
          aria-label={`Remove worksite ${site.label}`}
          aria-describedby={usedBy.length > 0 ? reasonId : undefined}
          disabled={usedBy.length > 0}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </div>
  );
}
