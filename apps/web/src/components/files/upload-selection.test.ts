import { describe, expect, it } from 'vitest';
import { checkSelection, SINGLE_FILE_MESSAGE, type SelectionRules } from './upload-selection.ts';

const rules = (overrides: Partial<SelectionRules> = {}): SelectionRules => ({
  kind: 'builder',
  maxFiles: 15,
  maxBytes: 1024,
  single: false,
  takenNames: [],
  takenCount: 0,
  ...overrides,
});

const file = (name: string, size = 10, type = '') => new File([new Uint8Array(size)], name, { type });
const problems = (files: File[], overrides: Partial<SelectionRules> = {}) =>
  checkSelection(files, rules(overrides)).map((checked) => checked.problem);

describe('the uploader’s early checks', () => {
  it('accepts the uploader’s types and refuses others, naming the file', () => {
    expect(problems([file('cv.pdf', 10, 'application/pdf'), file('photo.heic')])).toEqual([null, null]);
    expect(problems([file('tool.exe')])).toEqual([
      '"tool.exe" is not an accepted file type (accepted: png, jpg, jpeg, heic, pdf, txt, md, markdown)',
    ]);
    expect(problems([file('page.html', 10, 'text/html')], { kind: 'employerOnboarding' })).toEqual([null]);
    expect(problems([file('page.html', 10, 'text/html')])[0]).toMatch(/not an accepted file type/);
  });

  it('refuses oversize and empty files', () => {
    expect(problems([file('big.pdf', 2048)])).toEqual(['"big.pdf" is larger than 0 MB']);
    expect(problems([file('empty.pdf', 0)])).toEqual(['"empty.pdf" is empty']);
  });

  it('allows at most maxFiles, counting what the target already holds', () => {
    expect(
      problems([file('a.pdf'), file('b.pdf'), file('c.pdf')], { maxFiles: 3, takenCount: 1, takenNames: ['z.pdf'] }),
    ).toEqual([null, null, 'Maximum 3 files allowed']);
  });

  it('refuses a duplicate name, held already or chosen twice', () => {
    expect(problems([file('a.pdf'), file('b.pdf'), file('a.pdf')], { takenNames: ['b.pdf'], takenCount: 1 })).toEqual([
      null,
      '"b.pdf" is already uploaded',
      '"a.pdf" is already uploaded',
    ]);
  });

  it('takes one file in single-file mode', () => {
    expect(problems([file('a.pdf'), file('b.pdf')], { single: true })).toEqual([null, SINGLE_FILE_MESSAGE]);
    expect(problems([file('a.pdf')], { single: true, takenCount: 1, takenNames: ['old.pdf'] })).toEqual([SINGLE_FILE_MESSAGE]);
  });

  it('does not count refused files towards the limit', () => {
    expect(problems([file('x.exe'), file('a.pdf')], { maxFiles: 1 })).toEqual([expect.stringMatching(/x\.exe/), null]);
  });
});
