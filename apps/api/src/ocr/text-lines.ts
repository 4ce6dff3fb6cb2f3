/**
 * Text-line detection with PaddleOCR's DB model (paddle-models.ts): the model
 * scores each pixel for "inside a text line"; the connected regions of that
 * map, grown back by the margin the model was trained to shrink them by, are
 * the lines. Unlike a row profile it separates a zone from a patterned
 * background, a photo beside it or a foil's guilloche, and finds zones that
 * fill a small part of a photo.
 */
import sharp from 'sharp';
import { paddleModels } from './paddle-models.ts';

/** A detected line as shares of the image's width and height. */
export interface TextBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The model's mean score inside the region, 0..1. */
  score: number;
}

/**
 * Longer side the image is detected at (a multiple of 32, as the model
 * needs). At 1280 a zone a quarter of a 12 MP photo wide still has lines
 * ~10 px tall on the map; larger was slower and found no more zones.
 */
const DETECTION_SIDE = 1280;
/** PaddleOCR's defaults: a pixel is text above THRESHOLD; a region is kept when its mean is above BOX_THRESHOLD. */
const THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.5;
/** PaddleOCR's unclip ratio: how far a region is grown back to the line's full height. */
const UNCLIP_RATIO = 1.5;
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

const to32 = (n: number) => Math.max(32, Math.round(n / 32) * 32);

export interface DetectedLines {
  boxes: TextBox[];
  /**
   * The slant of the long lines in degrees, clockwise positive (0 when there are
   * none): the angle to turn the image by (sharp's rotate) to level them.
   */
  skew: number;
}

/** Detects the text lines of an image (any format sharp reads). */
export async function detectTextLines(image: Buffer): Promise<DetectedLines> {
  const { detection, Tensor } = await paddleModels();
  const meta = await sharp(image).metadata();
  const scale = Math.min(1, DETECTION_SIDE / Math.max(meta.width ?? 1, meta.height ?? 1));
  const width = to32((meta.width ?? 1) * scale);
  const height = to32((meta.height ?? 1) * scale);
  const { data } = await sharp(image)
    .resize({ width, height, fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plane = width * height;
  const input = new Float32Array(3 * plane);
  const channels = data.length / plane;
  for (let i = 0; i < plane; i += 1) {
    for (let c = 0; c < 3; c += 1) {
      const value = data[i * channels + Math.min(c, channels - 1)]! / 255;
      input[c * plane + i] = (value - MEAN[c]!) / STD[c]!;
    }
  }
  const feeds = { [detection.inputNames[0]!]: new Tensor('float32', input, [1, 3, height, width]) };
  const output = await detection.run(feeds);
  const map = output[detection.outputNames[0]!]!.data as Float32Array;
  const labelled = regions(map, width, height);
  return { boxes: boxesOf(labelled, map, width, height), skew: slant(labelled.found) };
}

interface Region {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  sum: number;
  count: number;
  /** Sums of x, y, x², y² and xy over the region's pixels: its orientation. */
  moments: [number, number, number, number, number];
}

/**
 * The weighted median orientation of the long regions (a line's core is
 * many times longer than tall), in degrees to turn the image by to level them.
 */
function slant(found: Region[]): number {
  const angles: Array<{ angle: number; weight: number }> = [];
  for (const { count, moments } of found) {
    if (count < 50) continue;
    const [sx, sy, sxx, syy, sxy] = moments;
    const [mx, my] = [sx / count, sy / count];
    const [cxx, cyy, cxy] = [sxx / count - mx * mx, syy / count - my * my, sxy / count - mx * my];
    const spread = Math.sqrt(((cxx - cyy) / 2) ** 2 + cxy ** 2);
    const [major, minor] = [(cxx + cyy) / 2 + spread, (cxx + cyy) / 2 - spread];
    if (major < 16 * Math.max(minor, 0.25)) continue;
    const angle = (0.5 * Math.atan2(2 * cxy, cxx - cyy) * 180) / Math.PI;
    if (Math.abs(angle) < 45) angles.push({ angle, weight: count });
  }
  if (angles.length === 0) return 0;
  angles.sort((a, b) => a.angle - b.angle);
  const half = angles.reduce((s, a) => s + a.weight, 0) / 2;
  let seen = 0;
  for (const { angle, weight } of angles) {
    seen += weight;
    // Image rows run down: a line rising to the right has a negative angle and is levelled clockwise.
    if (seen >= half) return -angle;
  }
  return 0;
}

/** Connected regions of the thresholded map, labelled. */
function regions(map: Float32Array, width: number, height: number): { labels: Int32Array; found: Region[] } {
  const labels = new Int32Array(width * height).fill(-1);
  const found: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < map.length; start += 1) {
    if (labels[start] !== -1 || map[start]! < THRESHOLD) continue;
    const id = found.length;
    labels[start] = id;
    stack.push(start);
    const region: Region = { minX: width, maxX: 0, minY: height, maxY: 0, sum: 0, count: 0, moments: [0, 0, 0, 0, 0] };
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % width;
      const y = (at - x) / width;
      region.minX = Math.min(region.minX, x);
      region.maxX = Math.max(region.maxX, x);
      region.minY = Math.min(region.minY, y);
      region.maxY = Math.max(region.maxY, y);
      region.sum += map[at]!;
      region.count += 1;
      const m = region.moments;
      m[0] += x;
      m[1] += y;
      m[2] += x * x;
      m[3] += y * y;
      m[4] += x * y;
      for (const next of [at - 1, at + 1, at - width, at + width]) {
        if (next < 0 || next >= map.length || labels[next] !== -1 || map[next]! < THRESHOLD) continue;
        if (Math.abs((next % width) - x) > 1) continue;
        labels[next] = id;
        stack.push(next);
      }
    }
    found.push(region);
  }
  return { labels, found };
}

