import { describe, expect, it } from 'vitest';
import { findZoneCandidates, mrzDateToIso, normaliseZone, parseOcrLines, parseZone } from '../../src/ocr/mrz-text.ts';
import { LAYOUTS } from '../../src/ocr/mrz-formats.ts';
import { zoneLines, type ZoneData } from './mrz-zones.ts';
import { checkDigit, ICAO_SPECIMEN, SAMPLE_USA, td3Lines } from './passport-image.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('check digits of the test images', () => {
  it('match the ICAO 9303 specimen', () => {
    expect(td3Lines(ICAO_SPECIMEN)).toEqual([
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
    ]);
    expect(checkDigit('L898902C3')).toBe('6');
    expect(zoneLines('TD3', { ...SPECIMEN_ZONE, documentCode: 'P' })).toEqual(td3Lines(ICAO_SPECIMEN));
  });
});

describe('mrzDateToIso', () => {
  it('puts birth dates in the past and expiry dates at most 20 years ahead', () => {
    expect(mrzDateToIso('740812', 'birth', NOW)).toBe('1974-08-12');
    expect(mrzDateToIso('050101', 'birth', NOW)).toBe('2005-01-01');
    expect(mrzDateToIso('270101', 'birth', NOW)).toBe('1927-01-01');
    expect(mrzDateToIso('330917', 'expiry', NOW)).toBe('2033-09-17');
    expect(mrzDateToIso('120415', 'expiry', NOW)).toBe('2012-04-15');
    expect(mrzDateToIso('990101', 'expiry', NOW)).toBe('1999-01-01');
  });

  it('answers null for impossible or unknown dates', () => {
    expect(mrzDateToIso('740231', 'birth', NOW)).toBeNull();
    expect(mrzDateToIso('74<<<<', 'birth', NOW)).toBeNull();
    expect(mrzDateToIso(null, 'birth', NOW)).toBeNull();
  });
});

/** The ICAO 9303 part 4-7 specimens' person, in every format. */
const SPECIMEN_ZONE: ZoneData = {
  documentCode: 'P',
  issuingState: 'UTO',
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  documentNumber: 'L898902C3',
  nationality: 'UTO',
  birthDate: '740812',
  sex: 'F',
  expiryDate: '120415',
  optionalData: 'ZE184226B',
  optionalData2: '',
};

describe('findZoneCandidates', () => {
  it('cleans OCR noise and repairs lost or extra fillers', () => {
    const [zone] = findZoneCandidates([
      'PASSPORT',
      'p<uto eriksson<<anna<maria<<<<<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO7408122F1204159ZE184226B<<<<10',
    ]);
    expect(zone!.layout.format).toBe('TD3');
    expect(zone!.lines).toEqual(td3Lines(ICAO_SPECIMEN));
  });

  it('gives back a whole run of fillers a recogniser merged into nothing, before the check digits', () => {
    const [line1, line2] = td3Lines({ ...ICAO_SPECIMEN, personalNumber: '' });
    const zone = (line: string) => normaliseZone(LAYOUTS.TD3, [line1, line.replace(/<+/, '')]);
    // The optional data's check digit went with the run ('<'), or stayed (a printed 0).
    expect(zone(line2)).toEqual([line1, line2]);
    const printedZero = `${line2.slice(0, 42)}0${line2.slice(43)}`;
    expect(zone(printedZero)).toEqual([line1, printedZero]);
  });

  it('ignores lines that are not a zone', () => {
    expect(findZoneCandidates(['INVOICE 2024-0117', 'TOTAL DUE USD 135.00'])).toEqual([]);
  });

  it.each([
    ['TD3', 'P', 44, 2],
    ['MRV-A', 'V', 44, 2],
    ['TD2', 'I', 36, 2],
    ['MRV-B', 'V', 36, 2],
    ['TD1', 'IA', 30, 3],
  ] as const)('tells %s zones (code %s) by their line length and document code', (format, code, length, count) => {
    const lines = zoneLines(format, { ...SPECIMEN_ZONE, documentCode: code });
    expect(lines.map((l) => l.length)).toEqual(Array(count).fill(length));
    const [parsed] = parseOcrLines(['SPECIMEN', ...lines, 'page 2'], NOW);
    expect(parsed!.mrz).toMatchObject({ format, documentType: code[0], documentCode: code, lines, valid: true });
    expect(parsed!.checkScore).toBe(1);
    expect(parsed!.fields).toMatchObject({
      passportNumber: 'L898902C3',
      surname: 'ERIKSSON',
      givenName: 'ANNA',
      middleName: 'MARIA',
      nationality: 'UTO',
      countryOfIssue: 'UTO',
      dateOfBirth: '1974-08-12',
      sex: 'F',
      expirationDate: '2012-04-15',
    });
    const { fields } = parsed!.mrz;
    for (const name of ['documentNumber', 'dateOfBirth', 'expirationDate', 'surname', 'nationality', 'sex'] as const) {
      expect(fields[name].confidence).toBe('high');
    }
    // ZE184226B has a 6, which no check digit tells from G (TD2 keeps only ZE18422); a visa's optional data has no check digit.
    expect(fields.optionalData.confidence).toBe(format === 'TD2' ? 'high' : 'medium');
  });
});

