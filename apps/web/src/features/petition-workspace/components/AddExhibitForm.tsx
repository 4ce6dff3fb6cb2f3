import { EXHIBIT_TYPES, exhibitTypesForModule, isOneOf, PETITION_MODULE_TYPES } from '@app/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useReadOnly } from '../../../lib/read-only-context.tsx';
import { NATIVE_SELECT_CLASS } from './AutosavedSelectField.tsx';

interface AddExhibitFormProps {
  moduleType: string;
  moduleName: string;
  /** Adds an exhibit of the chosen type (POST /exhibit). */
  onAdd: (exhibitType: string) => Promise<unknown>;
}

/** Choose an exhibit type (the module's own first, else every type) and add it through the research agent. */
export function AddExhibitForm({ moduleType, moduleName, onAdd }: AddExhibitFormProps) {
  const readOnly = useReadOnly();
  const own = isOneOf(PETITION_MODULE_TYPES, moduleType) ? exhibitTypesForModule(moduleType) : [];
  const types = own.length > 0 ? own : EXHIBIT_TYPES;
  const [type, setType] = useState<string>(types[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const add = () => {
    setBusy(true);
    onAdd(type)
      .catch((error: unknown) => {
        console.error('adding the exhibit failed:', error);
        toast.error('The exhibit could not be added.');
      })
      .finally(() => setBusy(false));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label={`New exhibit type for ${moduleName}`}
        value={type}
        disabled={readOnly || busy}
        onChange={(event) => setType(event.target.value)}
        className={NATIVE_SELECT_CLASS}
      >
        {types.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <Button type="button" size="sm" variant="outline" disabled={busy || !type} onClick={add}>
        <Plus aria-hidden="true" />
        Add exhibit
      </Button>
    </div>
  );
}
