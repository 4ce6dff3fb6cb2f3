import type { TOcrResponse } from '@app/domain';
import sharp from 'sharp';
import { cleanOcrLine, findTd3Candidates, parseTd3, type ParsedMrz } from './mrz-text.ts';
import { recogniseLines, type OcrLine } from './ocr-worker.ts';

export type { PassportFields, MrzDetails } from './mrz-text.ts';

/** The reading the OCR route answers (its contract's response). */
export type PassportReading = TOcrResponse;

export const NO_MRZ_MESSAGE = 'No machine-readable zone found';

export class NoMrzFoundError extends Error {
  constructor() {
    super(NO_MRZ_MESSAGE);
    this.name = 'NoMrzFoundError';
  }
}

export class UnreadableImageError extends Error {
  constructor() {
    super('The file is not an image that can be read');
    this.name = 'UnreadableImageError';
  }
}

/** Width of a bottom band as the OCR sees it: the 44 characters of a zone come out ~35 px wide each. */
const BAND_WIDTH = 1600;
/** Bound of a whole page as the OCR sees it. */
const PAGE_SIDE = 1600;
/** Larger inputs are scaled down first (phone photos are 12 MP and more). */
const MAX_INPUT_SIDE = 3000;
/** The zone sits in the bottom part of a data page. */
const BAND_SHARE = 0.4;

type Rotation = 0 | 90 | 180 | 270;
type Region = 'band' | 'full';

interface Attempt {
  rotation: Rotation;
  region: Region;
}

/**
 * Reads the machine-readable zone of a passport data page.
 * Throws NoMrzFoundError when the image has none, UnreadableImageError when
 * the bytes are not an image.
 */
export async function readPassport(image: Buffer): Promise<PassportReading> {
  const base = await normalise(image);
  // A blank or uniform image has nothing to read.
  const { channels } = await sharp(base.data).stats();
  if ((channels[0]?.stdev ?? 0) < 2) throw new NoMrzFoundError();
  let best: Found | null = null;

  for (const attempt of attemptsFor(base.width, base.height)) {
    // Once a rotation shows a zone, the others are not worth the time.
    if (best && best.rotation !== attempt.rotation) continue;
    const input = await prepare(base, attempt);
    const lines = await recogniseLines(input, attempt.region === 'band' ? 'block' : 'page');
    const found = bestCandidate(lines, attempt.rotation);
    if (found && (!best || score(found) > score(best))) best = found;
    if (best && best.parsed.checkScore === 1) break;
  }

  if (!best || !plausible(best.parsed)) throw new NoMrzFoundError();
  return {
    fields: best.parsed.fields,
    confidence: Math.round((best.parsed.checkScore * 0.8 + (best.ocrConfidence / 100) * 0.2) * 100) / 100,
    mrz: best.parsed.mrz,
  };
}

interface Found {
  parsed: ParsedMrz;
  ocrConfidence: number;
  rotation: Rotation;
}

function score(found: Found): number {
  return found.parsed.checkScore * 1000 + found.ocrConfidence;
}

/**
 * A zone worth answering: at least two of the check digits of the document
 * number, birth date and expiry date match (one could by chance), and a
 * date parses. Anything less is noise that happened to look like a zone.
 */
function plausible(parsed: ParsedMrz): boolean {
  const { documentNumber, dateOfBirth, expirationDate } = parsed.mrz.checkDigits;
  const core = [documentNumber, dateOfBirth, expirationDate].filter(Boolean).length;
  return core >= 2 && (parsed.fields.dateOfBirth !== null || parsed.fields.expirationDate !== null);
}

function bestCandidate(lines: OcrLine[], rotation: Rotation): Found | null {
  const read = lines.map((l) => ({ text: cleanOcrLine(l.text), confidence: l.confidence }));
  let best: Found | null = null;
  for (const pair of findTd3Candidates(read.map((l) => l.text))) {
    const parsed = parseTd3(pair);
    if (!parsed) continue;
    // Tesseract's confidence in the lines the pair came from.
    const confidences = read
      .filter((l) => l.text.length >= 30 && pair.some((p) => p.startsWith(l.text.slice(0, 12))))
      .map((l) => l.confidence);
    const ocrConfidence = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 0;
    const found = { parsed, ocrConfidence, rotation };
    if (!best || score(found) > score(best)) best = found;
  }
  return best;
}

/**
 * The attempts, cheapest and likeliest first: the bottom band of each
 * rotation (a portrait image of a landscape data page was probably turned a
 * quarter), then whole pages, for a zone that is not near the bottom (a
 * small page in a large photo): upright, and the turns that fit the image's
 * orientation. Whole-page passes cost the most, so not all four are tried.
 */
function attemptsFor(width: number, height: number): Attempt[] {
  const portrait = height > width * 1.15;
  const bands: Rotation[] = portrait ? [90, 270, 0, 180] : [0, 180, 90, 270];
  const pages: Rotation[] = portrait ? [0, 90, 270] : [0, 180];
  return [
    ...bands.map((rotation) => ({ rotation, region: 'band' as const })),
    ...pages.map((rotation) => ({ rotation, region: 'full' as const })),
  ];
}

interface Normalised {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes, applies EXIF orientation, drops alpha, grays and bounds the size once. */
async function normalise(image: Buffer): Promise<Normalised> {
  try {
    const { data, info } = await sharp(image, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: MAX_INPUT_SIDE, height: MAX_INPUT_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new UnreadableImageError();
  }
}

/** Rotates, crops the bottom band when asked, scales, stretches the contrast and sharpens. */
async function prepare(base: Normalised, attempt: Attempt): Promise<Buffer> {
  const quarter = attempt.rotation === 90 || attempt.rotation === 270;
  const width = quarter ? base.height : base.width;
  const height = quarter ? base.width : base.height;
  let pipeline = sharp(base.data).rotate(attempt.rotation);
  if (attempt.region === 'band') {
    const top = Math.floor(height * (1 - BAND_SHARE));
    pipeline = pipeline.extract({ left: 0, top, width, height: height - top });
  }
  const size =
    attempt.region === 'band' ? { width: BAND_WIDTH } : { width: PAGE_SIDE, height: PAGE_SIDE, fit: 'inside' as const };
  return pipeline.resize(size).normalise().sharpen({ sigma: 1 }).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
}
