import {
  createExhibitDraft,
  EXHIBIT_TYPES,
  exhibitTypesForModule,
  isExhibitTypeId,
  isOneOf,
  moduleDraftProblems,
  PETITION_MODULE_TYPES,
  type ExhibitDraft,
  type ExhibitTypeDefinition,
  type PetitionModuleType,
} from '@app/domain';

/** The ways "Add exhibit" starts an exhibit (issue 25): empty, copied from the repository, or generated. */
export const ADD_EXHIBIT_MODES = ['empty', 'repository', 'autogen'] as const;
export type AddExhibitMode = (typeof ADD_EXHIBIT_MODES)[number];

export const ADD_EXHIBIT_MODE_LABELS: Readonly<Record<AddExhibitMode, string>> = {
  empty: 'Empty exhibit',
  repository: 'From the repository',
  autogen: 'Autogenerate',
};

/** The module's kind when it is one the catalogue knows, else null (any kind). */
export function knownModuleType(moduleType: string): PetitionModuleType | null {
  return isOneOf(PETITION_MODULE_TYPES, moduleType) ? moduleType : null;
}

/** The exhibit types offered for a module: its own first, else every type. */
export function exhibitTypesFor(moduleType: string): readonly ExhibitTypeDefinition[] {
  const known = knownModuleType(moduleType);
  const own = known ? exhibitTypesForModule(known) : [];
  return own.length > 0 ? own : EXHIBIT_TYPES;
}

/** A draft of the exhibit to generate: the type's defaults, autogen on, no inputs yet. */
export function autogenDraft(exhibitType: string): ExhibitDraft | null {
  return isExhibitTypeId(exhibitType) ? { ...createExhibitDraft(exhibitType), autogen: true } : null;
}

/** The draft with some inputs changed; an emptied input is removed, as everywhere else. */
export function withInputs(draft: ExhibitDraft, patch: Readonly<Record<string, string | undefined>>): ExhibitDraft {
  const data: Record<string, unknown> = { ...draft.data };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value.trim() === '') delete data[key];
    else data[key] = value;
  }
  return { ...draft, data };
}

/**
 * Why the research agent could not generate this exhibit yet (spec 1 §5: press-article url, patent key
 * and value, reputation company), the domain's own rules; empty when it can be added.
 */
export function autogenProblems(moduleType: string, moduleName: string, draft: ExhibitDraft): string[] {
  return moduleDraftProblems({ type: moduleType, name: moduleName, exhibits: [draft] });
}

/** The inputs sent as POST /exhibit's kwargs: trimmed text, nothing blank. */
export function autogenInputs(draft: ExhibitDraft): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft.data)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') inputs[key] = value.trim();
    } else if (value !== undefined && value !== null) inputs[key] = value;
  }
  return inputs;
}
