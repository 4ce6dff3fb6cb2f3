import { describe, expect, it } from 'vitest';
import { ARCHETYPE_MODULE_TEMPLATES, buildArchetypeTemplate, buildVisaClassTemplate } from './archetype-templates.ts';
import { ARCHETYPES } from './archetypes.ts';
import { DOCUMENT_SUGGESTION_KINDS, DOCUMENT_SUGGESTIONS } from './document-suggestions.ts';
import { EXHIBIT_TYPES, getExhibitType } from './exhibit-types.ts';
import { initialModulesFor } from './initial-modules.ts';
import { ModuleDraftSchema } from './builder-drafts.ts';
import { O1A_CRITERIA_MODULE_TYPES } from './module-types.ts';
import { buildTnPresetModules, TN_PRESET_MODULES } from './tn-preset.ts';

describe('buildArchetypeTemplate', () => {
  it.each(ARCHETYPES)('%s: memo-starter first and conclusion last, both generated and hidden', (archetype) => {
    const modules = buildArchetypeTemplate(archetype);
    const first = modules[0];
    const last = modules[modules.length - 1];
    expect(first).toMatchObject({ type: 'memo-starter', autogen: true, visible: false });
    expect(last).toMatchObject({ type: 'conclusion', autogen: true, visible: false });
    const middle = modules.slice(1, -1);
    expect(middle.map((module) => module.type)).toEqual([
      'beneficiary-background',
      ...ARCHETYPE_MODULE_TEMPLATES[archetype].map((template) => template.type),
    ]);
    for (const module of middle) expect(module).toMatchObject({ autogen: false, visible: true });
  });

  it.each(ARCHETYPES)(
    '%s: the CV is filed in a visible module ahead of the criteria, the beneficiary’s to provide (not the hidden memo starter)',
    (archetype) => {
      const modules = buildArchetypeTemplate(archetype, 'eb_1a');
      const holding = modules.filter((module) => module.exhibits.some((exhibit) => exhibit.type === 'beneficiary-cv'));
      expect(holding.map((module) => [module.type, module.visible])).toEqual([['beneficiary-background', true]]);
      expect(holding[0]?.exhibits).toEqual([
        { type: 'beneficiary-cv', name: 'Beneficiary CV', ownedBy: 'BENEFICIARY', visible: true, autogen: false, data: {} },
      ]);
    },
  );

  it('holds the advisory opinion letter only for an O petition (the O and P supplement), never an EB-1A', () => {
    const aoLetterModules = (visaClass: string | null) =>
      buildArchetypeTemplate('researcher-scientist', visaClass)
        .filter((module) => module.exhibits.some((exhibit) => exhibit.type === 'ao-letter'))
        .map((module) => module.type);
    expect(aoLetterModules('o_1a')).toEqual(['memo-starter']);
    expect(aoLetterModules('o_1b')).toEqual(['memo-starter']);
    for (const visaClass of ['eb_1a', 'eb_1b', 'eb_2_niw', 'h_1b', null])
      expect(aoLetterModules(visaClass), String(visaClass)).toEqual([]);
    // The builder's template follows the visa type.
    expect(initialModulesFor({ visaClassId: 'eb_1a', archetype: 'software-engineer' })[0]?.exhibits).toEqual([]);
    expect(initialModulesFor({ visaClassId: 'o_1a', archetype: 'software-engineer' })[0]?.exhibits.map((e) => e.type)).toEqual([
      'ao-letter',
    ]);
  });

  it.each(ARCHETYPES)('%s: at least three O-1A criteria, in regulation order, each with evidence', (archetype) => {
    const types = ARCHETYPE_MODULE_TEMPLATES[archetype].map((template) => template.type);
    expect(types.length).toBeGreaterThanOrEqual(3);
    const order = types.map((type) => O1A_CRITERIA_MODULE_TYPES.indexOf(type));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(types).size).toBe(types.length);
    for (const template of ARCHETYPE_MODULE_TEMPLATES[archetype]) expect(template.exhibits.length).toBeGreaterThan(0);
  });

  it.each(ARCHETYPES)('%s: exhibits exist in the catalogue and carry its owner and visibility', (archetype) => {
    for (const module of buildArchetypeTemplate(archetype)) {
      for (const exhibit of module.exhibits) {
        const type = getExhibitType(exhibit.type);
        expect(type, exhibit.type).toBeDefined();
        expect(exhibit.ownedBy).toBe(type.defaultOwnedBy);
        expect(exhibit.visible).toBe(type.defaultVisible);
        expect(exhibit.autogen).toBe(false);
        expect(exhibit.name).toBe(type.name);
      }
    }
  });

  it.each(ARCHETYPES)('%s: owners follow the override rules', (archetype) => {
    const exhibits = buildArchetypeTemplate(archetype).flatMap((module) => module.exhibits);
    const ownerOf = (type: string) => exhibits.find((exhibit) => exhibit.type === type)?.ownedBy;
    for (const type of ['expert-letter', 'offer-letter', 'beneficiary-cv']) {
      const owner = ownerOf(type);
      if (owner) expect(owner, type).toBe('BENEFICIARY');
    }
    expect(ownerOf('ev-letter')).toBe('PLYMOUTH');
    for (const exhibit of exhibits) if (exhibit.ownedBy === 'PLYMOUTH') expect(exhibit.visible).toBe(false);
  });

  it.each(ARCHETYPES)('%s: every module passes the module draft schema', (archetype) => {
    for (const module of buildArchetypeTemplate(archetype)) {
      expect(ModuleDraftSchema.safeParse(module).success).toBe(true);
    }
  });

  it('returns fresh objects each time, so editing one petition never changes the template', () => {
    const first = buildArchetypeTemplate('software-engineer');
    first[2]?.exhibits.pop();
    expect(buildArchetypeTemplate('software-engineer')[2]?.exhibits.length).toBe(
      ARCHETYPE_MODULE_TEMPLATES['software-engineer'][0]?.exhibits.length,
    );
  });
});

