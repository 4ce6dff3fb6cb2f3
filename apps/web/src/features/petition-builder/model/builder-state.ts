import { initialModulesFor, isArchetype, type Archetype, type FilingType, type ModuleDraft } from '@app/domain';
import type { PickedEntity } from '../../../components/domain/entities/picked-entity.ts';

/** The builder fields stored in petition metadata (spec 1 §3); a type, not an interface, so it fits the loose metadata schema. */
export type BuilderMetadata = {
  filingType?: FilingType;
  fieldOfEndeavor?: string;
  proposedUSRole?: string;
  proposedUSSalary?: string;
  worksiteLocation?: string;
};

/** A module in the list, with a key that follows it through reordering and deletion. */
export interface KeyedModule {
  key: string;
  draft: ModuleDraft;
}

/** Everything the new petition / case strategy page edits. */
export interface BuilderState {
  beneficiary: PickedEntity | null;
  petitioner: PickedEntity | null;
  visaClassId: string | null;
  archetype: Archetype | null;
  metadata: BuilderMetadata;
  modules: KeyedModule[];
  /** Case strategy: notes per module type (the strategy side panels). */
  moduleNotes: Record<string, string>;
  /** Case strategy: the overall note and its label in the list. */
  note: string;
  label: string;
  /**
   * Case strategy keys this page does not edit (confidence, confidenceReasoning, originalPayload,
   * exhibitExtractedData, newer keys): kept as loaded so a save never drops them.
   */
  strategyExtras: Record<string, unknown>;
  /** Counts module changes (list, cards, strategy notes): the strategy saves those sooner (spec 1 §4). */
  modulesVersion: number;
}

export type BuilderAction =
  | { type: 'beneficiaryChosen'; beneficiary: PickedEntity }
  | { type: 'petitionerChosen'; petitioner: PickedEntity }
  | { type: 'visaChosen'; visaClassId: string }
  | { type: 'archetypeChosen'; archetype: Archetype | null }
  | { type: 'metadataChanged'; metadata: BuilderMetadata }
  | { type: 'modulesChanged'; modules: KeyedModule[] }
  | { type: 'moduleNoteChanged'; moduleType: string; note: string }
  | { type: 'noteChanged'; note: string }
  | { type: 'labelChanged'; label: string };

let keyCounter = 0;
/** A key unique within this page's life. */
export function newModuleKey(): string {
  keyCounter += 1;
  return `module-${keyCounter}`;
}

export function keyModules(drafts: readonly ModuleDraft[]): KeyedModule[] {
  return drafts.map((draft) => ({ key: newModuleKey(), draft }));
}

export const EMPTY_BUILDER_STATE: BuilderState = {
  beneficiary: null,
  petitioner: null,
  visaClassId: null,
  archetype: null,
  metadata: {},
  modules: [],
  moduleNotes: {},
  note: '',
  label: '',
  strategyExtras: {},
  modulesVersion: 0,
};

/**
 * An empty module list fills itself (spec 1 §2): the TN preset for visa tn, else the archetype's
 * template once a beneficiary is chosen. A list staff have started is never replaced.
 */
function withInitialModules(state: BuilderState): BuilderState {
  if (state.modules.length > 0) return state;
  const isTn = state.visaClassId === 'tn';
  if (!isTn && !state.beneficiary) return state;
  const drafts = initialModulesFor({ visaClassId: state.visaClassId, archetype: state.archetype });
  return drafts.length === 0 ? state : { ...state, modules: keyModules(drafts), modulesVersion: state.modulesVersion + 1 };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'beneficiaryChosen': {
      const archetype = isArchetype(action.beneficiary.archetype) ? action.beneficiary.archetype : state.archetype;
      return withInitialModules({ ...state, beneficiary: action.beneficiary, archetype });
    }
    case 'petitionerChosen':
      return { ...state, petitioner: action.petitioner };
    case 'visaChosen':
      return withInitialModules({ ...state, visaClassId: action.visaClassId });
    case 'archetypeChosen':
      return withInitialModules({ ...state, archetype: action.archetype });
    case 'metadataChanged':
      return { ...state, metadata: { ...state.metadata, ...action.metadata } };
    case 'modulesChanged':
      return { ...state, modules: action.modules, modulesVersion: state.modulesVersion + 1 };
    case 'moduleNoteChanged':
      return {
        ...state,
        moduleNotes: { ...state.moduleNotes, [action.moduleType]: action.note },
        modulesVersion: state.modulesVersion + 1,
      };
    case 'noteChanged':
      return { ...state, note: action.note };
    case 'labelChanged':
      return { ...state, label: action.label };
  }
}

/** The module drafts in order, as the create call and the strategy store them. */
export function moduleDrafts(state: Pick<BuilderState, 'modules'>): ModuleDraft[] {
  return state.modules.map((module) => module.draft);
}

/** Builder metadata without blank values (an empty text box is "not given"). */
export function filledMetadata(metadata: BuilderMetadata): BuilderMetadata {
  const filled: BuilderMetadata = {};
  for (const [key, value] of Object.entries(metadata) as [keyof BuilderMetadata, string | undefined][]) {
    if (typeof value === 'string' && value.trim() !== '') Object.assign(filled, { [key]: value.trim() });
  }
  return filled;
}
