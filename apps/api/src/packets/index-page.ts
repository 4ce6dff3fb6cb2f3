import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { LETTER, MARGIN, printable } from './page-layout.ts';

export interface IndexRow {
  /** A module's heading ("B", its name, the range of all its exhibits), printed bold above its exhibits. */
  heading?: boolean;
  label: string;
  title: string;
  /** 0 for an exhibit of a module; sub-exhibits are indented by it. */
  depth: number;
  /** "PS-000004–PS-000009" (the exhibit's tab page through its last sub-exhibit's last page), or "To follow (PS-000012)". */
  pages: string;
}

/** Rows one index page holds; every row is one line, so the page count is known before anything is drawn. */
export const INDEX_ROWS_PER_PAGE = 34;
const SIZE = 10;
const INDENT = 10;

export function indexPageCount(rowCount: number): number {
  return Math.max(1, Math.ceil(rowCount / INDEX_ROWS_PER_PAGE));
}

function fitOneLine(text: string, font: PDFFont, size: number, width: number): string {
  const clean = printable(text, font);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let cut = clean.length;
  while (cut > 0 && font.widthOfTextAtSize(`${clean.slice(0, cut)}…`, size) > width) cut -= 1;
  return `${clean.slice(0, cut)}…`;
}

/**
 * The exhibit index (table of contents): each module's letter and name in bold, then its exhibits' numbers, names
 * and Bates ranges, over as many pages as it takes.
 * The range column is as wide as its widest entry (a 16-character prefix makes long ranges), the names take the
 * rest; the last row ends well above the footer band the Bates number is printed in.
 */
export async function addIndexPages(doc: PDFDocument, rows: IndexRow[]): Promise<void> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const rangeWidth = Math.max(
    bold.widthOfTextAtSize('Pages', SIZE),
    ...rows.map((row) => {
      const font = row.heading ? bold : regular;
      return font.widthOfTextAtSize(printable(row.pages, font), SIZE);
    }),
  );
  const columns = { label: MARGIN, title: MARGIN + 70, pages: LETTER.width - MARGIN - rangeWidth };
  for (let start = 0, pageNo = 0; pageNo < indexPageCount(rows.length); start += INDEX_ROWS_PER_PAGE, pageNo += 1) {
    const page = doc.addPage([LETTER.width, LETTER.height]);
    let y = LETTER.height - MARGIN - 20;
    page.drawText(pageNo === 0 ? 'Exhibit Index' : 'Exhibit Index (continued)', { x: MARGIN, y, size: 18, font: bold });
    y -= 32;
    page.drawText('Exhibit', { x: columns.label, y, size: SIZE, font: bold });
    page.drawText('Document', { x: columns.title, y, size: SIZE, font: bold });
    page.drawText('Pages', { x: columns.pages, y, size: SIZE, font: bold });
    y -= 8;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: LETTER.width - MARGIN, y }, thickness: 0.5 });
    y -= 16;
    for (const row of rows.slice(start, start + INDEX_ROWS_PER_PAGE)) {
      const indent = Math.min(row.depth, 4) * INDENT;
      const titleWidth = columns.pages - columns.title - indent - 12;
      const font = row.heading ? bold : regular;
      page.drawText(printable(row.label, font), { x: columns.label, y, size: SIZE, font });
      page.drawText(fitOneLine(row.title, font, SIZE, titleWidth), { x: columns.title + indent, y, size: SIZE, font });
      page.drawText(printable(row.pages, font), { x: columns.pages, y, size: SIZE, font });
      y -= 18;
    }
  }
}
