import { describe, expect, it } from 'vitest';
import { findTd3Candidates, mrzDateToIso, parseTd3 } from '../../src/ocr/mrz-text.ts';
import { checkDigit, ICAO_SPECIMEN, SAMPLE_USA, td3Lines } from './passport-image.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('check digits of the test images', () => {
  it('match the ICAO 9303 specimen', () => {
    expect(td3Lines(ICAO_SPECIMEN)).toEqual([
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
    ]);
    expect(checkDigit('L898902C3')).toBe('6');
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

describe('findTd3Candidates', () => {
  it('cleans OCR noise and repairs lost or extra fillers', () => {
    const [pair] = findTd3Candidates([
      'PASSPORT',
      'p<uto eriksson<<anna<maria<<<<<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO7408122F1204159ZE184226B<<<<10',
    ]);
    expect(pair).toEqual(td3Lines(ICAO_SPECIMEN));
  });

  it('repairs look-alikes in the sex field, which no check digit covers', () => {
    const [line1, line2] = td3Lines(SAMPLE_USA);
    const [pair] = findTd3Candidates([line1, `${line2.slice(0, 20)}H${line2.slice(21)}`]);
    expect(pair).toEqual([line1, line2]);
    expect(parseTd3(pair!, NOW)!.fields.sex).toBe('M');
  });

  it('ignores lines that are not a zone', () => {
    expect(findTd3Candidates(['INVOICE 2024-0117', 'TOTAL DUE USD 135.00'])).toEqual([]);
  });
});

describe('parseTd3', () => {
  it('splits given names and keeps three-letter codes, including short ones like D<<', () => {
    const lines = td3Lines({
      issuingState: 'D',
      surname: 'MUSTERMANN',
      givenNames: 'ERIKA LUISE MARIA',
      documentNumber: 'C01X00T47',
      nationality: 'D',
      birthDate: '640812',
      sex: '<',
      expiryDate: '201031',
      personalNumber: '',
    });
    expect(lines[1].slice(10, 13)).toBe('D<<');
    const parsed = parseTd3(lines, NOW)!;
    expect(parsed.fields).toMatchObject({
      passportNumber: 'C01X00T47',
      surname: 'MUSTERMANN',
      givenName: 'ERIKA',
      middleName: 'LUISE MARIA',
      nationality: 'D',
      countryOfIssue: 'D',
      dateOfBirth: '1964-08-12',
      sex: 'X',
      expirationDate: '2020-10-31',
      dateOfIssue: null,
      cityOfIssue: null,
      placeOfBirth: null,
    });
    expect(parsed.mrz.valid).toBe(true);
    expect(parsed.checkScore).toBe(1);
  });

  it('corrects O for 0 in digit fields and reports wrong check digits', () => {
    const [line1, line2] = td3Lines(ICAO_SPECIMEN);
    const withO = parseTd3([line1, line2.replace('7408122', '74O8122')], NOW)!;
    expect(withO.fields.dateOfBirth).toBe('1974-08-12');
    expect(withO.mrz.lines[1]).toBe(line2);

    const wrong = parseTd3([line1, line2.replace('7408122', '7408123')], NOW)!;
    expect(wrong.mrz.valid).toBe(false);
    expect(wrong.mrz.checkDigits.dateOfBirth).toBe(false);
    expect(wrong.checkScore).toBeCloseTo(0.6);
  });
});
