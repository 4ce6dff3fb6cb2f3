import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, type PDFDocument } from 'pdf-lib';
import { jpegOrientation, swapsSides, uprightMatrix, type ExifOrientation } from './image-orientation.ts';
import { BATES_BAND, LETTER, MARGIN } from './page-layout.ts';
import { embedPngNatively, type EmbeddedRaster } from './png-image.ts';

interface PlacedRaster extends EmbeddedRaster {
  orientation: ExifOrientation;
}

async function embedJpeg(target: PDFDocument, bytes: Buffer): Promise<PlacedRaster> {
  // JPEG bytes are embedded as they are (DCT): nothing is decoded; only the header's orientation is read.
  const orientation = await jpegOrientation(bytes);
  const image = await target.embedJpg(bytes);
  await image.embed();
  return { ref: image.ref, width: image.width, height: image.height, orientation };
}

async function embedPng(target: PDFDocument, bytes: Buffer): Promise<PlacedRaster> {
  // Decoded anyway, so png-image.ts turns the pixels upright itself.
  return { ...(await embedPngNatively(target, bytes)), orientation: 1 };
}

/**
 * Places a PNG or JPEG upright (EXIF orientation applied: a photo taken sideways comes out the right way
 * up) on its own letter-size page, as large as the margins allow, at its aspect ratio, centred.
 */
export async function appendImageFile(target: PDFDocument, bytes: Buffer, kind: 'png' | 'jpeg'): Promise<void> {
  const image = kind === 'png' ? await embedPng(target, bytes) : await embedJpeg(target, bytes);
  const [uprightWidth, uprightHeight] = swapsSides(image.orientation) ? [image.height, image.width] : [image.width, image.height];
  const boxWidth = LETTER.width - 2 * MARGIN;
  const boxHeight = LETTER.height - 2 * MARGIN - BATES_BAND;
  const scale = Math.min(boxWidth / uprightWidth, boxHeight / uprightHeight);
  const width = uprightWidth * scale;
  const height = uprightHeight * scale;
  const page = target.addPage([LETTER.width, LETTER.height]);
  const name = page.node.newXObject('Image', image.ref);
  const x = (LETTER.width - width) / 2;
  const y = MARGIN + BATES_BAND + (boxHeight - height) / 2;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(...uprightMatrix(image.orientation, x, y, width, height)),
    drawObject(name),
    popGraphicsState(),
  );
}
