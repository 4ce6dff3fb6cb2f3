import { isPetitionModuleType, PETITION_MODULE_TYPES, type PetitionModuleType } from '@app/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { moduleTypeLabel } from '@/components/domain/module-card/index.ts';
import { Button } from '@/components/ui/button.tsx';
import { treeNodeId } from '../model/tree-node-id.ts';
import { focusTreeNodeWhenShown } from './panels/scroll-to-tree-node.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/**
 * Adds a module of the chosen kind at the end of the petition, with its module type's usual exhibit types (POST
 * /modules), so the customer's checklist asks for them once refreshed; staff remove what does not fit.
 */
export function AddModuleForm({ onAdd }: { onAdd: (type: PetitionModuleType) => Promise<unknown> }) {
  const [type, setType] = useState<PetitionModuleType>(PETITION_MODULE_TYPES[0]);
  const [busy, setBusy] = useState(false);
  const add = () => {
    setBusy(true);
    onAdd(type)
      // Focus goes to the module just added (its card); when the add fails it stays on the (busy, not disabled) button.
      .then((moduleId) => typeof moduleId === 'string' && focusTreeNodeWhenShown(treeNodeId('module', moduleId)))
      .catch((error: unknown) => {
        console.error('adding the module failed:', error);
        toast.error('The module could not be added.');
      })
      .finally(() => setBusy(false));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <NativeSelect
        aria-label="New module type"
        value={type}
        disabled={busy}
        onChange={(event) => isPetitionModuleType(event.target.value) && setType(event.target.value)}
      >
        {PETITION_MODULE_TYPES.map((value) => (
          <option key={value} value={value}>
            {moduleTypeLabel(value)}
          </option>
        ))}
      </NativeSelect>
      <Button type="button" size="sm" variant="outline" busy={busy} onClick={add}>
        <Plus aria-hidden="true" />
        Add module
      </Button>
    </div>
  );
}
