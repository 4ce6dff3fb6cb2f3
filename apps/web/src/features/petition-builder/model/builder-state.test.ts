import { describe, expect, it } from 'vitest';
import type { PickedEntity } from '@/components/domain/entities/picked-entity.ts';
import { builderReducer, EMPTY_BUILDER_STATE, filledMetadata, keyModules, moduleDrafts } from './builder-state.ts';

const engineer: PickedEntity = { type: 'USER', id: 'u1', name: 'Priya Raman', archetype: 'software-engineer' };
const noArchetype: PickedEntity = { type: 'USER', id: 'u2', name: 'Sam Lee', archetype: null };

const types = (state: typeof EMPTY_BUILDER_STATE) => moduleDrafts(state).map((module) => module.type);

describe('builderReducer', () => {
  it('fills the archetype template when a beneficiary is chosen and the list is empty (memo-starter first, conclusion last, both generated and hidden)', () => {
    const state = builderReducer(EMPTY_BUILDER_STATE, { type: 'beneficiaryChosen', beneficiary: engineer });
    expect(state.archetype).toBe('software-engineer');
    const drafts = moduleDrafts(state);
    expect(drafts[0]).toMatchObject({ type: 'memo-starter', autogen: true, visible: false });
    expect(drafts.at(-1)).toMatchObject({ type: 'conclusion', autogen: true, visible: false });
    expect(types(state)).toEqual([
      'memo-starter',
      'beneficiary-background',
      'judging',
      'original-contribution',
      'authorship',
      'critical-role',
      'high-remuneration',
      'conclusion',
    ]);
    expect(state.modulesVersion).toBe(1);
  });

  it('leaves a list staff have started alone', () => {
    const started = {
      ...EMPTY_BUILDER_STATE,
      modules: keyModules(moduleDrafts(builderReducer(EMPTY_BUILDER_STATE, { type: 'visaChosen', visaClassId: 'tn' }))),
    };
    const state = builderReducer(started, { type: 'beneficiaryChosen', beneficiary: engineer });
    expect(types(state)).toEqual(types(started));
  });

  it("fills the visa class's own modules for a beneficiary without an archetype, its template once one is chosen", () => {
    const state = builderReducer(EMPTY_BUILDER_STATE, { type: 'beneficiaryChosen', beneficiary: noArchetype });
    expect(types(state)).toEqual(['memo-starter', 'beneficiary-background', 'conclusion']);
    const withArchetype = builderReducer(state, { type: 'archetypeChosen', archetype: 'researcher-scientist' });
    expect(types(withArchetype)[2]).toBe('awards');
  });

  it('loads the TN preset when visa tn is chosen with no modules, even before a beneficiary', () => {
    const state = builderReducer(EMPTY_BUILDER_STATE, { type: 'visaChosen', visaClassId: 'tn' });
    expect(types(state)).toEqual([
      'tn-support-letter-offer-of-employment',
      'tn-occupation-list',
      'tn-beneficiary-education-docs',
    ]);
    expect(moduleDrafts(state)[0]!.exhibits.map((exhibit) => exhibit.type)).toEqual(['support-letter', 'offer-letter']);
  });

  it('prefers the TN preset to the archetype template for a TN petition', () => {
    const tn = builderReducer(EMPTY_BUILDER_STATE, { type: 'visaChosen', visaClassId: 'tn' });
    const state = builderReducer({ ...tn, modules: [] }, { type: 'beneficiaryChosen', beneficiary: engineer });
    expect(types(state)[0]).toBe('tn-support-letter-offer-of-employment');
  });

  it('counts module and strategy-note changes, not field changes', () => {
    let state = builderReducer(EMPTY_BUILDER_STATE, { type: 'metadataChanged', metadata: { fieldOfEndeavor: 'AI' } });
    expect(state.modulesVersion).toBe(0);
    state = builderReducer(state, { type: 'moduleNoteChanged', moduleType: 'press', note: 'Strong coverage' });
    expect(state.modulesVersion).toBe(1);
    expect(state.moduleNotes).toEqual({ press: 'Strong coverage' });
  });
});

describe('filledMetadata', () => {
  it('drops blank fields and trims the rest', () => {
    expect(filledMetadata({ fieldOfEndeavor: '  Robotics ', proposedUSRole: ' ', filingType: 'change_of_status' })).toEqual({
      fieldOfEndeavor: 'Robotics',
      filingType: 'change_of_status',
    });
  });
});
