import sharp, { type Sharp } from 'sharp';

/**
 * The most pixels an uploaded image may have (all frames together): 40 megapixels is more than a
 * 36 MP camera or a 600 dpi letter-size scan (5100 × 6600 ≈ 34 MP) produces, and decoding it takes
 * about 160 MB. Checked from the header before any pixel is decoded, so a "pixel bomb" (a tiny file
 * claiming billions of pixels) costs nothing.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ReencodedImage = { bytes: Buffer } | { problem: 'too-large' | 'damaged'; detail: string };

const ENCODERS: Readonly<Record<string, (image: Sharp) => Sharp>> = {
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};

export const REENCODED_TYPES: ReadonlySet<string> = new Set(Object.keys(ENCODERS));

/**
 * Decodes the whole image and encodes it again in the same format (decisions API-FILE): a corrupt
 * or truncated stream fails the decode ('error' level: real phones' harmless warnings pass), and
 * only pixels survive, so metadata (EXIF location, comments), extra chunks and anything appended
 * after the image (ZIP and HTML polyglots) are gone. EXIF orientation is applied to the pixels,
 * since the tag that said how to turn them is dropped.
 */
export async function reencodeImage(bytes: Buffer, mimeType: string): Promise<ReencodedImage> {
  const encode = ENCODERS[mimeType];
  if (!encode) throw new Error(`no encoder for ${mimeType}`);
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  let pixels: number;
  try {
    // Header only: no pixel data is decoded here.
    const header = await sharp(bytes, { limitInputPixels: false, animated }).metadata();
    pixels = header.width * (header.pageHeight ?? header.height) * (header.pages ?? 1);
  } catch {
    return { problem: 'damaged', detail: 'its header could not be read' };
  }
  if (pixels > MAX_IMAGE_PIXELS) {
    const megapixels = Math.round(pixels / 1_000_000);
    return { problem: 'too-large', detail: `${megapixels} megapixels; the limit is ${MAX_IMAGE_PIXELS / 1_000_000}` };
  }
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, animated });
    return { bytes: await encode(animated ? image : image.autoOrient()).toBuffer() };
  } catch {
    return { problem: 'damaged', detail: 'its image data is damaged or incomplete' };
  }
}
