import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { QueryError, LoadingSkeleton } from '@/components/QueryState.tsx';
import { useBeneficiaryRecord, usePetitionerRecord } from '../api/builder-records.ts';
import { BuilderCaseStrategyQuery } from '../api/case-strategies.ts';
import { readBuilderParams, type BuilderParams } from '../model/builder-params.ts';
import { builderReducer, EMPTY_BUILDER_STATE, type BuilderState } from '../model/builder-state.ts';
import { fromStrategy } from '../model/strategy-payload.ts';
import { isBuilderSync } from './builder-sync.ts';
import { PetitionBuilderEditor } from './PetitionBuilderEditor.tsx';

/**
 * /admin/petition-builder/new (spec 1 §2). The query parameters decide what the page opens with; the
 * editor then keeps them up to date itself. Opening another strategy from the list starts it afresh.
 */
export function NewPetitionPage() {
  const location = useLocation();
  const [opened, setOpened] = useState({ key: location.key, search: location.search });
  if (location.key !== opened.key && !isBuilderSync(location.state)) {
    setOpened({ key: location.key, search: location.search });
  }
  const params = readBuilderParams(new URLSearchParams(opened.search));
  return <BuilderLoader key={opened.key} params={params} />;
}

/** The state the page opens with: the strategy's, else the parameters' selection (filling the template). */
function openingState(params: BuilderParams, strategyState: BuilderState | null, records: Partial<BuilderState>): BuilderState {
  if (strategyState) {
    return { ...strategyState, beneficiary: records.beneficiary ?? null, petitioner: records.petitioner ?? null };
  }
  let state: BuilderState = { ...EMPTY_BUILDER_STATE, archetype: params.archetype, petitioner: records.petitioner ?? null };
  if (params.visaType) state = builderReducer(state, { type: 'visaChosen', visaClassId: params.visaType });
  if (records.beneficiary) {
    state = builderReducer(state, { type: 'beneficiaryChosen', beneficiary: records.beneficiary });
    // An archetype in the address was chosen by staff; it wins over the person's own.
    if (params.archetype) state = builderReducer(state, { type: 'archetypeChosen', archetype: params.archetype });
  }
  return state;
}

function BuilderLoader({ params }: { params: BuilderParams }) {
  const strategyQuery = useQuery(BuilderCaseStrategyQuery, {
    variables: { id: params.caseStrategyId ?? '' },
    skip: !params.caseStrategyId,
    fetchPolicy: 'network-only',
  });
  const stored = strategyQuery.data?.caseStrategyById;
  const reading = stored ? fromStrategy(JSON.parse(stored.strategy) as unknown, stored.label) : null;
  const strategyState = reading?.ok ? reading.state : null;
  const beneficiaryId = (reading?.ok ? reading.beneficiaryId : null) ?? stored?.userId ?? params.beneficiaryId;
  const petitionerId = (reading?.ok ? reading.petitionerId : null) ?? params.petitionerId;
  const beneficiary = useBeneficiaryRecord(strategyQuery.loading ? null : beneficiaryId);
  const petitioner = usePetitionerRecord(strategyQuery.loading ? null : petitionerId);

  if (strategyQuery.loading || beneficiary.loading || petitioner.loading) return <LoadingSkeleton rows={6} />;
  if (strategyQuery.error || beneficiary.error || petitioner.error) return <QueryError />;
  if (params.caseStrategyId && !stored) {
    return (
      <p role="alert" className="text-destructive">
        This case strategy was not found. It may have been deleted.
      </p>
    );
  }
  if (reading && !reading.ok) {
    return (
      <p role="alert" className="text-destructive">
        This case strategy cannot be opened: {reading.message}
      </p>
    );
  }
  const initialState = openingState(params, strategyState, { beneficiary: beneficiary.entity, petitioner: petitioner.entity });
  return (
    <PetitionBuilderEditor
      initialState={initialState}
      isCaseStrategy={params.isCaseStrategy}
      caseStrategyId={params.caseStrategyId}
    />
  );
}
