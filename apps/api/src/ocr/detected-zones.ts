/**
 * Zones found by text-line detection (text-lines.ts, zone-lines.ts) and read
 * two ways: each line by PaddleOCR's recogniser (line-recogniser.ts), and the
 * whole zone by tesseract's OCR-B-friendly legacy engine (ocr-worker.ts).
 * Either alone misses zones the other reads; the check digits say which is right.
 */
import sharp from 'sharp';
import { recogniseLine } from './line-recogniser.ts';
import type { OcrLine } from './ocr-worker.ts';
import { detectTextLines, type TextBox } from './text-lines.ts';
import { zoneCandidates, type ZoneCandidate } from './zone-lines.ts';

export interface Picture {
  data: Buffer;
  width: number;
  height: number;
}

/** A candidate zone of the picture turned a quarter or not, read upright or upside down. */
export interface DetectedAttempt {
  picture: Picture;
  zone: ZoneCandidate;
  /** Read upside down (the picture turned half a turn). */
  flipped: boolean;
  /** The picture's turn from the original, for the answer's bookkeeping. */
  rotation: 0 | 90 | 180 | 270;
  /** Every text line detected on the picture: the visual zone's among them (readPrintedLines). */
  boxes: readonly TextBox[];
}

/** Most zone candidates read per picture: the zone is nearly always the first or second. */
const MAX_ZONES = 3;
/** Slants the detector's boxes tolerate (read-passport.ts levels most pages before); beyond it the page is levelled again. */
const MIN_SKEW = 3;
/** Height a zone's text lines are scaled to for tesseract (read-passport.ts measured 34 for the legacy engine). */
const TESSERACT_LINE_HEIGHT = 34;
const MAX_TESSERACT_WIDTH = 2200;

/**
 * Attempts for a picture: its detected zones, each read the way up that puts it low
 * on the page first. When the upright picture has none, the quarter-turned one is
 * searched (a portrait photo of a landscape page).
 */
export async function detectedAttempts(base: Picture): Promise<DetectedAttempt[]> {
  for (const turn of [0, 90] as const) {
    let picture = turn === 0 ? base : await turned(base, 90);
    const detected = await detectTextLines(picture.data);
    let boxes = detected.boxes;
    // A page photographed at a slant: its lines' boxes overlap; levelled, they part.
    if (Math.abs(detected.skew) >= MIN_SKEW) {
      picture = await turned(picture, detected.skew);
      boxes = (await detectTextLines(picture.data)).boxes;
    }
    const zones = zoneCandidates(boxes, picture.width, picture.height).slice(0, MAX_ZONES);
    if (zones.length === 0) continue;
    const likely: DetectedAttempt[] = [];
    const unlikely: DetectedAttempt[] = [];
    for (const zone of zones) {
      const low = zone.top + zone.bottom > 1;
      const upright = { picture, zone, flipped: false, rotation: turn, boxes } as const;
      const flipped = { picture, zone, flipped: true, rotation: turn === 0 ? 180 : 270, boxes } as const;
      likely.push(low ? upright : flipped);
      unlikely.push(low ? flipped : upright);
    }
    return [...likely, ...unlikely];
  }
  return [];
}

async function turned(base: Picture, degrees: number): Promise<Picture> {
  const { data, info } = await sharp(base.data)
    .rotate(degrees, { background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function pixelRect(
  picture: Picture,
  box: { left: number; right: number; top: number; bottom: number },
  marginX: number,
  marginY: number,
) {
  const left = Math.max(0, Math.floor(box.left * picture.width - marginX));
  const top = Math.max(0, Math.floor(box.top * picture.height - marginY));
  const right = Math.min(picture.width, Math.ceil(box.right * picture.width + marginX));
  const bottom = Math.min(picture.height, Math.ceil(box.bottom * picture.height + marginY));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** Each line of the zone read by the PaddleOCR recogniser, top to bottom as read. */
export async function readWithPaddle(attempt: DetectedAttempt): Promise<OcrLine[]> {
  const { picture, zone, flipped } = attempt;
  const lines: OcrLine[] = [];
  for (const line of zone.lines) lines.push(await recogniseDetectedLine(picture, line, flipped));
  return flipped ? lines.reverse() : lines;
}

/** One detected line cut from the page (upright) and read by the PaddleOCR recogniser. */
async function recogniseDetectedLine(
  picture: Picture,
  line: Parameters<typeof pixelRect>[1],
  flipped: boolean,
): Promise<OcrLine> {
  const height = (line.bottom - line.top) * picture.height;
  // The detector's box is snug; a little room keeps descending strokes whole.
  const rect = pixelRect(picture, line, height * 0.15, height * 0.1);
  const crop = await sharp(picture.data)
    .extract(rect)
    .rotate(flipped ? 180 : 0)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return recogniseLine(crop);
}

/** The zone cut out with a margin, scaled for tesseract, ready for recogniseLines(…, 'block'). */
export async function zoneImageForTesseract(attempt: DetectedAttempt): Promise<Buffer> {
  const { picture, zone, flipped } = attempt;
  const rect = pixelRect(picture, zone, zone.lineHeightPx * 1.2, zone.lineHeightPx * 0.8);
  const scale = TESSERACT_LINE_HEIGHT / Math.max(1, zone.lineHeightPx);
  const width = Math.round(Math.min(MAX_TESSERACT_WIDTH, rect.width * scale));
  const cut = await sharp(picture.data).extract(rect).raw().toBuffer({ resolveWithObject: true });
  return sharp(cut.data, { raw: cut.info })
    .rotate(flipped ? 180 : 0)
    .resize({ width })
    .normalise()
    .sharpen({ sigma: 1 })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Most printed lines read for the names: each costs a recognition. */
const MAX_PRINTED_LINES = 12;

/**
 * The text printed above the zone (the visual zone: surname, given names and
 * their captions), read by the PaddleOCR recogniser: lines 0.4 to 2.5 zone line
 * heights tall (not a photo, not a speck), tallest first, at most MAX_PRINTED_LINES.
 */
export async function readPrintedLines(attempt: DetectedAttempt): Promise<string[]> {
  const { picture, zone, flipped, boxes } = attempt;
  const zoneLine = zone.lineHeightPx / picture.height;
  const above = boxes.filter((b) => {
    const height = b.bottom - b.top;
    const outside = flipped ? b.top >= zone.bottom : b.bottom <= zone.top;
    return outside && height >= zoneLine * 0.4 && height <= zoneLine * 2.5;
  });
  const chosen = [...above].sort((a, b) => b.bottom - b.top - (a.bottom - a.top)).slice(0, MAX_PRINTED_LINES);
  const read: string[] = [];
  for (const line of chosen) read.push((await recogniseDetectedLine(picture, line, flipped)).text);
  return read;
}
