/**
 * Which detected text lines (text-lines.ts) form a machine-readable zone: 2 or
 * 3 long lines of one height, stacked closely, starting at the same left
 * edge and about as wide as each other. Geometry only; reading decides.
 */
import type { TextBox } from './text-lines.ts';

/** A zone candidate: its lines top to bottom, in shares of the image. */
export interface ZoneCandidate {
  lines: TextBox[];
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Mean line height in pixels of the image the boxes came from. */
  lineHeightPx: number;
}

/** A zone line holds 30-44 characters about 0.6 line heights wide: far longer than tall. */
const MIN_ASPECT = 9;

interface PixelBox extends TextBox {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const heightOf = (b: PixelBox) => b.y1 - b.y0;
const widthOf = (b: PixelBox) => b.x1 - b.x0;

/**
 * Joins pieces of one line the detector split (at a wide gap between names,
 * or a long run of fillers on a worn page): same row and height, a short gap apart.
 */
function joinRows(boxes: PixelBox[]): PixelBox[] {
  const sorted = [...boxes].sort((a, b) => a.x0 - b.x0);
  const joined: PixelBox[] = [];
  for (const box of sorted) {
    const row = joined.find((j) => {
      const overlap = Math.min(j.y1, box.y1) - Math.max(j.y0, box.y0);
      const height = Math.max(heightOf(j), heightOf(box));
      const similar = Math.min(heightOf(j), heightOf(box)) >= height / 1.5;
      return similar && overlap >= 0.6 * Math.min(heightOf(j), heightOf(box)) && box.x0 - j.x1 <= 1.5 * height && box.x0 >= j.x0;
    });
    if (!row) {
      joined.push({ ...box });
      continue;
    }
    row.x1 = Math.max(row.x1, box.x1);
    row.y0 = Math.min(row.y0, box.y0);
    row.y1 = Math.max(row.y1, box.y1);
    row.score = Math.min(row.score, box.score);
  }
  return joined;
}

/**
 * Whether lines (top to bottom) can be one zone. The names line may be
 * shorter: the detector often leaves out its run of fillers. It is the first
 * of two lines or the last of three, or the other way round on a page upside
 * down, where the lines then share their right edge instead of their left.
 */
function fitsTogether(group: PixelBox[]): boolean {
  const heights = group.map(heightOf);
  const tallest = Math.max(...heights);
  if (Math.min(...heights) < 0.6 * tallest) return false;
  const centre = (b: PixelBox) => (b.y0 + b.y1) / 2;
  const stacked = group.slice(1).every((b, i) => {
    const step = centre(b) - centre(group[i]!);
    return step > 0.6 * tallest && step < 2.2 * tallest;
  });
  if (!stacked) return false;
  // A zone's lines are evenly spaced: three lines with a gap in the middle are two texts.
  if (group.length === 3) {
    const [first, second] = [centre(group[1]!) - centre(group[0]!), centre(group[2]!) - centre(group[1]!)];
    if (Math.max(first, second) > 1.35 * Math.min(first, second)) return false;
  }
  return [0, group.length - 1].some((namesAt) => {
    const full = group.filter((_, i) => i !== namesAt);
    const widest = Math.max(...full.map(widthOf));
    if (Math.min(...full.map(widthOf)) < 0.75 * widest) return false;
    const names = widthOf(group[namesAt]!);
    if (names > 1.1 * widest || names < 0.35 * widest) return false;
    const spread = (edge: (b: PixelBox) => number) => Math.max(...group.map(edge)) - Math.min(...group.map(edge));
    return spread((b) => b.x0) <= 0.12 * widest || spread((b) => b.x1) <= 0.12 * widest;
  });
}

/** Groups of 2 and 3 lines that fit together, not necessarily neighbours in the list (a label may sit beside a zone). */
function groups(long: PixelBox[]): PixelBox[][] {
  const found: PixelBox[][] = [];
  for (let i = 0; i < long.length; i += 1) {
    for (let j = i + 1; j < long.length; j += 1) {
      if (long[j]!.y0 - long[i]!.y1 > 3 * heightOf(long[i]!)) break;
      const pair = [long[i]!, long[j]!];
      if (fitsTogether(pair)) found.push(pair);
      for (let k = j + 1; k < long.length; k += 1) {
        if (long[k]!.y0 - long[j]!.y1 > 3 * heightOf(long[j]!)) break;
        const triple = [...pair, long[k]!];
        if (fitsTogether(triple)) found.push(triple);
      }
    }
  }
  return found;
}

/**
 * Zone candidates among the lines of an image `width` × `height` pixels,
 * likeliest first: wider, and nearer the bottom of the page (where a data
 * page's zone is) or its top (the page upside down).
 */
export function zoneCandidates(boxes: readonly TextBox[], width: number, height: number): ZoneCandidate[] {
  const pixels = boxes.map((b) => ({ ...b, x0: b.left * width, x1: b.right * width, y0: b.top * height, y1: b.bottom * height }));
  const long = joinRows(pixels)
    .filter((b) => widthOf(b) >= MIN_ASPECT * heightOf(b))
    .sort((a, b) => a.y0 - b.y0);
  const found: Array<ZoneCandidate & { rank: number }> = [];
  for (const group of groups(long)) {
    const count = group.length;
    const left = Math.min(...group.map((b) => b.x0));
    const right = Math.max(...group.map((b) => b.x1));
    const candidate = {
      lines: group.map((b) => ({
        left: b.x0 / width,
        right: b.x1 / width,
        top: b.y0 / height,
        bottom: b.y1 / height,
        score: b.score,
      })),
      left: left / width,
      right: right / width,
      top: group[0]!.y0 / height,
      bottom: group[count - 1]!.y1 / height,
      lineHeightPx: group.reduce((s, b) => s + heightOf(b), 0) / count,
    };
    found.push({
      ...candidate,
      rank: (right - left) / width + 0.5 * Math.max(candidate.bottom, 1 - candidate.top) + 0.01 * count,
    });
  }
  return found.sort((a, b) => b.rank - a.rank).map(({ rank: _rank, ...candidate }) => candidate);
}
