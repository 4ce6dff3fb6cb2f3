import { describe, expect, it } from 'vitest';
import { parseZone } from '../../src/ocr/mrz-text.ts';
import { LAYOUTS, type FieldLayout } from '../../src/ocr/mrz-formats.ts';
import { randomZoneData, seededRandom, zoneLines, type ZoneFormat } from './mrz-zones.ts';
import { checkDigit, ICAO_SPECIMEN, td3Lines } from './passport-image.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const [LINE1, LINE2] = td3Lines(ICAO_SPECIMEN);
const read = (line2: string) => parseZone(LAYOUTS.TD3, [LINE1, line2], NOW);
const at = (line: string, index: number, char: string) => line.slice(0, index) + char + line.slice(index + 1);

describe('check-digit correction of a TD3 zone', () => {
  it('reads letters in date and check-digit positions as the digits they resemble', () => {
    const parsed = read(LINE2.replace('7408122F1204159', '74O81Z2F12O4I59').replace(/10$/, 'IO'));
    expect(parsed.mrz.lines[1]).toBe(LINE2);
    expect(parsed.mrz.valid).toBe(true);
    expect(parsed.mrz.fields.dateOfBirth).toEqual({ value: '1974-08-12', confidence: 'high', checkDigitValid: true });
  });

  it('keeps letters among digits as read for a recogniser that tells them from zeros', () => {
    const [names, data] = td3Lines({ ...ICAO_SPECIMEN, documentNumber: 'BD0002028' });
    expect(parseZone(LAYOUTS.TD3, [names, data], NOW, { exactLines: [false, true] }).fields.passportNumber).toBe('BD0002028');
  });

  it('believes no look-alike change when the composite check digit rejects every reading', () => {
    // Printed with a wrong check digit (5; L898902C3's is 6) and a composite over what is printed. LB98902C3
    // would pass the document number's own check digit by chance, but the composite rejects it.
    const printed = `L898902C35${LINE2.slice(10, 43)}`;
    const covered = printed.slice(0, 10) + printed.slice(13, 20) + printed.slice(21, 43);
    const parsed = read(printed + checkDigit(covered));
    expect(parsed.fields.passportNumber).toBe('L898902C3');
    expect(parsed.mrz.checkDigits.documentNumber).toBe(false);
    expect(parsed.mrz.fields.documentNumber.confidence).toBe('low');
  });

  it('chooses between O and 0, B and 8 in a document number by its check digit', () => {
    // L898902C3 read as L8989O2C3: the check digit settles it.
    const parsed = read(at(LINE2, 5, 'O'));
    expect(parsed.fields.passportNumber).toBe('L898902C3');
    expect(parsed.mrz.fields.documentNumber).toEqual({ value: 'L898902C3', confidence: 'high', checkDigitValid: true });
    // And the other way: a letter read as a digit (C as 0 is not a look-alike; B as 8 is).
    const withB = parseZone(
      LAYOUTS.TD3,
      zoneLines('TD3', { ...randomZoneData(seededRandom(1), 'P'), documentNumber: 'AB1234567' }).map((l, i) =>
        i === 1 ? at(l, 1, '8') : l,
      ),
      NOW,
    );
    expect(withB.fields.passportNumber).toBe('AB1234567');
  });

  it('corrects a misread digit of a date only when the composite check digit confirms it', () => {
    // 120415 read as 120416: more than one single-digit swap passes, so it stays as read, doubtful.
    const doubtful = read(LINE2.replace('1204159', '1204169'));
    expect(doubtful.mrz.fields.expirationDate).toEqual({ value: '2012-04-16', confidence: 'low', checkDigitValid: false });
    expect(doubtful.mrz.checkDigits.expirationDate).toBe(false);
    expect(doubtful.mrz.valid).toBe(false);
  });

  it('never answers a field whose check digit fails as certain', () => {
    // A check digit misread as a digit that is no look-alike: at best a guess.
    const guessed = read(LINE2.replace('7408122', '7408123'));
    expect(guessed.mrz.fields.dateOfBirth.confidence).not.toBe('high');
    expect(guessed.mrz.valid).toBe(false);
    // Letters where only digits may be and that no look-alike explains: the check fails.
    const failed = read(LINE2.replace('7408122', '74X8122'));
    expect(failed.mrz.checkDigits.dateOfBirth).toBe(false);
    expect(failed.mrz.fields.dateOfBirth).toEqual({ value: null, confidence: 'low', checkDigitValid: false });
    expect(failed.mrz.valid).toBe(false);
    expect(failed.checkScore).toBeLessThan(1);
  });

  it('reads zero-like letters among digits as zeros, where several misreads would cancel out', () => {
    const lines = zoneLines('TD3', { ...randomZoneData(seededRandom(3), 'P'), documentNumber: 'ZS0000177' });
    // O for 0 three times: the sum changes by 4 + 2 + 4, so the check digit still passes.
    const parsed = parseZone(LAYOUTS.TD3, [lines[0]!, lines[1]!.replace('ZS0000177', 'ZSO0OO177')], NOW);
    expect(parsed.fields.passportNumber).toBe('ZS0000177');
  });

  it('corrects a state code that no state has to the one a look-alike letter away', () => {
    const [line1, line2] = zoneLines('TD3', { ...randomZoneData(seededRandom(4), 'P'), issuingState: 'TWN', nationality: 'TWN' });
    const parsed = parseZone(LAYOUTS.TD3, [line1!.replace('TWN', 'THN'), line2!], NOW);
    expect(parsed.fields.countryOfIssue).toBe('TWN');
  });

  it('does not vouch for characters a check digit is blind to (G and 6 count the same)', () => {
    const lines = zoneLines('TD3', { ...randomZoneData(seededRandom(2), 'P'), documentNumber: 'AB1G34567' });
    const parsed = parseZone(LAYOUTS.TD3, lines, NOW);
    expect(parsed.mrz.checkDigits.documentNumber).toBe(true);
    expect(parsed.mrz.fields.documentNumber.confidence).toBe('medium');
  });
});

