import { isSelfPetition, petitionParties } from '@app/domain';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { PetitionPartiesContext } from '@/components/domain/petition-parties-context.ts';
import { useSearchParams } from 'react-router';
import { useReplaceSearch } from '@/lib/navigation.tsx';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { useCreatePetition } from '../hooks/use-create-petition.ts';
import { useStrategyAutosave, type StrategyToSave } from '../hooks/use-strategy-autosave.ts';
import { writeBuilderParams } from '../model/builder-params.ts';
import { builderReducer, type BuilderState } from '../model/builder-state.ts';
import { defaultStrategyLabel, toCreatePetitionRequest, toStrategyPayload } from '../model/strategy-payload.ts';
import { BUILDER_SYNC_STATE } from './builder-sync.ts';
import { CaseStrategyList } from './CaseStrategyList.tsx';
import { CreatePetitionPanel } from './CreatePetitionPanel.tsx';
import { ModuleList } from './ModuleList.tsx';
import { PetitionFields } from './PetitionFields.tsx';
import { PresetQuestionDialog } from './PresetQuestionDialog.tsx';
import { StrategyCard } from './StrategyCard.tsx';

export interface PetitionBuilderEditorProps {
  initialState: BuilderState;
  isCaseStrategy: boolean;
  caseStrategyId: string | null;
}

/**
 * /admin/petition-builder/new once its records are loaded: the fields, the module list and creation,
 * and in case-strategy mode the strategy's autosave (spec 1 §2, §4, §5).
 */
export function PetitionBuilderEditor({ initialState, isCaseStrategy, caseStrategyId }: PetitionBuilderEditorProps) {
  const [state, dispatch] = useReducer(builderReducer, initialState);
  const [strategyId, setStrategyId] = useState(caseStrategyId);
  const [searchParams] = useSearchParams();
  const replaceSearch = useReplaceSearch();
  const readOnly = useReadOnly();
  const { state: creation, create } = useCreatePetition();

  // The address follows the selection, so a reload (or a shared link) opens the same page.
  const readOnlyParam = searchParams.get('readOnly');
  useEffect(() => {
    const params = writeBuilderParams({
      visaType: state.visaClassId,
      petitionerId: state.petitioner?.id ?? null,
      beneficiaryId: state.beneficiary?.id ?? null,
      archetype: state.archetype,
      caseStrategyId: strategyId,
      isCaseStrategy,
    });
    if (readOnlyParam) params.set('readOnly', readOnlyParam);
    replaceSearch(params, BUILDER_SYNC_STATE);
  }, [
    state.visaClassId,
    state.petitioner?.id,
    state.beneficiary?.id,
    state.archetype,
    strategyId,
    isCaseStrategy,
    readOnlyParam,
    replaceSearch,
  ]);

  const toSave: StrategyToSave = useMemo(
    () => ({
      beneficiaryId: state.beneficiary?.id ?? null,
      label: state.label.trim() || defaultStrategyLabel(state),
      payload: toStrategyPayload(state),
      modulesVersion: state.modulesVersion,
    }),
    [state],
  );
  const onCreated = useCallback((id: string) => setStrategyId(id), []);
  const autosave = useStrategyAutosave({ strategyId, onCreated, value: toSave, enabled: isCaseStrategy && !readOnly });

  const onCreate = async () => {
    if (isCaseStrategy) await autosave.flush().catch(() => {});
    await create(toCreatePetitionRequest(state, strategyId));
  };

  // Who may own an exhibit: no petitioner on an EB-1A without a company (a self-petition); a class that needs a company
  // keeps the petitioner while none is chosen yet.
  const selfPetition = isSelfPetition({ visaClass: state.visaClassId ?? '', hasPetitionerCompany: state.petitioner !== null });
  const parties = useMemo(() => petitionParties({ hasPetitionerCompany: !selfPetition }), [selfPetition]);

  // Once chosen, the strategy's beneficiary and visa stay (spec 1 §2: locked in case-strategy mode).
  const lock = isCaseStrategy && Boolean(strategyId || initialState.beneficiary);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{isCaseStrategy ? 'Build case strategy' : 'New petition'}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <PetitionFields state={state} dispatch={dispatch} lockBeneficiaryAndVisa={lock} disabled={readOnly} />
          <PetitionPartiesContext.Provider value={parties}>
            <ModuleList
              modules={state.modules}
              dispatch={dispatch}
              archetype={state.archetype}
              visaClassId={state.visaClassId}
              {...(isCaseStrategy ? { moduleNotes: state.moduleNotes } : {})}
              disabled={readOnly}
            />
          </PetitionPartiesContext.Provider>
          <CreatePetitionPanel state={state} creation={creation} onCreate={() => void onCreate()} />
          <PresetQuestionDialog
            preset={state.presetQuestion?.preset ?? null}
            modules={state.modules}
            visaClassId={state.visaClassId}
            archetype={state.archetype}
            onAnswer={(answer) => dispatch({ type: 'presetAnswered', answer })}
          />
        </div>
        <aside className="flex flex-col gap-6" aria-label="Case strategy">
          {isCaseStrategy ? (
            <StrategyCard
              label={state.label}
              note={state.note}
              onLabelChange={(label) => dispatch({ type: 'labelChanged', label })}
              onNoteChange={(note) => dispatch({ type: 'noteChanged', note })}
              status={autosave.status}
              error={autosave.error}
              savedAt={autosave.savedAt}
              disabled={readOnly}
            />
          ) : null}
          <CaseStrategyList currentId={strategyId} />
        </aside>
      </div>
    </div>
  );
}
