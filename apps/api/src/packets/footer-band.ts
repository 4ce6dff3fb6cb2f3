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
import { BATES_BAND, LETTER } from './page-layout.ts';

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

/** Whether a page, as it is seen, is US Letter already (portrait or landscape), to the point. */
export function isLetterSized(page: PDFPage): boolean {
  const { width, height } = visibleToPage(page);
  const [short, long] = width < height ? [width, height] : [height, width];
  return Math.abs(short - LETTER.width) < 1 && Math.abs(long - LETTER.height) < 1;
}

/**
 * Puts an uploaded page onto a US Letter sheet, the paper USCIS filings are printed on: portrait, or landscape
 * when the page is seen wider than tall, its /Rotate kept. The content is scaled uniformly (aspect kept, never
 * cropped) to the largest size that fits above the footer band and within side margins as wide as a Letter page's
 * shrink leaves, centred across and in the room above the band;
 * for a Letter page that is the ~4.5 % shrink with the top edge kept. An A4 certificate or a wide spreadsheet
 * export no longer keeps its own size, which printed cut off (A4's foot, where the Bates number is) or tiny.
 * `footerBand: 0` only fits the page to Letter (a USCIS form's signed scan, which is not numbered).
 * The content is clipped to its scaled visible box, so nothing drawn outside the crop box (bleed, hidden text)
 * slides into view or into the band. Links and other annotations move with the content.
 * Our own pages (text, photos, tabs, index) are laid out on Letter above the band already and are not passed here.
 */
export function fitOntoLetter(page: PDFPage, { footerBand = BATES_BAND }: { footerBand?: number } = {}): void {
  const { matrix: fromVisible, width, height } = visibleToPage(page);
  if (!(width > 0 && height > 0)) return;
  const target = width > height ? { width: LETTER.height, height: LETTER.width } : LETTER;
  const room = target.height - footerBand;
  // Sides keep at least the margin the band's shrink gives a Letter page (~14 pt), which a printer can print.
  const side = (LETTER.width * footerBand) / LETTER.height / 2;
  const scale = Math.min((target.width - 2 * side) / width, room / height);
  const inVisible: Affine = [scale, 0, 0, scale, (target.width - width * scale) / 2, footerBand + (room - height * scale) / 2];
  const crop = page.getCropBox();
  // The new sheet in the page's own (unturned) coordinates: a page turned a quarter is stored the other way round.
  const sideways = quarterTurns(page) % 180 === 90;
  const [sheetWidth, sheetHeight] = sideways ? [target.height, target.width] : [target.width, target.height];
  page.setMediaBox(0, 0, sheetWidth, sheetHeight);
  page.setCropBox(0, 0, sheetWidth, sheetHeight);
  for (const box of ['BleedBox', 'TrimBox', 'ArtBox', 'UserUnit']) page.node.delete(PDFName.of(box));
  const { matrix: toSheet } = visibleToPage(page);
  const matrix = compose(toSheet, compose(inVisible, invert(fromVisible)));
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