describe('what each format carries', () => {
  it('answers the check digits a format has, and null for those it has not', () => {
    const visa = parseZone(LAYOUTS['MRV-A'], zoneLines('MRV-A', { ...SPECIMEN_ZONE, documentCode: 'VI' }), NOW);
    expect(visa.mrz.checkDigits).toEqual({
      documentNumber: true,
      dateOfBirth: true,
      expirationDate: true,
      personalNumber: null,
      composite: null,
    });
    expect(visa.mrz.fields.optionalData).toEqual({ value: 'ZE184226B', confidence: 'medium', checkDigitValid: null });
  });

  it('reads both optional data fields of a TD1 card (e.g. a US I-766)', () => {
    const lines = zoneLines('TD1', {
      ...SPECIMEN_ZONE,
      documentCode: 'IA',
      optionalData: 'SRC9876543210',
      optionalData2: '12345',
    });
    const card = parseZone(LAYOUTS.TD1, lines, NOW);
    expect(card.mrz.fields.optionalData.value).toBe('SRC9876543210');
    expect(card.mrz.fields.optionalData2.value).toBe('12345');
    expect(card.mrz.checkDigits.composite).toBe(true);
  });

  it('splits given names, keeps short state codes like D<<, and reads < as unspecified sex', () => {
    const lines = zoneLines('TD3', {
      ...SPECIMEN_ZONE,
      issuingState: 'D',
      nationality: 'D',
      surname: 'MUSTERMANN',
      givenNames: 'ERIKA LUISE MARIA',
      sex: '<',
      optionalData: '',
    });
    expect(lines[1]!.slice(10, 13)).toBe('D<<');
    const parsed = parseZone(LAYOUTS.TD3, lines, NOW);
    expect(parsed.fields).toMatchObject({
      surname: 'MUSTERMANN',
      givenName: 'ERIKA',
      middleName: 'LUISE MARIA',
      nationality: 'D',
      countryOfIssue: 'D',
      sex: 'X',
      dateOfIssue: null,
      cityOfIssue: null,
      placeOfBirth: null,
    });
    expect(parsed.mrz.valid).toBe(true);
  });

  it('drops stray letters OCR reads in the filler after the given names', () => {
    const [line1, line2] = td3Lines(SAMPLE_USA);
    const noisy = `${line1.slice(0, 36)}K<<L<<<<`;
    expect(parseZone(LAYOUTS.TD3, [noisy, line2], NOW).fields).toMatchObject({ givenName: 'JOHN', middleName: 'PAUL DAVID' });
  });

  it('repairs look-alikes in the sex field, which no check digit covers', () => {
    const [line1, line2] = td3Lines(SAMPLE_USA);
    const parsed = parseZone(LAYOUTS.TD3, [line1, `${line2.slice(0, 20)}H${line2.slice(21)}`], NOW);
    expect(parsed.fields.sex).toBe('M');
  });
});
