import { describe, expect, it } from 'vitest';
import {
  additionalInformationPart,
  isMovedValueNote,
  planOverflow,
  type TemplateField,
} from './additional-information-overflow.ts';
import {
  continuedValueNote,
  continuedValues,
  hasContinuationPage,
  printedEdition,
  sheetHeaderFields,
} from './continuation-sheet.ts';

/**
 * A made-up edition: the part is Part 4 on page 3 with two rows, headed by a name and an "A. Number" box (the
 * I-765's words), with another part on that page titled "Additional Information About the Petitioner" that is not it.
 */
const field = (name: string, tooltip: string, page: number, maxLength?: number): TemplateField => ({
  name,
  tooltip,
  page,
  ...(maxLength === undefined ? {} : { maxLength }),
});
const rows = [2, 3].flatMap((item) =>
  (['A. Enter Page Number', 'B. Enter Part Number', 'C. Enter Item Number', 'D. Enter Additional Information'] as const).map(
    (what, index) => field(`R${item}${index}`, `Part 4. Additional Information. ${item}. ${what}.`, 3, index < 3 ? 6 : undefined),
  ),
);
const fields = [
  field('Street', 'Part 1. About You. 2. B. Enter Street Number and Name.', 1, 34),
  field('City', 'Part 1. About You. 2. C. Enter City or Town.', 1, 20),
  field('Employer', 'Part 2. About Your Work. 5. Enter Employer Name.', 2, 30),
  field('Supplement', 'Supplement A. Section 1. 3. Enter Name.', 4, 20),
  field(
    'HeaderFamily',
    'Part 4. Additional Information. Type or print your name and A-Number (if any) at the top of each sheet. 1. A. Family Name (Last Name).',
    3,
  ),
  field('HeaderGiven', 'Part 4. Additional Information. 1. B. Given Name (First Name).', 3),
  field('HeaderANumber', 'Part 4. Additional Information. 2. A. Number, (if any).', 3, 9),
  field('Petitioner', 'Part 3. Additional Information About the Petitioner. 1. Enter Type of Business.', 2, 34),
  ...rows,
];
const byName = new Map(fields.map((entry) => [entry.name, entry]));
const part = additionalInformationPart(fields)!;

describe('the continuation page for values the Additional Information rows cannot take', () => {
  it('takes every too-long value with a place that found no free row, in the form’s order', () => {
    const tooLong = [
      { field: 'Street', text: 's'.repeat(40) },
      { field: 'Supplement', text: 'p'.repeat(30) },
      { field: 'City', text: 'c'.repeat(30) },
      { field: 'Employer', text: 'e'.repeat(40) },
    ];
    const moved = planOverflow(tooLong, byName, part, (row) => row.item === 2);
    expect(moved.map((value) => value.field)).toEqual(['Street']);
    const continued = continuedValues(tooLong, byName, part, moved);
    // The supplement's section has no part to name: it stays listed. The city box (20) cannot hold the reference.
    expect(continued).toEqual([
      { field: 'City', text: 'c'.repeat(30), place: { page: '1', part: '1', item: '2.c' }, reference: null },
      {
        field: 'Employer',
        text: 'e'.repeat(40),
        place: { page: '2', part: '2', item: '5' },
        reference: 'See Additional Information',
      },
    ]);
    expect(continuedValues(tooLong, byName, null, [])).toEqual([]);
  });

  it('is headed by the part’s own header boxes, read from their tooltips', () => {
    expect(sheetHeaderFields(byName, part)).toEqual([
      { label: 'Family Name (Last Name)', field: 'HeaderFamily' },
      { label: 'Given Name (First Name)', field: 'HeaderGiven' },
      { label: 'A-Number', field: 'HeaderANumber' },
    ]);
  });

  it('says on the staff list where the value went, as a line that is not missing anything', () => {
    const [city] = continuedValues([{ field: 'City', text: 'c'.repeat(30) }], byName, part, []);
    const note = continuedValueNote('Your city', city!, part.part, 20);
    expect(note.message).toBe(
      `Your city — written in full on a continuation page added at the end of the form (Part 4's Additional Information ` +
        `rows are all used): "${'c'.repeat(30)}" has 30 characters and the box takes 20; the page names page 1, Part 1, ` +
        `item 2.c and the box is left empty (the reference does not fit it). The signer signs and dates that page too`,
    );
    expect(isMovedValueNote(note)).toBe(true);
  });

  it('tells from the stored lines whether the form ends with a continuation page, which the signer signs too', () => {
    const [city] = continuedValues([{ field: 'City', text: 'c'.repeat(30) }], byName, part, []);
    const onPage = continuedValueNote('Your city', city!, part.part, 20);
    const inRow = { ...onPage, message: 'Your city — moved to Part 4, item 2 (Additional Information) in full: …' };
    const missing = { ...onPage, where: 'the beneficiary’s person data', message: 'Your city — enter it' };
    expect(hasContinuationPage([inRow, missing, onPage])).toBe(true);
    expect(hasContinuationPage([inRow, missing])).toBe(false);
    expect(hasContinuationPage([])).toBe(false);
  });

  it('prints the edition as the form’s footer does', () => {
    expect(printedEdition('2025-01-20')).toBe('01/20/25');
  });
});
