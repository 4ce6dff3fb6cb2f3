import {
  ARCHETYPES,
  buildArchetypeTemplate,
  buildTnPresetModules,
  buildVisaClassTemplate,
  createModuleDraft,
  VISA_TYPE_CODES,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import type { PickedEntity } from '@/components/domain/entities/picked-entity.ts';
import { builderReducer, EMPTY_BUILDER_STATE, moduleDrafts, type BuilderAction, type BuilderState } from './builder-state.ts';
import { choosePreset, mergePreset, presetFor, type PresetSelection } from './preset-choice.ts';

const engineer: PickedEntity = { type: 'USER', id: 'u1', name: 'Priya Raman', archetype: 'software-engineer' };
const researcher: PickedEntity = { type: 'USER', id: 'u2', name: 'Lena Ortiz', archetype: 'researcher-scientist' };
/** A beneficiary staff created without an archetype: a petition built by hand. */
const newClient: PickedEntity = { type: 'USER', id: 'u3', name: 'Ana Lucía Ferreira', archetype: null };
const VISA_CLASS_TYPES = ['memo-starter', 'beneficiary-background', 'conclusion'];

const TN_TYPES = ['tn-support-letter-offer-of-employment', 'tn-occupation-list', 'tn-beneficiary-education-docs'];
const ENGINEER_TYPES = buildArchetypeTemplate('software-engineer').map((module) => module.type);

const types = (state: BuilderState) => moduleDrafts(state).map((module) => module.type);
const run = (actions: BuilderAction[], from: BuilderState = EMPTY_BUILDER_STATE) => actions.reduce(builderReducer, from);
const visa = (visaClassId: string): BuilderAction => ({ type: 'visaChosen', visaClassId });
const beneficiary = (picked: PickedEntity): BuilderAction => ({ type: 'beneficiaryChosen', beneficiary: picked });
const selection = (visaClassId: string | null, archetype: string | null, hasBeneficiary = true): PresetSelection => ({
  visaClassId,
  archetype,
  hasBeneficiary,
});

describe('presetFor', () => {
  it('is the TN preset for visa tn (even before a beneficiary), else the archetype template once a beneficiary is chosen', () => {
    expect(presetFor(selection('tn', null, false)).map((module) => module.type)).toEqual(TN_TYPES);
    expect(presetFor(selection('tn', 'software-engineer')).map((module) => module.type)).toEqual(TN_TYPES);
    expect(presetFor(selection('o_1a', 'software-engineer')).map((module) => module.type)).toEqual(ENGINEER_TYPES);
    expect(presetFor(selection(null, 'software-engineer')).map((module) => module.type)).toEqual(ENGINEER_TYPES);
    expect(presetFor(selection('o_1a', 'software-engineer', false))).toEqual([]);
    expect(presetFor(selection('o_1a', null, false))).toEqual([]);
  });

  it("is the visa class's own modules for a beneficiary without an archetype (a petition built by hand)", () => {
    expect(presetFor(selection('o_1a', null))).toEqual(buildVisaClassTemplate('o_1a'));
    expect(presetFor(selection('o_1a', null)).map((module) => module.type)).toEqual(VISA_CLASS_TYPES);
    expect(presetFor(selection('tn', null))).toEqual(buildTnPresetModules());
  });
});

describe('the template follows visa type and archetype whatever the order (issue 25)', () => {
  // Every visa type, beneficiary first or visa first: the same modules, and no question asked.
  for (const code of VISA_TYPE_CODES) {
    it(`visa ${code}: beneficiary then visa gives what visa then beneficiary gives`, () => {
      const beneficiaryFirst = run([beneficiary(engineer), visa(code)]);
      const visaFirst = run([visa(code), beneficiary(engineer)]);
      const expected = code === 'tn' ? TN_TYPES : ENGINEER_TYPES;
      expect(types(beneficiaryFirst)).toEqual(expected);
      expect(types(visaFirst)).toEqual(expected);
      expect(moduleDrafts(beneficiaryFirst)).toEqual(moduleDrafts(visaFirst));
      expect(beneficiaryFirst.presetQuestion).toBeNull();
      expect(visaFirst.presetQuestion).toBeNull();
    });
  }

  it('an untouched TN preset becomes the archetype template when the visa changes from tn to O-1A', () => {
    const state = run([visa('tn'), beneficiary(engineer), visa('o_1a')]);
    expect(types(state)).toEqual(ENGINEER_TYPES);
    expect(state.presetQuestion).toBeNull();
  });

  it('an untouched template follows a new archetype, in either order with the visa', () => {
    for (const archetype of ARCHETYPES) {
      const archetypeLast = run([beneficiary(engineer), visa('o_1a'), { type: 'archetypeChosen', archetype }]);
      const archetypeFirst = run([beneficiary(engineer), { type: 'archetypeChosen', archetype }, visa('o_1a')]);
      expect(moduleDrafts(archetypeLast)).toEqual(buildArchetypeTemplate(archetype, 'o_1a'));
      expect(moduleDrafts(archetypeFirst)).toEqual(buildArchetypeTemplate(archetype, 'o_1a'));
    }
  });

  it('the advisory opinion letter follows the visa: an O-1A template has it, an untouched one switched to EB-1A not', () => {
    const aoLetters = (state: BuilderState) =>
      moduleDrafts(state).flatMap((module) => module.exhibits.filter((exhibit) => exhibit.type === 'ao-letter'));
    const o1a = run([beneficiary(researcher), visa('o_1a')]);
    expect(aoLetters(o1a)).toHaveLength(1);
    const eb1a = builderReducer(o1a, visa('eb_1a'));
    expect(aoLetters(eb1a)).toEqual([]);
    expect(eb1a.presetQuestion).toBeNull();
    expect(aoLetters(builderReducer(eb1a, visa('o_1b')))).toHaveLength(1);
  });

  it('a TN petition keeps the TN preset whichever archetype or beneficiary is chosen afterwards', () => {
    const state = run([visa('tn'), beneficiary(researcher), { type: 'archetypeChosen', archetype: 'technology-founder' }]);
    expect(types(state)).toEqual(TN_TYPES);
    expect(state.presetQuestion).toBeNull();
  });

  it("a beneficiary without an archetype starts the petition from the visa class's modules, in either order", () => {
    const beneficiaryFirst = run([beneficiary(newClient), visa('o_1a')]);
    const visaFirst = run([visa('o_1a'), beneficiary(newClient)]);
    expect(moduleDrafts(beneficiaryFirst)).toEqual(buildVisaClassTemplate('o_1a'));
    expect(moduleDrafts(visaFirst)).toEqual(buildVisaClassTemplate('o_1a'));
    expect(beneficiaryFirst.presetQuestion).toBeNull();
    // Her CV is asked for from the start; choosing an archetype later brings its criteria, unasked.
    expect(moduleDrafts(visaFirst)[1]?.exhibits.map((exhibit) => exhibit.type)).toEqual(['beneficiary-cv']);
    const founder = builderReducer(visaFirst, { type: 'archetypeChosen', archetype: 'technology-founder' });
    expect(moduleDrafts(founder)).toEqual(buildArchetypeTemplate('technology-founder', 'o_1a'));
    expect(founder.presetQuestion).toBeNull();
  });

  it("clearing the archetype of an untouched template gives the visa class's modules; of an edited list, asks", () => {
    const cleared = run([beneficiary(engineer), visa('o_1a'), { type: 'archetypeChosen', archetype: null }]);
    expect(moduleDrafts(cleared)).toEqual(buildVisaClassTemplate('o_1a'));
    expect(cleared.presetQuestion).toBeNull();
    const o1a = run([beneficiary(engineer), visa('o_1a')]);
    const own = builderReducer(o1a, { type: 'modulesChanged', modules: o1a.modules.slice(0, -1) });
    const asked = builderReducer(own, { type: 'archetypeChosen', archetype: null });
    expect(types(asked)).toEqual(ENGINEER_TYPES.slice(0, -1));
    expect(asked.presetQuestion?.preset).toEqual(buildVisaClassTemplate('o_1a'));
  });

  it('counts a template loaded from a strategy (other key order) as untouched', () => {
    const reversed = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(reversed);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value)
          .reverse()
          .map(([key, item]) => [key, reversed(item)]),
      );
    };
    const reordered = reversed(buildTnPresetModules()) as ReturnType<typeof buildTnPresetModules>;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(buildTnPresetModules()));
    expect(choosePreset(selection('tn', null), selection('o_1a', 'software-engineer'), reordered)).toEqual({
      kind: 'apply',
      modules: buildArchetypeTemplate('software-engineer', 'o_1a'),
    });
  });
});

