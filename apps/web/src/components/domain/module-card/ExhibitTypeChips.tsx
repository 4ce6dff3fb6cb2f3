import { exhibitTypesForModule, type ExhibitTypeId, type ModuleDraft } from '@app/domain';
import { Check, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { hasExhibitType, toggleExhibitType } from './module-draft-edits.ts';

interface ExhibitTypeChipsProps {
  module: ModuleDraft;
  onChange: (next: ModuleDraft) => void;
  disabled?: boolean;
}

/** One toggle chip per exhibit type of the module's catalogue: pressed while the module has that type. */
export function ExhibitTypeChips({ module, onChange, disabled }: ExhibitTypeChipsProps) {
  const headingId = useId();
  const types = exhibitTypesForModule(module.type);
  if (types.length === 0) return null;
  return (
    <div className="space-y-2">
      <h4 id={headingId} className="text-sm font-medium">
        Exhibit types
      </h4>
      <div role="group" aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {types.map((type) => {
          const pressed = hasExhibitType(module, type.id as ExhibitTypeId);
          return (
            <Button
              key={type.id}
              type="button"
              size="sm"
              variant={pressed ? 'default' : 'outline'}
              className="rounded-full"
              aria-pressed={pressed}
              title={type.description}
              disabled={disabled}
              onClick={() => onChange(toggleExhibitType(module, type.id as ExhibitTypeId))}
            >
              {pressed ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {type.name}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
