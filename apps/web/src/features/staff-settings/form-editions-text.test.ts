import { describe, expect, it } from 'vitest';
import { addedText, inUseText, matchText, unmatchedIntro } from './form-editions-text.ts';

describe('the form editions page in words', () => {
  const i129 = {
    form: 'i-129' as const,
    number: 'I-129',
    title: 'I-129, Petition for a Nonimmigrant Worker',
    inUse: '2025-01-20',
    shipped: '2025-01-20',
    added: [],
  };

  it('says where the edition in use came from, with dates as the Forms tab prints them', () => {
    expect(inUseText(i129)).toBe('Edition 01/20/2025, shipped with the app');
    const added = {
      edition: '2026-02-27',
      addedAt: '2026-12-06T18:00:00.000Z',
      addedBy: 'Elena Reyes',
      matched: 1,
      total: 1,
      unmatched: [],
      handPairing: null,
    };
    expect(inUseText({ ...i129, inUse: '2026-02-27', added: [added] })).toBe(
      'Edition 02/27/2026, added by Elena Reyes on 12/06/2026',
    );
  });

  it('counts the fields found and introduces the ones to enter by hand', () => {
    expect(matchText({ matched: 97, total: 97 })).toBe('All 97 fields the app fills were found by their tooltips.');
    expect(matchText({ matched: 160, total: 161 })).toBe('160 of 161 fields the app fills were found by their tooltips.');
    expect(unmatchedIntro(0)).toBeNull();
    expect(unmatchedIntro(2)).toBe(
      '2 fields were not found. The Forms tab lists them for you to enter by hand on the generated PDF:',
    );
    expect(addedText({ form: 'i-907', number: 'I-907', edition: '2024-04-01', matched: 1, total: 1, unmatched: [] })).toBe(
      'Added Form I-907, edition 04/01/2024. Every I-907 generated from now on is filled on it.',
    );
  });
});
