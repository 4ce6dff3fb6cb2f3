import {
  CaseStrategyPayloadSchema,
  isArchetype,
  visaClassForResearchAgent,
  type CaseStrategyPayload,
  type TCreatePetitionRequest,
} from '@app/domain';
import {
  EMPTY_BUILDER_STATE,
  filledMetadata,
  keyModules,
  moduleDrafts,
  type BuilderMetadata,
  type BuilderState,
} from './builder-state.ts';

/** Keys of the strategy JSON this page edits; everything else is carried along unchanged. */
const EDITED_KEYS = new Set([
  'modules',
  'beneficiaryId',
  'petitionerId',
  'visaClass',
  'archetype',
  'filingType',
  'fieldOfEndeavor',
  'proposedUSSalary',
  'proposedUSRole',
  'worksiteLocation',
  'note',
  'moduleNotes',
]);

/** The strategy JSON (spec 1 §3) for the builder's state. */
export function toStrategyPayload(state: BuilderState): CaseStrategyPayload {
  const notes = Object.fromEntries(Object.entries(state.moduleNotes).filter(([, note]) => note.trim() !== ''));
  return {
    ...state.strategyExtras,
    modules: moduleDrafts(state),
    beneficiaryId: state.beneficiary?.id ?? null,
    petitionerId: state.petitioner?.id ?? null,
    visaClass: state.visaClassId,
    archetype: state.archetype,
    ...filledMetadata(state.metadata),
    ...(state.note.trim() === '' ? {} : { note: state.note }),
    ...(Object.keys(notes).length === 0 ? {} : { moduleNotes: notes }),
  };
}

export type StrategyReading =
  { ok: true; state: BuilderState; beneficiaryId: string | null; petitionerId: string | null } | { ok: false; message: string };

/**
 * The builder's state from a stored strategy (the beneficiary and petitioner come back as ids; the
 * page looks their names up). A strategy that does not parse is reported, never half-loaded.
 */
export function fromStrategy(strategy: unknown, label: string): StrategyReading {
  const parsed = CaseStrategyPayloadSchema.safeParse(strategy);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(' ') };
  }
  const payload = parsed.data;
  const extras = Object.fromEntries(Object.entries(payload).filter(([key]) => !EDITED_KEYS.has(key)));
  const metadata: BuilderMetadata = {
    ...(payload.filingType ? { filingType: payload.filingType } : {}),
    ...(payload.fieldOfEndeavor ? { fieldOfEndeavor: payload.fieldOfEndeavor } : {}),
    ...(payload.proposedUSRole ? { proposedUSRole: payload.proposedUSRole } : {}),
    ...(payload.proposedUSSalary ? { proposedUSSalary: payload.proposedUSSalary } : {}),
    ...(payload.worksiteLocation ? { worksiteLocation: payload.worksiteLocation } : {}),
  };
  return {
    ok: true,
    beneficiaryId: payload.beneficiaryId ?? null,
    petitionerId: payload.petitionerId ?? null,
    state: {
      ...EMPTY_BUILDER_STATE,
      visaClassId: payload.visaClass ? payload.visaClass.toLowerCase().replaceAll('-', '_') : null,
      archetype: isArchetype(payload.archetype) ? payload.archetype : null,
      metadata,
      modules: keyModules(payload.modules),
      moduleNotes: payload.moduleNotes ?? {},
      note: payload.note ?? '',
      label,
      strategyExtras: extras,
    },
  };
}

/** The research agent's POST /petition body for the builder's state (call only once it validates). */
export function toCreatePetitionRequest(state: BuilderState, caseStrategyId: string | null): TCreatePetitionRequest {
  return {
    beneficiaryId: state.beneficiary?.id ?? '',
    // None for an EB-1A self-petition (validatePetitionDraft requires one for every other class).
    petitionerId: state.petitioner?.id ?? null,
    visaClass: visaClassForResearchAgent(state.visaClassId ?? ''),
    archetype: state.archetype,
    metadata: filledMetadata(state.metadata),
    modules: moduleDrafts(state),
    ...(caseStrategyId ? { caseStrategyId } : {}),
  };
}

/** A label for a new strategy: who and which visa, so the list reads well before staff rename it. */
export function defaultStrategyLabel(state: Pick<BuilderState, 'beneficiary' | 'visaClassId'>): string {
  const who = state.beneficiary?.name ?? 'New case strategy';
  return state.visaClassId ? `${who} · ${state.visaClassId.toUpperCase().replaceAll('_', '-')}` : who;
}
