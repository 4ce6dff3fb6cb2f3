import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { zipArchive } from './hostile-other.ts';

/** Malformed images, image bombs and image polyglots, made from real encoder output. */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Random pixels, so the compressed data is long enough to damage in the middle. */
const noisy = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The chunks of a PNG as [type, data] pairs. */
export function pngChunks(png: Buffer): [string, Buffer][] {
  const chunks: [string, Buffer][] = [];
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push([png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  return chunks;
}

const assemblePng = (chunks: [string, Buffer][]) =>
  Buffer.concat([PNG_SIGNATURE, ...chunks.map(([type, data]) => pngChunk(type, data))]);

function ihdr(width: number, height: number, colorType = 2): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(8, 8);
  data.writeUInt8(colorType, 9);
  return data;
}

/** Valid chunks and checksums, but the compressed pixel data inside IDAT is scrambled. */
export async function pngWithCorruptImageData(): Promise<Buffer> {
  const chunks = pngChunks(await noisy(64, 64).png({ compressionLevel: 9 }).toBuffer());
  return assemblePng(
    chunks.map(([type, data]) => {
      if (type !== 'IDAT') return [type, data];
      const scrambled = Buffer.from(data);
      for (let at = 20; at < scrambled.length - 8; at += 7) scrambled[at] = scrambled[at]! ^ 0x5a;
      return [type, scrambled];
    }),
  );
}

/** A JPEG cut off after 60 % of its bytes (an interrupted transfer). */
export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await noisy(128, 128).jpeg({ quality: 90 }).toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
}

/** Signature and header only: 33 bytes that sniff as PNG but hold no image. */
export const tinyInvalidPng = () => Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr(1, 1))]);

/** A JFIF header and an end marker with no frame in between. */
export const tinyInvalidJpeg = () =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

/** A header claiming 60,000 × 60,000 pixels (3.6 gigapixels) in a file of a few hundred bytes. */
export function pixelBombPng(): Buffer {
  const row = Buffer.alloc(1 + 60_000, 0);
  return assemblePng([
    ['IHDR', ihdr(60_000, 60_000, 0)],
    ['IDAT', deflateSync(Buffer.concat([row, row]))],
    ['IEND', Buffer.alloc(0)],
  ]);
}

/** A genuine photo followed by a ZIP archive: opens as an image and as an archive. */
export async function jpegZipPolyglot(): Promise<Buffer> {
  return Buffer.concat([await noisy(32, 32).jpeg().toBuffer(), zipArchive()]);
}

/** A PNG carrying a ZIP archive in a private ancillary chunk, which viewers skip. */
export async function pngWithPayloadChunk(): Promise<Buffer> {
  const [signatureHeader, ...rest] = pngChunks(await noisy(32, 32).png().toBuffer());
  return assemblePng([signatureHeader!, ['prVt', zipArchive()], ['tEXt', Buffer.from('Comment\0stage2.bin')], ...rest]);
}

/** A 40 × 20 photo whose EXIF says "rotate 90° clockwise to view" (as phones save portraits). */
export async function exifRotatedJpeg(): Promise<Buffer> {
  return noisy(40, 20)
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Priya Example', Copyright: 'GPS 51.5N 0.1W' } } })
    .toBuffer();
}

/** A sound PNG and JPEG: accepted and re-encoded. */
export const goodPng = () => noisy(24, 24).png().toBuffer();
export const goodJpeg = () => noisy(24, 24).jpeg().toBuffer();
