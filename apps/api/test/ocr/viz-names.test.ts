import { describe, expect, it } from 'vitest';
import { chooseSpelling, vizText } from '../../src/ocr/viz-names.ts';
import { fuseReadings, nameSpellings } from '../../src/ocr/zone-fusion.ts';
import { ICAO_SPECIMEN, td3Lines } from './passport-image.ts';

const [NAMES, DATA] = td3Lines({ ...ICAO_SPECIMEN, surname: 'MEULENDIJK', givenNames: 'JAN' });
// Paddle misread the M as an N; tesseract read it right. Paddle's letters win the plain merge.
const PADDLE = { lines: [NAMES.replace('MEULENDIJK', 'NEULENDIJK'), DATA], confidence: 90 };
const TESSERACT = { lines: [NAMES, DATA], confidence: 80 };
const PAGE = ['PASSPORT', 'Surname / Nom', 'Meulendijk', 'Given names / Prénoms', 'Jan'];

const surnames = (printed?: string) => fuseReadings(PADDLE, TESSERACT, printed).map((r) => r.parsed.fields.surname);

describe('names cross-checked against the visual zone', () => {
  it('without the printed names keeps the merged spelling', () => {
    expect(new Set(surnames())).toEqual(new Set(['NEULENDIJK']));
  });

  it('takes the spelling the printed surname confirms, and says so', () => {
    const readings = fuseReadings(PADDLE, TESSERACT, vizText(PAGE));
    expect(new Set(readings.map((r) => r.parsed.fields.surname))).toEqual(new Set(['MEULENDIJK']));
    expect(readings.every((r) => r.names?.verdict === 'confirmed')).toBe(true);
    expect(readings[0]!.parsed.mrz.lines[0]).toBe(NAMES);
  });

  it('never takes a letter neither engine read: printed text matching no spelling leaves the names uncertain', () => {
    const readings = fuseReadings(PADDLE, TESSERACT, vizText(['Surname', 'OEULENDIJK']));
    expect(new Set(readings.map((r) => r.parsed.fields.surname))).toEqual(new Set(['NEULENDIJK']));
    expect(readings.every((r) => r.names?.verdict === 'unconfirmed')).toBe(true);
  });

  it('does not consult the page when the engines agree on the names', () => {
    const readings = fuseReadings(TESSERACT, TESSERACT, vizText(['Surname', 'NEULENDIJK']));
    expect(readings.every((r) => r.parsed.fields.surname === 'MEULENDIJK' && r.names?.ambiguous === false)).toBe(true);
  });
});

describe('nameSpellings', () => {
  it('offers each letter the engines disagree on, merged spelling first', () => {
    const spellings = nameSpellings(PADDLE.lines[0]!, NAMES);
    expect(spellings[0]).toBe(PADDLE.lines[0]);
    expect(spellings).toContain(NAMES);
    expect(spellings).toHaveLength(2);
  });
});

describe('chooseSpelling', () => {
  it('compares in the zone alphabet: case, accents and spaces of the printed text do not matter', () => {
    const lines = ['P<UTOMULLER<<ANNA<MARIA<<<', 'P<UTOHULLER<<ANNA<MARIA<<<'];
    expect(chooseSpelling(lines, vizText(['Müller', 'Anna Maria']), 5)).toEqual({ line: lines[0], verdict: 'confirmed' });
  });
});
