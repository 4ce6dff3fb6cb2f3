import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MRZ_MESSAGE, NoMrzFoundError, readPassport, terminateOcrWorker, type PassportReading } from '../../src/ocr/index.ts';
import { ICAO_SPECIMEN, SAMPLE_USA, renderDataPage, renderNonPassport, td3Lines } from './passport-image.ts';

/** One worker serves every reading of this file; it is started by the first and stopped at the end. */
afterAll(() => terminateOcrWorker());

const SPECIMEN_FIELDS = {
  passportNumber: 'L898902C3',
  surname: 'ERIKSSON',
  givenName: 'ANNA',
  middleName: 'MARIA',
  dateOfBirth: '1974-08-12',
  sex: 'F',
  nationality: 'UTO',
  countryOfIssue: 'UTO',
  expirationDate: '2012-04-15',
  dateOfIssue: null,
  cityOfIssue: null,
  placeOfBirth: null,
};

const USA_FIELDS = {
  passportNumber: '563927014',
  surname: 'OCONNOR',
  givenName: 'JOHN',
  middleName: 'PAUL DAVID',
  dateOfBirth: '1991-03-05',
  sex: 'M',
  nationality: 'IND',
  countryOfIssue: 'USA',
  expirationDate: '2033-09-17',
  dateOfIssue: null,
  cityOfIssue: null,
  placeOfBirth: null,
};

function expectFullyValid(reading: PassportReading, lines: [string, string]) {
  expect(reading.mrz.lines).toEqual(lines);
  expect(reading.mrz.valid).toBe(true);
  expect(Object.values(reading.mrz.checkDigits)).toEqual([true, true, true, true, true]);
  expect(reading.confidence).toBeGreaterThan(0.85);
  expect(reading.confidence).toBeLessThanOrEqual(1);
}

describe('readPassport', () => {
  let images: Record<'clean' | 'usa' | 'rotated90' | 'rotated180' | 'lowContrast' | 'noZone', Buffer>;

  beforeAll(async () => {
    const [clean, usa, rotated90, rotated180, lowContrast, noZone] = await Promise.all([
      renderDataPage(ICAO_SPECIMEN),
      renderDataPage(SAMPLE_USA),
      renderDataPage(SAMPLE_USA, { rotate: 90 }),
      renderDataPage(ICAO_SPECIMEN, { rotate: 180 }),
      // Grey ink on a grey page, slightly out of focus.
      renderDataPage(SAMPLE_USA, { ink: '#8a8580', background: '#b8b2a6', blur: 1.2 }),
      renderNonPassport(),
    ]);
    images = { clean, usa, rotated90, rotated180, lowContrast, noZone };
  });

  it('reads every field of a clean scan of the ICAO specimen', async () => {
    const reading = await readPassport(images.clean);
    expect(reading.fields).toEqual(SPECIMEN_FIELDS);
    expectFullyValid(reading, td3Lines(ICAO_SPECIMEN));
  }, 60_000);

  it('reads the most likely zone even when finding it used up the time allowed', async () => {
    const reading = await readPassport(images.clean, { deadlineMs: 0, recognitionTimeoutMs: 30_000 });
    expect(reading.fields).toEqual(SPECIMEN_FIELDS);
  });

  it('reads a clean scan with several given names and an empty personal number', async () => {
    const reading = await readPassport(images.usa);
    expect(reading.fields).toEqual(USA_FIELDS);
    expectFullyValid(reading, td3Lines(SAMPLE_USA));
  });

  it('reads a scan turned a quarter', async () => {
    const reading = await readPassport(images.rotated90);
    expect(reading.fields).toEqual(USA_FIELDS);
    expectFullyValid(reading, td3Lines(SAMPLE_USA));
  });

  it('reads a scan upside down', async () => {
    const reading = await readPassport(images.rotated180);
    expect(reading.fields).toEqual(SPECIMEN_FIELDS);
    expectFullyValid(reading, td3Lines(ICAO_SPECIMEN));
  });

  it('reads a low-contrast, slightly blurred scan', async () => {
    const reading = await readPassport(images.lowContrast);
    expect(reading.fields).toEqual(USA_FIELDS);
    expect(reading.mrz.valid).toBe(true);
  });

  it('still answers a zone whose check digits do not all match, with a lower confidence', async () => {
    const [line1, line2] = td3Lines(SAMPLE_USA);
    // Birth date check digit 2 printed as 7, and the composite with it.
    const misprinted = `${line2.slice(0, 19)}7${line2.slice(20, 43)}0`;
    const reading = await readPassport(await renderDataPage(SAMPLE_USA, { mrzLines: [line1, misprinted] }));
    expect(reading.fields).toEqual(USA_FIELDS);
    expect(reading.mrz.valid).toBe(false);
    expect(reading.mrz.checkDigits).toEqual({
      documentNumber: true,
      dateOfBirth: false,
      expirationDate: true,
      personalNumber: true,
      composite: false,
    });
    expect(reading.confidence).toBeLessThan(0.75);
  }, 60_000);

  it('answers that there is no machine-readable zone on another document', async () => {
    const attempt = readPassport(images.noZone);
    await expect(attempt).rejects.toBeInstanceOf(NoMrzFoundError);
    await expect(attempt).rejects.toThrow(NO_MRZ_MESSAGE);
  }, 60_000);

  it('answers the same for a page whose zone is missing', async () => {
    const page = await renderDataPage(SAMPLE_USA, { withoutMrz: true });
    await expect(readPassport(page)).rejects.toThrow(NO_MRZ_MESSAGE);
  }, 60_000);

  it('serves concurrent readings with the one worker', async () => {
    const readings = await Promise.all([readPassport(images.usa), readPassport(images.clean)]);
    expect(readings.map((r) => r.fields.passportNumber)).toEqual(['563927014', 'L898902C3']);
  }, 60_000);
});