describe('a module list staff changed is never replaced without asking', () => {
  const edited = () => {
    const tn = run([visa('tn'), beneficiary(engineer)]);
    const awards = { key: 'own-awards', draft: createModuleDraft({ type: 'awards', exhibits: ['award-evidence'] }) };
    return builderReducer(tn, { type: 'modulesChanged', modules: [...tn.modules, awards] });
  };

  it('asks when the visa changes, and leaves the modules alone until answered', () => {
    const state = builderReducer(edited(), visa('o_1a'));
    expect(state.visaClassId).toBe('o_1a');
    expect(types(state)).toEqual([...TN_TYPES, 'awards']);
    expect(state.presetQuestion?.preset.map((module) => module.type)).toEqual(ENGINEER_TYPES);
  });

  it('keep: the modules stay as staff left them', () => {
    const asked = builderReducer(edited(), visa('o_1a'));
    const kept = builderReducer(asked, { type: 'presetAnswered', answer: 'keep' });
    expect(kept.modules).toEqual(asked.modules);
    expect(kept.presetQuestion).toBeNull();
  });

  it("replace: the new visa's template takes their place", () => {
    const asked = builderReducer(edited(), visa('o_1a'));
    const replaced = builderReducer(asked, { type: 'presetAnswered', answer: 'replace' });
    expect(moduleDrafts(replaced)).toEqual(buildArchetypeTemplate('software-engineer', 'o_1a'));
    expect(replaced.modulesVersion).toBe(asked.modulesVersion + 1);
  });

  it("merge: staff's modules stay (same keys, same order) and the template's missing ones are added around them", () => {
    const asked = builderReducer(edited(), visa('o_1a'));
    const merged = builderReducer(asked, { type: 'presetAnswered', answer: 'merge' });
    // The template's criteria follow its memo starter; the TN modules and staff's awards keep their order.
    expect(types(merged)).toEqual([
      'memo-starter',
      'beneficiary-background',
      'judging',
      'original-contribution',
      'authorship',
      'critical-role',
      'high-remuneration',
      ...TN_TYPES,
      'awards',
      'conclusion',
    ]);
    const ownKeys = asked.modules.map((module) => module.key);
    expect(merged.modules.filter((module) => ownKeys.includes(module.key))).toEqual(asked.modules);
  });

  it('asks when an edited list meets a new archetype, and not when the template stays the same', () => {
    const o1a = run([beneficiary(engineer), visa('o_1a')]);
    const own = builderReducer(o1a, { type: 'modulesChanged', modules: o1a.modules.slice(1) });
    const asked = builderReducer(own, { type: 'archetypeChosen', archetype: 'researcher-scientist' });
    expect(asked.presetQuestion?.preset).toEqual(buildArchetypeTemplate('researcher-scientist', 'o_1a'));
    // On a TN petition the archetype does not change the template (TN preset), so nothing is asked.
    const tn = builderReducer(edited(), { type: 'archetypeChosen', archetype: 'researcher-scientist' });
    expect(tn.presetQuestion).toBeNull();
    expect(types(tn)).toEqual([...TN_TYPES, 'awards']);
  });

  it('an answer with no question changes nothing', () => {
    const state = edited();
    expect(builderReducer(state, { type: 'presetAnswered', answer: 'replace' })).toBe(state);
  });
});

