import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A real PDF with a line of text; `paddingBytes` of incompressible data make it large enough to watch
 * its upload progress.
 */
export async function pdfWithText(text: string, paddingBytes = 0): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 24, font: await document.embedFont(StandardFonts.Helvetica) });
  if (paddingBytes > 0) document.setSubject(randomBytes(paddingBytes / 2).toString('hex'));
  return Buffer.from(await document.save());
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A solid-colour RGB PNG of the given size. `level` 0 stores the pixels uncompressed, as a large phone
 * screenshot: the server's re-encoding then keeps a much smaller file.
 */
export function solidPng(width: number, height: number, rgb: [number, number, number], level = 6): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels, { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
