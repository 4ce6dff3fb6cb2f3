import { degrees, rgb, StandardFonts, type PDFDocument } from 'pdf-lib';
import { quarterTurns, visibleToPage } from './footer-band.ts';
import { BATES_BAND } from './page-layout.ts';

export const DEFAULT_BATES_PREFIX = 'PS-';

/** Where in the footer band the number is printed (petitions.bates_position, migration 0042). */
export type BatesPosition = 'BOTTOM_RIGHT' | 'BOTTOM_CENTER' | 'BOTTOM_LEFT';

export function isBatesPosition(value: unknown): value is BatesPosition {
  return value === 'BOTTOM_RIGHT' || value === 'BOTTOM_CENTER' || value === 'BOTTOM_LEFT';
}

/** PS-000001: the prefix and the page's 1-based position in the numbered part of the packet, 6 digits. */
export function batesNumber(prefix: string, pageNumber: number): string {
  return `${prefix}${String(pageNumber).padStart(6, '0')}`;
}

/** "PS-000004–PS-000009", or one number for a one-page range. */
export function batesRange(prefix: string, first: number, last: number): string {
  return first === last ? batesNumber(prefix, first) : `${batesNumber(prefix, first)}–${batesNumber(prefix, last)}`;
}

const SIZE = 9;
const PADDING = 4;
/** Distance of the backing box from the page's side edge (left and right positions). */
const SIDE_INSET = 22;

/**
 * Stamps every page's Bates number in the footer band of the page as it is seen (left, centre or right): inside
 * the visible (crop) box, so merged PDFs with odd boxes carry it too, and turned with the page's /Rotate (which
 * is kept), so it reads upright at the visible bottom. The band is kept free of content on every page (our own
 * pages are laid out above it, uploaded pages are shrunk above it: footer-band.ts), and the number sits on a white
 * box, so it never prints over anything. Done on the assembled packet, never on cached sections: a change
 * earlier in the packet renumbers everything after it without re-rendering anything.
 * The first `unnumberedPages` pages (the USCIS forms and the cover letter) are left as they are: number 1 is the
 * page after them. A packet continuing another (an RFE response) starts at `firstNumber`.
 */
export async function stampBatesNumbers(
  doc: PDFDocument,
  prefix: string,
  position: BatesPosition,
  unnumberedPages = 0,
  firstNumber = 1,
): Promise<void> {
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const boxHeight = SIZE + 2 * PADDING;
  const boxBottom = (BATES_BAND - boxHeight) / 2;
  doc.getPages().forEach((page, index) => {
    if (index < unnumberedPages) return;
    const text = batesNumber(prefix, index - unnumberedPages + firstNumber);
    const { matrix, width } = visibleToPage(page);
    const at = (dx: number, dy: number) => ({
      x: matrix[0] * dx + matrix[2] * dy + matrix[4],
      y: matrix[1] * dx + matrix[3] * dy + matrix[5],
    });
    const boxWidth = font.widthOfTextAtSize(text, SIZE) + 2 * PADDING;
    const boxLeft =
      position === 'BOTTOM_LEFT'
        ? SIDE_INSET
        : position === 'BOTTOM_CENTER'
          ? (width - boxWidth) / 2
          : width - boxWidth - SIDE_INSET;
    const rotate = degrees(quarterTurns(page));
    page.drawRectangle({ ...at(boxLeft, boxBottom), width: boxWidth, height: boxHeight, rotate, color: rgb(1, 1, 1) });
    // The baseline sits a little above the box's bottom so descender-free digits look centred.
    page.drawText(text, { ...at(boxLeft + PADDING, boxBottom + PADDING + 1), size: SIZE, font, rotate, color: rgb(0, 0, 0) });
  });
}
