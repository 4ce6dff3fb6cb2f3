import type { ModuleDraft } from '@app/domain';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
import { DeleteModuleButton } from './DeleteModuleButton.tsx';
import { setModuleAutogen } from './module-draft-edits.ts';

interface ModuleCardHeaderProps {
  module: ModuleDraft;
  typeLabel: string;
  /** Only authorship, memo-starter and conclusion show the autogenerate toggle. */
  canAutogen: boolean;
  expanded: boolean;
  /** Id of the card body the collapse button controls. */
  bodyId: string;
  onToggleExpanded: () => void;
  onChange: (next: ModuleDraft) => void;
  onDelete: () => void;
  disabled?: boolean;
}

/** Name, kind, collapse, customer visibility, autogenerate and delete of one module. */
export function ModuleCardHeader({
  module,
  typeLabel,
  canAutogen,
  expanded,
  bodyId,
  onToggleExpanded,
  onChange,
  onDelete,
  disabled,
}: ModuleCardHeaderProps) {
  const visibleId = useId();
  const autogenId = useId();
  const shownName = module.name.trim() || typeLabel;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        allowInReadOnly
        aria-expanded={expanded}
        aria-controls={bodyId}
        aria-label={expanded ? `Collapse module ${shownName}` : `Expand module ${shownName}`}
        onClick={onToggleExpanded}
      >
        {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
      </Button>
      <Input
        aria-label="Module name"
        value={module.name}
        placeholder={typeLabel}
        disabled={disabled}
        onChange={(event) => onChange({ ...module, name: event.target.value })}
        className="h-8 min-w-40 flex-1 font-semibold"
      />
      <Badge>{typeLabel}</Badge>
      <div className="flex items-center gap-2">
        <Checkbox
          id={visibleId}
          checked={module.visible}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...module, visible: checked === true })}
        />
        <Label htmlFor={visibleId}>Visible to customers</Label>
      </div>
      {canAutogen && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={autogenId}
            checked={module.autogen}
            disabled={disabled}
            onCheckedChange={(checked) => onChange(setModuleAutogen(module, checked === true))}
          />
          <Label htmlFor={autogenId}>Autogenerate</Label>
        </div>
      )}
      <DeleteModuleButton moduleName={shownName} onDelete={onDelete} disabled={disabled} />
    </div>
  );
}
