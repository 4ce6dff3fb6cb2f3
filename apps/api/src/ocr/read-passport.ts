import type { TOcrReading } from '@app/domain';
import sharp from 'sharp';
import { bestCandidate, readDetectedZones, score, type Rotation } from './found-zones.ts';
import type { ParsedMrz } from './mrz-text.ts';
import { OcrTimeoutError, RECOGNITION_TIMEOUT_MS, recogniseLines, withReadingSlot } from './ocr-worker.ts';
import { detectedAttempts } from './detected-zones.ts';
import { paddleModels } from './paddle-models.ts';
import { estimateSkew } from './skew.ts';
import { locateZoneBands } from './zone-locator.ts';

export type { PassportFields, MrzDetails } from './mrz-text.ts';

/** The reading the OCR route answers (its contract's response). */
export type PassportReading = TOcrReading;

export const NO_MRZ_MESSAGE = 'No machine-readable zone found';

export class NoMrzFoundError extends Error {
  constructor() {
    super(NO_MRZ_MESSAGE);
    this.name = 'NoMrzFoundError';
  }
}

export class UnreadableImageError extends Error {
  constructor(message = 'The file is not an image that can be read') {
    super(message);
    this.name = 'UnreadableImageError';
  }
}

/** Width of a blind bottom band as the OCR sees it: a zone spanning it gets characters ~25 px wide. */
const BAND_WIDTH = 1200;
/**
 * Height a located zone's text lines are scaled to, as the row profile
 * measures them (the dense core of the glyphs, a little less than their
 * height). Measured on the corpus: 26 lost look-alikes (M/H, W/H) on small
 * scans, 40 was slower and no better.
 */
const LINE_HEIGHT = 34;
/** Bounds of a located crop's width: a tiny one is unreadable, a huge one slow. */
const MIN_OCR_WIDTH = 600;
const MAX_OCR_WIDTH = 2000;
/** Larger inputs are scaled down first (phone photos are 12 MP and more). */
const MAX_INPUT_SIDE = 3000;
/** The zone sits in the bottom part of a data page. */
const BAND_SHARE = 0.4;

/** A located zone candidate (shares of the turned image's height), or the bottom band. */
type Region = { top: number; bottom: number; lineHeight: number } | 'band';

/** Most located candidates read per image: the zone is nearly always among the first. */
const MAX_LOCATED = 6;
/**
 * No new attempt starts after this long: an image whose zone the locator
 * missed gets a "no zone" in seconds rather than a minute of OCR. With the
 * recognition limit this keeps the worst reading near 6 s on an idle machine
 * (p95 target 5 s); nearly every zone read is read by the first attempt. Each
 * attempt is itself bounded (RECOGNITION_TIMEOUT_MS in ocr-worker.ts).
 */
const DEADLINE_MS = 3000;

/** How long a reading may take: the route keeps the defaults; the accuracy test loosens them so a busy machine does not change its score. */
export interface ReadingLimits {
  /** No new attempt starts after this long. */
  deadlineMs: number;
  /** Longest one recognition may take. */
  recognitionTimeoutMs: number;
  /** Which recognisers read a detected zone (the bench compares them); both when absent. */
  engines?: ReadonlyArray<'paddle' | 'tesseract'>;
}

export const DEFAULT_READING_LIMITS: ReadingLimits = { deadlineMs: DEADLINE_MS, recognitionTimeoutMs: RECOGNITION_TIMEOUT_MS };

interface Attempt {
  rotation: Rotation;
  region: Region;
}

/**
 * Reads the machine-readable zone of a passport data page.
 * Throws NoMrzFoundError when the image has none, UnreadableImageError when
 * the bytes are not an image.
 */
export function readPassport(image: Buffer, limits: ReadingLimits = DEFAULT_READING_LIMITS): Promise<PassportReading> {
  return withReadingSlot(() => readOne(image, limits));
}

