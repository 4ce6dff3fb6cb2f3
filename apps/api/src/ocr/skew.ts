/**
 * Small-angle deskew: a document photographed or scanned a few degrees off
 * has text lines that the row profile (zone-locator.ts) smears together and
 * that the OCR reads character by character on a slant. The skew is the angle
 * whose projection profile of character edges is sharpest: along the text
 * lines the edges pile up in a few rows, across them they spread out.
 */
import sharp from 'sharp';

/** Width the profile is computed at: enough for a zone's lines a few pixels apart, small enough to be cheap. */
const PROFILE_WIDTH = 600;
/** Skews beyond this are not small: a quarter turn is the rotations' business. */
const MAX_SKEW = 12;
const COARSE_STEP = 0.5;
const FINE_STEP = 0.1;
/** Below this the OCR copes and a resample would only blur. */
const MIN_SKEW = 0.6;
/** The best angle's profile must be this much sharper than the unrotated one, or it is noise. */
const MIN_GAIN = 1.08;
/** A pixel starts an edge when it differs from its neighbour by more than this (0..255). */
const EDGE = 40;

interface Points {
  /** Along the lines, across them, per point. */
  along: Float64Array;
  across: Float64Array;
  /** Extent across the lines (the histogram's size). */
  extent: number;
}

/**
 * Edge points of a grey image: horizontal changes for horizontal text (a
 * character's vertical strokes), and vertical changes read the other way for
 * text that runs down the page.
 */
function edgePoints(data: Buffer, width: number, height: number, vertical: boolean): Points {
  const along: number[] = [];
  const across: number[] = [];
  for (let y = 1; y < height; y += 1) {
    for (let x = 1; x < width; x += 1) {
      const here = data[y * width + x]!;
      const before = vertical ? data[(y - 1) * width + x]! : data[y * width + x - 1]!;
      if (Math.abs(here - before) <= EDGE) continue;
      along.push(vertical ? y : x);
      across.push(vertical ? x : y);
    }
  }
  return { along: Float64Array.from(along), across: Float64Array.from(across), extent: vertical ? width : height };
}

/** Sum of squared bin counts of the points projected across lines tilted by `degrees`: higher is sharper. */
function sharpness(points: Points, degrees: number): number {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const span = Math.ceil(points.extent + Math.abs(slope) * PROFILE_WIDTH * 2) + 2;
  const offset = Math.ceil(Math.abs(slope) * PROFILE_WIDTH * 2) + 1;
  const bins = new Float64Array(span * 2);
  for (let i = 0; i < points.along.length; i += 1) {
    const bin = Math.round(points.across[i]! - points.along[i]! * slope) + offset;
    if (bin >= 0 && bin < bins.length) bins[bin] = (bins[bin] ?? 0) + 1;
  }
  let sum = 0;
  for (const count of bins) sum += count * count;
  return sum;
}

function bestAngle(points: Points): { angle: number; gain: number } {
  const atZero = sharpness(points, 0);
  let best = { angle: 0, score: atZero };
  for (let angle = -MAX_SKEW; angle <= MAX_SKEW; angle += COARSE_STEP) {
    const score = sharpness(points, angle);
    if (score > best.score) best = { angle, score };
  }
  const coarse = best.angle;
  for (let angle = coarse - COARSE_STEP; angle <= coarse + COARSE_STEP; angle += FINE_STEP) {
    const score = sharpness(points, angle);
    if (score > best.score) best = { angle, score };
  }
  return { angle: best.angle, gain: atZero > 0 ? best.score / atZero : 1 };
}

/**
 * The angle in degrees to give sharp's rotate() so that the text of a grey
 * image runs level (or plumb, for a page turned a quarter); 0 when the image
 * is straight enough or shows no clear lines.
 */
export async function estimateSkew(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image)
    .resize({ width: PROFILE_WIDTH, withoutEnlargement: true })
    .greyscale()
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rows = bestAngle(edgePoints(data, info.width, info.height, false));
  const columns = bestAngle(edgePoints(data, info.width, info.height, true));
  // Text across the page or down it: whichever direction has the clearer lines.
  const chosen = rows.gain >= columns.gain ? rows : { angle: -columns.angle, gain: columns.gain };
  if (chosen.gain < MIN_GAIN || Math.abs(chosen.angle) < MIN_SKEW) return 0;
  return -Math.round(chosen.angle * 10) / 10;
}