describe('TN preset', () => {
  it('is exactly the three modules of spec 1 §3', () => {
    expect(TN_PRESET_MODULES).toEqual([
      { type: 'tn-support-letter-offer-of-employment', exhibits: ['support-letter', 'offer-letter'] },
      { type: 'tn-occupation-list', exhibits: ['tn-occupation-list', 'occupational-outlook-handbook'] },
      { type: 'tn-beneficiary-education-docs', exhibits: ['degree-certificate', 'transcript', 'cv', 'proof-of-enrollment'] },
    ]);
  });

  it('builds visible, hand-made modules with catalogue defaults', () => {
    const modules = buildTnPresetModules();
    expect(modules.map((module) => [module.type, module.exhibits.map((exhibit) => exhibit.type)])).toEqual([
      ['tn-support-letter-offer-of-employment', ['support-letter', 'offer-letter']],
      ['tn-occupation-list', ['tn-occupation-list', 'occupational-outlook-handbook']],
      ['tn-beneficiary-education-docs', ['degree-certificate', 'transcript', 'cv', 'proof-of-enrollment']],
    ]);
    for (const module of modules) expect(module).toMatchObject({ autogen: false, visible: true });
    expect(modules[0]?.exhibits[1]).toMatchObject({ type: 'offer-letter', ownedBy: 'BENEFICIARY', visible: true });
  });
});

describe('initialModulesFor', () => {
  it('loads the TN preset for a TN petition, whatever the archetype', () => {
    expect(initialModulesFor({ visaClassId: 'tn', archetype: 'software-engineer' })).toEqual(buildTnPresetModules());
  });

  it("loads the archetype template otherwise, and without an archetype the visa class's own modules", () => {
    expect(initialModulesFor({ visaClassId: 'o_1a', archetype: 'researcher-scientist' })).toEqual(
      buildArchetypeTemplate('researcher-scientist', 'o_1a'),
    );
    expect(initialModulesFor({ visaClassId: 'o_1a', archetype: null })).toEqual(buildVisaClassTemplate('o_1a'));
    expect(initialModulesFor({ archetype: 'astronaut' })).toEqual(buildVisaClassTemplate(null));
  });
});

describe('DOCUMENT_SUGGESTIONS', () => {
  it('lists catalogue types for every kind, without repeats', () => {
    expect(Object.keys(DOCUMENT_SUGGESTIONS).sort()).toEqual([...DOCUMENT_SUGGESTION_KINDS].sort());
    for (const kind of DOCUMENT_SUGGESTION_KINDS) {
      const ids = DOCUMENT_SUGGESTIONS[kind];
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(getExhibitType(id), `${kind}: ${id}`).toBeDefined();
    }
  });

  it('allows every catalogue type that proves the kind', () => {
    for (const type of EXHIBIT_TYPES) {
      const kind = DOCUMENT_SUGGESTION_KINDS.find((candidate) => candidate === type.moduleType);
      if (kind) expect(DOCUMENT_SUGGESTIONS[kind], type.id).toContain(type.id);
    }
  });

  it('allows every exhibit the presets put in a module of that kind', () => {
    const presets = [...ARCHETYPES.flatMap((archetype) => buildArchetypeTemplate(archetype)), ...buildTnPresetModules()];
    for (const module of presets) {
      const kind = DOCUMENT_SUGGESTION_KINDS.find((candidate) => candidate === module.type);
      if (!kind) continue;
      for (const exhibit of module.exhibits)
        expect(DOCUMENT_SUGGESTIONS[kind], `${kind}: ${exhibit.type}`).toContain(exhibit.type);
    }
  });
});
