import { describe, expect, it } from 'vitest';
import { choosableBoxes, handPairingRefusal, type PagedPdfField } from './hand-pairing.ts';

const field = (name: string, kind: PagedPdfField['kind'], tooltip: string, page: number | null = 2): PagedPdfField => ({
  name,
  kind,
  tooltip,
  exportValue: kind === 'checkbox' ? 'Y' : null,
  page,
});

describe('pairing a field with a box of an added edition by hand', () => {
  it('offers the boxes a value is written into and not yet paired, told apart by page and place', () => {
    const fields = [
      field('a', 'text', 'Worksite.   Street  Number and Name'),
      field('b', 'text', 'Worksite. Street Number and Name'),
      field('c', 'text', 'Worksite. Street Number and Name'),
      field('d', 'other', 'Signature'),
      field('e', 'checkbox', ''),
      field('f', 'choice', 'State', null),
    ];
    expect(choosableBoxes(fields, new Set(['b']))).toEqual([
      { field: 'a', label: 'Page 2: Worksite. Street Number and Name', kind: 'text' },
      // b is paired already; c keeps its place among the three boxes with these words.
      { field: 'c', label: 'Page 2: Worksite. Street Number and Name (box 3 with these words)', kind: 'text' },
      { field: 'e', label: 'Page 2: Unnamed checkbox', kind: 'checkbox' },
      { field: 'f', label: 'State', kind: 'choice' },
    ]);
  });

  it('refuses a box of another kind, one paired already, or none', () => {
    const passport = field('p', 'text', 'Passport');
    expect(handPairingRefusal(passport, field('x', 'text', 'Passport number'), new Set())).toBeNull();
    expect(handPairingRefusal(passport, field('x', 'choice', 'Country'), new Set())).toBe(
      'This field is written into a text box, and the box chosen is a list. Choose a text box.',
    );
    expect(handPairingRefusal(passport, field('x', 'text', 'Passport number'), new Set(['x']))).toBe(
      'The box chosen already holds another field. Choose another box.',
    );
    expect(handPairingRefusal(field('r', 'other', 'Gender'), field('s', 'other', 'Sex'), new Set())).toBe(
      'This field is not written into a box the app can pair by hand.',
    );
    expect(handPairingRefusal(passport, undefined, new Set())).toBe(
      'The edition has no such box. Reload the page and choose again.',
    );
  });
});
