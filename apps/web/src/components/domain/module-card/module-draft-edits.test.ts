import { createModuleDraft, validatePetitionDraft, type ModuleDraft } from '@app/domain';
import { describe, expect, it } from 'vitest';
import {
  addEntity,
  exhibitTypeSupportsAutogen,
  moduleTypeLabel,
  parseArticleCount,
  removeEntity,
  removeExhibit,
  setModuleAutogen,
  toggleExhibitType,
  updateExhibit,
  updateExhibitData,
  updateModuleData,
} from './module-draft-edits.ts';

const press = (): ModuleDraft => createModuleDraft({ type: 'press', exhibits: ['press-summary'] });
const petition = { beneficiaryId: 'u-1', petitionerId: 'c-1', visaClassId: 'o-1a' };

describe('exhibit-type chips', () => {
  it('adds an exhibit of the type at the end with its default owner, then removes every exhibit of it', () => {
    const module = press();
    const added = toggleExhibitType(module, 'press-article');
    expect(added.exhibits.map((exhibit) => exhibit.type)).toEqual(['press-summary', 'press-article']);
    expect(added.exhibits[1]).toMatchObject({ name: 'Press article', autogen: false, data: {} });
    expect(module.exhibits).toHaveLength(1);

    const twice = { ...added, exhibits: [...added.exhibits, added.exhibits[1]!] };
    expect(toggleExhibitType(twice, 'press-article').exhibits.map((exhibit) => exhibit.type)).toEqual(['press-summary']);
  });

  it('edits and removes one exhibit by position, leaving the others', () => {
    const module = toggleExhibitType(press(), 'press-article');
    const renamed = updateExhibit(module, 1, { name: 'NYT profile', ownedBy: 'PLYMOUTH', visible: false });
    expect(renamed.exhibits[1]).toMatchObject({ name: 'NYT profile', ownedBy: 'PLYMOUTH', visible: false });
    expect(renamed.exhibits[0]).toBe(module.exhibits[0]);
    expect(removeExhibit(renamed, 0).exhibits.map((exhibit) => exhibit.name)).toEqual(['NYT profile']);
  });
});

describe('exhibit inputs', () => {
  it('stores inputs in exhibit data and drops emptied ones, so validation sees the URL missing again', () => {
    let module = toggleExhibitType(press(), 'press-article');
    module = updateExhibit(module, 1, { autogen: true });
    expect(validatePetitionDraft(petition, [module])).toEqual(['Press › Press article: autogenerate needs the article URL.']);

    module = updateExhibitData(module, 1, { url: 'https://example.com/a' });
    expect(module.exhibits[1]!.data).toEqual({ url: 'https://example.com/a' });
    expect(validatePetitionDraft(petition, [module])).toEqual([]);

    module = updateExhibitData(module, 1, { url: '' });
    expect(module.exhibits[1]!.data).toEqual({});
    expect(validatePetitionDraft(petition, [module])).toHaveLength(1);
  });

  it('offers autogenerate only on exhibit types the research agent needs inputs for', () => {
    expect(exhibitTypeSupportsAutogen('press-article')).toBe(true);
    expect(exhibitTypeSupportsAutogen('patent')).toBe(true);
    expect(exhibitTypeSupportsAutogen('distinguished-reputation')).toBe(true);
    expect(exhibitTypeSupportsAutogen('press-summary')).toBe(false);
    expect(exhibitTypeSupportsAutogen('no-such-type')).toBe(false);
  });
});

describe('entities', () => {
  it('adds an entity once and removes it by type and id', () => {
    const award = { type: 'AWARD', id: 'a-1', name: 'Turing Award' } as const;
    const company = { type: 'COMPANY', id: 'a-1', name: 'Same id, other type' } as const;
    const module = addEntity(addEntity(addEntity(press(), award), award), company);
    expect(module.entities).toEqual([award, company]);
    expect(removeEntity(module, 'AWARD', 'a-1').entities).toEqual([company]);
  });
});

describe('module data and autogen', () => {
  it('merges data and removes keys set to undefined', () => {
    const module = updateModuleData(press(), { google_scholar_url: 'https://scholar.google.com/x', num_articles: 3 });
    expect(module.data).toEqual({ notes: '', google_scholar_url: 'https://scholar.google.com/x', num_articles: 3 });
    expect(updateModuleData(module, { num_articles: undefined }).data).not.toHaveProperty('num_articles');
  });

  it('turns autogen on only for authorship, memo-starter and conclusion', () => {
    expect(setModuleAutogen(press(), true).autogen).toBe(false);
    for (const type of ['authorship', 'memo-starter', 'conclusion'] as const) {
      expect(setModuleAutogen(createModuleDraft({ type, exhibits: [] }), true).autogen).toBe(true);
    }
  });

  it('reads the article count as a whole number of at least 1', () => {
    expect(parseArticleCount('5')).toBe(5);
    expect(parseArticleCount(' 12 ')).toBe(12);
    for (const bad of ['', '0', '-1', '2.5', '1e3', 'ten']) expect(parseArticleCount(bad)).toBeUndefined();
  });

  it('labels module kinds as people read them', () => {
    expect(moduleTypeLabel('memo-starter')).toBe('Memo Starter');
    expect(moduleTypeLabel('mystery')).toBe('mystery');
  });
});
