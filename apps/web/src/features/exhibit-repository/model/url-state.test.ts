import { describe, expect, it } from 'vitest';
import { readHistoryState, readRepositoryParams, replacesHistory, withHistoryState, withRepositoryParams } from './url-state.ts';

describe('repository query parameters', () => {
  it('reads the chosen exhibit and both filters, blank ones as null', () => {
    expect(readRepositoryParams(new URLSearchParams('reusableExhibitId=abc&moduleType=awards&exhibitType=%20'))).toEqual({
      reusableExhibitId: 'abc',
      moduleType: 'awards',
      exhibitType: null,
    });
    expect(readRepositoryParams(new URLSearchParams(''))).toEqual({
      reusableExhibitId: null,
      moduleType: null,
      exhibitType: null,
    });
  });

  it('sets and removes only the named parameters, keeping others such as readOnly', () => {
    const current = new URLSearchParams('readOnly=true&moduleType=awards&reusableExhibitId=abc');
    expect(withRepositoryParams(current, { exhibitType: 'award-evidence' }).toString()).toBe(
      'readOnly=true&moduleType=awards&reusableExhibitId=abc&exhibitType=award-evidence',
    );
    expect(withRepositoryParams(current, { moduleType: null, reusableExhibitId: undefined }).toString()).toBe(
      'readOnly=true&reusableExhibitId=abc',
    );
    // The caller's parameters are not changed.
    expect(current.get('moduleType')).toBe('awards');
  });

  it('pushes a history entry for a filter and replaces it for a choice or typing', () => {
    expect(replacesHistory('filter')).toBe(false);
    expect(replacesHistory('select')).toBe(true);
    expect(replacesHistory('search')).toBe(true);
  });
});

describe('repository history state', () => {
  it('round-trips the search and entry id, keeping the rest of the state', () => {
    const state = withHistoryState({ from: '/admin' }, { search: 'prize', entry: 'e1' });
    expect(state).toMatchObject({ from: '/admin' });
    expect(readHistoryState(state, 'router-key')).toEqual({ search: 'prize', entry: 'e1' });
  });

  it('knows an entry it never wrote by its router key, with no search', () => {
    expect(readHistoryState(null, 'k1')).toEqual({ search: '', entry: 'k1' });
    expect(readHistoryState({ exhibitRepository: { search: 3 } }, 'k2')).toEqual({ search: '', entry: 'k2' });
  });
});
