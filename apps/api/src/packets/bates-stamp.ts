import { degrees, rgb, StandardFonts, type PDFDocument, type PDFPage } from 'pdf-lib';

export const DEFAULT_BATES_PREFIX = 'PS-';

/** PS-000001: the prefix and the page's 1-based position in the packet, 6 digits. */
export function batesNumber(prefix: string, pageNumber: number): string {
  return `${prefix}${String(pageNumber).padStart(6, '0')}`;
}

/** A page's /Rotate as 0, 90, 180 or 270 (viewers turn the page clockwise by it). */
function quarterTurns(page: PDFPage): 0 | 90 | 180 | 270 {
  const angle = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
  return angle as 0 | 90 | 180 | 270;
}

/**
 * Where a point of the page as it is seen (dx from the visible left, dy from the visible bottom) lies in
 * the page's own coordinates. A /Rotate 90 page is shown turned clockwise, so its visible bottom is its
 * right edge; drawing at the unturned bottom would put the number up the side of a landscape scan.
 */
function unturned(turns: 0 | 90 | 180 | 270, box: { x: number; y: number; width: number; height: number }) {
  return (dx: number, dy: number): { x: number; y: number } => {
    switch (turns) {
      case 90:
        return { x: box.x + box.width - dy, y: box.y + dx };
      case 180:
        return { x: box.x + box.width - dx, y: box.y + box.height - dy };
      case 270:
        return { x: box.x + dy, y: box.y + box.height - dx };
      default:
        return { x: box.x + dx, y: box.y + dy };
    }
  };
}

/**
 * Stamps every page's Bates number in the lower right corner of the page as seen: inside the visible
 * (crop) box, so merged PDFs with odd boxes carry it too, and turned with the page's /Rotate (which is
 * kept), so it reads upright at the visible bottom. Done on the assembled packet, never on cached
 * sections: a change earlier in the packet renumbers everything after it without re-rendering anything.
 */
export async function stampBatesNumbers(doc: PDFDocument, prefix: string): Promise<void> {
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const size = 9;
  doc.getPages().forEach((page, index) => {
    const text = batesNumber(prefix, index + 1);
    const box = page.getCropBox();
    const turns = quarterTurns(page);
    const visibleWidth = turns === 90 || turns === 270 ? box.height : box.width;
    const at = unturned(turns, box);
    const textWidth = font.widthOfTextAtSize(text, size);
    const rotate = degrees(turns);
    const backing = at(visibleWidth - textWidth - 30, 14);
    page.drawRectangle({ ...backing, width: textWidth + 8, height: size + 6, rotate, color: rgb(1, 1, 1) });
    const origin = at(visibleWidth - textWidth - 26, 18);
    page.drawText(text, { ...origin, size, font, rotate, color: rgb(0, 0, 0) });
  });
}
