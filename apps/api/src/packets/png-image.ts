import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import type { PDFDocument, PDFRef } from 'pdf-lib';
import sharp from 'sharp';

const deflateAsync = promisify(deflate);

export interface EmbeddedRaster {
  ref: PDFRef;
  width: number;
  height: number;
}

/**
 * pdf-lib's own PNG embedding decodes and re-deflates in JavaScript (pako): about 3 s of CPU for one
 * 1000×1300 scan, which alone would blow the packet's time budget. Here sharp (libvips) decodes, any
 * transparency is flattened onto white paper, and Node's native zlib compresses off the main thread;
 * pdf-lib writes the image object (its context API) and the caller draws it. Lossless, like the PNG.
 */
export async function embedPngNatively(doc: PDFDocument, bytes: Buffer): Promise<EmbeddedRaster> {
  const { data, info } = await sharp(bytes)
    // EXIF orientation (PNG eXIf chunk) applied while decoding: the pixels are stored upright.
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1 && info.channels !== 3) throw new Error(`Unexpected PNG channel count ${info.channels}`);
  const stream = doc.context.stream(await deflateAsync(data, { level: 6 }), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: info.width,
    Height: info.height,
    BitsPerComponent: 8,
    ColorSpace: info.channels === 1 ? 'DeviceGray' : 'DeviceRGB',
    Filter: 'FlateDecode',
  });
  return { ref: doc.context.register(stream), width: info.width, height: info.height };
}
