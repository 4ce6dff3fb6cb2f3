import { CASE_STRATEGY_WITHOUT_MODULES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { builderReducer, EMPTY_BUILDER_STATE } from './builder-state.ts';
import { fromStrategy, toCreatePetitionRequest, toStrategyPayload } from './strategy-payload.ts';

const beneficiary = {
  type: 'USER' as const,
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Priya Raman',
  archetype: 'software-engineer' as const,
};
const petitioner = { type: 'COMPANY' as const, id: '22222222-2222-4222-8222-222222222222', name: 'Acme Robotics' };

function builtState() {
  let state = builderReducer(EMPTY_BUILDER_STATE, { type: 'visaChosen', visaClassId: 'o_1a' });
  state = builderReducer(state, { type: 'beneficiaryChosen', beneficiary });
  state = builderReducer(state, { type: 'petitionerChosen', petitioner });
  state = builderReducer(state, { type: 'metadataChanged', metadata: { fieldOfEndeavor: 'Robotics', proposedUSSalary: ' ' } });
  state = builderReducer(state, { type: 'moduleNoteChanged', moduleType: 'judging', note: 'Three reviews' });
  return builderReducer(state, { type: 'noteChanged', note: 'Strong case' });
}

describe('case strategy payload', () => {
  it('round-trips what the page edits and keeps keys it does not (confidence, extracted data)', () => {
    const state = {
      ...builtState(),
      strategyExtras: { confidence: 0.8, exhibitExtractedData: [{ type: 'salary', value: '185000' }] },
    };
    const payload = toStrategyPayload(state);
    expect(payload).toMatchObject({
      beneficiaryId: beneficiary.id,
      petitionerId: petitioner.id,
      visaClass: 'o_1a',
      archetype: 'software-engineer',
      fieldOfEndeavor: 'Robotics',
      note: 'Strong case',
      moduleNotes: { judging: 'Three reviews' },
      confidence: 0.8,
    });
    expect(payload).not.toHaveProperty('proposedUSSalary');

    const reading = fromStrategy(JSON.parse(JSON.stringify(payload)), 'Priya · O-1A');
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.beneficiaryId).toBe(beneficiary.id);
    expect(reading.state.modules.map((module) => module.draft)).toEqual(payload.modules);
    expect(reading.state.strategyExtras).toEqual({
      confidence: 0.8,
      exhibitExtractedData: [{ type: 'salary', value: '185000' }],
    });
    expect(toStrategyPayload({ ...reading.state, beneficiary, petitioner })).toEqual(payload);
  });

  it('refuses a strategy without modules with the spec rule', () => {
    const reading = fromStrategy({ modules: [] }, '');
    expect(reading).toEqual({ ok: false, message: CASE_STRATEGY_WITHOUT_MODULES });
  });

  it('sends the visa class to the research agent with hyphens', () => {
    const request = toCreatePetitionRequest(builtState(), null);
    expect(request.visaClass).toBe('o-1a');
    expect(request.metadata).toEqual({ fieldOfEndeavor: 'Robotics' });
    expect(request).not.toHaveProperty('caseStrategyId');
  });
});