async function readOne(image: Buffer, limits: ReadingLimits): Promise<PassportReading> {
  const normalised = await normalise(image);
  // A blank or uniform image has nothing to read.
  const { channels } = await sharp(normalised.data).stats();
  if ((channels[0]?.stdev ?? 0) < 2) throw new NoMrzFoundError();
  const base = await deskew(normalised);
  // The models load once per process; the first reading's time limit does not count that.
  await paddleModels();
  // The time allowed is for reading, not for finding the text lines: detection is bounded by the input's size
  // (MAX_INPUT_SIDE), and on a slow machine it alone took 2.4–5.2 s, the whole allowance, so a clean page came back
  // "no zone found" without a line read.
  const detected = await detectedAttempts(base);
  const started = Date.now();
  let best = await readDetectedZones(detected, started, limits);
  if (best && !plausible(best.parsed)) best = null;

  // The row profile and the blind bottom bands: for pages the detector found no zone on.
  const located = best ? [] : await locatedAttempts(base);
  for (const attempt of best ? [] : [...located, ...attemptsFor(base.width, base.height)]) {
    // Once a rotation shows a zone, the others are not worth the time.
    if (best && best.rotation !== attempt.rotation) continue;
    if (Date.now() - started > limits.deadlineMs) break;
    const input = await prepare(base, attempt);
    const lines = await recogniseLines(input, 'block', limits.recognitionTimeoutMs).catch((error: unknown) => {
      // A crop the OCR gets lost in is a failed attempt, not a failed reading.
      if (error instanceof OcrTimeoutError) return [];
      throw error;
    });
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

/**
 * The fallbacks when the located candidates gave no zone: the bottom band of
 * each rotation (a portrait image of a landscape data page was probably
 * turned a quarter). Whole pages are not read: on a busy photo one takes
 * tens of seconds, and the locator already looks beyond the bottom band.
 */
function attemptsFor(width: number, height: number): Attempt[] {
  const portrait = height > width * 1.15;
  const bands: Rotation[] = portrait ? [90, 270, 0, 180] : [0, 180, 90, 270];
  return bands.map((rotation) => ({ rotation, region: 'band' as const }));
}

/**
 * Zone candidates the row profile finds, upright and turned a quarter (the
 * profile of a turn and its opposite is the same, mirrored), each read both
 * ways up; a portrait image's quarter turns first. A zone sits at the bottom
 * of its page, so each band is first read the way up that puts it in the
 * lower half, and the other way only after every band was read that way.
 */
async function locatedAttempts(base: Normalised): Promise<Attempt[]> {
  const portrait = base.height > base.width * 1.15;
  const likely: Attempt[] = [];
  const unlikely: Attempt[] = [];
  for (const turn of portrait ? ([90, 0] as const) : ([0, 90] as const)) {
    const turned = turn === 0 ? base.data : await sharp(base.data).rotate(turn).png({ compressionLevel: 1 }).toBuffer();
    const opposite: Rotation = turn === 0 ? 180 : 270;
    for (const band of (await locateZoneBands(turned)).slice(0, MAX_LOCATED / 2)) {
      const { lineHeight } = band;
      const upright = { rotation: turn, region: { top: band.top, bottom: band.bottom, lineHeight } };
      const flipped = { rotation: opposite, region: { top: 1 - band.bottom, bottom: 1 - band.top, lineHeight } };
      const low = band.top + band.bottom > 1;
      likely.push(low ? upright : flipped);
      unlikely.push(low ? flipped : upright);
    }
  }
  return [...likely, ...unlikely];
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

/**
 * Width the crop is scaled to. A located zone is scaled so that its text
 * lines come out LINE_HEIGHT px tall whatever the photo's resolution: the
 * legacy engine reads OCR-B as well at that size as at twice it, in a
 * fraction of the time. The blind bottom band keeps a fixed width.
 */
function ocrWidth(width: number, height: number, region: Region): number {
  if (region === 'band') return BAND_WIDTH;
  const scale = LINE_HEIGHT / (region.lineHeight * height);
  return Math.round(Math.min(MAX_OCR_WIDTH, Math.max(MIN_OCR_WIDTH, width * scale)));
}

/** Levels a page a few degrees off (skew.ts), the corners it uncovers white. */
async function deskew(base: Normalised): Promise<Normalised> {
  const angle = await estimateSkew(base.data);
  if (angle === 0) return base;
  const { data, info } = await sharp(base.data)
    .rotate(angle, { background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Rotates, crops the candidate region, scales, stretches the contrast and sharpens. */
async function prepare(base: Normalised, attempt: Attempt): Promise<Buffer> {
  const quarter = attempt.rotation === 90 || attempt.rotation === 270;
  const width = quarter ? base.height : base.width;
  const height = quarter ? base.width : base.height;
  const region = attempt.region === 'band' ? { top: 1 - BAND_SHARE, bottom: 1 } : attempt.region;
  const top = Math.floor(height * region.top);
  const bottom = Math.min(height, Math.max(top + 1, Math.ceil(height * region.bottom)));
  // The region cut from the upright image first, then only the strip turned:
  // turning a whole 3000-pixel page for each attempt cost more than reading it.
  const from = attempt.rotation === 180 || attempt.rotation === 270 ? height - bottom : top;
  const strip = quarter
    ? { left: from, top: 0, width: bottom - top, height: base.height }
    : { left: 0, top: from, width: base.width, height: bottom - top };
  const size = { width: ocrWidth(width, height, attempt.region) };
  // Two pipelines: in one, sharp may apply a turn before a preceding extract once a resize follows.
  const cut = await sharp(base.data).extract(strip).raw().toBuffer({ resolveWithObject: true });
  return sharp(cut.data, { raw: cut.info })
    .rotate(attempt.rotation)
    .resize(size)
    .normalise()
    .sharpen({ sigma: 1 })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}
