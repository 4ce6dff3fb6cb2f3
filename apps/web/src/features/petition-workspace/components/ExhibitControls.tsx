import {
  EXHIBIT_STATUS_LABELS,
  EXHIBIT_STATUSES,
  exhibitDisplayStatusLabel,
  ownedByLabel,
  staffCustomerStatus,
  type ExhibitStatus,
  type OwnedBy,
} from '@app/domain';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { ExhibitPatch } from '@/lib/gql/graphql.ts';
import { useProviderName } from '@/lib/client-config.ts';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import type { TreeExhibit } from '../model/workspace-tree.ts';
import { usePetitionParties } from '@/components/domain/petition-parties-context.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** Name, record status beside the display status, owner and customer visibility of one exhibit. */
export function ExhibitControls({ exhibit, save }: { exhibit: TreeExhibit; save: (patch: ExhibitPatch) => Promise<unknown> }) {
  const visibleId = useId();
  const providerName = useProviderName();
  const name = useAutosavedValue(exhibit.name, (value: string) =>
    value.trim() ? save({ name: value.trim() }) : Promise.resolve(),
  );
  const status = useAutosavedValue<string>(exhibit.status, (value) => save({ status: value as ExhibitStatus }), 0);
  const owner = useAutosavedValue<string>(exhibit.ownedBy, (value) => save({ ownedBy: value as OwnedBy }), 0);
  // Only those who can provide it on this petition (no petitioner on a self-petition); an owner kept from before
  // stays listed so the choice shows what is stored.
  const parties = usePetitionParties();
  const owners = parties.includes(exhibit.ownedBy) ? parties : [...parties, exhibit.ownedBy];
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
      <Input
        aria-label="Exhibit name"
        value={name.value}
        onChange={(event) => name.change(event.target.value)}
        className="h-8 min-w-40 flex-1"
      />
      <NativeSelect
        aria-label={`Status of ${exhibit.name}`}
        value={status.value}
        onChange={(event) => status.change(event.target.value)}
      >
        {EXHIBIT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {EXHIBIT_STATUS_LABELS[value]}
          </option>
        ))}
      </NativeSelect>
      <Badge>
        <span className="sr-only">Customer status: </span>
        {/* Staff's own review status, else the customer's progress: the one status the checklist shows too. */}
        {exhibitDisplayStatusLabel(staffCustomerStatus(exhibit.displayStatus, exhibit.customer.progress), providerName)}
      </Badge>
      <NativeSelect
        aria-label={`Owner of ${exhibit.name}`}
        value={owner.value}
        onChange={(event) => owner.change(event.target.value)}
      >
        {owners.map((value) => (
          <option key={value} value={value}>
            {ownedByLabel(value, providerName)}
          </option>
        ))}
      </NativeSelect>
      <div className="flex items-center gap-1">
        <Checkbox
          id={visibleId}
          checked={exhibit.visible}
          onCheckedChange={(checked) => void save({ visible: checked === true })}
        />
        <Label htmlFor={visibleId}>Visible</Label>
      </div>
    </div>
  );
}
