import { isArchetype, type Archetype, type FilingType, type ModuleDraft } from '@app/domain';
import type { PickedEntity } from '@/components/domain/entities/picked-entity.ts';
import { choosePreset, mergePreset, type PresetSelection } from './preset-choice.ts';

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
  /**
   * The template of a new visa type or archetype, while staff are asked what to do with the modules
   * they already have (keep, replace or merge); null when nothing is asked.
   */
  presetQuestion: { preset: ModuleDraft[] } | null;
}

/** Staff's answer to the preset question: keep their modules, replace them, or add the preset's missing ones. */
export type PresetAnswer = 'keep' | 'replace' | 'merge';

export type BuilderAction =
  | { type: 'beneficiaryChosen'; beneficiary: PickedEntity }
  /** null: no petitioner company (an EB-1A self-petition). */
  | { type: 'petitionerChosen'; petitioner: PickedEntity | null }
  | { type: 'visaChosen'; visaClassId: string }
  | { type: 'archetypeChosen'; archetype: Archetype | null }
  | { type: 'metadataChanged'; metadata: BuilderMetadata }
  | { type: 'modulesChanged'; modules: KeyedModule[] }
  | { type: 'moduleNoteChanged'; moduleType: string; note: string }
  | { type: 'noteChanged'; note: string }
  | { type: 'labelChanged'; label: string }
  | { type: 'presetAnswered'; answer: PresetAnswer };

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
  presetQuestion: null,
};

function presetSelection(state: BuilderState): PresetSelection {
  return { visaClassId: state.visaClassId, archetype: state.archetype, hasBeneficiary: state.beneficiary !== null };
}

/** The drafts as the module list, keeping the key of every module that stays (same object). */
function withDrafts(state: BuilderState, drafts: readonly ModuleDraft[]): BuilderState {
  const keys = new Map(state.modules.map((module) => [module.draft, module.key]));
  const modules = drafts.map((draft) => ({ key: keys.get(draft) ?? newModuleKey(), draft }));
  return { ...state, modules, modulesVersion: state.modulesVersion + 1 };
}

/**
 * The module template follows the selection whatever order visa type, beneficiary and archetype are
 * chosen in (spec 1 §2, issue 25; see model/preset-choice.ts): an empty or untouched template list
 * becomes the new template, a list staff have changed waits for their answer (presetQuestion).
 */
function followPreset(before: BuilderState, after: BuilderState): BuilderState {
  const choice = choosePreset(presetSelection(before), presetSelection(after), moduleDrafts(after));
  switch (choice.kind) {
    case 'unchanged':
      return { ...after, presetQuestion: null };
    case 'apply':
      return { ...withDrafts(after, choice.modules), presetQuestion: null };
    case 'ask':
      return { ...after, presetQuestion: { preset: choice.preset } };
  }
}

function answerPreset(state: BuilderState, answer: PresetAnswer): BuilderState {
  const question = state.presetQuestion;
  if (!question) return state;
  const answered = { ...state, presetQuestion: null };
  if (answer === 'keep') return answered;
  const drafts = answer === 'replace' ? question.preset : mergePreset(moduleDrafts(state), question.preset);
  return withDrafts(answered, drafts);
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'beneficiaryChosen': {
      const archetype = isArchetype(action.beneficiary.archetype) ? action.beneficiary.archetype : state.archetype;
      return followPreset(state, { ...state, beneficiary: action.beneficiary, archetype });
    }
    case 'petitionerChosen':
      return { ...state, petitioner: action.petitioner };
    case 'visaChosen':
      return followPreset(state, { ...state, visaClassId: action.visaClassId });
    case 'archetypeChosen':
      return followPreset(state, { ...state, archetype: action.archetype });
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
    case 'presetAnswered':
      return answerPreset(state, action.answer);
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
