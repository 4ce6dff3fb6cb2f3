import {
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  type PDFDocument,
} from 'pdf-lib';
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
 * How much taller than the page's picture box an image may be, fitted to the box's width, and still go on one page
 * shrunk: beyond it (a full-page capture of a web article, a long chat) one page would print it narrower than half
 * the box, too small to read, so it runs on over pages at the box's width instead. A phone screenshot (about 2.2:1)
 * stays on one page.
 */
const MAX_SHRINK_TO_ONE_PAGE = 2;
/** Points of picture repeated at the top of each following page, so a line cut at the foot of one is read whole on the next. */
const SLICE_OVERLAP = 24;

/** The picture box of a sheet: inside the margins, above the footer band. */
function pictureBox(sheet: { width: number; height: number }) {
  return { x: MARGIN, y: MARGIN + BATES_BAND, width: sheet.width - 2 * MARGIN, height: sheet.height - 2 * MARGIN - BATES_BAND };
}

/**
 * Places a PNG or JPEG upright (EXIF orientation applied: a photo taken sideways comes out the right way
 * up) on letter-size pages: as large as the margins allow, at its aspect ratio, centred, on one page, portrait or
 * landscape, whichever shows it larger (a desktop screenshot on a landscape sheet, as a PDF converter makes it); an
 * image much taller than the page (MAX_SHRINK_TO_ONE_PAGE) at the box's width over as many portrait pages as it
 * takes, each page showing the next part (the image is embedded once and drawn clipped on each).
 */
export async function appendImageFile(target: PDFDocument, bytes: Buffer, kind: 'png' | 'jpeg'): Promise<void> {
  const image = kind === 'png' ? await embedPng(target, bytes) : await embedJpeg(target, bytes);
  const [uprightWidth, uprightHeight] = swapsSides(image.orientation) ? [image.height, image.width] : [image.width, image.height];
  const fit = (box: ReturnType<typeof pictureBox>) => Math.min(box.width / uprightWidth, box.height / uprightHeight);
  const landscape = { width: LETTER.height, height: LETTER.width };
  const sheet = fit(pictureBox(landscape)) > fit(pictureBox(LETTER)) ? landscape : LETTER;
  const box = pictureBox(sheet);
  const widthScale = box.width / uprightWidth;
  const sliced = uprightHeight * widthScale > box.height * MAX_SHRINK_TO_ONE_PAGE;
  const scale = sliced ? widthScale : fit(box);
  const width = uprightWidth * scale;
  const height = uprightHeight * scale;
  const x = (sheet.width - width) / 2;
  const step = box.height - SLICE_OVERLAP;
  const pages = sliced ? Math.ceil((height - SLICE_OVERLAP) / step) : 1;
  for (let slice = 0; slice < pages; slice++) {
    const page = target.addPage([sheet.width, sheet.height]);
    const name = page.node.newXObject('Image', image.ref);
    // One page: centred in the box. Sliced: the image's top moves up one step a page, clipped to the box.
    const y = sliced ? box.y + box.height - height + slice * step : box.y + (box.height - height) / 2;
    page.pushOperators(
      pushGraphicsState(),
      ...(sliced ? [rectangle(box.x, box.y, box.width, box.height), clip(), endPath()] : []),
      concatTransformationMatrix(...uprightMatrix(image.orientation, x, y, width, height)),
      drawObject(name),
      popGraphicsState(),
    );
  }
}
