import { describe, expect, it } from 'vitest';
import { autogenDraft, autogenInputs, autogenProblems, exhibitTypesFor, withInputs } from './new-exhibit.ts';

describe('new exhibit (add exhibit › autogenerate)', () => {
  it("offers the module's own exhibit types, else every type", () => {
    const awards = exhibitTypesFor('awards').map((type) => type.id);
    expect(awards).toContain('award-evidence');
    expect(awards).not.toContain('press-article');
    expect(exhibitTypesFor('not-a-module-type').length).toBeGreaterThan(awards.length);
  });

  it('a press article cannot be generated without its URL; with it the URL goes out trimmed', () => {
    const draft = autogenDraft('press-article')!;
    expect(draft).toMatchObject({ type: 'press-article', autogen: true, name: 'Press article' });
    expect(autogenProblems('press', 'Press', draft)).toEqual(['Press › Press article: autogenerate needs the article URL.']);
    const filled = withInputs(draft, { url: '  https://news.example/ada  ' });
    expect(autogenProblems('press', 'Press', filled)).toEqual([]);
    expect(autogenInputs(filled)).toEqual({ url: 'https://news.example/ada' });
  });

  it('a patent needs both how it is identified and the value; an emptied input is removed', () => {
    let draft = withInputs(autogenDraft('patent')!, { key: 'patent_id' });
    expect(autogenProblems('original-contribution', 'Original contribution', draft)).toHaveLength(1);
    draft = withInputs(draft, { value: 'US 11,000,001 B2' });
    expect(autogenProblems('original-contribution', 'Original contribution', draft)).toEqual([]);
    expect(autogenInputs(withInputs(draft, { value: ' ' }))).toEqual({ key: 'patent_id' });
  });

  it('an exhibit type without inputs can be generated as it is; an unknown type is no draft', () => {
    expect(autogenProblems('awards', 'Awards', autogenDraft('award-evidence')!)).toEqual([]);
    expect(autogenInputs(autogenDraft('award-evidence')!)).toEqual({});
    expect(autogenDraft('no-such-type')).toBeNull();
  });
});
