import {
  clip,
  concatTransformationMatrix,
  endPath,
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  type PDFPage,
} from 'pdf-lib';
import { BATES_BAND } from './page-layout.ts';

/** A PDF affine matrix [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
type Affine = [number, number, number, number, number, number];

/** `outer` after `inner` (inner applied first). */
function compose(outer: Affine, inner: Affine): Affine {
  const [a, b, c, d, e, f] = outer;
  const [A, B, C, D, E, F] = inner;
  return [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
}

function invert([a, b, c, d, e, f]: Affine): Affine {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

function apply([a, b, c, d, e, f]: Affine, x: number, y: number): [number, number] {
  return [a * x + c * y + e, b * x + d * y + f];
}

/** A page's /Rotate as 0, 90, 180 or 270 (viewers turn the page clockwise by it). */
export function quarterTurns(page: PDFPage): 0 | 90 | 180 | 270 {
  const angle = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
  return angle as 0 | 90 | 180 | 270;
}

/**
 * The map from the page as it is seen (x from the visible left, y from the visible bottom) to the page's own
 * coordinates. A /Rotate 90 page is shown turned clockwise, so its visible bottom is its right edge.
 */
export function visibleToPage(page: PDFPage): { matrix: Affine; width: number; height: number } {
  const { x, y, width, height } = page.getCropBox();
  const turns = quarterTurns(page);
  const sideways = turns === 90 || turns === 270;
  const visible = { width: sideways ? height : width, height: sideways ? width : height };
  const matrices: Record<typeof turns, Affine> = {
    0: [1, 0, 0, 1, x, y],
    90: [0, 1, -1, 0, x + width, y],
    180: [-1, 0, 0, -1, x + width, y + height],
    270: [0, -1, 1, 0, x, y + height],
  };
  return { matrix: matrices[turns], ...visible };
}

/** Moves an annotation's rectangle (a link, a note) with the content it sits on. */
function moveAnnotations(page: PDFPage, matrix: Affine): void {
  const annots = page.node.Annots();
  if (!annots) return;
  for (let i = 0; i < annots.size(); i++) {
    const annot = annots.lookupMaybe(i, PDFDict);
    const rect = annot?.lookupMaybe(PDFName.of('Rect'), PDFArray);
    if (!annot || !rect || rect.size() !== 4) continue;
    const [x1, y1, x2, y2] = [0, 1, 2, 3].map((n) => rect.lookupMaybe(n, PDFNumber)?.asNumber() ?? 0) as [
      number,
      number,
      number,
      number,
    ];
    const corners = [apply(matrix, x1, y1), apply(matrix, x2, y2), apply(matrix, x1, y2), apply(matrix, x2, y1)];
    const xs = corners.map(([cx]) => cx);
    const ys = corners.map(([, cy]) => cy);
    annot.set(PDFName.of('Rect'), page.doc.context.obj([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]));
  }
}

/**
 * Shrinks an uploaded page's content (aspect kept, centred, top edge kept) so the footer band of the page as
 * it is seen stays empty for the Bates number: a scan or letter whose text runs to the bottom edge is never
 * stamped over. The page keeps its size, boxes and /Rotate. The content is clipped to its scaled visible box,
 * so nothing drawn outside the crop box (bleed, hidden text) slides into view or into the band.
 * Our own pages (text, photos, tabs, index) are laid out above the band already and are not passed here.
 */
export function fitAboveFooterBand(page: PDFPage): void {
  const { matrix: toPage, width, height } = visibleToPage(page);
  if (height <= BATES_BAND * 2) return; // A strip too thin to shrink sensibly keeps its content as it is.
  const scale = (height - BATES_BAND) / height;
  const inVisible: Affine = [scale, 0, 0, scale, (width * (1 - scale)) / 2, BATES_BAND];
  const matrix = compose(toPage, compose(inVisible, invert(toPage)));
  const crop = page.getCropBox();
  // Contents as an array, so the original streams can be wrapped. Nothing of ours is drawn on the page here:
  // the stamp is drawn at assembly, on a copy of the page, in a stream after the wrapped original.
  page.node.normalize();
  const start = page.doc.context.contentStream([
    pushGraphicsState(),
    concatTransformationMatrix(...matrix),
    rectangle(crop.x, crop.y, crop.width, crop.height),
    clip(),
    endPath(),
  ]);
  const end = page.doc.context.contentStream([popGraphicsState()]);
  page.node.wrapContentStreams(page.doc.context.register(start), page.doc.context.register(end));
  moveAnnotations(page, matrix);
}
