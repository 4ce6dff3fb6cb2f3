import { isAutogenCapableModuleType, type ModuleDraft } from '@app/domain';
import { useId, useState, type JSX } from 'react';
import { cn } from '@/lib/utils.ts';
import { AuthorshipAutogenFields } from './AuthorshipAutogenFields.tsx';
import { ExhibitDraftRow } from './ExhibitDraftRow.tsx';
import { ExhibitTypeChips } from './ExhibitTypeChips.tsx';
import { ModuleCardHeader } from './ModuleCardHeader.tsx';
import { ModuleEntities } from './ModuleEntities.tsx';
import { ModuleErrorBoundary } from './ModuleErrorBoundary.tsx';
import { ModuleNotes } from './ModuleNotes.tsx';
import { moduleTypeLabel, removeExhibit, updateExhibit, updateExhibitData, updateModuleData } from './module-draft-edits.ts';
import { StrategyPanel } from './StrategyPanel.tsx';

export interface ModuleCardProps {
  module: ModuleDraft;
  /** Every change (visibility, autogen, entities, exhibits, inputs, notes on blur) as the whole next module. */
  onChange: (next: ModuleDraft) => void;
  onDelete: () => void;
  /** Problems of this module (from validatePetitionDraft, already filtered by the caller); marks the card. */
  problems?: readonly string[];
  /** Strategy side panel: the case strategy's note on this module (moduleNotes[type]); panel hidden when undefined. */
  strategyNote?: string;
  onStrategyNoteChange?: (note: string) => void;
  /** Position in the list, for labels ("Module 3") and ids. */
  index: number;
  disabled?: boolean;
}

/**
 * One module of the petition builder (spec 1 §2 "Module card"), shared by the new-petition page
 * and the petition page. A module that cannot render shows 'Error loading {module type} module'
 * instead of breaking the page.
 */
export function ModuleCard(props: ModuleCardProps): JSX.Element {
  // Read defensively: the boundary's own label must not throw on the broken module it guards.
  const typeLabel = moduleTypeLabel(String((props.module as Partial<ModuleDraft> | null | undefined)?.type ?? 'unknown'));
  return (
    <ModuleErrorBoundary typeLabel={typeLabel} resetKey={props.module}>
      <ModuleCardContent {...props} typeLabel={typeLabel} />
    </ModuleErrorBoundary>
  );
}

function ModuleCardContent({
  module,
  onChange,
  onDelete,
  problems = [],
  strategyNote,
  onStrategyNoteChange,
  index,
  disabled,
  typeLabel,
}: ModuleCardProps & { typeLabel: string }) {
  const [expanded, setExpanded] = useState(true);
  const bodyId = useId();
  const problemsId = useId();
  const invalid = problems.length > 0;
  const shownName = module.name.trim() || typeLabel;
  const canAutogen = isAutogenCapableModuleType(module.type);

  return (
    <section
      role="group"
      aria-label={`Module ${index + 1}: ${shownName}`}
      aria-describedby={invalid ? problemsId : undefined}
      data-invalid={invalid ? 'true' : undefined}
      data-module-index={index}
      className={cn('space-y-3 rounded-lg border bg-card p-4 shadow-sm', invalid && 'border-2 border-destructive')}
    >
      <ModuleCardHeader
        module={module}
        typeLabel={typeLabel}
        canAutogen={canAutogen}
        expanded={expanded}
        bodyId={bodyId}
        onToggleExpanded={() => setExpanded((wasExpanded) => !wasExpanded)}
        onChange={onChange}
        onDelete={onDelete}
        disabled={disabled}
      />
      {invalid && (
        <ul id={problemsId} className="list-inside list-disc space-y-1 text-sm text-destructive">
          {problems.map((problem, problemIndex) => (
            // Two exhibits with the same name can yield the same sentence twice.
            <li key={problemIndex}>{problem}</li>
          ))}
        </ul>
      )}
      {expanded && (
        <div id={bodyId} className="flex flex-col gap-4 lg:flex-row">
          <div className="min-w-0 flex-1 space-y-4">
            {module.type === 'authorship' && module.autogen && (
              <AuthorshipAutogenFields module={module} onChange={onChange} disabled={disabled} />
            )}
            <ModuleEntities module={module} onChange={onChange} disabled={disabled} />
            <ExhibitTypeChips module={module} onChange={onChange} disabled={disabled} />
            {module.exhibits.length > 0 && (
              <ul aria-label="Exhibits" className="space-y-2">
                {module.exhibits.map((exhibit, exhibitIndex) => (
                  <ExhibitDraftRow
                    // Exhibit drafts have no id before they are created; their position is their identity here.
                    key={exhibitIndex}
                    exhibit={exhibit}
                    position={exhibitIndex + 1}
                    disabled={disabled}
                    onChange={(patch) => onChange(updateExhibit(module, exhibitIndex, patch))}
                    onDataChange={(patch) => onChange(updateExhibitData(module, exhibitIndex, patch))}
                    onRemove={() => onChange(removeExhibit(module, exhibitIndex))}
                  />
                ))}
              </ul>
            )}
            <ModuleNotes
              notes={module.data.notes ?? ''}
              disabled={disabled}
              onSave={(notes) => onChange(updateModuleData(module, { notes }))}
            />
          </div>
          {strategyNote !== undefined && (
            <StrategyPanel note={strategyNote} onNoteChange={onStrategyNoteChange} disabled={disabled} />
          )}
        </div>
      )}
    </section>
  );
}
