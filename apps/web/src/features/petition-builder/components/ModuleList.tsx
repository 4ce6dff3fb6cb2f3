import {
  handAddedModuleDraft,
  moduleDraftProblems,
  PETITION_MODULE_TYPE_DETAILS,
  PETITION_MODULE_TYPES,
  type ModuleDraft,
  type PetitionModuleType,
} from '@app/domain';
import { Plus } from 'lucide-react';
import { useState, type Dispatch } from 'react';
import { ModuleCard } from '@/components/domain/module-card/index.ts';
import { Button } from '@/components/ui/button.tsx';
import { newModuleKey, type BuilderAction, type KeyedModule } from '../model/builder-state.ts';
import { LabelledSelect } from '@/components/form/labelled-select.tsx';

const MODULE_TYPE_OPTIONS = PETITION_MODULE_TYPES.map((type) => ({
  value: type,
  label: PETITION_MODULE_TYPE_DETAILS[type].name,
}));

export interface ModuleListProps {
  modules: readonly KeyedModule[];
  dispatch: Dispatch<BuilderAction>;
  /** The selection a module added by hand takes its usual exhibit types from (handAddedModuleDraft). */
  archetype: string | null;
  visaClassId: string | null;
  /** Case-strategy mode: each card's strategy panel edits these notes (by module type). */
  moduleNotes?: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/** The petition's modules in order, each a module card, and a way to add one. */
export function ModuleList({ modules, dispatch, archetype, visaClassId, moduleNotes, disabled }: ModuleListProps) {
  const [typeToAdd, setTypeToAdd] = useState<PetitionModuleType | null>(null);

  const replace = (key: string, draft: ModuleDraft) =>
    dispatch({ type: 'modulesChanged', modules: modules.map((module) => (module.key === key ? { key, draft } : module)) });
  const remove = (key: string) => dispatch({ type: 'modulesChanged', modules: modules.filter((module) => module.key !== key) });
  const add = () => {
    if (!typeToAdd) return;
    // It starts with its module type's usual exhibit types (chips pressed), so the client's checklist asks for them,
    // and goes last but before the memo's closing conclusion, as in the templates.
    const added = { key: newModuleKey(), draft: handAddedModuleDraft(typeToAdd, { archetype, visaClassId }) };
    const at = modules.at(-1)?.draft.type === 'conclusion' && typeToAdd !== 'conclusion' ? modules.length - 1 : modules.length;
    dispatch({ type: 'modulesChanged', modules: [...modules.slice(0, at), added, ...modules.slice(at)] });
    setTypeToAdd(null);
  };

  return (
    <section aria-labelledby="builder-modules-heading" className="flex flex-col gap-4">
      <h2 id="builder-modules-heading" className="text-lg font-semibold">
        Modules <span className="text-sm font-normal text-muted-foreground">({modules.length})</span>
      </h2>
      {modules.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No modules yet. Choose a beneficiary to start from the modules of the visa type (with the criteria of the archetype when
          there is one), choose visa TN for the TN preset, or add modules one by one, each with its usual exhibit types.
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {modules.map((module, index) => (
          <li key={module.key}>
            <ModuleCard
              module={module.draft}
              index={index}
              onChange={(next) => replace(module.key, next)}
              onDelete={() => remove(module.key)}
              problems={moduleDraftProblems(module.draft)}
              {...(moduleNotes
                ? {
                    strategyNote: moduleNotes[module.draft.type] ?? '',
                    onStrategyNoteChange: (note: string) =>
                      dispatch({ type: 'moduleNoteChanged', moduleType: module.draft.type, note }),
                  }
                : {})}
              disabled={disabled}
            />
          </li>
        ))}
      </ol>
      <div className="flex items-end gap-2">
        <div className="w-72">
          <LabelledSelect
            label="Module to add"
            value={typeToAdd}
            options={MODULE_TYPE_OPTIONS}
            onChange={(value) => setTypeToAdd(PETITION_MODULE_TYPES.find((type) => type === value) ?? null)}
            placeholder="Choose a module type"
            disabled={disabled}
          />
        </div>
        <Button type="button" variant="outline" onClick={add} disabled={disabled || !typeToAdd}>
          <Plus aria-hidden="true" />
          Add module
        </Button>
      </div>
    </section>
  );
}
