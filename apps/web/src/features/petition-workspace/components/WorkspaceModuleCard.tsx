import { isAutogenCapableModuleType } from '@app/domain';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { DeleteModuleButton } from '@/components/domain/module-card/DeleteModuleButton.tsx';
import { ModuleNotes } from '@/components/domain/module-card/ModuleNotes.tsx';
import { moduleTypeLabel } from '@/components/domain/module-card/index.ts';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { WorkspaceActions } from '../hooks/use-workspace-actions.ts';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { useStaggeredMount } from '@/lib/use-staggered-mount.ts';
import type { TreeModule } from '../model/workspace-tree.ts';
import { AddExhibitForm } from './AddExhibitForm.tsx';
import { CopyReusableExhibitPicker } from './CopyReusableExhibitPicker.tsx';
import { ExhibitList } from './ExhibitList.tsx';
import { treeNodeId } from '../model/tree-node-id.ts';

/** How many module cards a first screen shows; their exhibits render with the page, the rest's just after. */
const FIRST_SCREEN_MODULES = 2;

/** About the height of a card's body (exhibit rows, the add-exhibit row, notes) before it renders. */
function placeholderHeightRem(exhibits: number): number {
  return exhibits * 3.5 + 6;
}

interface WorkspaceModuleCardProps {
  module: TreeModule;
  index: number;
  handle: ReactNode;
  actions: WorkspaceActions;
  refetch: () => Promise<unknown>;
}

/**
 * A saved module on the petition page: the builder card's controls (name, visibility, autogen for the
 * three generated kinds, notes saved on blur, delete with confirmation) writing straight to the server,
 * and its exhibits.
 */
export function WorkspaceModuleCard({ module, index, handle, actions, refetch }: WorkspaceModuleCardProps) {
  const [expanded, setExpanded] = useState(true);
  const bodyId = useId();
  const visibleId = useId();
  const autogenId = useId();
  const typeLabel = moduleTypeLabel(module.type);
  const shownName = module.name.trim() || typeLabel;
  const name = useAutosavedValue(module.name, (value: string) => actions.saveModule(module.id, { name: value.trim() }));
  const topExhibits = module.exhibits.length;
  // The first cards' exhibits come with the page; the others' each in a commit of their own (issue 35).
  const bodyMounted = useStaggeredMount(index < FIRST_SCREEN_MODULES);
  return (
    <section
      id={treeNodeId('module', module.id)}
      data-removable-item
      tabIndex={-1}
      role="group"
      aria-label={`Module ${index + 1}: ${shownName}`}
      className="space-y-3 rounded-lg border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        {handle}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          allowInReadOnly
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-label={expanded ? `Collapse module ${shownName}` : `Expand module ${shownName}`}
          onClick={() => setExpanded((wasExpanded) => !wasExpanded)}
        >
          {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
        </Button>
        <Input
          aria-label="Module name"
          value={name.value}
          placeholder={typeLabel}
          onChange={(event) => name.change(event.target.value)}
          className="h-8 min-w-40 flex-1 font-semibold"
        />
        <Badge>{typeLabel}</Badge>
        <div className="flex items-center gap-2">
          <Checkbox
            id={visibleId}
            checked={module.visible}
            onCheckedChange={(checked) => void actions.saveModule(module.id, { visible: checked === true })}
          />
          <Label htmlFor={visibleId}>Visible to customers</Label>
        </div>
        {isAutogenCapableModuleType(module.type) && (
          <div className="flex items-center gap-2">
            <Checkbox
              id={autogenId}
              checked={module.autogen}
              onCheckedChange={(checked) => void actions.saveModule(module.id, { autogen: checked === true })}
            />
            <Label htmlFor={autogenId}>Autogenerate</Label>
          </div>
        )}
        <AutosaveStatus status={name.status} />
        <DeleteModuleButton
          moduleName={shownName}
          onDelete={() =>
            void actions.deleteModule(module.id).catch((error: unknown) => console.error('deleting the module failed:', error))
          }
        />
      </div>
      {expanded && !bodyMounted && (
        // Room for what is coming, so the cards below do not jump when it arrives.
        <div id={bodyId} aria-busy="true" style={{ minHeight: `${placeholderHeightRem(topExhibits)}rem` }} />
      )}
      {expanded && bodyMounted && (
        <div id={bodyId} className="space-y-3">
          {topExhibits > 0 ? (
            <ExhibitList label={`Exhibits of ${shownName}`} exhibits={module.exhibits} actions={actions} refetch={refetch} />
          ) : (
            <p className="text-sm text-muted-foreground">No exhibits yet.</p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <AddExhibitForm
              moduleType={module.type}
              moduleName={shownName}
              onAdd={(exhibitType, options) => actions.addExhibit(module.id, exhibitType, topExhibits, options)}
              onCopy={(reusable) => actions.copyReusableExhibit(module.id, reusable, topExhibits)}
            />
            <CopyReusableExhibitPicker
              moduleName={shownName}
              onCopy={(reusable) => actions.copyReusableExhibit(module.id, reusable, topExhibits)}
            />
          </div>
          <ModuleNotes
            notes={module.notes}
            onSave={(notes) => void actions.saveModule(module.id, { data: JSON.stringify({ ...module.data, notes }) })}
          />
        </div>
      )}
    </section>
  );
}
