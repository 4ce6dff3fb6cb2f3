import sharp from 'sharp';

/** An EXIF orientation tag (1–8); anything else counts as 1, as viewers treat it. */
export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Reads a JPEG's EXIF orientation from its header (nothing is decoded). */
export async function jpegOrientation(bytes: Buffer): Promise<ExifOrientation> {
  const { orientation } = await sharp(bytes).metadata();
  return orientation !== undefined && orientation >= 1 && orientation <= 8 ? (orientation as ExifOrientation) : 1;
}

/** Orientations 5–8 turn the picture a quarter: its upright width is its stored height. */
export function swapsSides(orientation: ExifOrientation): boolean {
  return orientation >= 5;
}

/** A PDF `cm` matrix [a b c d e f]. */
export type Matrix = [number, number, number, number, number, number];

/**
 * The matrix that draws an image XObject (the unit square, row 0 at the top) upright into the box at
 * (x, y) of upright size width × height, for an image stored as its EXIF orientation says. The JPEG is
 * embedded as it is (DCT, no re-encoding, no quality lost) and PDF viewers ignore EXIF, so the turn or
 * mirror a camera recorded instead of rotating its pixels is applied here, by the placement.
 * Derivation: stored pixel (column u, row-from-top 1−v) shows at upright (x′, y′-from-top) per EXIF:
 * 2 mirror, 3 half turn, 4 flip, 5 transpose, 6 quarter turn clockwise, 7 transverse, 8 anticlockwise.
 */
export function uprightMatrix(orientation: ExifOrientation, x: number, y: number, width: number, height: number): Matrix {
  const [w, h] = [width, height];
  switch (orientation) {
    case 2:
      return [-w, 0, 0, h, x + w, y];
    case 3:
      return [-w, 0, 0, -h, x + w, y + h];
    case 4:
      return [w, 0, 0, -h, x, y + h];
    case 5:
      return [0, -h, -w, 0, x + w, y + h];
    case 6:
      return [0, -h, w, 0, x, y + h];
    case 7:
      return [0, h, w, 0, x, y];
    case 8:
      return [0, h, -w, 0, x + w, y];
    default:
      return [w, 0, 0, h, x, y];
  }
}
