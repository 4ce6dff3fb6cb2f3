import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusAvailable, corpusImage, loadCorpus, scoreReading } from '../../bench/mrz-corpus.ts';
import { readPassport, terminateOcrWorker } from '../../src/ocr/index.ts';
import { estimateSkew } from '../../src/ocr/skew.ts';
import { renderDataPage, SAMPLE_USA, td3Lines } from './passport-image.ts';
import { UNHURRIED_READING } from './unhurried-reading.ts';

afterAll(() => terminateOcrWorker());

/** Tilts an image as a slightly crooked scan or photo would be, the uncovered corners white. */
const tilt = (image: Buffer, degrees: number, turn: 0 | 90 = 0) =>
  sharp(image).rotate(turn).rotate(degrees, { background: '#ffffff' }).png().toBuffer();

describe('estimateSkew', () => {
  let page: Buffer;
  beforeAll(async () => {
    page = await renderDataPage(SAMPLE_USA);
  });

  it('answers 0 for a straight page', async () => {
    expect(await estimateSkew(page)).toBe(0);
  });

  it.each([-8, -4.5, -2, 3, 6])('finds the angle that levels a page tilted %s°', async (degrees) => {
    const estimate = await estimateSkew(await tilt(page, degrees));
    expect(Math.abs(estimate + degrees)).toBeLessThanOrEqual(0.4);
  });

  it('finds the tilt of a page also turned a quarter (text running down)', async () => {
    const estimate = await estimateSkew(await tilt(page, 5, 90));
    expect(Math.abs(estimate + 5)).toBeLessThanOrEqual(0.4);
  });

  it('leaves an image without text lines alone', async () => {
    const noise = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();
    expect(await estimateSkew(noise)).toBe(0);
  });
});

describe('reading a tilted document', () => {
  it.each([-6, 4])(
    'reads a generated data page tilted %s° with every check digit passing',
    async (degrees) => {
      const reading = await readPassport(await tilt(await renderDataPage(SAMPLE_USA), degrees), UNHURRIED_READING);
      expect(reading.mrz.lines).toEqual(td3Lines(SAMPLE_USA));
      expect(reading.mrz.valid).toBe(true);
      expect(reading.fields.passportNumber).toBe(SAMPLE_USA.documentNumber);
    },
    60_000,
  );

  // A real specimen (the development corpus), tilted here. Names carry no check digit and a resampled
  // page may lose an M to an H there; every field a check digit covers must match the ground truth.
  const specimen = corpusAvailable() ? loadCorpus().find((r) => r.file.endsWith('pass-cze2.jpg')) : undefined;
  const checked = ['documentNumber', 'birthDate', 'expiryDate', 'nationality', 'issuingState', 'sex'] as const;
  it.skipIf(!specimen).each([-5, 3, 7])(
    'reads a corpus passport tilted %s°, every checked field right',
    async (degrees) => {
      const reading = await readPassport(await tilt(corpusImage(specimen!), degrees), UNHURRIED_READING);
      const score = scoreReading(specimen!, reading.fields);
      expect(checked.filter((f) => !score[f])).toEqual([]);
      expect(reading.mrz.valid).toBe(true);
    },
    120_000,
  );
});
