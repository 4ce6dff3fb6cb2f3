import { describe, expect, it } from 'vitest';
import {
  additionalInformationPart,
  boxPlace,
  isMovedValueNote,
  movedValueNote,
  planOverflow,
  type TemplateField,
} from './additional-information-overflow.ts';

/** A made-up edition: the part is Part 7 on page 5, its rows' fields out of order, one row's tooltips repeating "4.". */
const row = (item: number, suffix: string): TemplateField[] =>
  (
    [
      ['A', 'Page Number', 2],
      ['B', 'Part Number', 6],
      ['C', 'Item Number', 6],
      ['D', 'Additional Information', undefined],
    ] as const
  ).map(([letter, what, maxLength]) => ({
    name: `P7_${item}${letter}${suffix}`,
    tooltip: `Part 7. Additional Information. ${item}. ${letter}. Enter ${what}.`,
    page: 5,
    ...(maxLength === undefined ? {} : { maxLength }),
  }));
const street: TemplateField = {
  name: 'Street',
  tooltip: 'Part 2. Information About You. Your Mailing Address. 4. B. Enter Street Number and Name.',
  page: 2,
  maxLength: 34,
};
const province: TemplateField = {
  name: 'Province',
  tooltip: 'Part 2. Information About You. 4. Mailing Address. Enter Province.',
  page: 2,
  maxLength: 20,
};
const supplement: TemplateField = {
  name: 'SupplementCity',
  tooltip: 'O and P Classifications Supplement to Form I-129. Section 1. 10. B. Enter City or Town.',
  page: 29,
  maxLength: 40,
};
const fields = [...row(4, '[1]'), street, ...row(3, ''), ...row(4, '[0]'), province, supplement];
const byName = new Map(fields.map((field) => [field.name, field]));

describe('the Additional Information part read from the form’s tooltips', () => {
  it('names a box by its page, part and item as the form prints them', () => {
    expect(boxPlace(street)).toEqual({ page: '2', part: '2', item: '4.b' });
    expect(boxPlace(province)).toEqual({ page: '2', part: '2', item: '4' });
    // A supplement's section is not a part of the form: not continued.
    expect(boxPlace(supplement)).toBeNull();
  });

  it('finds the part and its rows in order, a row repeating the number before it being the next', () => {
    const part = additionalInformationPart(fields)!;
    expect(part.part).toBe('7');
    expect(part.rows.map((r) => [r.item, r.text.name])).toEqual([
      [3, 'P7_3D'],
      [4, 'P7_4D[1]'],
      [5, 'P7_4D[0]'],
    ]);
    expect(additionalInformationPart([street, province])).toBeNull();
  });

  it('moves values to the free rows in order, after a row already carrying text, and no further', () => {
    const part = additionalInformationPart(fields)!;
    const values = [
      { field: 'Street', text: 'x'.repeat(40) },
      { field: 'SupplementCity', text: 'y'.repeat(50) },
      { field: 'Province', text: 'z'.repeat(25) },
      { field: 'Street', text: 'w'.repeat(40) },
    ];
    const moved = planOverflow(values, byName, part, (r) => r.item === 3);
    expect(moved.map((m) => [m.field, m.row.item, m.reference])).toEqual([
      ['Street', 4, 'See Additional Information'],
      // The province box takes 20 characters: the reference would be cut, so the box says nothing.
      ['Province', 5, null],
    ]);
    const note = movedValueNote('Your mailing address: street', moved[0]!, part.part, 34);
    expect(note.message).toBe(
      `Your mailing address: street — moved to Part 7, item 4 (Additional Information) in full: "${'x'.repeat(40)}" has 40 characters and the box takes 34; the row names page 2, Part 2, item 4.b and the box says "See Additional Information"`,
    );
    expect(isMovedValueNote(note)).toBe(true);
  });
});
