import { describe, expect, it } from 'vitest';
import { ARCHETYPE_MODULE_TEMPLATES, buildArchetypeTemplate, buildVisaClassTemplate } from './archetype-templates.ts';
import { ARCHETYPES } from './archetypes.ts';
import { getExhibitType } from './exhibit-types.ts';
import { handAddedModuleDraft, sharedCriterionExhibitTypes, usualExhibitTypes } from './hand-added-module.ts';
import { O1A_CRITERIA_MODULE_TYPES, PETITION_MODULE_TYPES } from './module-types.ts';
import { buildTnPresetModules } from './tn-preset.ts';

/** docs/decisions.md, "A petition built by hand asks the client for evidence". */
const typesOf = (draft: { exhibits: readonly { type: string }[] }) => draft.exhibits.map((exhibit) => exhibit.type);

describe('a module added by hand starts with its usual exhibit types', () => {
  it('is the archetype template’s list for a module the petition’s archetype argues (what its case strategy gives)', () => {
    for (const archetype of ARCHETYPES) {
      for (const template of ARCHETYPE_MODULE_TEMPLATES[archetype]) {
        expect(usualExhibitTypes(template.type, { archetype, visaClassId: 'o_1a' }), `${archetype} ${template.type}`).toEqual(
          template.exhibits,
        );
      }
      // The same module the template builds, exhibit for exhibit.
      const built = buildArchetypeTemplate(archetype, 'o_1a');
      for (const module of built) {
        expect(handAddedModuleDraft(module.type, { archetype, visaClassId: 'o_1a' }), module.type).toEqual(module);
      }
    }
  });

  it('is the TN preset’s and the frame’s module for their types, whatever the archetype', () => {
    for (const module of [...buildTnPresetModules(), ...buildVisaClassTemplate('o_1a')]) {
      expect(handAddedModuleDraft(module.type, { visaClassId: 'o_1a' })).toEqual(module);
      expect(handAddedModuleDraft(module.type, { archetype: 'technology-founder', visaClassId: 'o_1a' })).toEqual(module);
    }
    // The advisory opinion letter follows the visa class, as in the templates.
    expect(typesOf(handAddedModuleDraft('memo-starter', { visaClassId: 'o_1a' }))).toEqual(['ao-letter']);
    expect(typesOf(handAddedModuleDraft('memo-starter', { visaClassId: 'eb_1a' }))).toEqual([]);
    expect(handAddedModuleDraft('conclusion')).toMatchObject({ autogen: true, visible: false, exhibits: [] });
  });

  it('without an archetype, a criterion gets what the archetype templates arguing it share', () => {
    expect(usualExhibitTypes('high-remuneration')).toEqual(['offer-letter', 'equity-statement', 'pay-stubs', 'tax-return']);
    expect(usualExhibitTypes('critical-role')).toEqual(['distinguished-reputation', 'ev-letter', 'expert-letter']);
    expect(usualExhibitTypes('original-contribution')).toEqual(['original-contributions-summary', 'expert-letter']);
    expect(usualExhibitTypes('judging')).toEqual(['judging-invite-or-confirmation', 'judging-documentation']);
    // One archetype argues press: its list.
    expect(usualExhibitTypes('press')).toEqual(ARCHETYPE_MODULE_TEMPLATES['technology-founder'][1]!.exhibits);
    // A founder's awards (venture funding) and a researcher's (prizes) share nothing: both lists.
    expect(usualExhibitTypes('awards')).toEqual([
      ...ARCHETYPE_MODULE_TEMPLATES['technology-founder'][0]!.exhibits,
      ...ARCHETYPE_MODULE_TEMPLATES['researcher-scientist'][0]!.exhibits,
    ]);
    // An archetype whose template lacks the criterion gets the same shared list.
    expect(usualExhibitTypes('membership', { archetype: 'software-engineer' })).toEqual(usualExhibitTypes('membership'));
  });

  it('gives the employer’s documents and the immigration papers their standing lists', () => {
    expect(usualExhibitTypes('employer-documents')).toEqual([
      'articles-of-incorporation',
      'tax-id-fein-document',
      'funding-document',
    ]);
    expect(usualExhibitTypes('immigration-history')).toEqual(['passport', 'visa-stamp', 'i-94']);
    expect(handAddedModuleDraft('employer-documents').exhibits[0]).toMatchObject({ ownedBy: 'PETITIONER', visible: true });
  });

  it('leaves no module type without evidence but the conclusion and an EB memo starter, each type from the catalogue', () => {
    for (const type of PETITION_MODULE_TYPES) {
      const draft = handAddedModuleDraft(type, { visaClassId: 'o_1a' });
      if (type !== 'conclusion') expect(draft.exhibits.length, type).toBeGreaterThan(0);
      for (const exhibit of draft.exhibits) {
        const catalogue = getExhibitType(exhibit.type)!;
        expect(exhibit, `${type}: ${exhibit.type}`).toMatchObject({
          name: catalogue.name,
          ownedBy: catalogue.defaultOwnedBy,
          visible: catalogue.defaultVisible,
          autogen: false,
        });
      }
      expect(new Set(typesOf(draft)).size, type).toBe(draft.exhibits.length);
    }
    // Something of every criterion is the beneficiary's to provide, so her checklist asks for it.
    for (const type of O1A_CRITERIA_MODULE_TYPES) {
      expect(
        handAddedModuleDraft(type).exhibits.some((exhibit) => exhibit.ownedBy === 'BENEFICIARY' && exhibit.visible),
        type,
      ).toBe(true);
      expect(sharedCriterionExhibitTypes(type).length, type).toBeGreaterThan(0);
    }
  });
});

describe("the visa class's own modules (a petition built without an archetype)", () => {
  it('are the archetype template’s frame: a hidden generated memo starter, the CV, a hidden generated conclusion', () => {
    const modules = buildVisaClassTemplate('o_1a');
    expect(modules.map((module) => [module.type, module.visible, module.autogen, typesOf(module)])).toEqual([
      ['memo-starter', false, true, ['ao-letter']],
      ['beneficiary-background', true, false, ['beneficiary-cv']],
      ['conclusion', false, true, []],
    ]);
    const engineer = buildArchetypeTemplate('software-engineer', 'o_1a');
    expect([engineer[0], engineer[1], engineer.at(-1)]).toEqual(modules);
    expect(typesOf(buildVisaClassTemplate('eb_1a')[0]!)).toEqual([]);
  });
});