describe('mergePreset', () => {
  const drafts = (...list: Parameters<typeof createModuleDraft>[0]['type'][]) =>
    list.map((type) => createModuleDraft({ type, exhibits: [] }));

  it("keeps the user's modules in their order and puts each missing one after its preset neighbour", () => {
    const current = drafts('press', 'critical-role');
    const merged = mergePreset(current, buildArchetypeTemplate('software-engineer'));
    expect(merged.map((module) => module.type)).toEqual([
      'memo-starter',
      'beneficiary-background',
      'judging',
      'original-contribution',
      'authorship',
      'press',
      'critical-role',
      'high-remuneration',
      'conclusion',
    ]);
    expect(merged[5]).toBe(current[0]);
    expect(merged[6]).toBe(current[1]);
  });

  it('adds nothing the list already has, and never after the conclusion', () => {
    const current = drafts('memo-starter', 'judging', 'conclusion');
    const merged = mergePreset(current, buildArchetypeTemplate('critical-employee'));
    expect(merged.map((module) => module.type)).toEqual([
      'memo-starter',
      'beneficiary-background',
      'judging',
      'original-contribution',
      'critical-role',
      'high-remuneration',
      'conclusion',
    ]);
    expect(merged[0]).toBe(current[0]);
    expect(merged.at(-1)).toBe(current[2]);
  });
});