/** The regions as grown boxes in shares of the image, those joining several lines split. */
function boxesOf(
  { labels, found }: { labels: Int32Array; found: Region[] },
  map: Float32Array,
  width: number,
  height: number,
): TextBox[] {
  const boxes: TextBox[] = [];
  found.forEach((region, id) => {
    for (const part of splitRows(region, id, labels, map, width)) {
      const w = part.maxX - part.minX + 1;
      const h = part.maxY - part.minY + 1;
      if (h < 2 || w < 3 || part.sum / part.count < BOX_THRESHOLD) continue;
      // The model marks a shrunk core of each line; PaddleOCR grows it by area × ratio / perimeter.
      const grow = (w * h * UNCLIP_RATIO) / (2 * (w + h));
      boxes.push({
        left: Math.max(0, part.minX - grow) / width,
        right: Math.min(width, part.maxX + 1 + grow) / width,
        top: Math.max(0, part.minY - grow) / height,
        bottom: Math.min(height, part.maxY + 1 + grow) / height,
        score: part.sum / part.count,
      });
    }
  });
  return boxes;
}

/**
 * Splits a region that joins several lines (through a frame drawn round them,
 * a fold or a stamp) at its rows with little text: rows where the region
 * covers under a quarter of what its fullest row covers.
 */
function splitRows(region: Region, id: number, labels: Int32Array, map: Float32Array, width: number): Region[] {
  const rows = region.maxY - region.minY + 1;
  if (rows < 6 || region.maxX - region.minX + 1 < 2 * rows) return [region];
  const cover = new Array<number>(rows).fill(0);
  for (let y = region.minY; y <= region.maxY; y += 1) {
    for (let x = region.minX; x <= region.maxX; x += 1) if (labels[y * width + x] === id) cover[y - region.minY]! += 1;
  }
  const fullest = Math.max(...cover);
  const parts: Region[] = [];
  let part: Region | null = null;
  for (let r = 0; r < rows; r += 1) {
    if (cover[r]! < fullest / 4) {
      part = null;
      continue;
    }
    const y = region.minY + r;
    if (!part) {
      part = { minX: width, maxX: 0, minY: y, maxY: y, sum: 0, count: 0, moments: [0, 0, 0, 0, 0] };
      parts.push(part);
    }
    part.maxY = y;
    for (let x = region.minX; x <= region.maxX; x += 1) {
      const at = y * width + x;
      if (labels[at] !== id) continue;
      part.minX = Math.min(part.minX, x);
      part.maxX = Math.max(part.maxX, x);
      part.sum += map[at]!;
      part.count += 1;
    }
  }
  return parts.length > 1 ? parts : [region];
}
