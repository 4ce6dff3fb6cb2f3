import {
  createModuleDraft,
  isAutogenCapableModuleType,
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

/** Generated modules start generated and hidden, as the archetype template has them (spec 1 §2). */
function newModule(type: PetitionModuleType): ModuleDraft {
  const generated = type === 'memo-starter' || type === 'conclusion';
  return createModuleDraft(
    { type, exhibits: [] },
    generated ? { autogen: isAutogenCapableModuleType(type), visible: false } : {},
  );
}

export interface ModuleListProps {
  modules: readonly KeyedModule[];
  dispatch: Dispatch<BuilderAction>;
  /** Case-strategy mode: each card's strategy panel edits these notes (by module type). */
  moduleNotes?: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/** The petition's modules in order, each a module card, and a way to add one. */
export function ModuleList({ modules, dispatch, moduleNotes, disabled }: ModuleListProps) {
  const [typeToAdd, setTypeToAdd] = useState<PetitionModuleType | null>(null);

  const replace = (key: string, draft: ModuleDraft) =>
    dispatch({ type: 'modulesChanged', modules: modules.map((module) => (module.key === key ? { key, draft } : module)) });
  const remove = (key: string) => dispatch({ type: 'modulesChanged', modules: modules.filter((module) => module.key !== key) });
  const add = () => {
    if (!typeToAdd) return;
    dispatch({ type: 'modulesChanged', modules: [...modules, { key: newModuleKey(), draft: newModule(typeToAdd) }] });
    setTypeToAdd(null);
  };

  return (
    <section aria-labelledby="builder-modules-heading" className="flex flex-col gap-4">
      <h2 id="builder-modules-heading" className="text-lg font-semibold">
        Modules <span className="text-sm font-normal text-muted-foreground">({modules.length})</span>
      </h2>
      {modules.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No modules yet. Choose a beneficiary with an archetype to start from its template, choose visa TN for the TN preset, or
          add modules one by one.
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