/** Look-alikes OCR produces, both ways. */
const LOOKALIKE: Record<string, string> = {
  '0': 'O',
  O: '0',
  '1': 'I',
  I: '1',
  '8': 'B',
  B: '8',
  '5': 'S',
  S: '5',
  '2': 'Z',
  Z: '2',
  '6': 'G',
  G: '6',
};

function positions(format: ZoneFormat): Array<{ line: number; index: number }> {
  const layout = LAYOUTS[format];
  const spans: Array<{ line: number; start: number; length: number }> = layout.fields.filter(
    (f: FieldLayout) => f.name !== 'names',
  );
  for (const f of layout.fields) if (f.check) spans.push({ line: f.check.line, start: f.check.at, length: 1 });
  return spans.flatMap((s) => Array.from({ length: s.length }, (_, i) => ({ line: s.line, index: s.start + i })));
}

describe.each(['TD3', 'TD2', 'TD1', 'MRV-A', 'MRV-B'] as const)('%s zones with one look-alike misread', (format) => {
  const code = format.startsWith('MRV') ? 'V' : format === 'TD3' ? 'P' : 'I';

  it('are restored where the check digits settle it, and never answered wrong as certain', () => {
    const random = seededRandom(format.length * 7919);
    let restored = 0;
    let tried = 0;
    for (let n = 0; n < 60; n += 1) {
      const truth = zoneLines(format, randomZoneData(random, code));
      const candidates = positions(format).filter(({ line, index }) => LOOKALIKE[truth[line]![index]!]);
      if (candidates.length === 0) continue;
      const { line, index } = candidates[Math.floor(random() * candidates.length)]!;
      const misread = truth.map((l, i) => (i === line ? at(l, index, LOOKALIKE[l[index]!]!) : l));
      const parsed = parseZone(LAYOUTS[format], misread, NOW);
      const expected = parseZone(LAYOUTS[format], truth, NOW);
      tried += 1;
      if (parsed.mrz.lines.join('\n') === truth.join('\n')) restored += 1;
      for (const [name, field] of Object.entries(parsed.mrz.fields)) {
        const right = expected.mrz.fields[name as keyof typeof expected.mrz.fields];
        if (field.value !== right.value) expect(field.confidence, `${name} in ${misread.join('|')}`).not.toBe('high');
      }
    }
    expect(tried).toBeGreaterThan(40);
    // Dates, codes and check digits always come back; a number's look-alike can be a coin
    // toss, G/6 cannot be told apart, and a visa's optional data has no check digit.
    expect(restored / tried).toBeGreaterThan(format.startsWith('MRV') ? 0.45 : 0.6);
  });
});
