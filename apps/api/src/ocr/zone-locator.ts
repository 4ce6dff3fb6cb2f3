/**
 * Finds where a machine-readable zone probably is, without OCR: its 2 or 3
 * lines of OCR-B are the densest text rows of a document, as wide as the
 * page. Rows are scored by how many sharp horizontal changes they hold; runs
 * of dense rows are text lines; 2-3 lines of the same height, close together,
 * are a zone candidate. Reading a small crop is much faster than a page.
 */
import sharp from 'sharp';

/** Width the profile is computed at: enough to separate the lines of a zone in a phone photo. */
const PROFILE_WIDTH = 900;
/** A row is text when at least this share of its pixels starts a sharp change. */
const DENSE_ROW = 0.1;

export interface Band {
  /** Top and bottom as shares of the image's height, margins included. */
  top: number;
  bottom: number;
  /** Mean density of its rows (higher first). */
  density: number;
  lines: number;
  /** Height of its tallest text line, as a share of the image's height: the crop is scaled from it. */
  lineHeight: number;
}

interface TextLine {
  top: number;
  bottom: number;
  density: number;
}

function rowDensities(data: Buffer, width: number, height: number): number[] {
  const densities: number[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let edges = 0;
    for (let x = 1; x < width; x += 1) {
      if (Math.abs(data[row + x]! - data[row + x - 1]!) > 40) edges += 1;
    }
    densities.push(edges / width);
  }
  // A 3-row average: one-pixel gaps inside characters do not split a line.
  return densities.map((_, y) => ((densities[y - 1] ?? 0) + densities[y]! + (densities[y + 1] ?? 0)) / 3);
}

function textLines(densities: number[]): TextLine[] {
  const lines: TextLine[] = [];
  let start = -1;
  let sum = 0;
  densities.forEach((d, y) => {
    if (d >= DENSE_ROW) {
      if (start < 0) start = y;
      sum += d;
      return;
    }
    if (start >= 0) lines.push({ top: start, bottom: y, density: sum / (y - start) });
    start = -1;
    sum = 0;
  });
  if (start >= 0) lines.push({ top: start, bottom: densities.length, density: sum / (densities.length - start) });
  return lines.filter((l) => l.bottom - l.top >= 4);
}

/**
 * Candidate zones of an upright grey image (raw 8-bit pixels), likeliest
 * first: groups of 2-3 neighbouring lines of similar height, denser and lower
 * on the page first.
 */
export async function locateZoneBands(image: Buffer): Promise<Band[]> {
  const { data, info } = await sharp(image)
    .resize({ width: PROFILE_WIDTH })
    .greyscale()
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lines = textLines(rowDensities(data, info.width, info.height));
  const bands: Band[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    for (const count of [2, 3]) {
      const group = lines.slice(i, i + count);
      if (group.length < count) continue;
      const heights = group.map((l) => l.bottom - l.top);
      const tallest = Math.max(...heights);
      if (Math.min(...heights) < tallest * 0.5) continue;
      const gaps = group.slice(1).map((l, k) => l.top - group[k]!.bottom);
      if (gaps.some((g) => g > tallest * 2.5)) continue;
      // Wide enough that a third line of a card's zone is in the crop too.
      const margin = tallest * 2.2;
      bands.push({
        top: Math.max(0, group[0]!.top - margin) / info.height,
        bottom: Math.min(info.height, group[count - 1]!.bottom + margin) / info.height,
        density: group.reduce((s, l) => s + l.density, 0) / count,
        lines: count,
        lineHeight: tallest / info.height,
      });
    }
  }
  return bands.sort((a, b) => b.density + b.bottom * 0.05 - (a.density + a.bottom * 0.05));
}
