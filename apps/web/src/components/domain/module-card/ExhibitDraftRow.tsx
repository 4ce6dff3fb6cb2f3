import { exhibitOwnerAmong, isOwnedBy, ownedByLabel, type ExhibitDraft } from '@app/domain';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select.tsx';
import { useProviderName } from '@/lib/client-config.ts';
import { usePetitionParties } from '../petition-parties-context.ts';
import { ExhibitInputs } from './ExhibitInputs.tsx';
import { exhibitTypeSupportsAutogen } from './module-draft-edits.ts';

interface ExhibitDraftRowProps {
  exhibit: ExhibitDraft;
  /** Position in the module, for the row's accessible name. */
  position: number;
  onChange: (patch: Partial<ExhibitDraft>) => void;
  onDataChange: (patch: Readonly<Record<string, string | undefined>>) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** One exhibit of the module: name, owner, customer visibility, autogenerate where possible, its inputs. */
export function ExhibitDraftRow({ exhibit, position, onChange, onDataChange, onRemove, disabled }: ExhibitDraftRowProps) {
  const nameId = useId();
  const ownerId = useId();
  const visibleId = useId();
  const autogenId = useId();
  const providerName = useProviderName();
  const rowName = `Exhibit ${position}: ${exhibit.name}`;
  // Only those who can provide it on this petition: on a self-petition the beneficiary takes what the petitioner would
  // own (the database stores it so too, migration 0102); a company chosen later gives it back to the petitioner.
  const owners = usePetitionParties();
  const owner = exhibitOwnerAmong(exhibit.ownedBy, owners);
  return (
    <li className="rounded-md border p-3">
      <div role="group" aria-label={rowName} className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-48 flex-1 gap-1">
            <Label htmlFor={nameId}>Name</Label>
            <Input
              id={nameId}
              value={exhibit.name}
              disabled={disabled}
              onChange={(event) => onChange({ name: event.target.value })}
            />
          </div>
          <div className="grid w-40 gap-1">
            <Label id={ownerId}>Owner</Label>
            <Select
              value={owner}
              disabled={disabled}
              onValueChange={(value) => {
                if (isOwnedBy(value)) onChange({ ownedBy: value });
              }}
            >
              <SelectTrigger aria-labelledby={ownerId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {owners.map((party) => (
                  <SelectItem key={party} value={party}>
                    {ownedByLabel(party, providerName)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex h-9 items-center gap-2">
            <Checkbox
              id={visibleId}
              checked={exhibit.visible}
              disabled={disabled}
              onCheckedChange={(checked) => onChange({ visible: checked === true })}
            />
            <Label htmlFor={visibleId}>Visible to customers</Label>
          </div>
          {exhibitTypeSupportsAutogen(exhibit.type) && (
            <div className="flex h-9 items-center gap-2">
              <Checkbox
                id={autogenId}
                checked={exhibit.autogen}
                disabled={disabled}
                onCheckedChange={(checked) => onChange({ autogen: checked === true })}
              />
              <Label htmlFor={autogenId}>Autogenerate</Label>
            </div>
          )}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove exhibit ${exhibit.name || position}`}
            disabled={disabled}
            onClick={onRemove}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        <ExhibitInputs exhibit={exhibit} onDataChange={onDataChange} disabled={disabled} />
      </div>
    </li>
  );
}
