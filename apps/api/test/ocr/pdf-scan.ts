import { PDFDocument } from 'pdf-lib';

/** A scanner's PDF: one A4 page holding the image (JPEG) in its upper half. */
export async function wrapInPdf(jpeg: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  const page = doc.addPage([595, 842]);
  const width = 495;
  const height = (width * image.height) / image.width;
  page.drawImage(image, { x: 50, y: 842 - 60 - height, width, height });
  return Buffer.from(await doc.save());
}
