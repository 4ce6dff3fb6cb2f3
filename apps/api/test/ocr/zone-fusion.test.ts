import { describe, expect, it } from 'vitest';
import { fuseReadings, mergeLines, mergeNamesLine } from '../../src/ocr/zone-fusion.ts';
import { ICAO_SPECIMEN, td3Lines } from './passport-image.ts';

const [NAMES, DATA] = td3Lines({ ...ICAO_SPECIMEN, surname: 'MEULENDIJK', givenNames: 'JAN' });

describe('mergeNamesLine', () => {
  it("keeps paddle's letters where tesseract confused look-alikes", () => {
    const tesseract = NAMES.replace('MEULENDIJK', 'HEULENDIJK');
    expect(mergeNamesLine(NAMES, tesseract)).toBe(NAMES);
  });

  it('restores the letters paddle dropped from what tesseract read', () => {
    const paddle = NAMES.replace('MEULENDIJK', 'MEUENDJK');
    expect(mergeNamesLine(paddle.padEnd(44, '<'), NAMES)).toBe(NAMES);
  });

  it('never keeps a digit in a name when the other reading has a letter there', () => {
    const paddle = NAMES.replace('MEULENDIJK', 'MEULEND1JK');
    expect(mergeNamesLine(paddle, NAMES)).toBe(NAMES);
  });
});

describe('mergeLines', () => {
  it('prefers the first reading where the two disagree and keeps characters only one has', () => {
    expect(mergeLines('AB1D', 'A81CD')).toBe('AB1CD');
  });
});

describe('fuseReadings', () => {
  it('reads a zone neither engine read alone: each line from the engine that read it, checked by the check digits', () => {
    // Paddle lost a letter of the name and a digit of the data line; tesseract read an H for the M.
    const paddle = { lines: [NAMES.replace('MEULENDIJK', 'MEULENDJK'), DATA.replace('7408122', '740812')], confidence: 90 };
    const tesseract = { lines: [NAMES.replace('MEULENDIJK', 'HEULENDIJK'), DATA], confidence: 80 };
    const readings = fuseReadings(paddle, tesseract);
    const best = readings.filter((r) => r.parsed.checkScore === 1);
    expect(best.length).toBeGreaterThan(0);
    expect(best.every((r) => r.parsed.fields.surname === 'MEULENDIJK')).toBe(true);
    expect(best[0]!.parsed.mrz.lines).toEqual([NAMES, DATA]);
  });

  it("uses paddle's lines by position when its names line lost the document code", () => {
    const paddle = { lines: [NAMES.slice(1), DATA], confidence: 90 };
    const tesseract = { lines: [NAMES.replace('MEULENDIJK', 'HEULENDIJK'), DATA], confidence: 80 };
    const names = fuseReadings(paddle, tesseract).map((r) => r.parsed.fields.surname);
    expect(names).toContain('MEULENDIJK');
  });

  it('does not take a caption beside the zone for one of its lines', () => {
    const paddle = { lines: ['SPECIMEN SAMPLE NOT VALID FOR TRAVEL', DATA], confidence: 90 };
    const tesseract = { lines: [NAMES, DATA], confidence: 80 };
    expect(fuseReadings(paddle, tesseract).map((r) => r.parsed.fields.surname)).not.toContain(expect.stringMatching(/SPECIMEN/));
  });

  it('keeps a field that fails its check digit uncertain', () => {
    const wrong = `${DATA.slice(0, 13)}7408121${DATA.slice(20)}`;
    const readings = fuseReadings({ lines: [NAMES, wrong], confidence: 90 }, { lines: [NAMES, wrong], confidence: 90 });
    for (const r of readings) expect(r.parsed.mrz.fields.dateOfBirth.confidence).not.toBe('high');
  });
});
